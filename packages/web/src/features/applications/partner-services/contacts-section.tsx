import {
  PARTNER_SERVICES_CONTACTS,
  PARTNER_SERVICES_CONTACT_TYPES,
} from '@portal/domain/programs/partner-services';
import { useT } from '../../../i18n/use-t';
import { ContactFields } from '../contact-fields';
import type { PartnerServicesFormApi } from './form-api';
import { useOptionLabels } from './option-labels';
import { partnerServicesMessages as m } from './partner-services.messages';

/**
 * Primary and Secondary Point of Contact of the organization: each with first and last name, job
 * title (optional), phone (written 123-456-7890) and email (the two must differ, ignoring case).
 */
export function ContactsSection({ form }: { form: PartnerServicesFormApi }) {
  const t = useT();
  const { label } = useOptionLabels();
  return (
    <section className="form-section" aria-labelledby="contacts-heading">
      <h3 id="contacts-heading">{t(m.contacts)}</h3>
      {PARTNER_SERVICES_CONTACTS.map((contact) => (
        <ContactFields
          key={contact}
          form={form}
          path={`organization.${contact}`}
          legend={label('organizationMemberTypes', PARTNER_SERVICES_CONTACT_TYPES[contact])}
        />
      ))}
    </section>
  );
}
