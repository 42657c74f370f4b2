import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES, PROGRAMS_BY_KEY, SITE_LIST } from '@portal/domain';
import { EXPORT_FAILED_MESSAGE } from '../../../components/export-button';
import { createApolloClient } from '../../../lib/apollo-client';
import type { SheetData } from '../../../lib/spreadsheet';
import { toast } from '../../../lib/toast-store';
import { fakeLink } from '../../../test/fake-link';
import type { FakeLink } from '../../../test/fake-link';
import { fakeListPage, firstPage } from '../../../test/fake-list-page';
import SitesPage from './sites-page';
import { site, siteApplication, siteMember } from './sites-list-fixtures';
import type { SiteRow } from './sites-list-fixtures';

const spreadsheet = vi.hoisted(() => ({
  writeWorkbook: vi.fn<(sheets: readonly SheetData[]) => Promise<Blob>>(),
  downloadBlob: vi.fn<(blob: Blob, fileName: string) => void>(),
}));
vi.mock('../../../lib/spreadsheet', () => spreadsheet);

const program = PROGRAMS_BY_KEY.kidsCafe;

/** A row as the API sends it, with the type names the cache expects. */
const wire = (row: SiteRow) => ({
  __typename: 'AdminSiteListRow',
  ...row,
  primaryPointOfContact: row.primaryPointOfContact && {
    __typename: 'SiteMember',
    ...row.primaryPointOfContact,
  },
  secondaryPointOfContact: row.secondaryPointOfContact && {
    __typename: 'SiteMember',
    ...row.secondaryPointOfContact,
  },
  applications: row.applications.map((a) => ({ __typename: 'AdminSiteApplication', ...a })),
});

const SITES: SiteRow[] = [
  site({
    siteId: 1,
    name: 'Sunshine Learning Center',
    applications: [
      siteApplication({ applicationKidsCafeId: 11, status: 'PENDING' }),
      siteApplication({
        applicationKidsCafeId: 12,
        type: 'SCHOOL',
        applicationYearDisplayed: 2024,
      }),
    ],
  }),
  site({
    siteId: 2,
    name: 'Adams Head Start',
    address1: '5 Oak Ave',
    city: 'Pasadena',
    zip: '77506',
    county: 'GALVESTON',
    programStatus: 'WAITLISTED',
    returning: 'N/A',
    contactName: 'Alex Adams',
    contactEmail: 'alex@adams.example',
    contactPhone: '2815550123',
    primaryPointOfContact: siteMember({ fullName: 'Alex Adams', email: 'alex@adams.example' }),
  }),
  site({
    siteId: 3,
    name: 'Bowie Afterschool',
    deletedAt: '2025-01-01T00:00:00.000Z',
    applications: [siteApplication({ applicationKidsCafeId: 31, status: 'DENIED' })],
  }),
  site({
    siteId: 4,
    name: 'Carver (East) Kids',
    programStatus: null,
    contactName: null,
    contactEmail: null,
    contactPhone: null,
    primaryPointOfContact: null,
    secondaryPointOfContact: null,
  }),
];

const listResult = (rows: SiteRow[] = SITES) => ({ data: { sites: rows.map(wire) } });

/** The sitesKidsCafePage the server gives for the variables, over `rows`. */
const pageOf =
  (rows: SiteRow[] = SITES) =>
  (variables: Record<string, unknown>) =>
    fakeListPage('AdminSiteListPage', rows.map(wire), SITE_LIST, variables.page);

const FIRST_PAGE = firstPage('name', { archived: 'no' });

