import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { adminEducatorUserSchema } from '@portal/domain';
import type { AdminEducatorUserInput } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { fieldProps, useZodForm } from '../../../lib/forms';
import type { ZodForm } from '../../../lib/forms';
import { changeErrorMessage, serverFieldIssues } from '../../../lib/mutation-errors';
import type { ServerFieldIssue } from '../../../lib/mutation-errors';
import type { SchoolChoice } from './school-choices';
import { UserSchoolRows } from './user-school-rows';

export type UserFormValues = AdminEducatorUserInput;
type UserForm = ZodForm<typeof adminEducatorUserSchema>;

const NAMED_FIELDS = ['firstName', 'lastName', 'email'] as const;

/**
 * Puts the server's field issues on their fields; says whether all of them found one. The
 * server names a school by its index in the ids sent (`schoolIds.2`): that id's row gets it.
 */
function showServerIssues(
  form: UserForm,
  issues: readonly ServerFieldIssue[],
  sentSchoolIds: readonly number[],
): boolean {
  if (issues.length === 0) return false;
  const rows = form.getValues('schoolIds');
  return issues.every(({ path, message }) => {
    const named = NAMED_FIELDS.find((field) => field === path);
    if (named) {
      form.setError(named, { type: 'server', message });
      return true;
    }
    const school = /^schoolIds\.(\d+)$/.exec(path);
    const row = school ? rows.indexOf(sentSchoolIds[Number(school[1])] ?? -1) : -1;
    if (row < 0) return false;
    form.setError(`schoolIds.${row}`, { type: 'server', message });
    return true;
  });
}

/**
 * First Name, Last Name, Email and the assigned schools, validated with the domain's
 * adminEducatorUserSchema. Save Changes is enabled once something changed. After a failed
 * attempt the first invalid control gets focus; the server's refusals (an email in use) show on
 * their field, others above the form.
 */
export function UserForm({
  defaultValues,
  choices,
  labelOf,
  hint,
  onSave,
}: {
  defaultValues: UserFormValues;
  choices: readonly SchoolChoice[];
  labelOf: (schoolId: number) => string;
  /** A note under the form ('The new user is emailed a link…'). */
  hint?: string;
  /**
   * Saves (school ids sorted, each once); resolves with the values now saved, which become the
   * unchanged state of the form, or null when the screen moves on. Throws on failure.
   */
  onSave: (values: UserFormValues) => Promise<UserFormValues | null>;
}) {
  const form = useZodForm(adminEducatorUserSchema, { defaultValues, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const schoolIds = useWatch({ control: form.control, name: 'schoolIds' });

  // After a failed attempt, once the messages are drawn, the first invalid control gets focus.
  const focusPending = useRef(false);
  const { errors, isDirty, isSubmitting, isSubmitted } = form.formState;
  useEffect(() => {
    if (focusPending.current && focusFirstInvalid(formRef.current)) focusPending.current = false;
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      const input = { ...values, schoolIds: [...values.schoolIds].sort((a, b) => a - b) };
      try {
        const saved = await onSave(input);
        if (saved) form.reset(saved);
      } catch (error) {
        if (showServerIssues(form, serverFieldIssues(error), input.schoolIds)) {
          focusPending.current = true;
        } else {
          setServerError(changeErrorMessage(error));
        }
      }
    },
    () => {
      focusPending.current = true;
    },
  );

  const setSchoolIds = (next: number[]) =>
    form.setValue('schoolIds', next, { shouldDirty: true, shouldValidate: isSubmitted });

  return (
    <>
      <Alert>{serverError}</Alert>
      <form ref={formRef} className="form user-form" noValidate onSubmit={onSubmit}>
        <div className="form-row">
          <TextField label="First Name" autoComplete="off" {...fieldProps(form, 'firstName')} />
          <TextField label="Last Name" autoComplete="off" {...fieldProps(form, 'lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="off" {...fieldProps(form, 'email')} />
        <UserSchoolRows
          schoolIds={schoolIds}
          errors={schoolIds.map((_, index) => errors.schoolIds?.[index]?.message)}
          choices={choices}
          labelOf={labelOf}
          onChange={setSchoolIds}
        />
        <Button type="submit" busy={isSubmitting} disabled={!isDirty}>
          Save Changes
        </Button>
        {hint ? <p className="field-hint">{hint}</p> : null}
      </form>
    </>
  );
}
