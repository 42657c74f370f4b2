import { enumLabel } from '@portal/domain';
import {
  TEACHERS_AID_CONTACT_TYPES,
  TEACHERS_AID_DEMOGRAPHICS,
} from '@portal/domain/programs/teachers-aid';
import type { TeachersAidContactKey } from '@portal/domain/programs/teachers-aid';
import { SelectController } from '../../../components/select-controller';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useEnumOptions } from '../../../lib/current-user';
import { fieldProps } from '../../../lib/forms';
import { ContactTextFields } from '../contact-fields';
import type { StepOneFormApi } from './step-one-form-api';

const COUNT_PROPS = { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' } as const;

/** Initial School Information: the optional organization type and nonprofit partners. */
export function InitialSchoolSection({ form }: { form: StepOneFormApi }) {
  const organizationTypes = useEnumOptions('organizationTypes');
  return (
    <section className="form-section" aria-labelledby="initial-school-heading">
      <h3 id="initial-school-heading">Initial School Information</h3>
      <div className="form-grid">
        <SelectController
          control={form.control}
          name="organizationType"
          label="Organization Type (optional)"
          options={organizationTypes}
        />
      </div>
      <TextareaField
        label="Nonprofit Partners (optional)"
        hint="Schools, districts or nonprofit organizations your school partners with for this program"
        maxLength={255}
        {...fieldProps(form, 'nonProfitOrganizations')}
      />
    </section>
  );
}

/** School Information: enrolment and lunch counts (at most 4 digits, lunch not above total). */
export function SchoolCountsSection({ form }: { form: StepOneFormApi }) {
  return (
    <section className="form-section" aria-labelledby="school-counts-heading">
      <h3 id="school-counts-heading">School Information</h3>
      <div className="form-grid">
        <TextField
          label="Total Enrollment"
          {...COUNT_PROPS}
          {...fieldProps(form, 'numTotalEnrollment')}
        />
        <TextField
          label="Students on Reduced Lunch"
          {...COUNT_PROPS}
          {...fieldProps(form, 'numReducedLunch')}
        />
        <TextField
          label="Students on Free Lunch"
          {...COUNT_PROPS}
          {...fieldProps(form, 'numFreeLunch')}
        />
      </div>
    </section>
  );
}

const DEMOGRAPHIC_LABELS: Record<(typeof TEACHERS_AID_DEMOGRAPHICS)[number], string> = {
  demographicAsian: 'Asian (%)',
  demographicBlack: 'Black (%)',
  demographicHispanic: 'Hispanic (%)',
  demographicWhite: 'White (%)',
};

/** Staff Demographics: four percentages of the school's staff (stored as fractions). */
export function StaffDemographicsSection({ form }: { form: StepOneFormApi }) {
  return (
    <section className="form-section" aria-labelledby="staff-demographics-heading">
      <h3 id="staff-demographics-heading">Staff Demographics</h3>
      <div className="form-grid">
        {TEACHERS_AID_DEMOGRAPHICS.map((name) => (
          <TextField
            key={name}
            label={DEMOGRAPHIC_LABELS[name]}
            inputMode="decimal"
            autoComplete="off"
            hint="A percentage, for example 25"
            {...fieldProps(form, name)}
          />
        ))}
      </div>
    </section>
  );
}

/** Site Coordinator or Principal: five fields; the phone is written 123-456-7890 as typed. */
export function ContactSection({
  form,
  contact,
}: {
  form: StepOneFormApi;
  contact: TeachersAidContactKey;
}) {
  const heading = enumLabel('teachersAidTeamMemberTypes', TEACHERS_AID_CONTACT_TYPES[contact]);
  const headingId = `${contact}-heading`;
  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <ContactTextFields form={form} path={contact} />
    </section>
  );
}
