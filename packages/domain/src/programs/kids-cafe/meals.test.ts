import { describe, expect, it } from 'vitest';
import {
  clearMealsNotOffered,
  clearUncheckedMeal,
  hasMealOfTerm,
  KIDS_CAFE_MEALS,
  mealFields,
  mealsOffered,
  type KidsCafeMeal,
} from './meals.ts';

/** Every meal chosen, with its times and count filled. */
function allMeals(): Record<string, unknown> {
  const values: Record<string, unknown> = { other: 'kept' };
  for (const meal of KIDS_CAFE_MEALS) {
    const f = mealFields(meal);
    values[f.interest] = true;
    values[f.startTime] = '8:00 AM';
    values[f.endTime] = '9:00 AM';
    values[f.numExpectedParticipants] = 40;
  }
  return values;
}

const cleared = (values: Record<string, unknown>, meal: KidsCafeMeal) => {
  const f = mealFields(meal);
  return [
    values[f.interest],
    values[f.startTime],
    values[f.endTime],
    values[f.numExpectedParticipants],
  ];
};

describe('Kids Cafe meals (spec 2 §2, §3, §5)', () => {
  it.each([
    [
      'breakfast',
      [
        'interestBreakfast',
        'breakfastStartTime',
        'breakfastEndTime',
        'breakfastNumExpectedParticipants',
      ],
    ],
    [
      'bogoLunch',
      [
        'interestBogoLunch',
        'bogoLunchStartTime',
        'bogoLunchEndTime',
        'bogoLunchNumExpectedParticipants',
      ],
    ],
    [
      'supper',
      ['interestSupper', 'supperStartTime', 'supperEndTime', 'supperNumExpectedParticipants'],
    ],
  ] as const)('%s has the fields %j', (meal, names) => {
    expect(Object.values(mealFields(meal))).toEqual(names);
  });

  it.each([
    ['SCHOOL', ['breakfast', 'lunch', 'bogoLunch', 'supper']],
    ['SUMMER', ['breakfast', 'brunch', 'lunch', 'bogoLunch', 'snack']],
  ] as const)('a %s term offers %j', (type, meals) => {
    expect(mealsOffered(type)).toEqual(meals);
  });

  it.each([
    ['SCHOOL', 'supper', true],
    ['SCHOOL', 'lunch', true],
    ['SCHOOL', 'brunch', false],
    ['SCHOOL', 'snack', false],
    ['SUMMER', 'snack', true],
    ['SUMMER', 'brunch', true],
    ['SUMMER', 'supper', false],
  ] as const)(
    'a %s term with only %s chosen has a meal of the term: %s',
    (type, meal, expected) => {
      expect(hasMealOfTerm({ [mealFields(meal).interest]: true }, type)).toBe(expected);
    },
  );

  it('no meal chosen is no meal of either term', () => {
    expect(hasMealOfTerm({}, 'SCHOOL')).toBe(false);
    expect(hasMealOfTerm({ interestLunch: false }, 'SUMMER')).toBe(false);
  });

  it.each([
    ['SCHOOL', ['brunch', 'bogoLunch']],
    ['SUMMER', ['supper']],
  ] as const)('choosing %s clears exactly %j', (type, clearedMeals) => {
    const before = allMeals();
    const after = clearMealsNotOffered(before, type);
    for (const meal of KIDS_CAFE_MEALS) {
      const expected = (clearedMeals as readonly string[]).includes(meal)
        ? [false, null, null, null]
        : [true, '8:00 AM', '9:00 AM', 40];
      expect(cleared(after, meal)).toEqual(expected);
    }
    expect(after.other).toBe('kept');
    // The input is left as it was.
    expect(cleared(before, 'supper')).toEqual([true, '8:00 AM', '9:00 AM', 40]);
  });

  it.each(KIDS_CAFE_MEALS)('unchecking %s clears only its time and count fields', (meal) => {
    const after = clearUncheckedMeal(allMeals(), meal);
    expect(cleared(after, meal)).toEqual([false, null, null, null]);
    for (const other of KIDS_CAFE_MEALS.filter((m) => m !== meal)) {
      expect(cleared(after, other)).toEqual([true, '8:00 AM', '9:00 AM', 40]);
    }
  });
});
