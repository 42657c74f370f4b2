import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '@portal/domain';
import { exportSheet } from './export-sheet';
import { makeDistribution, makeMonth, makeSchoolReport } from './reports-test-utils';

describe('the distribution report export', () => {
  it('has exactly the spec columns and a row per student per month, with the month totals', () => {
    const sheet = exportSheet([
      makeSchoolReport({
        termMonths: [
          makeMonth({
            distributions: [
              makeDistribution(1, { studentName: 'Ana Lopez', testimonial: 'Thanks' }),
              makeDistribution(2, { studentName: 'Bo Chen' }),
            ],
          }),
        ],
      }),
    ]);
    expect(sheet.columns.map((c) => c.header)).toEqual([...EXPORT_COLUMNS]);
    expect(sheet.columns.map((c) => c.header)).toEqual([
      'First name',
      'Student ID',
      'Week 1',
      'Week 2',
      'Week 3',
      'Week 4',
      'Week 5',
      'Testimonial',
      'Month',
      'Year',
      'Allocated',
      'Distributed',
      'Discarded',
      'School Name',
      'Backpack Buddy ID Number',
    ]);
    expect(sheet.rows).toEqual([
      [
        'Ana Lopez',
        'S-1',
        1,
        2,
        null,
        null,
        null,
        'Thanks',
        'January',
        2026,
        20,
        6,
        14,
        'Lincoln Middle School',
        'BB-042',
      ],
      [
        'Bo Chen',
        'S-2',
        1,
        2,
        null,
        null,
        null,
        null,
        'January',
        2026,
        20,
        6,
        14,
        'Lincoln Middle School',
        'BB-042',
      ],
    ]);
  });

  it('writes text that a spreadsheet would run as plain text', () => {
    const sheet = exportSheet([
      makeSchoolReport({
        name: '@school',
        backpackBuddyId: '-1',
        termMonths: [
          makeMonth({
            distributions: [
              makeDistribution(1, {
                studentName: '=HYPERLINK("http://evil.example","click")',
                studentIdNumber: '+123',
                testimonial: '-2+3',
              }),
              makeDistribution(2, { studentName: 'Plain = text', studentIdNumber: "'=quoted" }),
            ],
          }),
        ],
      }),
    ]);
    const column = (name: (typeof EXPORT_COLUMNS)[number]) =>
      sheet.rows.map((row) => row[EXPORT_COLUMNS.indexOf(name)]);
    expect(column('First name')).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      'Plain = text',
    ]);
    expect(column('Student ID')).toEqual(["'+123", "'=quoted"]);
    expect(column('Testimonial')).toEqual(["'-2+3", null]);
    expect(column('School Name')).toEqual(["'@school", "'@school"]);
    expect(column('Backpack Buddy ID Number')).toEqual(["'-1", "'-1"]);
    // No text cell anywhere still starts with a formula character.
    for (const cell of sheet.rows.flat()) {
      if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+\-@]/);
    }
  });

  it('has no rows for months without students', () => {
    expect(exportSheet([makeSchoolReport()]).rows).toEqual([]);
  });
});
