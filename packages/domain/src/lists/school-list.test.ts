import { describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY } from '../programs.ts';
import { listPage, type ListPageRequest } from './list-page.ts';
import { schoolListSpec, type SchoolListFacts } from './school-list.ts';

const school = (name: string, facts: Partial<SchoolListFacts> = {}): SchoolListFacts => ({
  name,
  applications: [],
  ...facts,
});

const rows: SchoolListFacts[] = [
  school('Oak High', {
    programStatus: 'ACTIVE',
    principalEmail: 'pat@oak.example',
    applications: [{ status: 'APPROVED' }, { status: 'DENIED' }],
    foodSafetyExpirationDate: '03/01/2026',
  }),
  school('Elm Middle', {
    programStatus: 'INACTIVE',
    city: 'Katy',
    applications: [{ status: 'PENDING_PRINCIPAL' }],
    foodSafetyExpirationDate: '12/31/2025',
  }),
  school('Ash Elementary', { programStatus: 'WAITLISTED', deletedAt: new Date() }),
  school('Birch High', { programStatus: 'PENDING', districtName: 'Aldine ISD' }),
];

const spec = schoolListSpec(PROGRAMS_BY_KEY.backpackBuddy);
const names = (request: ListPageRequest) => listPage(rows, spec, request).rows.map((r) => r.name);

describe('schoolListSpec (spec 3 §2 "School lists")', () => {
  it.each<[string, ListPageRequest, string[]]>([
    ['by name, archived hidden', {}, ['Birch High', 'Elm Middle', 'Oak High']],
    [
      'Program Status by its label',
      { sort: 'programStatus', direction: 'desc' },
      ['Birch High', 'Elm Middle', 'Oak High'],
    ],
    [
      'Application Status: the newest application’s, blanks last',
      { sort: 'applicationStatus' },
      ['Oak High', 'Elm Middle', 'Birch High'],
    ],
    [
      'Food Safety: the earliest expiration first',
      { sort: 'foodSafety' },
      ['Elm Middle', 'Oak High', 'Birch High'],
    ],
    ['search in city, district and emails', { search: 'KATY' }, ['Elm Middle']],
    ['search in the district', { search: 'aldine' }, ['Birch High']],
    ['search in the principal’s email', { search: 'pat@oak' }, ['Oak High']],
    ['Archived Yes', { filters: [{ key: 'archived', value: 'yes' }] }, ['Ash Elementary']],
    [
      'Program Status filter',
      { filters: [{ key: 'programStatus', value: 'INACTIVE' }] },
      ['Elm Middle'],
    ],
    [
      'Application Status filter looks at the newest application only',
      { filters: [{ key: 'applicationStatus', value: 'DENIED' }] },
      [],
    ],
    [
      'a status the program does not use is the default (Show All)',
      { filters: [{ key: 'applicationStatus', value: 'PENDING' }] },
      ['Birch High', 'Elm Middle', 'Oak High'],
    ],
  ])('%s', (_, request, expected) => {
    expect(names(request)).toEqual(expected);
  });

  it('is one object per program, with the program’s statuses as options', () => {
    expect(schoolListSpec(PROGRAMS_BY_KEY.backpackBuddy)).toBe(spec);
    const market = schoolListSpec(PROGRAMS_BY_KEY.schoolMarket);
    const options = (s: typeof spec) =>
      s.filters?.find((f) => f.key === 'applicationStatus')?.options.map((o) => o.value);
    expect(options(market)).toEqual([...PROGRAMS_BY_KEY.schoolMarket.statuses]);
    expect(options(spec)).toEqual([...PROGRAMS_BY_KEY.backpackBuddy.statuses]);
  });
});
