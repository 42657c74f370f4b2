import { describe, expect, it } from 'vitest';
import { listPage, type ListPageRequest } from './list-page.ts';
import { ORGANIZATION_LIST, type OrganizationListRow } from './organization-list.ts';

const org = (name: string, more: Partial<OrganizationListRow> = {}): OrganizationListRow => ({
  name,
  returning: 'N/A',
  ...more,
});

const rows: OrganizationListRow[] = [
  org('Hope Pantry', { einNumber: '12-3456789', county: 'HARRIS', contactName: 'Ada Lee' }),
  org('Able Shelter', { einNumber: '98-7654321', deletedAt: '2024-05-01T00:00:00Z' }),
  org('City Kitchen', { county: 'GALVESTON' }),
];

const names = (request: ListPageRequest) =>
  listPage(rows, ORGANIZATION_LIST, request).rows.map((r) => r.name);

describe('ORGANIZATION_LIST (issue 18, as the sites list)', () => {
  it.each<[string, ListPageRequest, string[]]>([
    ['by name, Archived No', {}, ['City Kitchen', 'Hope Pantry']],
    ['the EIN as shown', { search: '12-345' }, ['Hope Pantry']],
    ['the EIN as bare digits', { search: '123456789' }, ['Hope Pantry']],
    ['the county', { search: 'galveston' }, ['City Kitchen']],
    ['the contact', { search: 'ada' }, ['Hope Pantry']],
    [
      'EIN descending, blanks last, Show All',
      { sort: 'einNumber', direction: 'desc', filters: [{ key: 'archived', value: 'all' }] },
      ['Able Shelter', 'Hope Pantry', 'City Kitchen'],
    ],
  ])('%s', (_, request, expected) => {
    expect(names(request)).toEqual(expected);
  });
});
