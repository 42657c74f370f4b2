import { describe, expect, it } from 'vitest';
import { listPage, type ListPageRequest } from './list-page.ts';
import { SITE_LIST, type SiteListRow } from './site-list.ts';

const site = (name: string, more: Partial<SiteListRow> = {}): SiteListRow => ({
  name,
  returning: 'N/A',
  ...more,
});

const rows: SiteListRow[] = [
  site('Oak Kids', {
    address1: '1 Oak St',
    city: 'Houston',
    zip: '77001',
    county: 'HARRIS',
    programStatus: 'WAITLISTED',
    contactName: 'Pia Park',
    contactEmail: 'pia@example.org',
    contactPhone: '7135550101',
    returning: 'Yes',
  }),
  site('elm Kids', { county: 'FORT_BEND', programStatus: 'ACTIVE', returning: 'No' }),
  site('Ash Kids', { deletedAt: new Date('2024-01-01T00:00:00Z'), county: 'HARRIS' }),
  site('Bay Kids 10', { programStatus: 'PENDING' }),
  site('Bay Kids 9'),
];

const names = (request: ListPageRequest) =>
  listPage(rows, SITE_LIST, request).rows.map((r) => r.name);

describe('SITE_LIST (spec 3 §2 Kids Cafe sites)', () => {
  it.each<[string, ListPageRequest, string[]]>([
    ['by name, Archived No', {}, ['Bay Kids 9', 'Bay Kids 10', 'elm Kids', 'Oak Kids']],
    ['archived only', { filters: [{ key: 'archived', value: 'yes' }] }, ['Ash Kids']],
    ['the county as shown', { search: 'fort bend' }, ['elm Kids']],
    ['the address as shown', { search: 'houston, 77001' }, ['Oak Kids']],
    ['the contact phone as shown', { search: '713-555-0101' }, ['Oak Kids']],
    ['the contact email', { search: ' PIA@EXAMPLE.org ' }, ['Oak Kids']],
    [
      'program status by its label, blanks last',
      { sort: 'programStatus' },
      ['elm Kids', 'Bay Kids 10', 'Oak Kids', 'Bay Kids 9'],
    ],
    [
      'returning descending',
      { sort: 'returning', direction: 'desc', filters: [{ key: 'archived', value: 'all' }] },
      ['Oak Kids', 'elm Kids', 'Ash Kids', 'Bay Kids 10', 'Bay Kids 9'],
    ],
  ])('%s', (_, request, expected) => {
    expect(names(request)).toEqual(expected);
  });
});
