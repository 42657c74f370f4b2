import { describe, expect, it } from 'vitest';
import { listPage, type ListPageRequest } from './list-page.ts';
import {
  userHolderOptions,
  userListSpec,
  userListSpecFor,
  type UserHolderKind,
  type UserListRow,
} from './user-list.ts';

const rows: UserListRow[] = [
  {
    firstName: 'Ada',
    lastName: 'Zane',
    email: 'ada@example.org',
    phone: '7135550101',
    schools: [{ schoolId: 1, name: 'Lee High' }],
    sites: [{ siteId: 7, name: 'Oak Kids' }],
  },
  {
    firstName: 'Bo',
    lastName: 'adams',
    email: 'bo@example.org',
    sites: [
      { siteId: 8, name: 'elm Kids' },
      { siteId: 7, name: 'Oak Kids' },
    ],
    organizations: [{ organizationId: 3, name: 'Hope Pantry' }],
  },
  { firstName: 'Cy', lastName: 'Moss', email: 'cy@example.org', deletedAt: new Date() },
];

const names = (kind: UserHolderKind, request: ListPageRequest) =>
  listPage(rows, userListSpecFor(rows, kind), request).rows.map((r) => r.firstName);

describe('users list (spec 3 §2 Users)', () => {
  it.each<[string, UserHolderKind, ListPageRequest, string[]]>([
    ['by last name, Deleted No', 'school', {}, ['Bo', 'Ada']],
    ['Deleted Yes', 'school', { filters: [{ key: 'deleted', value: 'yes' }] }, ['Cy']],
    ['the phone as bare digits', 'school', { search: '7135550101' }, ['Ada']],
    ['the phone as shown', 'school', { search: '713-555' }, ['Ada']],
    ['the schools are searched in the schools area', 'school', { search: 'lee high' }, ['Ada']],
    ['not in the Kids Cafe area', 'site', { search: 'lee high' }, []],
    ['the sites there', 'site', { search: 'elm' }, ['Bo']],
    ['the Site filter', 'site', { filters: [{ key: 'site', value: '7' }] }, ['Bo', 'Ada']],
    [
      'a site nobody holds is Show All',
      'site',
      { filters: [{ key: 'site', value: '99' }] },
      ['Bo', 'Ada'],
    ],
    [
      'the Organization filter',
      'organization',
      { filters: [{ key: 'organization', value: '3' }] },
      ['Bo'],
    ],
    [
      'the sites column sorts by the names joined',
      'site',
      { sort: 'sites', direction: 'desc' },
      ['Ada', 'Bo'],
    ],
  ])('%s', (_, kind, request, expected) => {
    expect(names(kind, request)).toEqual(expected);
  });

  it('offers the held sites once each, by name; schools have no filter', () => {
    expect(userHolderOptions(rows, 'site')).toEqual([
      { value: '8', label: 'elm Kids' },
      { value: '7', label: 'Oak Kids' },
    ]);
    expect(userListSpec('school', []).filters?.map((f) => f.key)).toEqual(['deleted']);
  });

  it('keeps one spec per rows array and kind', () => {
    expect(userListSpecFor(rows, 'site')).toBe(userListSpecFor(rows, 'site'));
  });
});
