import { formatPhone } from '@portal/domain';
import { TextField } from '../../../components/text-field';
import { fieldProps } from '../../../lib/forms';
import { AddressFields } from '../address-fields';
import { formatAsTyped } from '../format-as-typed';
import { formatEinAsTyped } from './ein-format';
import type { PartnerServicesFormApi } from './form-api';
import type { PartnerServicesOrganization } from './form-context';
import { OrganizationChoice } from './organization-choice';

/**
 * Organization Information: which organization the application is for (one of the caller's, or a
 * new agency), then its name, EIN (written 12-3456789 as typed), address, main phone (written
 * 123-456-7890) and website (optional). For a new agency they are typed; for one of the
 * caller's they are filled and may be corrected (a proposal until the application is approved).
 */
export function OrganizationSection({
  form,
  own,
}: {
  form: PartnerServicesFormApi;
  own: PartnerServicesOrganization | null;
}) {
  return (
    <section className="form-section" aria-labelledby="organization-information-heading">
      <h3 id="organization-information-heading">Organization Information</h3>
      <OrganizationChoice form={form} own={own} />
      <div className="form-grid">
        <TextField
          label="Organization Name"
          autoComplete="organization"
          {...fieldProps(form, 'organization.name')}
        />
        <TextField
          label="EIN"
          hint="Employer Identification Number, 9 digits, for example 12-3456789"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          {...formatAsTyped(fieldProps(form, 'organization.einNumber'), formatEinAsTyped)}
        />
      </div>
      <div className="form-grid">
        <AddressFields form={form} path="organization" />
        <TextField
          label="Organization Phone"
          type="tel"
          autoComplete="tel"
          hint="10 digits, for example 123-456-7890"
          {...formatAsTyped(fieldProps(form, 'organization.phone'), formatPhone)}
        />
        <TextField
          label="Website (optional)"
          type="url"
          autoComplete="url"
          hint="For example https://www.example.org"
          {...fieldProps(form, 'organization.website')}
        />
      </div>
    </section>
  );
}
