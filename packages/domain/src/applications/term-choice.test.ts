import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { intakeClosedNotice, termChoiceIssue } from './term-choice.ts';

describe('the term choice', () => {
  const terms = [
    { termId: 1, type: 'SCHOOL' as const, year: 2025 },
    { termId: 2, type: 'SUMMER' as const, year: 2025 },
  ];
  it.each([
    [undefined, { schoolEnabled: true, summerEnabled: true }, MESSAGES.required],
    [99, { schoolEnabled: true, summerEnabled: true }, MESSAGES.required],
    [2, { schoolEnabled: true, summerEnabled: false }, MESSAGES.notAcceptingSummer],
    [1, { schoolEnabled: false, summerEnabled: true }, MESSAGES.notAcceptingSchoolYear],
    ['1', { schoolEnabled: true, summerEnabled: false }, null],
  ])('term %j with %j', (termId, config, message) => {
    expect(termChoiceIssue(termId, terms, config)).toBe(message);
  });

  it('explains a closed form', () => {
    expect(intakeClosedNotice([], { schoolEnabled: true, summerEnabled: true })).toBe(
      MESSAGES.notAcceptingThisYear,
    );
    expect(intakeClosedNotice(terms, { schoolEnabled: false, summerEnabled: false })).toBe(
      MESSAGES.notAcceptingNew,
    );
    expect(intakeClosedNotice(terms.slice(1), { schoolEnabled: true, summerEnabled: false })).toBe(
      MESSAGES.notAcceptingNew,
    );
    expect(intakeClosedNotice(terms, { schoolEnabled: false, summerEnabled: true })).toBeNull();
  });
});
