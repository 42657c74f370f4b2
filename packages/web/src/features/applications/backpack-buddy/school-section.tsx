import { MESSAGES } from '@portal/domain';
import type { Program } from '@portal/domain';
import { SelectController } from '../../../components/select-controller';
import { TextareaField } from '../../../components/textarea-field';
import { useEnumOptions } from '../../../lib/current-user';
import { fieldProps } from '../../../lib/forms';
import type { InProgressNoticeData } from '../in-progress-notice';
import { SchoolInformationSection } from '../school-information-section';
import type { BackpackBuddyApplication } from './step-context';
import type { StepOneFormApi } from './step-one-form-api';

/**
 * Initial School Information: the school programs' School Information (school type, district,
 * school, address and grades), then the organization type and partners.
 */
export function SchoolSection({
  form,
  program,
  application,
  inProgress,
}: {
  form: StepOneFormApi;
  program: Program;
  application: BackpackBuddyApplication | null;
  inProgress: InProgressNoticeData | null | undefined;
}) {
  const organizationTypes = useEnumOptions('organizationTypes');
  return (
    <SchoolInformationSection
      form={form}
      heading="Initial School Information"
      program={program}
      ownSchool={application?.school}
      inProgress={inProgress}
      notForElementary={MESSAGES.notForElementary}
    >
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
    </SchoolInformationSection>
  );
}
