import { enumLabel } from '@portal/domain';
import {
  PARTNER_SERVICES_CONTACTS,
  PARTNER_SERVICES_CONTACT_TYPES,
} from '@portal/domain/programs/partner-services';
import { ContactFields } from '../contact-fields';
import type { PartnerServicesFormApi } from './form-api';

/**
 * Primary and Secondary Point of Contact of the organization: each with first and last name, job
 * title (optional), phone (written 123-456-7890) and email (the two must differ, ignoring case).
 */
export function ContactsSection({ form }: { form: PartnerServicesFormApi }) {
  return (
    <section className="form-section" aria-labelledby="contacts-heading">
      <h3 id="contacts-heading">Primary and Secondary Point of Contact</h3>
      {PARTNER_SERVICES_CONTACTS.map((contact) => (
        <ContactFields
          key={contact}
          form={form}
          path={`organization.${contact}`}
          legend={enumLabel('organizationMemberTypes', PARTNER_SERVICES_CONTACT_TYPES[contact])}
        />
      ))}
    </section>
  );
}
