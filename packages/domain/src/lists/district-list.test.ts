import { describe, expect, it } from 'vitest';
import { DISTRICT_LIST, type DistrictListRow } from './district-list.ts';
import { listPage, type ListPageRequest } from './list-page.ts';

const rows: DistrictListRow[] = [
  { name: 'North ISD', schoolCount: 12 },
  { name: 'aldine ISD', schoolCount: 3 },
  { name: 'Old ISD', schoolCount: 0, deletedAt: new Date('2024-01-01T00:00:00Z') },
  { name: 'Katy ISD', schoolCount: 40 },
];

const names = (request: ListPageRequest) =>
  listPage(rows, DISTRICT_LIST, request).rows.map((r) => r.name);

describe('DISTRICT_LIST (spec 3 §2 districts)', () => {
  it.each<[string, ListPageRequest, string[]]>([
    ['by name, Archived No', {}, ['aldine ISD', 'Katy ISD', 'North ISD']],
    ['Archived Yes', { filters: [{ key: 'archived', value: 'yes' }] }, ['Old ISD']],
    ['by name only', { search: ' ALDINE ' }, ['aldine ISD']],
    ['the school count is not searched', { search: '40' }, []],
    [
      'schools as numbers, descending',
      { sort: 'schools', direction: 'desc' },
      ['Katy ISD', 'North ISD', 'aldine ISD'],
    ],
  ])('%s', (_, request, expected) => {
    expect(names(request)).toEqual(expected);
  });
});
