import { SelectController } from '../../../components/select-controller';
import { useT } from '../../../i18n/use-t';
import { useEnumOptions } from '../../../lib/current-user';
import type { KidsCafeFormApi } from './form-api';
import { YesNoQuestions } from '../yes-no-questions';
import { kidsCafeMessages as m } from './kids-cafe.messages';
import { useOptionLabels } from './option-labels';

/** The questions, each named as its field and its message. */
const CHILDCARE_QUESTIONS = [
  'hasMicrowave',
  'isFederalParticipant',
  'isOpenEnrolledYear',
  'hasInfantsEnrolled',
  'hasAfterSchool',
] as const;

/**
 * Childcare Center Information (spec 2 §3): asked only for a childcare site (the form shows it
 * when the site type is CHILDCARE; the schema requires it only then and drops it otherwise).
 */
export function ChildcareSection({ form }: { form: KidsCafeFormApi }) {
  const t = useT();
  const { options } = useOptionLabels();
  const risingStar = options('risingStarStatuses', useEnumOptions('risingStarStatuses'));
  return (
    <section className="form-section" aria-labelledby="childcare-information-heading">
      <h3 id="childcare-information-heading">{t(m.childcareInformation)}</h3>
      <div className="form-grid">
        <SelectController
          control={form.control}
          name="isTexasRisingStar"
          label={t(m.risingStarStatus)}
          options={risingStar}
        />
      </div>
      <YesNoQuestions
        form={form}
        questions={CHILDCARE_QUESTIONS.map((name) => [name, t(m[name])] as const)}
      />
    </section>
  );
}
