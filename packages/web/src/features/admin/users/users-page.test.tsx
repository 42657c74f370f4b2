import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import type { SheetData } from '../../../lib/spreadsheet';
import { fakeLink } from '../../../test/fake-link';
import {
  BUSH,
  CARVER,
  HOPE,
  KATY,
  OAK,
  SUNNY,
  educator,
  kidsCafe,
  program,
  renderUsers,
  usersPageOf,
} from './user-test-utils';

const spreadsheet = vi.hoisted(() => ({
  writeWorkbook: vi.fn<(sheets: readonly SheetData[]) => Promise<Blob>>(),
  downloadBlob: vi.fn<(blob: Blob, fileName: string) => void>(),
}));
vi.mock('../../../lib/spreadsheet', () => spreadsheet);

const ROWS = [
  educator(),
  educator({
    id: '41',
    educatorId: 41,
    firstName: 'Ann',
    lastName: 'Baker',
    email: 'ann@katy.example',
    phone: null,
    schools: [KATY],
  }),
  educator({
    id: '42',
    educatorId: 42,
    firstName: 'Zed',
    lastName: 'Adams',
    email: 'zed@old.example',
    schools: [],
    deletedAt: '2024-01-01T00:00:00.000Z',
  }),
  educator({
    id: '43',
    educatorId: 43,
    firstName: 'Cy',
    lastName: 'cole',
    email: 'cy+test@x.example',
    phone: '713-555-0199',
    schools: [CARVER, BUSH],
  }),
];

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const render = () =>
  renderUsers(`${program.url}/users`, fakeLink({ EducatorUsersPage: usersPageOf(ROWS) }));

