import { describe, expect, it } from 'vitest';
import { actionText, fieldText, valueText } from './school-history-text';

describe('Change History words', () => {
  it.each([
    [null, '(empty)'],
    ['null', '(empty)'],
    ['""', '(empty)'],
    ['"ACTIVE"', 'ACTIVE'],
    ['12', '12'],
    ['true', 'Yes'],
    ['false', 'No'],
    ['[]', '(empty)'],
    ['["PK","K"]', 'PK, K'],
    ['not json', 'not json'],
    [
      '[{"teamMemberId":5,"type":"PRINCIPAL","firstName":"Pat","lastName":"Lee","title":null},{"type":"STAFF","firstName":"Al","lastName":"Cruz"}]',
      'Pat Lee (Type: PRINCIPAL); Al Cruz (Type: STAFF)',
    ],
  ])('reads %s as %s', (json, text) => {
    expect(valueText(json)).toBe(text);
  });

  it('names fields and actions in words', () => {
    expect(fieldText('gradesServed')).toBe('Grades served');
    expect(fieldText('address1')).toBe('Address 1');
    expect(fieldText('grades_served')).toBe('Grades served');
    expect(fieldText('numFreeLunch')).toBe('Free lunch');
    expect(actionText({ action: 'ARCHIVE', entityType: 'schools', entityId: 42 })).toBe('Archived');
    expect(
      actionText({ action: 'DELETE', entityType: 'application_school_market', entityId: 7 }),
    ).toBe('Deleted (application 7)');
    expect(actionText({ action: 'SEND_REMINDER', entityType: 'schools', entityId: 42 })).toBe(
      'Send reminder',
    );
  });
});
