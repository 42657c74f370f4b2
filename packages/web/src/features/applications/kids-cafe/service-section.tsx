import { MEDIUM_TEXT_MAX, TEXTAREA_MAX, kidsCafeAgeRangeOptions } from '@portal/domain';
import type { Program } from '@portal/domain';
import { CheckboxGroupController } from '../../../components/choice-controllers';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useT } from '../../../i18n/use-t';
import { useEnumOptions } from '../../../lib/current-user';
import { fieldProps } from '../../../lib/forms';
import type { KidsCafeFormApi } from './form-api';
import { COUNT_PROPS, useInputProps } from '../input-props';
import { OperatingHoursFields } from '../operating-hours-fields';
import { kidsCafeMessages as m } from './kids-cafe.messages';
import { MealsFields } from './meals-fields';
import { useOptionLabels } from './option-labels';
import { TypeRadio } from './type-radio';

const AGE_RANGES = kidsCafeAgeRangeOptions();

/**
 * Site Service Dates and Times (spec 2 "Kids Cafe form", §5): the type (SCHOOL or SUMMER), the
 * service dates (MM/DD/YYYY), operating hours (like 11:00 AM), gate code (optional, 10),
 * expected participants (4 digits), age ranges (without 18+), days for service, the meals, and
 * the delivery and program notes.
 */
export function ServiceSection({
  form,
  program,
  applicationYear,
}: {
  form: KidsCafeFormApi;
  program: Program;
  applicationYear: number;
}) {
  const t = useT();
  const { DATE_PROPS, TIME_PROPS } = useInputProps();
  const { options } = useOptionLabels();
  const days = options('daysForService', useEnumOptions('daysForService'));
  return (
    <section className="form-section" aria-labelledby="service-heading">
      <h3 id="service-heading">{t(m.serviceHeading)}</h3>
      <TypeRadio form={form} program={program} applicationYear={applicationYear} />
      <div className="form-grid">
        <TextField label={t(m.startDate)} {...DATE_PROPS} {...fieldProps(form, 'startDate')} />
        <TextField label={t(m.endDate)} {...DATE_PROPS} {...fieldProps(form, 'endDate')} />
        <OperatingHoursFields form={form} />
        <TextField
          label={t(m.expectedParticipants)}
          {...COUNT_PROPS}
          {...fieldProps(form, 'numExpectedParticipants')}
        />
      </div>
      <CheckboxGroupController
        control={form.control}
        name="participantAgeRanges"
        legend={t(m.ageRanges)}
        options={options('participantAgeRanges', AGE_RANGES)}
        columns
      />
      <CheckboxGroupController
        control={form.control}
        name="daysForService"
        legend={t(m.daysForService)}
        options={days}
        columns
      />
      <MealsFields form={form} />
      <TextareaField
        label={t(m.specialDeliveryNotes)}
        maxLength={TEXTAREA_MAX}
        {...fieldProps(form, 'specialDeliveryNotes')}
      />
      <div className="form-grid">
        <TextField
          label={t(m.earliestDeliveryTime)}
          {...TIME_PROPS}
          {...fieldProps(form, 'earliestDeliveryTime')}
        />
        <TextField label={t(m.referredBy)} autoComplete="off" {...fieldProps(form, 'referredBy')} />
      </div>
      <TextareaField
        label={t(m.enrichmentPrograms)}
        maxLength={MEDIUM_TEXT_MAX}
        {...fieldProps(form, 'enrichmentPrograms')}
      />
      <TextareaField
        label={t(m.closureDates)}
        maxLength={MEDIUM_TEXT_MAX}
        {...fieldProps(form, 'closureDates')}
      />
      <TextareaField
        label={t(m.fieldTrips)}
        maxLength={MEDIUM_TEXT_MAX}
        {...fieldProps(form, 'fieldTrips')}
      />
    </section>
  );
}
