import { SelectController } from '../../../components/select-controller';
import { useEnumOptions } from '../../../lib/current-user';
import type { KidsCafeFormApi } from './form-api';
import { YesNoQuestions } from '../yes-no-questions';
import type { YesNoQuestion } from '../yes-no-questions';
import type { KidsCafeValues } from './form-values';

const CHILDCARE_QUESTIONS: readonly YesNoQuestion<KidsCafeValues>[] = [
  ['hasMicrowave', 'Does the center have a microwave?'],
  ['isFederalParticipant', 'Does the center take part in a federal child nutrition program?'],
  ['isOpenEnrolledYear', 'Is the center open and enrolling all year?'],
  ['hasInfantsEnrolled', 'Are infants enrolled at the center?'],
  ['hasAfterSchool', 'Does the center run an after-school program?'],
];

/**
 * Childcare Center Information (spec 2 §3): asked only for a childcare site (the form shows it
 * when the site type is CHILDCARE; the schema requires it only then and drops it otherwise).
 */
export function ChildcareSection({ form }: { form: KidsCafeFormApi }) {
  const risingStar = useEnumOptions('risingStarStatuses');
  return (
    <section className="form-section" aria-labelledby="childcare-information-heading">
      <h3 id="childcare-information-heading">Childcare Center Information</h3>
      <div className="form-grid">
        <SelectController
          control={form.control}
          name="isTexasRisingStar"
          label="Texas Rising Star Status"
          options={risingStar}
        />
      </div>
      <YesNoQuestions form={form} questions={CHILDCARE_QUESTIONS} />
    </section>
  );
}
