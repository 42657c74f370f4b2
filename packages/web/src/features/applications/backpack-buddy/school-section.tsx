import { MESSAGES } from '@portal/domain';
import type { Program } from '@portal/domain';
import { SelectController } from '../../../components/select-controller';
import { TextareaField } from '../../../components/textarea-field';
import { useT } from '../../../i18n/use-t';
import { fieldProps } from '../../../lib/forms';
import type { InProgressNoticeData } from '../in-progress-notice';
import { SchoolInformationSection } from '../school-information-section';
import { useTranslatedOptions } from '../use-option-labels';
import { backpackBuddyMessages as m } from './backpack-buddy-application.messages';
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
  const t = useT();
  const organizationTypes = useTranslatedOptions('organizationTypes');
  return (
    <SchoolInformationSection
      form={form}
      heading={t(m.initialSchoolInformation)}
      program={program}
      ownSchool={application?.school}
      inProgress={inProgress}
      notForElementary={MESSAGES.notForElementary}
    >
      <div className="form-grid">
        <SelectController
          control={form.control}
          name="organizationType"
          label={t(m.organizationTypeOptional)}
          options={organizationTypes}
        />
      </div>
      <TextareaField
        label={t(m.nonProfitPartnersOptional)}
        hint={t(m.nonProfitPartnersHint)}
        maxLength={255}
        {...fieldProps(form, 'nonProfitOrganizations')}
      />
    </SchoolInformationSection>
  );
}
