import { describe, expect, it } from 'vitest';
import { searchText } from '../admin/search.ts';
import {
  LIST_PAGE_LIMITS,
  listPage,
  listPageRequestSchema,
  resolveListView,
  type ListPageRequest,
  type ListSpec,
} from './list-page.ts';

interface Row {
  name: string;
  city: string | null;
  archived: boolean;
}

const spec: ListSpec<Row> = {
  columns: [
    { key: 'name', value: (r) => r.name },
    { key: 'city', value: (r) => r.city },
    { key: 'note', value: () => 'x', sortable: false },
  ],
  searchText: (r) => searchText([r.name, r.city]),
  defaultSort: { key: 'name', direction: 'asc' },
  filters: [
    {
      key: 'archived',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
      defaultValue: 'no',
      test: (r, v) => r.archived === (v === 'yes'),
    },
  ],
};

const rows: Row[] = [
  { name: 'School 10', city: 'Austin', archived: false },
  { name: 'school 9', city: null, archived: false },
  { name: 'Alpha (East)', city: 'Bastrop', archived: true },
  { name: 'Beta', city: 'austin', archived: false },
];

const names = (request: ListPageRequest) => listPage(rows, spec, request).rows.map((r) => r.name);

describe('listPage (spec 3 §2 search, sort and filters, on the server and in the table)', () => {
  it.each<[string, ListPageRequest, string[]]>([
    [
      'default: name ascending, numeric, case-blind; Archived No',
      {},
      ['Beta', 'school 9', 'School 10'],
    ],
    ['descending', { sort: 'name', direction: 'desc' }, ['School 10', 'school 9', 'Beta']],
    [
      'blank values last in either direction',
      { sort: 'city', direction: 'desc' },
      ['School 10', 'Beta', 'school 9'],
    ],
    [
      'an unknown sort key falls back to the default',
      { sort: 'password' },
      ['Beta', 'school 9', 'School 10'],
    ],
    [
      'an unsortable column falls back to the default sort',
      { sort: 'note', direction: 'desc' },
      ['Beta', 'school 9', 'School 10'],
    ],
    ['search is lowercased and trimmed', { search: '  AUSTIN ' }, ['Beta', 'School 10']],
    [
      'search is literal, not a pattern',
      { search: '(east', filters: [{ key: 'archived', value: 'all' }] },
      ['Alpha (East)'],
    ],
    [
      'Show All',
      { filters: [{ key: 'archived', value: 'all' }] },
      ['Alpha (East)', 'Beta', 'school 9', 'School 10'],
    ],
    ['a filter value', { filters: [{ key: 'archived', value: 'yes' }] }, ['Alpha (East)']],
    [
      'an unknown filter value is the default',
      { filters: [{ key: 'archived', value: 'maybe' }] },
      ['Beta', 'school 9', 'School 10'],
    ],
    [
      'an unknown filter key is ignored',
      { filters: [{ key: 'secret', value: 'yes' }] },
      ['Beta', 'school 9', 'School 10'],
    ],
    ['a page', { offset: 1, limit: 1 }, ['school 9']],
    ['an offset beyond the end answers the last page', { offset: 50, limit: 2 }, ['School 10']],
  ])('%s', (_, request, expected) => {
    expect(names(request)).toEqual(expected);
  });

  it('counts every row the view keeps, all pages', () => {
    expect(listPage(rows, spec, { limit: 1 }).total).toBe(3);
    expect(listPage(rows, spec, { search: 'zzz' })).toEqual({ total: 0, rows: [], offset: 0 });
  });

  it('gives the same page again from the kept order (the rows array is the key)', () => {
    const first = listPage(rows, spec, { sort: 'city' });
    expect(listPage(rows, spec, { sort: 'city' })).toEqual(first);
  });

  it('defaults to a page of 25', () => {
    expect(resolveListView(spec, {}).limit).toBe(25);
  });
});

describe('listPageRequestSchema: every list argument has a maximum', () => {
  it.each<[string, ListPageRequest, boolean]>([
    ['empty', {}, true],
    ['the largest page', { limit: LIST_PAGE_LIMITS.limit }, true],
    ['a page too large', { limit: LIST_PAGE_LIMITS.limit + 1 }, false],
    ['no rows', { limit: 0 }, false],
    ['a negative offset', { offset: -1 }, false],
    ['a search too long', { search: 'a'.repeat(LIST_PAGE_LIMITS.search + 1) }, false],
    [
      'too many filters',
      { filters: Array.from({ length: 11 }, (_, i) => ({ key: `k${i}`, value: 'v' })) },
      false,
    ],
  ])('%s', (_, request, ok) => {
    expect(listPageRequestSchema.safeParse(request).success).toBe(ok);
  });
});
