import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ENUMERATIONS } from '@portal/domain';
import { SelectController } from '../../../components/select-controller';
import { TextField } from '../../../components/text-field';
import { fieldProps } from '../../../lib/forms';

/** A form with a holder's address: address1, address2, city, county, state and zip. */
type AddressForm<T extends FieldValues, O> = UseFormReturn<T, unknown, O>;

/** Address 1 and Address 2 (optional) of a holder's profile form (a site's, an organization's). */
export function StreetFields<T extends FieldValues, O>({ form }: { form: AddressForm<T, O> }) {
  const field = (name: string) => fieldProps(form, name as FieldPath<T>);
  return (
    <>
      <TextField label="Address 1" autoComplete="off" {...field('address1')} />
      <TextField label="Address 2" hint="Optional" autoComplete="off" {...field('address2')} />
    </>
  );
}

/** City, County, State and Zip of a holder's profile form. */
export function CityStateZipFields<T extends FieldValues, O>({
  form,
}: {
  form: AddressForm<T, O>;
}) {
  const field = (name: string) => fieldProps(form, name as FieldPath<T>);
  return (
    <>
      <TextField label="City" autoComplete="off" {...field('city')} />
      <SelectController
        control={form.control}
        name={'county' as FieldPath<T>}
        label="County"
        options={ENUMERATIONS.counties.options}
      />
      <SelectController
        control={form.control}
        name={'state' as FieldPath<T>}
        label="State"
        options={ENUMERATIONS.states.options}
      />
      <TextField
        label="Zip"
        autoComplete="off"
        inputMode="numeric"
        maxLength={10}
        {...field('zip')}
      />
    </>
  );
}
