import { describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { SITE_TYPE_FIRST_YEAR, parseSiteTypeFilter, siteTypeOptions } from './site-type-filter';

const program = PROGRAMS_BY_KEY.kidsCafe;

describe('the sites type filter', () => {
  it('offers School Year and Summer of each application year, newest first, Summer shown as year+1', () => {
    const options = siteTypeOptions(program, new Date('2026-11-26T12:00:00Z'));
    expect(options.slice(0, 4)).toEqual([
      { value: 'SCHOOL-2027', label: 'School Year 2027' },
      { value: 'SUMMER-2027', label: 'Summer 2028' },
      { value: 'SCHOOL-2026', label: 'School Year 2026' },
      { value: 'SUMMER-2026', label: 'Summer 2027' },
    ]);
    expect(options.at(-1)).toEqual({
      value: `SUMMER-${SITE_TYPE_FIRST_YEAR}`,
      label: `Summer ${SITE_TYPE_FIRST_YEAR + 1}`,
    });
    expect(options).toHaveLength((2027 - SITE_TYPE_FIRST_YEAR + 1) * 2);
  });

  it('reaches at least the year after the default application year before 2024', () => {
    const options = siteTypeOptions(program, new Date('2020-01-01T00:00:00Z'));
    expect(options[0]).toEqual({ value: 'SCHOOL-2025', label: 'School Year 2025' });
  });

  it.each([
    ['SUMMER-2024', { type: 'SUMMER', applicationYear: 2024 }],
    ['SCHOOL-2023', { type: 'SCHOOL', applicationYear: 2023 }],
    ['', null],
    ['SUMMER', null],
    ['WINTER-2024', null],
    ['SCHOOL-24', null],
    ['SCHOOL-2024-1', null],
  ])('reads ?type=%j as %j', (value, expected) => {
    expect(parseSiteTypeFilter(value)).toEqual(expected);
  });
});
