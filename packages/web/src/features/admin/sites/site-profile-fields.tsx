import { ENUMERATIONS, LONG_TEXT_MAX } from '@portal/domain';
import type { AdminSiteProfile } from '@portal/domain/programs/kids-cafe';
import { SelectController } from '../../../components/select-controller';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { fieldProps } from '../../../lib/forms';
import { CityStateZipFields, StreetFields } from '../holders/address-fields';
import type { UseFormReturn } from 'react-hook-form';
import type { SiteProfileValues } from './site-profile-values';

export type SiteProfileForm = UseFormReturn<SiteProfileValues, unknown, AdminSiteProfile>;

/**
 * The Site Profile's fields (spec 3 §5), as the Site Profile tab edits them and Add a Site asks
 * them: site name, type (optional), the address, closest school and notes (optional).
 */
export function SiteProfileFields({ form }: { form: SiteProfileForm }) {
  return (
    <>
      <div className="form-grid">
        <TextField label="Site Name" autoComplete="off" {...fieldProps(form, 'name')} />
        <SelectController
          control={form.control}
          name="type"
          label="Site Type"
          hint="Optional"
          options={ENUMERATIONS.kidsCafeSiteTypes.options}
        />
        <StreetFields form={form} />
        <TextField label="Cross Street" autoComplete="off" {...fieldProps(form, 'crossStreet')} />
        <CityStateZipFields form={form} />
        <TextField
          label="Closest School"
          autoComplete="off"
          {...fieldProps(form, 'closestSchool')}
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
