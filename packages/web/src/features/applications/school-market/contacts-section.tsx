import { enumLabel } from '@portal/domain';
import {
  SCHOOL_MARKET_CONTACTS,
  SCHOOL_MARKET_CONTACT_TYPES,
} from '@portal/domain/programs/school-market';
import { ContactFields } from '../contact-fields';
import type { SchoolMarketFormApi } from './form-api';

/** Contacts: the Primary Point of Contact and the Principal (their emails must differ). */
export function ContactsSection({ form }: { form: SchoolMarketFormApi }) {
  return (
    <section className="form-section" aria-labelledby="contacts-heading">
      <h3 id="contacts-heading">Contacts</h3>
      {SCHOOL_MARKET_CONTACTS.map((contact) => (
        <ContactFields
          key={contact}
          form={form}
          path={contact}
          legend={enumLabel('schoolMarketTeamMemberTypes', SCHOOL_MARKET_CONTACT_TYPES[contact])}
        />
      ))}
    </section>
  );
}
