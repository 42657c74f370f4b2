import { useState } from 'react';
import { MESSAGES, TEXT_MAX } from '@portal/domain';
import { SURVEY_LINK_MAX, surveySchema } from '@portal/domain/library/surveys';
import type { Survey, SurveyInput } from '@portal/domain/library/surveys';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { fieldProps, useZodForm } from '../../../lib/forms';
import { saveWithFieldIssues } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';

const EMPTY: SurveyInput = { title: '', link: '' };

/**
 * Adds a survey: Title and Link, both required, the link http:// or https:// ('Invalid URL'),
 * checked by the domain's schema (the server's). Added: 'Update Successful' (the spec's message
 * for a saved change) and an empty form.
 */
export function SurveyForm({ onAdd }: { onAdd: (survey: Survey) => Promise<unknown> }) {
  const form = useZodForm(surveySchema, { defaultValues: EMPTY });
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (survey) => {
    setServerError(null);
    const saved = await saveWithFieldIssues(form, () => onAdd(survey));
    if (!saved.ok) {
      setServerError(saved.message);
      return;
    }
    toast.success(MESSAGES.updateSuccessful);
    form.reset(EMPTY);
  });

  return (
    <form
      className="form library-form"
      aria-labelledby="survey-form-heading"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id="survey-form-heading">Add Survey</h3>
      <Alert>{serverError}</Alert>
      <TextField
        label="Title"
        autoComplete="off"
        maxLength={TEXT_MAX}
        {...fieldProps(form, 'title')}
      />
      <TextField
        label="Link"
        type="url"
        inputMode="url"
        autoComplete="off"
        hint="Starts with http:// or https://"
        maxLength={SURVEY_LINK_MAX}
        {...fieldProps(form, 'link')}
      />
      <Button type="submit" busy={form.formState.isSubmitting}>
        Add Survey
      </Button>
    </form>
  );
}
