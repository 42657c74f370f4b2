import { useT } from '../../../i18n/use-t';
import { YesNoQuestions } from '../yes-no-questions';
import type { PartnerServicesFormApi } from './form-api';
import { partnerServicesMessages as m } from './partner-services.messages';

/** The questions, each named as its field and its message. */
const STORAGE_QUESTIONS = [
  'hasDryStorage',
  'hasCoolerStorage',
  'hasFreezerStorage',
  'hasFoodSafetyCertification',
] as const;

/** Storage and Food Safety: dry, cooler and freezer storage, and a food-safety certification. */
export function StorageSection({ form }: { form: PartnerServicesFormApi }) {
  const t = useT();
  return (
    <section className="form-section" aria-labelledby="storage-heading">
      <h3 id="storage-heading">{t(m.storageHeading)}</h3>
      <YesNoQuestions
        form={form}
        questions={STORAGE_QUESTIONS.map((name) => [name, t(m[name])] as const)}
      />
    </section>
  );
}