function renderPage(link: FakeLink, path = '/kids-cafe/sites') {
  const router = createMemoryRouter(
    [
      { path: '/kids-cafe/sites', element: <SitesPage program={program} /> },
      { path: '/kids-cafe/sites/:id', element: <h1>Site detail</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={createApolloClient(link)}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { router, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Sites' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const column = (t: HTMLElement, index: number) =>
  bodyRows(t).map((row) => within(row).getAllByRole('cell')[index]!.textContent);

describe('Admin Kids Cafe sites list', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it('lists every site by name with the spec columns, archived ones hidden', async () => {
    const link = fakeLink({ SitePage: pageOf() });
    renderPage(link);
    screen.getByRole('heading', { level: 2, name: 'Sites' });
    expect(document.title).toBe('Sites | Kids Cafe | Partner Portal');
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Site',
      'Address',
      'County',
      'Program Status',
      'Contact Name',
      'Contact Email',
      'Contact Phone',
      'Returning',
      'Archived',
    ]);
    expect(within(t).getByRole('columnheader', { name: 'Site' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(
      bodyRows(t).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'Adams Head Start',
        '5 Oak Ave, Pasadena, 77506',
        'Galveston',
        'Waitlisted',
        'Alex Adams',
        'alex@adams.example',
        '281-555-0123',
        'N/A',
        'No',
      ],
      ['Carver (East) Kids', '100 Main St, Houston, 77002', 'Harris', '', '', '', '', 'Yes', 'No'],
      [
        'Sunshine Learning Center',
        '100 Main St, Houston, 77002',
        'Harris',
        'Active',
        'Casey Contact',
        'casey@site.example',
        '713-555-0100',
        'Yes',
        'No',
      ],
    ]);
    expect(within(t).getByRole('link', { name: 'Adams Head Start' }).getAttribute('href')).toBe(
      '/kids-cafe/sites/2',
    );
    expect(screen.getByRole('combobox', { name: 'Archived' })).toHaveProperty('value', 'no');
    // Every site by default: no type, no year.
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveProperty('value', '');
    // The first page of the default view: by name, Archived No, 25 rows.
    expect(link.calls[0]).toMatchObject({
      operationName: 'SitePage',
      variables: { type: null, applicationYear: null, page: FIRST_PAGE },
    });
  });

  it('filters by type and application year, kept in the URL, Summer shown as year+1', async () => {
    const link = fakeLink({
      SitePage: (variables) => pageOf(variables.type === 'SUMMER' ? [SITES[0]!] : SITES)(variables),
    });
    const { router, user } = renderPage(link);
    await table();
    const type = screen.getByRole('combobox', { name: 'Type' });
    const labels = within(type)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels[0]).toBe('All Sites');
    expect(labels).toContain('School Year 2024');
    expect(labels).toContain('Summer 2025');

    await user.selectOptions(type, 'Summer 2025');
    expect(router.state.location.search).toBe('?type=SUMMER-2024');
    await waitFor(async () =>
      expect(column(await table(), 0)).toEqual(['Sunshine Learning Center']),
    );
    expect(link.calls.at(-1)).toMatchObject({
      operationName: 'SitePage',
      variables: { type: 'SUMMER', applicationYear: 2024, page: FIRST_PAGE },
    });

    await user.selectOptions(type, 'All Sites');
    expect(router.state.location.search).toBe('');
  });

  it('restores the type, search and filters from the URL', async () => {
    const link = fakeLink({ SitePage: pageOf() });
    renderPage(link, '/kids-cafe/sites?type=SCHOOL-2023&q=bowie&f_archived=all');
    const t = await table();
    expect(column(t, 0)).toEqual(['Bowie Afterschool']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'bowie');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveProperty('value', 'SCHOOL-2023');
    expect(link.calls[0]!.variables).toEqual({
      type: 'SCHOOL',
      applicationYear: 2023,
      page: { ...firstPage('name', { archived: 'all' }), search: 'bowie' },
    });
  });

  it('searches names, addresses, counties and the contact, lowercased and trimmed, literally', async () => {
    const link = fakeLink({ SitePage: pageOf() });
    const { user } = renderPage(link);
    const t = await table();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    // The server's answer for the text as typed replaces the page.
    const find = async (text: string, expected: string[]) => {
      await user.clear(box);
      await user.type(box, text);
      await waitFor(() => expect(column(t, 0)).toEqual(expected));
    };
    await find('  ALEX@ADAMS ', ['Adams Head Start']);
    await find('galveston', ['Adams Head Start']);
    await find('713-555-0100', ['Sunshine Learning Center']);
    await find('(east', ['Carver (East) Kids']);
    await find('*', [MESSAGES.noResults]);
    expect(link.calls.at(-1)!.variables.page).toMatchObject({ search: '*', offset: 0 });
  });

  it('filters archived sites: No by default, then Yes and Show All', async () => {
    const link = fakeLink({ SitePage: pageOf() });
    const { user } = renderPage(link);
    const t = await table();
    const archived = screen.getByRole('combobox', { name: 'Archived' });
    await user.selectOptions(archived, 'Yes');
    await waitFor(() => expect(column(t, 0)).toEqual(['Bowie Afterschool']));
    await user.selectOptions(archived, 'Show All');
    await waitFor(() => expect(column(t, 0)).toHaveLength(4));
  });

  it('opens the site when a row is clicked', async () => {
    const link = fakeLink({ SitePage: pageOf() });
    const { router, user } = renderPage(link);
    const t = await table();
    await user.click(within(bodyRows(t)[0]!).getByText('Galveston'));
    expect(router.state.location.pathname).toBe('/kids-cafe/sites/2');
    screen.getByRole('heading', { name: 'Site detail' });
  });

  it('opens Add a Site from the Add Site link', async () => {
    const link = fakeLink({ SitePage: pageOf() });
    const { router, user } = renderPage(link);
    await table();
    const add = screen.getByRole('link', { name: 'Add Site' });
    expect(add.getAttribute('href')).toBe('/kids-cafe/sites/new');
    await user.click(add);
    expect(router.state.location.pathname).toBe('/kids-cafe/sites/new');
    screen.getByRole('heading', { name: 'Site detail' });
  });

  it('exports one row per application of the sites shown, loaded when Export is clicked', async () => {
    spreadsheet.writeWorkbook.mockResolvedValue(new Blob(['x']));
    const link = fakeLink({
      SitePage: pageOf(),
      SiteExport: () => listResult(),
    });
    const { user } = renderPage(link, '/kids-cafe/sites?type=SUMMER-2024');
    await table();
    expect(link.calls.some((c) => c.operationName === 'SiteExport')).toBe(false);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'houston');
    await waitFor(async () => expect(column(await table(), 0)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(spreadsheet.downloadBlob).toHaveBeenCalled());
    expect(link.calls.find((c) => c.operationName === 'SiteExport')!.variables).toEqual({
      type: 'SUMMER',
      applicationYear: 2024,
    });
    expect(spreadsheet.downloadBlob.mock.calls[0]![1]).toBe('sites.xlsx');
    const [[sheet]] = spreadsheet.writeWorkbook.mock.calls[0]! as [SheetData[]];
    expect(sheet!.name).toBe('Sites');
    const header = (name: string) => sheet!.columns.findIndex((c) => c.header === name);
    // Carver (no application: one row) and Sunshine (two); Adams is in Pasadena, Bowie archived.
    expect(
      sheet!.rows.map((row) => [
        row[0],
        row[header('Application Type')],
        row[header('Application Status')],
        row[header('Secondary Contact Name')],
      ]),
    ).toEqual([
      ['Carver (East) Kids', null, null, null],
      ['Sunshine Learning Center', 'Summer', 'Pending', 'Sam Second'],
      ['Sunshine Learning Center', 'School Year', 'Approved', 'Sam Second'],
    ]);
  });

  it('warns and writes nothing when the export rows cannot be loaded', async () => {
    const link = fakeLink({
      SitePage: pageOf(),
      SiteExport: () => ({ errors: [{ message: MESSAGES.notFound }] }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderPage(link);
    await table();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(toast.list().map((t) => t.message)).toContain(EXPORT_FAILED_MESSAGE),
    );
    expect(spreadsheet.writeWorkbook).not.toHaveBeenCalled();
  });

  it("shows 'No Results' in the table when there are no sites", async () => {
    renderPage(fakeLink({ SitePage: pageOf([]) }));
    within(await table()).getByText(MESSAGES.noResults);
  });

  it("shows 'Error' and 'There was an error loading' when the list cannot be loaded", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage(fakeLink({ SitePage: () => ({ errors: [{ message: MESSAGES.notFound }] }) }));
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByText(MESSAGES.loadingErrorText);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
