import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES } from '@portal/domain';
import { schoolContactsSchema } from '@portal/domain/programs/backpack-buddy';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { memberInput } from '../../components/roster/member-values';
import { RosterEditor, rosterValues } from '../../components/roster/roster-editor';
import type { SchoolContactsFieldsFragment } from '../../gql/graphql';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import { firstErrorMessage } from '../../lib/error-messages';
import { useSaveModeForm } from '../../lib/save-mode-form';
import { toast } from '../../lib/toast-store';
import { contactsMessages } from './contacts.messages';
import { EditSchoolContactsDocument } from './contacts.queries';

/**
 * The roster with Add Participant, Edit and Delete (kept in the form) and Save Changes, which
 * checks the whole roster with the domain's rules (principal and primary coordinator required)
 * and replaces the school's: 'Update Successful', or the server's message in an alert.
 */
export function ContactsForm({ contacts }: { contacts: SchoolContactsFieldsFragment }) {
  const { form, formRef, submitWith, saving } = useSaveModeForm(() => schoolContactsSchema, {
    defaultValues: rosterValues(contacts.teamMembers),
  });
  const [editSchoolContacts] = useMutation(EditSchoolContactsDocument);
  // The server's message (English); shown in the screen's language.
  const [serverError, setServerError] = useState<string | null>(null);
  const t = useT();
  const translate = useTranslateMessage();

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
        if (data) form.reset(rosterValues(data.editSchoolContacts.teamMembers));
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
      <Alert>{serverError === null ? null : translate(serverError)}</Alert>
      <RosterEditor form={form} />
      <Button type="submit" busy={saving}>
        {t(contactsMessages.saveChanges)}
      </Button>
    </form>
  );
}
