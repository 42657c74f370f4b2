import { describe, expect, it } from 'vitest';
import { EXPORT_WEEK_COLUMNS } from '../constants.ts';
import {
  EXPORT_COLUMNS,
  EXPORT_FILE_NAME,
  exportRows,
  spreadsheetSafe,
  type ExportSchoolReport,
} from './export-rows.ts';

const dates = (...days: string[]) =>
  days.map((date, i) => ({ termMonthDistributionDateId: 100 + i, date }));
const entries = (...counts: number[]) =>
  counts.map((distributionNumber, i) => ({
    termMonthDistributionDateId: 100 + i,
    distributionNumber,
  }));

const october = dates('2025-10-03', '2025-10-10', '2025-10-17', '2025-10-24', '2025-10-31');

const report: ExportSchoolReport = {
  name: 'Reagan High',
  backpackBuddyId: 'B000123',
  termMonths: [
    {
      startDate: '2025-10-01',
      monthlyAllocation: 20,
      // Given out of order: Week n follows the dates' order.
      distributionDates: [october[2]!, october[0]!, october[4]!, october[1]!, october[3]!],
      distributions: [
        {
          studentName: 'Ana Ruiz',
          studentIdNumber: 'S1',
          testimonial: 'Thank you',
          distributionDateEntries: entries(1, 1, 0, 1, 1),
        },
        {
          studentName: 'Ben Oak',
          studentIdNumber: 'S2',
          testimonial: null,
          distributionDateEntries: entries(1, 0, 0, 0, 2),
        },
      ],
    },
    {
      startDate: '2025-11-01',
      monthlyAllocation: 4,
      distributionDates: dates('2025-11-07', '2025-11-14', '2025-11-21'),
      distributions: [
        {
          studentName: 'Ana Ruiz',
          studentIdNumber: 'S1',
          distributionDateEntries: entries(2, 2, 2),
        },
      ],
    },
    { startDate: '2025-12-01', monthlyAllocation: 8, distributionDates: [], distributions: [] },
  ],
};

describe('EXPORT_COLUMNS', () => {
  it('are exactly the spec columns, with five weeks', () => {
    expect(EXPORT_COLUMNS).toEqual([
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
    expect(EXPORT_COLUMNS.filter((c) => c.startsWith('Week'))).toHaveLength(EXPORT_WEEK_COLUMNS);
    expect(EXPORT_FILE_NAME).toBe('distribution-reports');
  });
});

describe('exportRows', () => {
  const rows = exportRows([report]);

  it('gives one row per student per month, with the month totals', () => {
    expect(rows).toEqual([
      {
        'First name': 'Ana Ruiz',
        'Student ID': 'S1',
        'Week 1': 1,
        'Week 2': 1,
        'Week 3': 0,
        'Week 4': 1,
        'Week 5': 1,
        Testimonial: 'Thank you',
        Month: 'October',
        Year: 2025,
        Allocated: 20,
        Distributed: 7,
        Discarded: 13,
        'School Name': 'Reagan High',
        'Backpack Buddy ID Number': 'B000123',
      },
      expect.objectContaining({ 'First name': 'Ben Oak', 'Week 5': 2, Testimonial: '' }),
      {
        'First name': 'Ana Ruiz',
        'Student ID': 'S1',
        'Week 1': 2,
        'Week 2': 2,
        'Week 3': 2,
        'Week 4': '',
        'Week 5': '',
        Testimonial: '',
        Month: 'November',
        Year: 2025,
        Allocated: 4,
        Distributed: 6,
        Discarded: -2,
        'School Name': 'Reagan High',
        'Backpack Buddy ID Number': 'B000123',
      },
    ]);
  });

  it('has every column in every row, in the column order', () => {
    for (const row of rows) expect(Object.keys(row).sort()).toEqual([...EXPORT_COLUMNS].sort());
  });

  it.each([
    [
      'a date without a count is blank',
      [{ termMonthDistributionDateId: 100, distributionNumber: 3 }],
      [3, '', '', '', ''],
    ],
    ['no counts at all', [], ['', '', '', '', '']],
  ])('%s', (_case, distributionDateEntries, weeks) => {
    const [row] = exportRows([
      {
        name: 'S',
        termMonths: [
          {
            startDate: '2025-09-01',
            monthlyAllocation: 0,
            distributionDates: dates('2025-09-05', '2025-09-12'),
            distributions: [{ studentName: 'A', studentIdNumber: '1', distributionDateEntries }],
          },
        ],
      },
    ]);
    expect([
      row!['Week 1'],
      row!['Week 2'],
      row!['Week 3'],
      row!['Week 4'],
      row!['Week 5'],
    ]).toEqual(weeks);
    expect(row!['Backpack Buddy ID Number']).toBe('');
  });

  it('makes formula-like text safe in every text column', () => {
    const [row] = exportRows([
      {
        name: '=HYPERLINK("http://evil")',
        backpackBuddyId: '+B1',
        termMonths: [
          {
            startDate: '2025-09-01',
            monthlyAllocation: 0,
            distributionDates: [],
            distributions: [
              {
                studentName: '@SUM(A1)',
                studentIdNumber: '-12',
                testimonial: '=1+1',
                distributionDateEntries: [],
              },
            ],
          },
        ],
      },
    ]);
    expect(row).toMatchObject({
      'First name': "'@SUM(A1)",
      'Student ID': "'-12",
      Testimonial: "'=1+1",
      'School Name': `'=HYPERLINK("http://evil")`,
      'Backpack Buddy ID Number': "'+B1",
    });
  });
});

describe('spreadsheetSafe', () => {
  it.each<[string | number | null, string | number | null]>([
    ['=1+1', "'=1+1"],
    ['+44 20', "'+44 20"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Ana', 'Ana'],
    ['a=b', 'a=b'],
    ['', ''],
    [' =1', ' =1'],
    // Idempotent: a cell already made safe stays as it is.
    ["'=1+1", "'=1+1"],
    [-5, -5],
    [12, 12],
    [null, null],
  ])('%j -> %j', (value, safe) => {
    expect(spreadsheetSafe(value)).toBe(safe);
  });
});
