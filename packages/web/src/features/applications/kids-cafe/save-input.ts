import { KIDS_CAFE_MEALS, mealFields } from '@portal/domain/programs/kids-cafe';
import type {
  KidsCafeMeal,
  KidsCafeApplication as KidsCafeOutput,
} from '@portal/domain/programs/kids-cafe';
import type { SaveKidsCafeApplicationInput } from '../../../gql/graphql';

/** The counts, which the API takes as strings. */
type CountKey = 'numExpectedParticipants' | `${KidsCafeMeal}NumExpectedParticipants`;
const COUNT_KEYS: readonly CountKey[] = [
  'numExpectedParticipants',
  ...KIDS_CAFE_MEALS.map((meal) => mealFields(meal).numExpectedParticipants),
];

/**
 * The mutation's input from the schema's output: the same field names (the contract follows the
 * domain), the counts as strings as the API asks, the draft flag and the application's id.
 */
export function kidsCafeInput(
  values: KidsCafeOutput,
  draft: boolean,
  applicationId: number | null,
): SaveKidsCafeApplicationInput {
  const counts = Object.fromEntries(
    COUNT_KEYS.map((key) => [key, values[key] == null ? null : String(values[key])]),
  ) as Record<CountKey, string | null>;
  return { ...values, ...counts, applicationKidsCafeId: applicationId ?? undefined, draft };
}
