import { formatPhone } from '@portal/domain';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../i18n/use-t';
import { fieldProps } from '../../../lib/forms';
import { AddressFields } from '../address-fields';
import { formatAsTyped } from '../format-as-typed';
import { formatEinAsTyped } from './ein-format';
import type { PartnerServicesFormApi } from './form-api';
import type { PartnerServicesOrganization } from './form-context';
import { OrganizationChoice } from './organization-choice';
import { partnerServicesMessages as m } from './partner-services.messages';

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
  const t = useT();
  return (
    <section className="form-section" aria-labelledby="organization-information-heading">
      <h3 id="organization-information-heading">{t(m.organizationInformation)}</h3>
      <OrganizationChoice form={form} own={own} />
      <div className="form-grid">
        <TextField
          label={t(m.organizationName)}
          autoComplete="organization"
          {...fieldProps(form, 'organization.name')}
        />
        <TextField
          label={t(m.ein)}
          hint={t(m.einHint)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          {...formatAsTyped(fieldProps(form, 'organization.einNumber'), formatEinAsTyped)}
        />
      </div>
      <div className="form-grid">
        <AddressFields form={form} path="organization" />
        <TextField
          label={t(m.organizationPhone)}
          type="tel"
          autoComplete="tel"
          hint={t(m.phoneHint)}
          {...formatAsTyped(fieldProps(form, 'organization.phone'), formatPhone)}
        />
        <TextField
          label={t(m.website)}
          type="url"
          autoComplete="url"
          hint={t(m.websiteHint)}
          {...fieldProps(form, 'organization.website')}
        />
      </div>
    </section>
  );
}
