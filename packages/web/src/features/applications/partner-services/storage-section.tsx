import { YesNoQuestions } from '../yes-no-questions';
import type { YesNoQuestion } from '../yes-no-questions';
import type { PartnerServicesFormApi } from './form-api';
import type { PartnerServicesValues } from './form-values';

const STORAGE_QUESTIONS: readonly YesNoQuestion<PartnerServicesValues>[] = [
  ['hasDryStorage', 'Does the organization have dry storage (shelving off the floor)?'],
  ['hasCoolerStorage', 'Does the organization have cooler (refrigerated) storage?'],
  ['hasFreezerStorage', 'Does the organization have freezer storage?'],
  [
    'hasFoodSafetyCertification',
    'Does someone at the organization hold a current food safety certification (food handler or food manager)?',
  ],
];

/** Storage and Food Safety: dry, cooler and freezer storage, and a food-safety certification. */
export function StorageSection({ form }: { form: PartnerServicesFormApi }) {
  return (
    <section className="form-section" aria-labelledby="storage-heading">
      <h3 id="storage-heading">Storage and Food Safety</h3>
      <YesNoQuestions form={form} questions={STORAGE_QUESTIONS} />
    </section>
  );
}
