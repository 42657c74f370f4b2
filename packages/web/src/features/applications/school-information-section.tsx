import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { MESSAGES, moveLastTwoFirst } from '@portal/domain';
import type { Program } from '@portal/domain';
import { CheckboxGroupController } from '../../components/choice-controllers';
import { SelectController } from '../../components/select-controller';
import { SelectField } from '../../components/select-field';
import type { SelectOption } from '../../components/select-field';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import { AddressFields } from './address-fields';
import { formSectionMessages as m } from './form-sections.messages';
import { InProgressNotice } from './in-progress-notice';
import type { InProgressNoticeData } from './in-progress-notice';
import { ApplicationDistrictsDocument, ApplicationSchoolsDocument } from './school-select.queries';
import { useTranslatedOptions } from './use-option-labels';

/** The fields a school program's form holds for its school (what this section binds). */
export type SchoolFieldValues = {
  schoolType: string;
  districtId: string;
  schoolId: string;
  address1: string;
  address2: string;
  city: string;
  county: string;
  state: string;
  zip: string;
  gradesServed: string[];
};

/** The application's own school, as the API shows it. */
export type OwnSchool = {
  schoolId: number;
  name: string;
  type?: string | null;
  districtId?: number | null;
  districtName?: string | null;
};

/**
 * A school program's School Information: school type, district and school (changing the type or
 * the district resets the school; an Elementary school is refused at once), then the school's
 * address and grades, then the program's own fields (`children`). Another application in
 * progress (`inProgress`) replaces everything after the school.
 */
export function SchoolInformationSection<T extends SchoolFieldValues, O>({
  form,
  heading,
  program,
  ownSchool,
  inProgress,
  notForElementary,
  freshSchoolList = false,
  children,
}: {
  form: UseFormReturn<T, unknown, O>;
  heading: string;
  program: Program;
  /** The application's own school: it and its district stay choosable. */
  ownSchool: OwnSchool | null | undefined;
  inProgress: InProgressNoticeData | null | undefined;
  /** The program's message for an Elementary school type. */
  notForElementary: string;
  /** Load the school list from the API each time the form opens, then from the cache. */
  freshSchoolList?: boolean;
  children?: ReactNode;
}) {
  // The section binds only the fields of SchoolFieldValues, which T holds.
  const schoolForm = form as unknown as UseFormReturn<SchoolFieldValues, unknown, O>;
  const [schoolType, districtId] = useWatch({
    control: schoolForm.control,
    name: ['schoolType', 'districtId'],
  });
  const t = useT();
  const translate = useTranslateMessage();
  const schoolTypes = useTranslatedOptions('schoolTypes');
  const grades = moveLastTwoFirst(useTranslatedOptions('gradesServed'));

  const districts = useQuery(ApplicationDistrictsDocument);
  const schools = useQuery(ApplicationSchoolsDocument, {
    variables: { districtId: Number(districtId), schoolType },
    skip: !districtId || !schoolType,
    ...(freshSchoolList
      ? { fetchPolicy: 'network-only' as const, nextFetchPolicy: 'cache-first' as const }
      : {}),
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
  const own = ownSchool;
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
    schoolForm.setValue('schoolId', '', { shouldValidate: schoolForm.formState.isSubmitted });
  // Said at once, not only on saving (the schema says it too).
  const elementary = schoolType === 'ELEMENTARY' ? notForElementary : undefined;

  return (
    <section className="form-section" aria-labelledby="school-information-heading">
      <h3 id="school-information-heading">{heading}</h3>
      <div className="form-grid">
        <Controller
          control={schoolForm.control}
          name="schoolType"
          render={({ field, fieldState }) => (
            <SelectField
              label={t(m.schoolType)}
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
            control={schoolForm.control}
            name="districtId"
            label={t(m.district)}
            options={districtOptions}
            onValueChange={resetSchool}
          />
          {districts.error ? (
            <p className="field-error" role="alert">
              {translate(MESSAGES.errorLoadingDistricts)}
            </p>
          ) : null}
        </div>
        <div>
          <SelectController
            control={schoolForm.control}
            name="schoolId"
            label={t(m.school)}
            options={schoolOptions}
            hint={!districtId || !schoolType ? t(m.chooseTypeAndDistrict) : undefined}
          />
          {schools.error ? (
            <p className="field-error" role="alert">
              {translate(MESSAGES.errorLoadingSchools)}
            </p>
          ) : null}
        </div>
      </div>
      {inProgress ? (
        <InProgressNotice
          notice={inProgress}
          programName={program.name}
          contactEmail={program.contactEmail}
        />
      ) : (
        <>
          <div className="form-grid">
            <AddressFields form={schoolForm} />
          </div>
          <CheckboxGroupController
            control={schoolForm.control}
            name="gradesServed"
            legend={t(m.gradesServed)}
            options={grades}
            columns
          />
          {children}
        </>
      )}
    </section>
  );
}
