import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SelectController } from '../../components/select-controller';
import { TextField } from '../../components/text-field';
import { useEnumOptions } from '../../lib/current-user';
import { fieldProps } from '../../lib/forms';
import { useT } from '../../i18n/use-t';
import { formFieldMessages as m } from './form-fields.messages';

/** The fields of an address as a form's text boxes and selects hold them. */
export type AddressValues = {
  address1: string;
  address2: string;
  city: string;
  county: string;
  state: string;
  zip: string;
};

/**
 * The address of the holder an application names (a school, a Kids Cafe site, a Partner
 * Services organization): Address, Address 2 (optional), the program's own boxes (`children`, as Kids
 * Cafe's cross street), City, County, State and Zip (at most 10). `path` names the object holding
 * them in the form (none: they are the form's own fields, as a school program's). The caller lays them out (inside its `form-grid`).
 */
export function AddressFields<T extends FieldValues, O>({
  form,
  path,
  children,
}: {
  form: UseFormReturn<T, unknown, O>;
  path?: string;
  children?: ReactNode;
}) {
  const t = useT();
  // Place names (the counties, Texas): the same in both languages.
  const counties = useEnumOptions('counties');
  const states = useEnumOptions('states');
  // Only the fields of AddressValues under `path` are bound.
  const addressForm = form as unknown as UseFormReturn<Record<string, AddressValues>, unknown, O>;
  const name = (field: keyof AddressValues) =>
    (path ? `${path}.${field}` : field) as `${string}.${typeof field}`;
  return (
    <>
      <TextField
        label={t(m.address)}
        autoComplete="address-line1"
        {...fieldProps(addressForm, name('address1'))}
      />
      <TextField
        label={t(m.address2Optional)}
        autoComplete="address-line2"
        {...fieldProps(addressForm, name('address2'))}
      />
      {children}
      <TextField
        label={t(m.city)}
        autoComplete="address-level2"
        {...fieldProps(addressForm, name('city'))}
      />
      <SelectController
        control={addressForm.control}
        name={name('county')}
        label={t(m.county)}
        options={counties}
      />
      <SelectController
        control={addressForm.control}
        name={name('state')}
        label={t(m.state)}
        options={states}
      />
      <TextField
        label={t(m.zip)}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        {...fieldProps(addressForm, name('zip'))}
      />
    </>
  );
}
