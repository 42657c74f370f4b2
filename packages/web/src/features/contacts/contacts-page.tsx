import { useQuery } from '@apollo/client/react';
import type { PortalProgram } from '../../lib/programs';
import { ErrorBlock } from '../../components/error-block';
import { Loading } from '../../components/loading';
import { useT } from '../../i18n/use-t';
import { contactsMessages } from './contacts.messages';
import { ContactsForm } from './contacts-form';
import { SchoolContactsDocument } from './contacts.queries';
import '../../styles/tables.css';

/**
 * School Contacts ({programUrl}/contacts): the Backpack Buddy roster of the school chosen in the
 * dashboard's school dropdown, edited with the application's roster rules and saved at once with
 * Save Changes. The dashboard area redirects here only with a school chosen.
 */
export default function ContactsPage({
  program,
  schoolId,
}: {
  program: PortalProgram;
  schoolId: number;
}) {
  // Always from the network: the form starts from the roster as it is now.
  const { data, error } = useQuery(SchoolContactsDocument, {
    variables: { schoolId },
    fetchPolicy: 'network-only',
  });
  const contacts = data?.schoolContacts;
  const t = useT();
  return (
    <section className="contacts-page" aria-labelledby="school-contacts-heading">
      <title>{t(contactsMessages.pageTitle, { program: program.name })}</title>
      <h2 id="school-contacts-heading">{t(contactsMessages.heading)}</h2>
      {contacts && contacts.schoolId === schoolId ? (
        <ContactsForm key={schoolId} contacts={contacts} />
      ) : error ? (
        <ErrorBlock headingLevel={3} />
      ) : (
        <Loading />
      )}
    </section>
  );
}
