import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { MESSAGES, moveLastTwoFirst } from '@portal/domain';
import { CheckboxGroupController } from '../../../components/choice-controllers';
import { SelectController } from '../../../components/select-controller';
import { SelectField } from '../../../components/select-field';
import type { SelectOption } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useEnumOptions } from '../../../lib/current-user';
import { fieldProps } from '../../../lib/forms';
import { ApplicationDistrictsDocument, ApplicationSchoolsDocument } from '../school-select.queries';
import type { SchoolMarketApplication } from './form-context';
import type { SchoolMarketFormApi } from './form-api';

/**
 * School Information: school type, district and school (changing the type or the district
 * resets the school; an Elementary school is refused at once), then the school's address and
 * grades. `notice` (another application in progress) replaces everything after the school.
 */
export function SchoolSection({
  form,
  application,
  notice,
}: {
  form: SchoolMarketFormApi;
  application: SchoolMarketApplication | null;
  notice: ReactNode;
}) {
  const [schoolType, districtId] = useWatch({
    control: form.control,
    name: ['schoolType', 'districtId'],
  });
  const schoolTypes = useEnumOptions('schoolTypes');
  const counties = useEnumOptions('counties');
  const states = useEnumOptions('states');
  const grades = moveLastTwoFirst(useEnumOptions('gradesServed'));

  const districts = useQuery(ApplicationDistrictsDocument);
  const schools = useQuery(ApplicationSchoolsDocument, {
    variables: { districtId: Number(districtId), schoolType },
    skip: !districtId || !schoolType,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });

  const districtOptions: SelectOption[] = (districts.data?.allDistricts ?? []).map((d) => ({
    value: String(d.districtId),
    label: d.name,
  }));
  const schoolOptions: SelectOption[] = (schools.data?.allSchools ?? []).map((s) => ({
    value: String(s.schoolId),
    label: s.name,
  }));
  // The application's own school and district stay choosable even if the lists no longer hold them.
  const own = application?.school;
  if (
    own &&
    String(own.districtId ?? '') === districtId &&
    (own.type ?? '') === schoolType &&
    !schoolOptions.some((o) => o.value === String(own.schoolId))
  ) {
    schoolOptions.unshift({ value: String(own.schoolId), label: own.name });
  }
  if (own?.districtId && !districtOptions.some((o) => o.value === String(own.districtId))) {
    districtOptions.push({ value: String(own.districtId), label: own.districtName ?? '' });
  }

  const resetSchool = () =>
    form.setValue('schoolId', '', { shouldValidate: form.formState.isSubmitted });
  // Said at once, not only on saving (the schema says it too).
  const elementary =
    schoolType === 'ELEMENTARY' ? MESSAGES.schoolMarketNotForElementary : undefined;

  return (
    <section className="form-section" aria-labelledby="school-information-heading">
      <h3 id="school-information-heading">School Information</h3>
      <div className="form-grid">
        <Controller
          control={form.control}
          name="schoolType"
          render={({ field, fieldState }) => (
            <SelectField
              label="School Type"
              options={schoolTypes}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                resetSchool();
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message ?? elementary}
            />
          )}
        />
        <div>
          <SelectController
            control={form.control}
            name="districtId"
            label="District"
            options={districtOptions}
            onValueChange={resetSchool}
          />
          {districts.error ? (
            <p className="field-error" role="alert">
              {MESSAGES.errorLoadingDistricts}
            </p>
          ) : null}
        </div>
        <div>
          <SelectController
            control={form.control}
            name="schoolId"
            label="School"
            options={schoolOptions}
            hint={
              !districtId || !schoolType ? 'Choose a school type and a district first' : undefined
            }
          />
          {schools.error ? (
            <p className="field-error" role="alert">
              {MESSAGES.errorLoadingSchools}
            </p>
          ) : null}
        </div>
      </div>
      {notice ?? (
        <>
          <div className="form-grid">
            <TextField
              label="Address"
              autoComplete="address-line1"
              {...fieldProps(form, 'address1')}
            />
            <TextField
              label="Address 2 (optional)"
              autoComplete="address-line2"
              {...fieldProps(form, 'address2')}
            />
            <TextField label="City" autoComplete="address-level2" {...fieldProps(form, 'city')} />
            <SelectController
              control={form.control}
              name="county"
              label="County"
              options={counties}
            />
            <SelectController control={form.control} name="state" label="State" options={states} />
            <TextField
              label="Zip"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={10}
              {...fieldProps(form, 'zip')}
            />
          </div>
          <CheckboxGroupController
            control={form.control}
            name="gradesServed"
            legend="Grades Served"
            options={grades}
            columns
          />
        </>
      )}
    </section>
  );
}