// Every test: no React or Apollo error on the console.
let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe('Users list', () => {
  it('lists live users by last name, each linking to its profile', async () => {
    render();
    screen.getByRole('heading', { level: 2, name: 'Users' });
    await screen.findByRole('table', { name: 'Users' });
    expect(bodyRows()).toEqual([
      ['Baker', 'Ann', 'ann@katy.example', '', 'Katy Junior High', 'No'],
      ['cole', 'Cy', 'cy+test@x.example', '713-555-0199', 'Carver High, Bush Elementary', 'No'],
      [
        'Lopez',
        'Maria',
        'maria@school.example',
        '713-555-0100',
        'Bush Elementary, Carver High',
        'No',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Lopez' }).getAttribute('href')).toBe(
      '/school-market/users/40',
    );
    expect(screen.getByRole('link', { name: 'Add a User' }).getAttribute('href')).toBe(
      '/school-market/users/new',
    );
    screen.getByRole('button', { name: 'Export' });
  });

  it('searches names, email, phone and school names, case-insensitive and literal', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('table', { name: 'Users' });
    const search = screen.getByLabelText('Search');
    // The server's answer for the text as typed replaces the page.
    const find = async (text: string, expected: unknown[]) => {
      await user.clear(search);
      await user.type(search, text);
      await waitFor(() => expect(bodyRows().map((row) => row[0])).toEqual(expected));
    };
    await find('CARVER', ['cole', 'Lopez']);
    await find('  CY+TEST ', ['cole']);
    await find('555-0100', ['Lopez']);
    await find('7135550199', ['cole']);
    await find('zed', [MESSAGES.noResults]);
    await user.selectOptions(screen.getByLabelText('Deleted'), 'Yes');
    await waitFor(() =>
      expect(bodyRows().map((row) => [row[0], row[5]])).toEqual([['Adams', 'Yes']]),
    );
  });

  it('pages 25 users at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) =>
      educator({
        id: String(100 + i),
        educatorId: 100 + i,
        lastName: `Name${String(i).padStart(2, '0')}`,
      }),
    );
    renderUsers(`${program.url}/users`, fakeLink({ EducatorUsersPage: usersPageOf(many) }));
    await screen.findByRole('table', { name: 'Users' });
    expect(bodyRows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(bodyRows().map((row) => row[0])).toEqual([
        'Name25',
        'Name26',
        'Name27',
        'Name28',
        'Name29',
      ]),
    );
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows 'Error' when the list cannot be loaded", async () => {
    renderUsers(
      `${program.url}/users`,
      fakeLink({ EducatorUsersPage: () => ({ errors: [{ message: 'boom' }] }) }),
    );
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('Users list of the Kids Cafe area', () => {
  const SITE_ROWS = [
    educator({ sites: [SUNNY, HOPE], schools: [BUSH] }),
    educator({
      id: '41',
      educatorId: 41,
      firstName: 'Ann',
      lastName: 'Baker',
      email: 'ann@site.example',
      sites: [OAK],
      schools: [],
    }),
    educator({ id: '43', educatorId: 43, firstName: 'Cy', lastName: 'Cole', sites: [] }),
    educator({
      id: '42',
      educatorId: 42,
      firstName: 'Zed',
      lastName: 'Adams',
      sites: [HOPE],
      deletedAt: '2024-01-01T00:00:00.000Z',
    }),
  ];
  const renderSites = () =>
    renderUsers(
      `${kidsCafe.url}/users`,
      fakeLink({ EducatorUsersPage: usersPageOf(SITE_ROWS) }),
      kidsCafe,
    );
  it('shows each account with its sites instead of schools', async () => {
    renderSites();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.trim()),
    ).toEqual(expect.arrayContaining(['Sites', 'Deleted']));
    expect(within(table).queryByRole('columnheader', { name: /Schools/ })).toBeNull();
    expect(bodyRows()).toEqual([
      ['Baker', 'Ann', 'ann@site.example', '713-555-0100', 'Oak Park After School', 'No'],
      ['Cole', 'Cy', 'maria@school.example', '713-555-0100', '', 'No'],
      [
        'Lopez',
        'Maria',
        'maria@school.example',
        '713-555-0100',
        'Sunny Days Child Care, Hope Head Start',
        'No',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Lopez' }).getAttribute('href')).toBe(
      '/kids-cafe/users/40',
    );
  });

  it('filters by Site (the sites the users hold, by name) and Deleted, and searches site names', async () => {
    const user = userEvent.setup();
    renderSites();
    await screen.findByRole('table', { name: 'Users' });
    const siteFilter = screen.getByLabelText('Site');
    expect(
      within(siteFilter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Show All', 'Hope Head Start', 'Oak Park After School', 'Sunny Days Child Care']);
    expect(siteFilter).toHaveProperty('value', 'all');

    await user.selectOptions(siteFilter, 'Hope Head Start');
    await waitFor(() => expect(bodyRows().map((row) => row[0])).toEqual(['Lopez']));
    await user.selectOptions(screen.getByLabelText('Deleted'), 'Show All');
    await waitFor(() => expect(bodyRows().map((row) => row[0])).toEqual(['Adams', 'Lopez']));

    await user.selectOptions(siteFilter, 'Show All');
    await user.type(screen.getByLabelText('Search'), 'oak park');
    await waitFor(() => expect(bodyRows().map((row) => row[0])).toEqual(['Baker']));
    await user.clear(screen.getByLabelText('Search'));
    // The schools are not what this area shows, nor what it searches.
    await user.type(screen.getByLabelText('Search'), 'bush');
    await waitFor(() => expect(bodyRows()).toEqual([[MESSAGES.noResults]]));
  });

  it("exports the accounts of the table's view (all pages), loaded when Export is clicked", async () => {
    spreadsheet.writeWorkbook.mockResolvedValue(new Blob(['x']));
    const user = userEvent.setup();
    const link = fakeLink({
      EducatorUsersPage: usersPageOf(SITE_ROWS),
      EducatorUsers: () => ({ data: { educatorUsers: SITE_ROWS } }),
    });
    renderUsers(`${kidsCafe.url}/users?f_site=${HOPE.siteId}&f_deleted=all`, link, kidsCafe);
    await waitFor(() => expect(bodyRows().map((row) => row[0])).toEqual(['Adams', 'Lopez']));
    // The site chosen in the URL is asked for at once, before its option has arrived.
    expect(link.calls[0]!.variables).toMatchObject({
      holder: 'SITE',
      sites: true,
      schools: false,
      page: {
        filters: [
          { key: 'site', value: String(HOPE.siteId) },
          { key: 'deleted', value: 'all' },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(spreadsheet.downloadBlob).toHaveBeenCalled());
    const [[sheet]] = spreadsheet.writeWorkbook.mock.calls[0]! as [SheetData[]];
    expect(sheet!.rows.map((row) => row[1])).toEqual(['Adams', 'Lopez']);
  });

  it('has no Site filter in a school area', async () => {
    render();
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByLabelText('Site')).toBeNull();
  });
});
