import { useMutation, useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import type { SaveMode } from '@portal/domain';
import type { StepOne } from '@portal/domain/programs/backpack-buddy';
import { FormFooter } from '../../../components/form-footer';
import { useTranslateMessage } from '../../../i18n/use-t';
import { useSaveModeForm } from '../../../lib/save-mode-form';
import { stepPath } from '../application-paths';
import { useSaveStep } from '../use-save-step';
import { BackpackBuddyInProgressDocument } from './application.queries';
import { ApplicationTypeSection } from '../application-type-section';
import { SaveBackpackBuddyStepOneDocument } from './save.queries';
import { SchoolSection } from './school-section';
import type { StepContext } from './step-context';
import { stepOneDefaults, stepOneFormSchema, stepOneInput } from './step-one-values';
import type { StepOneValues } from './step-one-values';
import { TeamSection } from './team-section';
import { useBackpackBuddyPrefill } from './use-school-prefill';
import { refetchAfterSave } from './refetch-after-save';

/** Step 1: Application Type, Initial School Information and Team Information. */
export function StepOneForm({ context }: { context: StepContext }) {
  const { program, application, terms, config, readOnly } = context;
  const applicationId = application?.applicationBackpackBuddyId ?? null;
  const { form, formRef, submitWith, showMissing, saving, lastMode } = useSaveModeForm<
    StepOneValues,
    StepOne
  >((mode) => stepOneFormSchema(mode, { terms, config }), {
    defaultValues: stepOneDefaults(application),
  });
  const [saveStepOne] = useMutation(SaveBackpackBuddyStepOneDocument);
  const saveStep = useSaveStep();

  useBackpackBuddyPrefill(form, application?.school.schoolId ?? null, readOnly);
  const [schoolId, termId] = useWatch({ control: form.control, name: ['schoolId', 'termId'] });
  const inProgress = useQuery(BackpackBuddyInProgressDocument, {
    variables: { schoolId: Number(schoolId), termId: Number(termId), exceptId: applicationId },
    skip: readOnly || !schoolId || !termId,
    fetchPolicy: 'network-only',
  });
  const notice = schoolId && termId ? inProgress.data?.applicationInProgressBackpackBuddy : null;
  const translate = useTranslateMessage();

  const onValid = (values: StepOne, mode: SaveMode) =>
    saveStep(
      mode,
      async () => {
        const { data } = await saveStepOne({
          variables: { input: stepOneInput(values, mode === 'draft', applicationId) },
          refetchQueries: (result) =>
            refetchAfterSave(result.data?.saveApplicationStepOne.applicationBackpackBuddyId),
          awaitRefetchQueries: true,
        });
        return data?.saveApplicationStepOne.applicationBackpackBuddyId ?? null;
      },
      (id) => stepPath(program, 'step-2', id),
    );

  return (
    <form
      ref={formRef}
      className="application-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!notice) submitWith('submit', onValid);
      }}
    >
      <fieldset className="form-fieldset" disabled={readOnly}>
        <legend className="visually-hidden">
          {translate(MESSAGES.programApplicationTitle(context.termYear))}
        </legend>
        <ApplicationTypeSection form={form} terms={terms} programName={program.name} />
        <SchoolSection
          form={form}
          program={program}
          application={application}
          inProgress={notice}
        />
        {notice ? null : <TeamSection form={form} readOnly={readOnly} lastMode={lastMode} />}
      </fieldset>
      <FormFooter
        steps={program.steps}
        step="step-1"
        readOnly={readOnly}
        submitting={saving}
        hrefFor={context.hrefFor}
        exitTo={context.exitTo}
        onSaveDraft={() => submitWith('draft', onValid)}
        hideSave={Boolean(notice)}
        error={showMissing ? MESSAGES.missingRequiredFields : null}
      />
    </form>
  );
}
