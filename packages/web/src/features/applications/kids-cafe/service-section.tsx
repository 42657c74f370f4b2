import { MEDIUM_TEXT_MAX, TEXTAREA_MAX, kidsCafeAgeRangeOptions } from '@portal/domain';
import type { Program } from '@portal/domain';
import { CheckboxGroupController } from '../../../components/choice-controllers';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { useEnumOptions } from '../../../lib/current-user';
import { fieldProps } from '../../../lib/forms';
import type { KidsCafeFormApi } from './form-api';
import { COUNT_PROPS, DATE_PROPS, TIME_PROPS } from '../input-props';
import { OperatingHoursFields } from '../operating-hours-fields';
import { MealsFields } from './meals-fields';
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
  const days = useEnumOptions('daysForService');
  return (
    <section className="form-section" aria-labelledby="service-heading">
      <h3 id="service-heading">Site Service Dates and Times</h3>
      <TypeRadio form={form} program={program} applicationYear={applicationYear} />
      <div className="form-grid">
        <TextField label="Start Date" {...DATE_PROPS} {...fieldProps(form, 'startDate')} />
        <TextField label="End Date" {...DATE_PROPS} {...fieldProps(form, 'endDate')} />
        <OperatingHoursFields form={form} />
        <TextField
          label="Expected Number of Participants"
          {...COUNT_PROPS}
          {...fieldProps(form, 'numExpectedParticipants')}
        />
      </div>
      <CheckboxGroupController
        control={form.control}
        name="participantAgeRanges"
        legend="Participant Age Ranges"
        options={AGE_RANGES}
        columns
      />
      <CheckboxGroupController
        control={form.control}
        name="daysForService"
        legend="Days for Service"
        options={days}
        columns
      />
      <MealsFields form={form} />
      <TextareaField
        label="Special Delivery Notes (optional)"
        maxLength={TEXTAREA_MAX}
        {...fieldProps(form, 'specialDeliveryNotes')}
      />
      <div className="form-grid">
        <TextField
          label="Earliest Delivery Time"
          {...TIME_PROPS}
          {...fieldProps(form, 'earliestDeliveryTime')}
        />
        <TextField
          label="Referred By (optional)"
          autoComplete="off"
          {...fieldProps(form, 'referredBy')}
        />
      </div>
      <TextareaField
        label="Enrichment Programs"
        maxLength={MEDIUM_TEXT_MAX}
        {...fieldProps(form, 'enrichmentPrograms')}
      />
      <TextareaField
        label="Closure Dates"
        maxLength={MEDIUM_TEXT_MAX}
        {...fieldProps(form, 'closureDates')}
      />
      <TextareaField
        label="Field Trips"
        maxLength={MEDIUM_TEXT_MAX}
        {...fieldProps(form, 'fieldTrips')}
      />
    </section>
  );
}
