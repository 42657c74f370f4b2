import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES, PROGRAMS_BY_KEY, schoolListSpec } from '@portal/domain';
import { fakeListPage } from '../../../test/fake-list-page';
import type { ProgramKey } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { toast } from '../../../lib/toast-store';
import type { SheetData } from '../../../lib/spreadsheet';
import { fakeLink } from '../../../test/fake-link';
import type { FakeLink } from '../../../test/fake-link';
import { EXPORT_FAILED_MESSAGE } from '../../../components/export-button';
import { BACKPACK_BUDDY_SCHOOL_LIST } from '../../../programs/backpack-buddy/bindings';
import { SCHOOL_MARKET_SCHOOL_LIST } from '../../../programs/school-market/bindings';
import { TEACHERS_AID_SCHOOL_LIST } from '../../../programs/teachers-aid/bindings';
import SchoolsPage from './schools-page';
import type { SchoolExportRow, SchoolListBinding } from './schools.queries';
import { application, school } from './schools-list-fixtures';

const spreadsheet = vi.hoisted(() => ({
  writeWorkbook: vi.fn<(sheets: readonly SheetData[]) => Promise<Blob>>(),
  downloadBlob: vi.fn<(blob: Blob, fileName: string) => void>(),
}));
vi.mock('../../../lib/spreadsheet', () => spreadsheet);

/** Backpack Buddy's own list fields (its Food Safety column) by school: Adams Middle's expired. */
const FOOD_SAFETY: Record<
  number,
  { foodSafetyCertificate: string; foodSafetyExpirationDate: string }
> = { 2: { foodSafetyCertificate: 'EXPIRED', foodSafetyExpirationDate: '01/15/2020' } };

/** A row as the API sends it, with the type names the cache expects. */
const wire = (row: SchoolExportRow) => ({
  __typename: 'AdminSchoolListRow',
  foodSafetyCertificate: 'NONE',
  foodSafetyExpirationDate: null,
  ...FOOD_SAFETY[row.schoolId],
  ...row,
  applications: row.applications.map((a) => ({ __typename: 'AdminSchoolListApplication', ...a })),
});

const TERMS = {
  data: {
    programTerms: [
      { __typename: 'ProgramTerm', termId: 102, termFormattedShort: 'SY 25-26' },
      { __typename: 'ProgramTerm', termId: 101, termFormattedShort: 'SU 25' },
    ],
  },
};

const SCHOOLS: SchoolExportRow[] = [
  school({
    schoolId: 1,
    name: 'Lincoln Elementary',
    programId: 'BB-1',
    programStatus: 'ACTIVE',
    applications: [application({ applicationId: 11, status: 'PENDING_PRINCIPAL' }), application()],
  }),
  school({
    schoolId: 2,
    name: 'Adams Middle',
    programId: 'BB-2',
    districtName: 'Pasadena ISD',
    city: 'Pasadena',
    programStatus: 'WAITLISTED',
    returning: 'N/A',
    principalName: 'Alex Adams',
    principalEmail: 'alex@adams.example',
    contactName: null,
    contactEmail: null,
  }),
  school({
    schoolId: 3,
    name: 'Bowie High',
    programId: 'BB-3',
    deletedAt: '2025-01-01T00:00:00.000Z',
    applications: [application({ applicationId: 31, status: 'DENIED' })],
  }),
  school({
    schoolId: 4,
    name: 'Carver (East) Academy',
    programId: 'BB-4',
    programStatus: 'ACTIVE',
    contactName: 'Morgan Lee',
    contactEmail: 'morgan@carver.example',
    applications: [application({ applicationId: 41, status: 'APPROVED' })],
  }),
];

const listResult = (rows: SchoolExportRow[] = SCHOOLS) => ({ data: { schools: rows.map(wire) } });

/**
 * A fake `…Page` field over `rows`: the page the server gives, worked out by the domain's
 * listPage and the program's spec, as packages/server's school-list-page.ts does.
 */
const pageOf =
  (rows: SchoolExportRow[] = SCHOOLS, programKey: SchoolProgramKey = 'backpackBuddy') =>
  (variables: Record<string, unknown>) =>
    fakeListPage(
      'AdminSchoolListPage',
      rows.map(wire),
      schoolListSpec(PROGRAMS_BY_KEY[programKey]),
      variables.page,
    );

