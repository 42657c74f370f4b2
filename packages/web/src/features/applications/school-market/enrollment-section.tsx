import { SelectController } from '../../../components/select-controller';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useT } from '../../../i18n/use-t';
import { fieldProps } from '../../../lib/forms';
import { useTranslatedOptions } from '../use-option-labels';
import type { SchoolMarketFormApi } from './form-api';
import { schoolMarketMessages as m } from './school-market.messages';

const COUNT_PROPS = { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' } as const;

/**
 * School Demographics: enrolment and lunch counts (numbers of at most 4 characters, the lunch
 * counts not above the enrolment), then the optional organization type and nonprofit partners.
 */
export function EnrollmentSection({ form }: { form: SchoolMarketFormApi }) {
  const t = useT();
  const organizationTypes = useTranslatedOptions('organizationTypes');
  return (
    <section className="form-section" aria-labelledby="school-demographics-heading">
      <h3 id="school-demographics-heading">{t(m.schoolDemographics)}</h3>
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
