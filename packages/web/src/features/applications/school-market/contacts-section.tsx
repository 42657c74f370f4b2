import {
  SCHOOL_MARKET_CONTACTS,
  SCHOOL_MARKET_CONTACT_TYPES,
} from '@portal/domain/programs/school-market';
import { useT } from '../../../i18n/use-t';
import { ContactFields } from '../contact-fields';
import type { SchoolMarketFormApi } from './form-api';
import { useOptionLabels } from './option-labels';
import { schoolMarketMessages as m } from './school-market.messages';

/** Contacts: the Primary Point of Contact and the Principal (their emails must differ). */
export function ContactsSection({ form }: { form: SchoolMarketFormApi }) {
  const t = useT();
  const { label } = useOptionLabels();
  return (
    <section className="form-section" aria-labelledby="contacts-heading">
      <h3 id="contacts-heading">{t(m.contacts)}</h3>
      {SCHOOL_MARKET_CONTACTS.map((contact) => (
        <ContactFields
          key={contact}
          form={form}
          path={contact}
          legend={label('schoolMarketTeamMemberTypes', SCHOOL_MARKET_CONTACT_TYPES[contact])}
        />
      ))}
    </section>
  );
}