/** The page argument of the first view: the spec's defaults resolved. */
const FIRST_PAGE = {
  search: null,
  sort: 'name',
  direction: 'ASC',
  filters: [
    { key: 'archived', value: 'no' },
    { key: 'programStatus', value: 'all' },
    { key: 'applicationStatus', value: 'all' },
  ],
  offset: 0,
  limit: 25,
};

/** The binding each school program's web module gives the list. */
const BINDINGS: Record<SchoolProgramKey, SchoolListBinding> = {
  backpackBuddy: BACKPACK_BUDDY_SCHOOL_LIST,
  schoolMarket: SCHOOL_MARKET_SCHOOL_LIST,
  teachersAid: TEACHERS_AID_SCHOOL_LIST,
};
type SchoolProgramKey = Extract<ProgramKey, 'backpackBuddy' | 'schoolMarket' | 'teachersAid'>;

function renderPage(
  link: FakeLink,
  { path, programKey = 'backpackBuddy' }: { path?: string; programKey?: SchoolProgramKey } = {},
) {
  const program = PROGRAMS_BY_KEY[programKey];
  const binding = BINDINGS[programKey];
  const router = createMemoryRouter(
    [
      {
        path: `${program.url}/schools`,
        element: <SchoolsPage program={program} binding={binding} />,
      },
      { path: `${program.url}/schools/:id`, element: <h1>School detail</h1> },
    ],
    { initialEntries: [path ?? `${program.url}/schools`] },
  );
  render(
    <ApolloProvider client={createApolloClient(link)}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { router, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Schools' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const column = (t: HTMLElement, index: number) =>
  bodyRows(t).map((row) => within(row).getAllByRole('cell')[index]!.textContent);

describe('Admin school list', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it('lists the schools by name with the spec columns, archived ones hidden', async () => {
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageBackpackBuddy: pageOf(),
    });
    renderPage(link);
    screen.getByRole('heading', { level: 2, name: 'Schools' });
    expect(document.title).toBe('Schools | Backpack Buddy | Partner Portal');
    screen.getByText('Loading');
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Name',
      'Backpack Buddy ID',
      'District',
      'Program Status',
      'Application Status',
      'Returning',
      'Principal',
      'Contact',
      'Food Safety',
      'Archived',
    ]);
    expect(within(t).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
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
        'Adams Middle',
        'BB-2',
        'Pasadena ISD',
        'Waitlisted',
        '',
        'N/A',
        'Alex Adams',
        '',
        'Expired 01/15/2020',
        'No',
      ],
      [
        'Carver (East) Academy',
        'BB-4',
        'Houston ISD',
        'Active',
        'Approved',
        'Yes',
        'Pat Principal',
        'Morgan Lee',
        'No certificate',
        'No',
      ],
      [
        'Lincoln Elementary',
        'BB-1',
        'Houston ISD',
        'Active',
        // The newest application's status.
        'Pending Principal Signature',
        'Yes',
        'Pat Principal',
        'Casey Coordinator',
        'No certificate',
        'No',
      ],
    ]);
    expect(within(t).getByRole('link', { name: 'Lincoln Elementary' }).getAttribute('href')).toBe(
      '/backpack-buddy/schools/1',
    );
    expect(screen.getByRole('combobox', { name: 'Archived' })).toHaveProperty('value', 'no');
    const lists = link.calls.filter((c) => c.operationName === 'SchoolListPageBackpackBuddy');
    expect(lists[0]!.variables).toEqual({ termId: null, page: FIRST_PAGE });
    // The full list is for the export only.
    expect(link.calls.some((c) => c.operationName === 'SchoolExportBackpackBuddy')).toBe(false);
    expect(link.calls.find((c) => c.operationName === 'SchoolListTerms')!.variables).toEqual({
      programName: 'BACKPACK_BUDDY',
    });
  });

  it('offers Select Term: and the terms by short label, and keeps the chosen term in the URL', async () => {
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageBackpackBuddy: (variables) =>
        pageOf(variables.termId === 101 ? [SCHOOLS[0]!] : SCHOOLS)(variables),
    });
    const { router, user } = renderPage(link);
    const term = screen.getByRole('combobox', { name: 'Term' });
    await waitFor(() =>
      expect(
        within(term)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select Term:', 'SY 25-26', 'SU 25']),
    );
    expect(term).toHaveProperty('value', '');
    await table();

    await user.selectOptions(term, 'SU 25');
    expect(router.state.location.search).toBe('?term=101');
    await waitFor(async () => expect(column(await table(), 0)).toEqual(['Lincoln Elementary']));
    expect(link.calls.at(-1)).toMatchObject({
      operationName: 'SchoolListPageBackpackBuddy',
      variables: { termId: 101, page: FIRST_PAGE },
    });
  });

  it('restores the term, search and filters from the URL', async () => {
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageBackpackBuddy: pageOf(),
    });
    renderPage(link, { path: '/backpack-buddy/schools?term=102&q=high&f_archived=all' });
    const t = await table();
    expect(column(t, 0)).toEqual(['Bowie High']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'high');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Term' })).toHaveProperty('value', '102'),
    );
    expect(
      link.calls.find((c) => c.operationName === 'SchoolListPageBackpackBuddy')!.variables,
    ).toEqual({
      termId: 102,
      page: {
        ...FIRST_PAGE,
        search: 'high',
        filters: [{ key: 'archived', value: 'all' }, ...FIRST_PAGE.filters.slice(1)],
      },
    });
  });

  it('searches names, ids, districts, cities, principals and contacts literally', async () => {
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageBackpackBuddy: pageOf(),
    });
    const { user } = renderPage(link);
    const t = await table();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    const find = async (text: string, expected: string[]) => {
      await user.clear(box);
      await user.type(box, text);
      await waitFor(() => expect(column(t, 0)).toEqual(expected));
    };
    await find('ALEX@ADAMS', ['Adams Middle']);
    await find('bb-4', ['Carver (East) Academy']);
    await find('pasadena', ['Adams Middle']);
    await find('morgan lee', ['Carver (East) Academy']);
    await find('casey@', ['Lincoln Elementary']);
    await find('(east', ['Carver (East) Academy']);
    await find('*', [MESSAGES.noResults]);
    // Sent as typed, at once: the URL follows after a pause.
    expect(link.calls.at(-1)!.variables).toMatchObject({ page: { search: '*' } });
  });

  it('filters by archived, program status and application status', async () => {
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageBackpackBuddy: pageOf(),
    });
    const { user } = renderPage(link);
    const t = await table();
    const shows = (names: string[]) => waitFor(() => expect(column(t, 0)).toEqual(names));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Archived' }), 'Yes');
    await shows(['Bowie High']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Archived' }), 'Show All');
    await waitFor(() => expect(column(t, 0)).toHaveLength(4));

    const programStatus = screen.getByRole('combobox', { name: 'Program Status' });
    expect(
      within(programStatus)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Show All', 'Active', 'Inactive', 'Pending', 'Waitlisted', 'Suspended']);
    await user.selectOptions(programStatus, 'Waitlisted');
    await shows(['Adams Middle']);
    await user.selectOptions(programStatus, 'Show All');

    const applicationStatus = screen.getByRole('combobox', { name: 'Application Status' });
    await user.selectOptions(applicationStatus, 'Denied');
    await shows(['Bowie High']);
    await user.selectOptions(applicationStatus, 'Approved');
    // Lincoln's newest application is pending, not its older approved one.
    await shows(['Carver (East) Academy']);
  });

  it('asks the server for each page and keeps the one shown until the next arrives', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      school({ schoolId: 100 + i, name: `School ${i + 1}` }),
    );
    let release: (() => void) | undefined;
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageBackpackBuddy: async (variables) => {
        if ((variables.page as { offset: number }).offset > 0) {
          await new Promise<void>((resolve) => (release = resolve));
        }
        return pageOf(many)(variables);
      },
    });
    const { router, user } = renderPage(link);
    const t = await table();
    expect(bodyRows(t)).toHaveLength(25);
    screen.getByText('Showing 1–25 of 30');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    // The first page stays, marked busy, while the second loads: no Loading in between.
    await waitFor(() => expect(t.getAttribute('aria-busy')).toBe('true'));
    expect(screen.queryByText('Loading')).toBeNull();
    expect(column(t, 0)[0]).toBe('School 1');
    release!();
    await waitFor(() =>
      expect(column(t, 0)).toEqual([
        'School 26',
        'School 27',
        'School 28',
        'School 29',
        'School 30',
      ]),
    );
    screen.getByText('Showing 26–30 of 30');
    expect(t.getAttribute('aria-busy')).toBeNull();
    expect(link.calls.at(-1)!.variables).toMatchObject({ page: { offset: 25, limit: 25 } });
  });

  it('opens the school detail when a row is clicked', async () => {
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageBackpackBuddy: pageOf(),
    });
    const { router, user } = renderPage(link);
    const t = await table();
    await user.click(within(bodyRows(t)[0]!).getByText('Pasadena ISD'));
    expect(router.state.location.pathname).toBe('/backpack-buddy/schools/2');
    screen.getByRole('heading', { name: 'School detail' });
  });

  it('exports one row per application of the schools shown, loaded when Export is clicked', async () => {
    spreadsheet.writeWorkbook.mockResolvedValue(new Blob(['x']));
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageBackpackBuddy: pageOf(),
      // Lincoln's second application and Carver's come only with the export's query.
      SchoolExportBackpackBuddy: () => listResult(),
    });
    const { user } = renderPage(link, { path: '/backpack-buddy/schools?term=102' });
    await table();
    expect(link.calls.some((c) => c.operationName === 'SchoolExportBackpackBuddy')).toBe(false);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'houston');
    // The search applies first (Adams is in Pasadena), then the sort: one after the other, as
    // a person sees each take effect, so a loaded machine cannot reorder them.
    await waitFor(() => expect(screen.queryByText('Adams Middle')).toBeNull(), { timeout: 5000 });
    const name = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(name.querySelector('button')!);
    await waitFor(() => expect(name.getAttribute('aria-sort')).toBe('descending'), {
      timeout: 5000,
    });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(spreadsheet.downloadBlob).toHaveBeenCalled());
    expect(
      link.calls.find((c) => c.operationName === 'SchoolExportBackpackBuddy')!.variables,
    ).toEqual({ termId: 102 });
    expect(spreadsheet.downloadBlob.mock.calls[0]![1]).toBe('schools.xlsx');
    const [[sheet]] = spreadsheet.writeWorkbook.mock.calls[0]! as [SheetData[]];
    expect(sheet!.name).toBe('Schools');
    expect(sheet!.columns[1]).toEqual({ header: 'Backpack Buddy ID' });
    // The table's view, all pages, from the full list: Lincoln (2 applications) and Carver (1),
    // names descending; Adams is in Pasadena, Bowie is archived. The term and the address come
    // only with the export's query.
    expect(sheet!.rows.map((row) => [row[0], row[3], row[9], row[10]])).toEqual([
      ['Lincoln Elementary', '100 Main St', 'SY 25-26', 'Pending Principal Signature'],
      ['Lincoln Elementary', '100 Main St', 'SY 25-26', 'Approved'],
      ['Carver (East) Academy', '100 Main St', 'SY 25-26', 'Approved'],
    ]);
  });

  it('warns and writes nothing when the export rows cannot be loaded', async () => {
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageBackpackBuddy: pageOf(),
      SchoolExportBackpackBuddy: () => ({ errors: [{ message: MESSAGES.notFound }] }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderPage(link);
    await table();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(toast.list().map((t) => t.message)).toContain(EXPORT_FAILED_MESSAGE),
    );
    expect(spreadsheet.writeWorkbook).not.toHaveBeenCalled();
    expect(spreadsheet.downloadBlob).not.toHaveBeenCalled();
  });

  it('uses the School Market list and its Agency Number', async () => {
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageSchoolMarket: pageOf([SCHOOLS[0]!], 'schoolMarket'),
    });
    renderPage(link, { programKey: 'schoolMarket' });
    const t = await table();
    within(t).getByRole('columnheader', { name: 'Agency Number' });
    expect(within(t).getByRole('link', { name: 'Lincoln Elementary' }).getAttribute('href')).toBe(
      '/school-market/schools/1',
    );
    expect(link.calls.find((c) => c.operationName === 'SchoolListTerms')!.variables).toEqual({
      programName: 'SCHOOL_MARKET',
    });
  });

  it('uses the Teachers Aid list and its School Number', async () => {
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageTeachersAid: pageOf([SCHOOLS[0]!], 'teachersAid'),
    });
    renderPage(link, { programKey: 'teachersAid' });
    within(await table()).getByRole('columnheader', { name: 'School Number' });
  });

  it("shows 'No Results' in the table when the list is empty", async () => {
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageBackpackBuddy: pageOf([]),
    });
    renderPage(link);
    const t = await table();
    within(t).getByText(MESSAGES.noResults);
  });

  it("shows 'Error' and 'There was an error loading' when the list cannot be loaded", async () => {
    const link = fakeLink({
      SchoolListTerms: () => TERMS,
      SchoolListPageBackpackBuddy: () => ({ errors: [{ message: MESSAGES.notFound }] }),
    });
    renderPage(link);
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByText(MESSAGES.loadingErrorText);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
