import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { ORGANIZATION_LIST, PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import type { SheetData } from '../../../lib/spreadsheet';
import { fakeLink } from '../../../test/fake-link';
import type { FakeLink } from '../../../test/fake-link';
import { fakeListPage, firstPage } from '../../../test/fake-list-page';
import OrganizationsPage from './organizations-page';
import { organizationExportApplication, organizationRow } from './organizations-list-fixtures';
import type { OrganizationRow } from './organizations-list-fixtures';

const spreadsheet = vi.hoisted(() => ({
  writeWorkbook: vi.fn<(sheets: readonly SheetData[]) => Promise<Blob>>(),
  downloadBlob: vi.fn<(blob: Blob, fileName: string) => void>(),
}));
vi.mock('../../../lib/spreadsheet', () => spreadsheet);

const program = PROGRAMS_BY_KEY.partnerServices;

/** A row as the API sends it, with the type names the cache expects. */
const wire = (row: OrganizationRow) => ({
  __typename: 'AdminOrganizationListRow',
  ...row,
  primaryPointOfContact: row.primaryPointOfContact && {
    __typename: 'OrganizationMember',
    ...row.primaryPointOfContact,
  },
  secondaryPointOfContact: row.secondaryPointOfContact && {
    __typename: 'OrganizationMember',
    ...row.secondaryPointOfContact,
  },
  applications: row.applications.map((a) => ({ __typename: 'AdminOrganizationApplication', ...a })),
});

const ROWS: OrganizationRow[] = [
  organizationRow({
    organizationId: 1,
    applications: [
      organizationExportApplication({ applicationPartnerServicesId: 11 }),
      organizationExportApplication({ applicationPartnerServicesId: 12, applicationYear: 2024 }),
    ],
  }),
  organizationRow({
    organizationId: 2,
    name: 'Bayou Soup Kitchen',
    einNumber: '98-7654321',
    address1: '5 Oak Ave',
    city: 'Pasadena',
    zip: '77506',
    county: 'GALVESTON',
    programStatus: 'PENDING',
    returning: 'N/A',
    contactName: 'Bo Bayou',
    contactEmail: 'bo@bayou.example',
    contactPhone: '2815550123',
  }),
  organizationRow({
    organizationId: 3,
    name: 'Closed Shelter',
    deletedAt: '2025-01-01T00:00:00.000Z',
  }),
];

const listResult = (rows: OrganizationRow[] = ROWS) => ({
  data: { organizations: rows.map(wire) },
});

/** The organizationsPartnerServicesPage the server gives for the variables, over `rows`. */
const pageOf =
  (rows: OrganizationRow[] = ROWS) =>
  (variables: Record<string, unknown>) =>
    fakeListPage('AdminOrganizationListPage', rows.map(wire), ORGANIZATION_LIST, variables.page);

const FIRST_PAGE = firstPage('name', { archived: 'no' });

function renderPage(link: FakeLink, path = '/partner-services/organizations') {
  const router = createMemoryRouter(
    [
      { path: '/partner-services/organizations', element: <OrganizationsPage program={program} /> },
      { path: '/partner-services/organizations/:id', element: <h1>Organization detail</h1> },
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

const table = () => screen.findByRole('table', { name: 'Organizations' });
const bodyRows = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('Admin Partner Services organizations list', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it('lists the organizations by name with their columns, archived ones hidden', async () => {
    const link = fakeLink({ OrganizationPage: pageOf() });
    renderPage(link);
    screen.getByRole('heading', { level: 2, name: 'Organizations' });
    expect(document.title).toBe('Organizations | Partner Services | Partner Portal');
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Organization',
      'EIN',
      'Address',
      'County',
      'Program Status',
      'Contact Name',
      'Contact Email',
      'Contact Phone',
      'Returning',
      'Archived',
    ]);
    expect(bodyRows(t)).toEqual([
      [
        'Bayou Soup Kitchen',
        '98-7654321',
        '5 Oak Ave, Pasadena, 77506',
        'Galveston',
        'Pending',
        'Bo Bayou',
        'bo@bayou.example',
        '281-555-0123',
        'N/A',
        'No',
      ],
      [
        'Eastside Food Pantry',
        '12-3456789',
        '100 Main St, Houston, 77002',
        'Harris',
        'Active',
        'Pat Pantry',
        'pat@pantry.example',
        '713-555-0100',
        'Yes',
        'No',
      ],
    ]);
    expect(within(t).getByRole('link', { name: 'Bayou Soup Kitchen' }).getAttribute('href')).toBe(
      '/partner-services/organizations/2',
    );
    expect(screen.getByRole('combobox', { name: 'Archived' })).toHaveProperty('value', 'no');
    expect(screen.getByRole('link', { name: 'Add Organization' }).getAttribute('href')).toBe(
      '/partner-services/organizations/new',
    );
    expect(link.calls[0]).toMatchObject({
      operationName: 'OrganizationPage',
      variables: { applicationYear: null, page: FIRST_PAGE },
    });
  });

  it('searches the EIN as typed or as bare digits', async () => {
    const { user } = renderPage(fakeLink({ OrganizationPage: pageOf() }));
    const t = await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '987654321');
    await waitFor(() => expect(bodyRows(t).map((row) => row[0])).toEqual(['Bayou Soup Kitchen']));
  });

  it('filters by application year, kept in the URL', async () => {
    const link = fakeLink({
      OrganizationPage: (variables) =>
        pageOf(variables.applicationYear === 2024 ? [ROWS[0]!] : ROWS)(variables),
    });
    const { router, user } = renderPage(link);
    await table();
    const year = screen.getByRole('combobox', { name: 'Application Year' });
    const labels = within(year)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels[0]).toBe('All Organizations');
    expect(labels).toContain('2024');
    await user.selectOptions(year, '2024');
    await waitFor(() => expect(router.state.location.search).toBe('?applicationYear=2024'));
    await waitFor(async () =>
      expect(bodyRows(await table()).map((row) => row[0])).toEqual(['Eastside Food Pantry']),
    );
    expect(link.calls.at(-1)?.variables).toEqual({ applicationYear: 2024, page: FIRST_PAGE });
  });

  it('exports one row per application of the organizations shown, loaded when Export is clicked', async () => {
    spreadsheet.writeWorkbook.mockResolvedValue(new Blob(['x']));
    const link = fakeLink({
      OrganizationPage: pageOf(),
      OrganizationExport: () => listResult(),
    });
    const { user } = renderPage(link, '/partner-services/organizations?applicationYear=2025');
    await table();
    expect(link.calls.some((c) => c.operationName === 'OrganizationExport')).toBe(false);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'houston');
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(spreadsheet.downloadBlob).toHaveBeenCalled());
    expect(link.calls.find((c) => c.operationName === 'OrganizationExport')!.variables).toEqual({
      applicationYear: 2025,
    });
    expect(spreadsheet.downloadBlob.mock.calls[0]![1]).toBe('organizations.xlsx');
    const [[sheet]] = spreadsheet.writeWorkbook.mock.calls[0]! as [SheetData[]];
    const header = (name: string) => sheet!.columns.findIndex((c) => c.header === name);
    // Only Eastside is shown (Bayou is in Pasadena, Closed Shelter archived): its two applications.
    expect(sheet!.rows.map((row) => [row[0], row[header('Application Year')]])).toEqual([
      ['Eastside Food Pantry', 2025],
      ['Eastside Food Pantry', 2024],
    ]);
  });
});
