import { SelectController } from '../../../components/select-controller';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useEnumOptions } from '../../../lib/current-user';
import { fieldProps } from '../../../lib/forms';
import type { SchoolMarketFormApi } from './form-api';

const COUNT_PROPS = { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' } as const;

/**
 * School Demographics: enrolment and lunch counts (numbers of at most 4 characters, the lunch
 * counts not above the enrolment), then the optional organization type and nonprofit partners.
 */
export function EnrollmentSection({ form }: { form: SchoolMarketFormApi }) {
  const organizationTypes = useEnumOptions('organizationTypes');
  return (
    <section className="form-section" aria-labelledby="school-demographics-heading">
      <h3 id="school-demographics-heading">School Demographics</h3>
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
