import { useFieldArray, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import { useTranslateMessage } from '../../i18n/use-t';
import { memberValues } from './member-values';
import type { MemberValues } from './member-values';
import { rosterMessages } from './roster-messages';
import { TeamRoster } from './team-roster';
import './roster-editor.css';

/** A roster as a contacts form holds it. */
export type RosterValues = { teamMembers: MemberValues[] };

/** The members as the API gives them, as a contacts form holds them. */
export const rosterValues = (members: readonly Parameters<typeof memberValues>[0][]) => ({
  teamMembers: members.map(memberValues),
});

/**
 * The editable roster of a contacts form (the educator's School Contacts and the admin's
 * Contacts tab): Add Participant, Edit and Delete kept in the form until saved, the roster
 * rules' messages once a save was tried, and a note while there are unsaved changes.
 */
export function RosterEditor<O>({ form }: { form: UseFormReturn<RosterValues, unknown, O> }) {
  const translate = useTranslateMessage();
  const { fields, append, update, remove } = useFieldArray({
    control: form.control,
    name: 'teamMembers',
  });
  const members = useWatch({ control: form.control, name: 'teamMembers' });
  const messages = form.formState.isSubmitted ? rosterMessages(members, 'submit') : [];
  const invalid = messages.length > 0 || Boolean(form.formState.errors.teamMembers);
  return (
    <>
      <TeamRoster
        fields={fields}
        members={members}
        messages={messages}
        invalid={invalid}
        onAdd={append}
        onUpdate={update}
        onRemove={remove}
      />
      {form.formState.isDirty ? (
        <p className="roster-unsaved" role="status">
          {translate(MESSAGES.unsavedChanges)}
        </p>
      ) : null}
    </>
  );
}
