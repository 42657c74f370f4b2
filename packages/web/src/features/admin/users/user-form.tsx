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
import type { HolderChoice } from './holder-choices';
import { UserHolderRows } from './user-holder-rows';
import type { UserHolder } from './user-holders';

export type UserFormValues = AdminEducatorUserInput;
type UserForm = ZodForm<typeof adminEducatorUserSchema>;

const NAMED_FIELDS = ['firstName', 'lastName', 'email'] as const;
const NO_IDS: readonly number[] = [];

/** The ids sorted, each once, as the server keeps them. */
const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/**
 * Puts the server's field issues on their fields; says whether all of them found one. The
 * server names a school (site) by its index in the ids sent (`schoolIds.2`): that id's row gets
 * it.
 */
function showServerIssues(
  form: UserForm,
  holder: UserHolder,
  issues: readonly ServerFieldIssue[],
  sentIds: readonly number[],
): boolean {
  if (issues.length === 0) return false;
  const rows = form.getValues(holder.field) ?? [];
  return issues.every(({ path, message }) => {
    const named = NAMED_FIELDS.find((field) => field === path);
    if (named) {
      form.setError(named, { type: 'server', message });
      return true;
    }
    const [field, index] = path.split('.');
    const row = field === holder.field ? rows.indexOf(sentIds[Number(index)] ?? -1) : -1;
    if (row < 0) return false;
    form.setError(`${holder.field}.${row}`, { type: 'server', message });
    return true;
  });
}

/**
 * First Name, Last Name, Email and the assigned schools (Kids Cafe: sites, Partner Services:
 * organizations, the schools kept as they were loaded), validated with the domain's adminEducatorUserSchema. Save Changes is
 * enabled once something changed. After a failed attempt the first invalid control gets focus;
 * the server's refusals (an email in use) show on their field, others above the form.
 */
export function UserForm({
  holder,
  defaultValues,
  choices,
  labelOf,
  hint,
  onSave,
}: {
  /**
   * What the rows assign: schools, or sites in the Kids Cafe area (`siteIds` then set), or
   * organizations in the Partner Services area (`organizationIds`).
   */
  holder: UserHolder;
  defaultValues: UserFormValues;
  choices: readonly HolderChoice[];
  labelOf: (id: number) => string;
  /** A note under the form ('The new user is emailed a link…'). */
  hint?: string;
  /**
   * Saves (ids sorted, each once); resolves with the values now saved, which become the
   * unchanged state of the form, or null when the screen moves on. Throws on failure.
   */
  onSave: (values: UserFormValues) => Promise<UserFormValues | null>;
}) {
  const form = useZodForm(adminEducatorUserSchema, { defaultValues, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const ids = useWatch({ control: form.control, name: holder.field }) ?? NO_IDS;

  // After a failed attempt, once the messages are drawn, the first invalid control gets focus.
  const focusPending = useRef(false);
  const { errors, isDirty, isSubmitting, isSubmitted } = form.formState;
  useEffect(() => {
    if (focusPending.current && focusFirstInvalid(formRef.current)) focusPending.current = false;
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      const input: UserFormValues = {
        ...values,
        schoolIds: sortedIds(values.schoolIds),
        ...(values.siteIds ? { siteIds: sortedIds(values.siteIds) } : {}),
        ...(values.organizationIds ? { organizationIds: sortedIds(values.organizationIds) } : {}),
      };
      try {
        const saved = await onSave(input);
        if (saved) form.reset(saved);
      } catch (error) {
        const sent = input[holder.field] ?? NO_IDS;
        if (showServerIssues(form, holder, serverFieldIssues(error), sent)) {
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

  const setIds = (next: number[]) =>
    form.setValue(holder.field, next, { shouldDirty: true, shouldValidate: isSubmitted });
  const idErrors = errors[holder.field];

  return (
    <>
      <Alert>{serverError}</Alert>
      <form ref={formRef} className="form user-form" noValidate onSubmit={onSubmit}>
        <div className="form-row">
          <TextField label="First Name" autoComplete="off" {...fieldProps(form, 'firstName')} />
          <TextField label="Last Name" autoComplete="off" {...fieldProps(form, 'lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="off" {...fieldProps(form, 'email')} />
        <UserHolderRows
          holder={holder}
          ids={ids}
          errors={ids.map((_, index) => idErrors?.[index]?.message)}
          choices={choices}
          labelOf={labelOf}
          onChange={setIds}
        />
        <Button type="submit" busy={isSubmitting} disabled={!isDirty}>
          Save Changes
        </Button>
        {hint ? <p className="field-hint">{hint}</p> : null}
      </form>
    </>
  );
}
