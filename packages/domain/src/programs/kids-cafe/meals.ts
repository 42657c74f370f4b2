/**
 * Kids Cafe meals (spec 2 §2 "Kids Cafe form", §3 "Kids Cafe application", §5 Kids Cafe rules).
 *
 * Each meal has an interest checkbox (interestBreakfast, …, named by the spec) and, when checked,
 * a start time, an end time and an expected participant count. The spec does not name those
 * three fields; ours are `{meal}StartTime`, `{meal}EndTime` and `{meal}NumExpectedParticipants`
 * (breakfastStartTime, bogoLunchNumExpectedParticipants, …).
 */
import type { TermType } from '../../enums.ts';

export const KIDS_CAFE_MEALS = [
  'breakfast',
  'brunch',
  'lunch',
  'bogoLunch',
  'snack',
  'supper',
] as const;
export type KidsCafeMeal = (typeof KIDS_CAFE_MEALS)[number];

export const KIDS_CAFE_MEAL_LABELS = {
  breakfast: 'Breakfast',
  brunch: 'Brunch',
  lunch: 'Lunch',
  bogoLunch: 'Bogo Lunch',
  snack: 'Snack',
  supper: 'Supper',
} as const satisfies Record<KidsCafeMeal, string>;

const capitalised = <M extends KidsCafeMeal>(meal: M) =>
  `${meal.charAt(0).toUpperCase()}${meal.slice(1)}` as Capitalize<M>;

/** The four application fields of one meal. */
export function mealFields<M extends KidsCafeMeal>(meal: M) {
  return {
    interest: `interest${capitalised(meal)}` as `interest${Capitalize<M>}`,
    startTime: `${meal}StartTime` as `${M}StartTime`,
    endTime: `${meal}EndTime` as `${M}EndTime`,
    numExpectedParticipants: `${meal}NumExpectedParticipants` as `${M}NumExpectedParticipants`,
  };
}

/**
 * The meals a term offers, of which a submitted application must choose at least one (spec 2 §5):
 * SCHOOL breakfast, lunch, bogo lunch, supper; SUMMER breakfast, brunch, lunch, bogo lunch, snack.
 */
export const KIDS_CAFE_MEALS_BY_TERM = {
  SCHOOL: ['breakfast', 'lunch', 'bogoLunch', 'supper'],
  SUMMER: ['breakfast', 'brunch', 'lunch', 'bogoLunch', 'snack'],
} as const satisfies Record<TermType, readonly KidsCafeMeal[]>;

/**
 * The meals whose fields choosing a term type clears (spec 2 §2, word for word: "brunch and bogo
 * lunch for SCHOOL, supper for SUMMER"). This is not the complement of KIDS_CAFE_MEALS_BY_TERM:
 * the spec's §5 offers bogo lunch for SCHOOL yet §2 clears it, and §2 does not clear snack for
 * SCHOOL. Both sentences are implemented as written.
 */
export const KIDS_CAFE_MEALS_CLEARED_BY_TERM = {
  SCHOOL: ['brunch', 'bogoLunch'],
  SUMMER: ['supper'],
} as const satisfies Record<TermType, readonly KidsCafeMeal[]>;

/** The meals a term type offers (spec 2 §5). */
export function mealsOffered(type: TermType): readonly KidsCafeMeal[] {
  return KIDS_CAFE_MEALS_BY_TERM[type];
}

/** Whether a meal's interest box is ticked. */
export function isMealChosen(values: Record<string, unknown>, meal: KidsCafeMeal): boolean {
  return values[mealFields(meal).interest] === true;
}

/** Whether at least one meal of the term's set is chosen (the §5 meal rule). */
export function hasMealOfTerm(values: Record<string, unknown>, type: TermType): boolean {
  return mealsOffered(type).some((meal) => isMealChosen(values, meal));
}

/** A meal's fields emptied: interest false, times and count null. */
function clearMeal<T extends object>(values: T, meal: KidsCafeMeal): T {
  const f = mealFields(meal);
  return {
    ...values,
    [f.interest]: false,
    [f.startTime]: null,
    [f.endTime]: null,
    [f.numExpectedParticipants]: null,
  };
}

/**
 * Choosing a term type clears the fields of the meals that term does not offer (spec 2 §2):
 * brunch and bogo lunch for SCHOOL, supper for SUMMER. Returns a new object.
 */
export function clearMealsNotOffered<T extends object>(values: T, type: TermType): T {
  return KIDS_CAFE_MEALS_CLEARED_BY_TERM[type].reduce<T>(
    (result, meal) => clearMeal(result, meal),
    values,
  );
}

/**
 * Unchecking a meal interest clears that meal's start time, end time and expected participants
 * (spec 2 §2). Returns a new object; the interest itself is set to false.
 */
export function clearUncheckedMeal<T extends object>(values: T, meal: KidsCafeMeal): T {
  return clearMeal(values, meal);
}
