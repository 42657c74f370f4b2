import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('constants', () => {
  it.each([
    ['DEFAULT_TERM_YEAR', 2025],
    ['GENERAL_DEFAULT_TERM_YEAR', 2024],
    ['KIDS_CAFE_DEFAULT_APPLICATION_YEAR', 2024],
    ['PAGE_SIZE', 25],
    ['TOAST_DURATION_MS', 2000],
    ['STARTUP_LOADER_EXTRA_MS', 100],
    ['SIGNATURE_RESULT_DELAY_MS', 2000],
    ['PRINT_DIALOG_DELAY_MS', 500],
    ['AGREEMENT_READ_DEBOUNCE_MS', 50],
    ['TEXT_MAX', 255],
    ['TEXTAREA_MAX', 255],
    ['LONG_TEXT_MAX', 5000],
    ['MEDIUM_TEXT_MAX', 1000],
    ['GATE_CODE_MAX', 10],
    ['DATE_MAX', 10],
    ['TIME_MAX', 8],
    ['COUNT_MAX_DIGITS', 4],
    ['COUNT_MAX', 9999],
    ['PHONE_DIGITS', 10],
    ['PASSWORD_MIN', 6],
    ['EXPORT_WEEK_COLUMNS', 5],
    ['AGREEMENT_CUTOFF_ISO', '2024-08-01'],
    ['STORAGE_REGION', 'us-east-1'],
    ['PASSWORD_RESET_TTL_MINUTES', 60],
    ['SIGNATURE_LINK_TTL_DAYS', 30],
  ] as const)('%s = %s', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('has the two deadlines and two buckets', () => {
    expect(constants.DEADLINES).toEqual({
      nextSchoolYear: { month: 5, day: 30, label: 'May 30' },
      summer: { month: 8, day: 2, label: 'August 2' },
    });
    expect(constants.STORAGE_BUCKETS).toEqual({ documents: 'documents', resources: 'resources' });
  });
});
