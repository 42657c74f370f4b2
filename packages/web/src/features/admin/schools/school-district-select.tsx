import { useQuery } from '@apollo/client/react';
import { Controller } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import { SelectField } from '../../../components/select-field';
import type { SelectOption } from '../../../components/select-field';
import type { SchoolDetail } from './school-detail-program';
import { SchoolDetailDistrictsDocument } from './school-detail.queries';
import type { ProfileForm } from './school-profile-values';

/**
 * The District select of the School Profile (live districts by name). The form holds the
 * district's id as a number, as the domain's rule takes it; the school's own district stays
 * choosable even when it is archived and so missing from the list.
 */
export function SchoolDistrictSelect({
  form,
  school,
}: {
  form: ProfileForm;
  school: SchoolDetail;
}) {
  const districts = useQuery(SchoolDetailDistrictsDocument);
  const options: SelectOption[] = (districts.data?.allDistricts ?? []).map((d) => ({
    value: String(d.districtId),
    label: d.name,
  }));
  if (school.districtId != null && !options.some((o) => o.value === String(school.districtId))) {
    options.push({ value: String(school.districtId), label: school.districtName ?? '' });
  }
  return (
    <div>
      <Controller
        control={form.control}
        name="districtId"
        render={({ field, fieldState }) => (
          <SelectField
            label="District"
            options={options}
            name={field.name}
            ref={field.ref}
            value={field.value == null ? '' : String(field.value)}
            onChange={(event) =>
              field.onChange(event.target.value ? Number(event.target.value) : null)
            }
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {districts.error ? (
        <p className="field-error" role="alert">
          {MESSAGES.errorLoadingDistricts}
        </p>
      ) : null}
    </div>
  );
}
