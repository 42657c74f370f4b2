import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { MESSAGES, schoolContactsSchema } from '@portal/domain';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { memberInput, memberValues } from '../../components/roster/member-values';
import type { MemberValues } from '../../components/roster/member-values';
import { rosterMessages } from '../../components/roster/roster-messages';
import { TeamRoster } from '../../components/roster/team-roster';
import type { SchoolContactsFieldsFragment } from '../../gql/graphql';
import { firstErrorMessage } from '../../lib/error-messages';
import { useSaveModeForm } from '../../lib/save-mode-form';
import { toast } from '../../lib/toast-store';
import { EditSchoolContactsDocument } from './contacts.queries';

type ContactsValues = { teamMembers: MemberValues[] };

const valuesOf = (contacts: SchoolContactsFieldsFragment): ContactsValues => ({
  teamMembers: contacts.teamMembers.map(memberValues),
});

/**
 * The roster with Add Participant, Edit and Delete (kept in the form) and Save Changes, which
 * checks the whole roster with the domain's rules (principal and primary coordinator required)
 * and replaces the school's: 'Update Successful', or the server's message in an alert.
 */
export function ContactsForm({ contacts }: { contacts: SchoolContactsFieldsFragment }) {
  const { form, formRef, submitWith, saving } = useSaveModeForm(() => schoolContactsSchema, {
    defaultValues: valuesOf(contacts),
  });
  const { fields, append, update, remove } = useFieldArray({
    control: form.control,
    name: 'teamMembers',
  });
  const members = useWatch({ control: form.control, name: 'teamMembers' });
  const [editSchoolContacts] = useMutation(EditSchoolContactsDocument);
  const [serverError, setServerError] = useState<string | null>(null);

  const messages = form.formState.isSubmitted ? rosterMessages(members, 'submit') : [];
  const invalid = messages.length > 0 || Boolean(form.formState.errors.teamMembers);

  const onSubmit = () =>
    submitWith('submit', async (values) => {
      setServerError(null);
      try {
        const { data } = await editSchoolContacts({
          variables: {
            input: {
              schoolId: contacts.schoolId,
              teamMembers: values.teamMembers.map(memberInput),
            },
          },
        });
        toast.success(MESSAGES.updateSuccessful);
        // New participants now have ids: the form starts again from the saved roster.
        if (data) form.reset(valuesOf(data.editSchoolContacts));
      } catch (error) {
        setServerError(firstErrorMessage(error));
      }
    });

  return (
    <form
      ref={formRef}
      className="form contacts-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="contacts-school">{contacts.name}</p>
      <Alert>{serverError}</Alert>
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
        <p className="contacts-unsaved" role="status">
          {MESSAGES.unsavedChanges}
        </p>
      ) : null}
      <Button type="submit" busy={saving}>
        Save Changes
      </Button>
    </form>
  );
}
