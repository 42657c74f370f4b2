import { LONG_TEXT_MAX } from '@portal/domain';
import type { AdminOrganizationProfile } from '@portal/domain/programs/partner-services';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { fieldProps } from '../../../lib/forms';
import { CityStateZipFields, StreetFields } from '../holders/address-fields';
import type { OrganizationProfileValues } from './organization-profile-values';

export type OrganizationProfileForm = UseFormReturn<
  OrganizationProfileValues,
  unknown,
  AdminOrganizationProfile
>;

/**
 * The Organization Profile's fields, as the tab edits them and Add Organization asks them: the
 * organization's name, EIN (NN-NNNNNNN), address, phone and website (both optional here) and
 * notes (optional).
 */
export function OrganizationProfileFields({ form }: { form: OrganizationProfileForm }) {
  return (
    <>
      <div className="form-grid">
        <TextField label="Organization Name" autoComplete="off" {...fieldProps(form, 'name')} />
        <TextField
          label="EIN"
          hint="9 digits, for example 12-3456789"
          autoComplete="off"
          inputMode="numeric"
          maxLength={10}
          {...fieldProps(form, 'einNumber')}
        />
        <StreetFields form={form} />
        <CityStateZipFields form={form} />
        <TextField
          label="Phone"
          type="tel"
          hint="Optional; 10 digits, for example 123-456-7890"
          autoComplete="off"
          {...fieldProps(form, 'phone')}
        />
        <TextField
          label="Website"
          type="url"
          hint="Optional; for example https://agency.org"
          autoComplete="off"
          {...fieldProps(form, 'website')}
        />
      </div>
      <TextareaField
        label="Notes"
        hint="Optional"
        maxLength={LONG_TEXT_MAX}
        {...fieldProps(form, 'notes')}
      />
    </>
  );
}
