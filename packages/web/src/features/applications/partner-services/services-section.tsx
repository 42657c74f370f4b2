import { Controller, useWatch } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import {
  PARTNER_SERVICES_OTHER_SERVICE,
  PEOPLE_SERVED_MAX_DIGITS,
  SERVICES_INTEREST_OTHER_MAX,
} from '@portal/domain/programs/partner-services';
import { CheckboxGroupController } from '../../../components/choice-controllers';
import { YesNoGroup } from '../../../components/radio-group';
import { TextField } from '../../../components/text-field';
import { useT, useTranslateMessage } from '../../../i18n/use-t';
import { useEnumOptions } from '../../../lib/current-user';
import { fieldProps } from '../../../lib/forms';
import { COUNT_PROPS } from '../input-props';
import { OperatingHoursFields } from '../operating-hours-fields';
import { YesNoQuestions } from '../yes-no-questions';
import type { PartnerServicesFormApi } from './form-api';
import { useOptionLabels } from './option-labels';
import { partnerServicesMessages as m } from './partner-services.messages';

/**
 * "Is the organization a nonprofit?": No is refused at once, not only on saving (Partner Services
 * is for nonprofit organizations; the schema says it too, in a draft as well).
 */
function NonProfitQuestion({ form }: { form: PartnerServicesFormApi }) {
  const t = useT();
  const translate = useTranslateMessage();
  return (
    <Controller
      control={form.control}
      name="isNonProfit"
      render={({ field, fieldState }) => (
        <YesNoGroup
          name={field.name}
          legend={t(m.isNonProfit)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={
            fieldState.error?.message ??
            (field.value === false ? translate(MESSAGES.partnerServicesNonProfitOnly) : undefined)
          }
        />
      )}
    />
  );
}

/**
 * Services and Hours: whether the organization is a nonprofit and faith-based (the agreement's
 * nondiscrimination and no-religious-activity sections apply to every agency), the services it
 * will offer (Other asks what, only while checked), its days and operating hours (like
 * 11:00 AM), gate code (optional, 10) and the people it serves a month (6 digits).
 */
export function ServicesSection({ form }: { form: PartnerServicesFormApi }) {
  const t = useT();
  const { options } = useOptionLabels();
  const services = options('partnerServicesServices', useEnumOptions('partnerServicesServices'));
  const days = options('daysOfWeek', useEnumOptions('daysOfWeek'));
  const [chosen, religious] = useWatch({
    control: form.control,
    name: ['servicesInterest', 'isReligious'],
  });
  return (
    <section className="form-section" aria-labelledby="services-heading">
      <h3 id="services-heading">{t(m.servicesHeading)}</h3>
      <NonProfitQuestion form={form} />
      <YesNoQuestions form={form} questions={[['isReligious', t(m.isReligious)]]} />
      {/* Under a Yes to faith-based: what the agreement asks of every agency. */}
      {religious === true ? <p className="field-hint">{t(m.religiousNote)}</p> : null}
      <CheckboxGroupController
        control={form.control}
        name="servicesInterest"
        legend={t(m.services)}
        options={services}
        columns
      />
      {chosen.includes(PARTNER_SERVICES_OTHER_SERVICE) ? (
        <TextField
          label={t(m.otherServices)}
          hint={t(m.otherServicesHint)}
          autoComplete="off"
          maxLength={SERVICES_INTEREST_OTHER_MAX}
          {...fieldProps(form, 'servicesInterestOther')}
        />
      ) : null}
      <CheckboxGroupController
        control={form.control}
        name="daysOfOperation"
        legend={t(m.daysOfOperation)}
        options={days}
        columns
      />
      <div className="form-grid">
        <OperatingHoursFields form={form} />
        <TextField
          label={t(m.peopleServed)}
          {...COUNT_PROPS}
          maxLength={PEOPLE_SERVED_MAX_DIGITS}
          {...fieldProps(form, 'peopleServedPerMonth')}
        />
      </div>
    </section>
  );
}
