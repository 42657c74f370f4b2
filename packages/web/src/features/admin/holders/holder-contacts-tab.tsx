import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES, enumLabel, formatShortDate } from '@portal/domain';
import type { EnumName } from '@portal/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useZodForm } from '../../../lib/forms';
import { saveWithFieldIssues } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';
import { ContactTextFields } from '../contact-text-fields';
import { useFocusFirstInvalid } from '../schools/school-detail-form';

/** A contact of the form: its role (`type`) and whatever the holder's contacts hold. */
type MemberValues = { type: string };

/**
 * The Contacts tab of a holder whose contacts are pairs (a Kids Cafe site, a Partner Services
 * organization; the program entry's contacts rule 'pairs'): one fieldset per role, in the
 * enumeration's order, with the five text boxes and what `extraFields` adds, checked by the
 * domain's members schema (which the server applies too); Save Changes sends every contact with
 * 'Update Successful' and the form starts again from the saved holder. The server's field issues
 * show on their fields, a role-level rule and its message above the form.
 */
export function HolderContactsTab<Values extends MemberValues, Output>({
  field,
  types,
  roles,
  schema,
  defaultValues,
  lastEdited,
  extraFields,
  save,
}: {
  /** The form's (and the mutation input's) list of contacts: 'siteMembers', 'members'. */
  field: string;
  /** The enumeration of the roles (their legends). */
  types: EnumName;
  /** The roles, in order: one fieldset each (the list's rows). */
  roles: readonly string[];
  schema: z.ZodType<Record<string, Output[]>, Record<string, Values[]>>;
  defaultValues: Record<string, Values[]>;
  lastEdited: string | null | undefined;
  /** More fields of the contact at `path` ('siteMembers.0'): the site's Supervisor answer. */
  extraFields?: (form: UseFormReturn<FieldValues>, path: string) => ReactNode;
  /** Saves the contacts; resolves to the form's values of the saved holder. */
  save: (members: Output[]) => Promise<Record<string, Values[]> | undefined>;
}) {
  const headingId = useId();
  const form = useZodForm(schema, { defaultValues, shouldFocusError: false });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = (
    form.formState.errors as Record<
      string,
      {
        root?: { message?: string };
        message?: string;
      }
    >
  )[field];
  // Role-level rules ('Primary Point of Contact Required', …) have no field of their own.
  const listMessage = errors?.root?.message ?? errors?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    let answer: Record<string, Values[]> | undefined;
    const saved = await saveWithFieldIssues(form, async () => {
      answer = await save(values[field] ?? []);
    });
    if (!saved.ok) {
      setServerError(saved.message);
      return;
    }
    toast.success(MESSAGES.updateSuccessful);
    // New contacts now have ids: the form starts again from the saved holder.
    if (answer) form.reset(answer);
  }, onInvalid);

  const anyForm = form as unknown as UseFormReturn<FieldValues>;
  return (
    <section className="school-tab" aria-labelledby={headingId}>
      <h3 id={headingId}>Contacts</h3>
      {lastEdited ? (
        <p className="school-edited">Last edited {formatShortDate(lastEdited)}</p>
      ) : null}
      <form
        ref={formRef}
        className="form school-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <Alert>{serverError ?? listMessage}</Alert>
        {roles.map((type, index) => (
          <fieldset key={type} className="school-contact">
            <legend>{enumLabel(types, type)}</legend>
            <ContactTextFields form={anyForm} path={`${field}.${index}`} />
            {extraFields?.(anyForm, `${field}.${index}`)}
          </fieldset>
        ))}
        <Button type="submit" busy={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          Save Changes
        </Button>
      </form>
    </section>
  );
}
