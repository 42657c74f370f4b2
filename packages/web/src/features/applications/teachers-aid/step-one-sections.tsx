import {
  TEACHERS_AID_CONTACT_TYPES,
  TEACHERS_AID_DEMOGRAPHICS,
} from '@portal/domain/programs/teachers-aid';
import type { TeachersAidContactKey } from '@portal/domain/programs/teachers-aid';
import { SelectController } from '../../../components/select-controller';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useT } from '../../../i18n/use-t';
import { fieldProps } from '../../../lib/forms';
import { ContactTextFields } from '../contact-fields';
import { useTranslatedOptions } from '../use-option-labels';
import { useOptionLabels } from './option-labels';
import type { StepOneFormApi } from './step-one-form-api';
import { teachersAidMessages as m } from './teachers-aid.messages';

const COUNT_PROPS = { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' } as const;

/** Initial School Information: the optional organization type and nonprofit partners. */
export function InitialSchoolSection({ form }: { form: StepOneFormApi }) {
  const t = useT();
  const organizationTypes = useTranslatedOptions('organizationTypes');
  return (
    <section className="form-section" aria-labelledby="initial-school-heading">
      <h3 id="initial-school-heading">{t(m.initialSchoolInformation)}</h3>
      <div className="form-grid">
        <SelectController
          control={form.control}
          name="organizationType"
          label={t(m.organizationType)}
          options={organizationTypes}
        />
      </div>
      <TextareaField
        label={t(m.nonprofitPartners)}
        hint={t(m.nonprofitPartnersHint)}
        maxLength={255}
        {...fieldProps(form, 'nonProfitOrganizations')}
      />
    </section>
  );
}

/** School Information: enrolment and lunch counts (at most 4 digits, lunch not above total). */
export function SchoolCountsSection({ form }: { form: StepOneFormApi }) {
  const t = useT();
  return (
    <section className="form-section" aria-labelledby="school-counts-heading">
      <h3 id="school-counts-heading">{t(m.schoolInformation)}</h3>
      <div className="form-grid">
        <TextField
          label={t(m.totalEnrollment)}
          {...COUNT_PROPS}
          {...fieldProps(form, 'numTotalEnrollment')}
        />
        <TextField
          label={t(m.reducedLunch)}
          {...COUNT_PROPS}
          {...fieldProps(form, 'numReducedLunch')}
        />
        <TextField label={t(m.freeLunch)} {...COUNT_PROPS} {...fieldProps(form, 'numFreeLunch')} />
      </div>
    </section>
  );
}

/** Staff Demographics: four percentages of the school's staff (stored as fractions). */
export function StaffDemographicsSection({ form }: { form: StepOneFormApi }) {
  const t = useT();
  return (
    <section className="form-section" aria-labelledby="staff-demographics-heading">
      <h3 id="staff-demographics-heading">{t(m.staffDemographics)}</h3>
      <div className="form-grid">
        {TEACHERS_AID_DEMOGRAPHICS.map((name) => (
          <TextField
            key={name}
            // The demographic fields are named as their messages: demographicAsian, …
            label={t(m[name])}
            inputMode="decimal"
            autoComplete="off"
            hint={t(m.percentageHint)}
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
  const { label } = useOptionLabels();
  const heading = label('teachersAidTeamMemberTypes', TEACHERS_AID_CONTACT_TYPES[contact]);
  const headingId = `${contact}-heading`;
  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <ContactTextFields form={form} path={contact} />
    </section>
  );
}
