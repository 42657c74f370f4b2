import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { DISTRICT_LIST, MESSAGES } from '@portal/domain';
import type { SheetData } from '../../../lib/spreadsheet';
import { fakeLink } from '../../../test/fake-link';
import { fakeListPage, firstPage } from '../../../test/fake-list-page';
import { district, program, renderDistricts } from './district-test-utils';
import { districtsExportSheet } from './districts-export';

const spreadsheet = vi.hoisted(() => ({
  writeWorkbook: vi.fn<(sheets: readonly SheetData[]) => Promise<Blob>>(),
  downloadBlob: vi.fn<(blob: Blob, fileName: string) => void>(),
}));
vi.mock('../../../lib/spreadsheet', () => spreadsheet);

const ROWS = [
  district({ id: '1', districtId: 1, name: 'Katy ISD', schoolCount: 12 }),
  district({ id: '2', districtId: 2, name: 'Aldine ISD', schoolCount: 3 }),
  district({
    id: '3',
    districtId: 3,
    name: 'Old (closed) District',
    schoolCount: 0,
    deletedAt: '2023-01-01T00:00:00.000Z',
  }),
];

/** The adminDistrictsPage the server gives for the variables. */
const districtsPage = (variables: Record<string, unknown>) =>
  fakeListPage('AdminDistrictPage', ROWS, DISTRICT_LIST, variables.page);

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Districts' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Districts list', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('lists live districts by name, each linking to its detail', async () => {
    const link = fakeLink({ AdminDistrictsPage: districtsPage });
    renderDistricts(`${program.url}/districts`, link);
    screen.getByRole('heading', { level: 2, name: 'Districts' });
    await screen.findByRole('table', { name: 'Districts' });
    expect(bodyRows()).toEqual([
      ['Aldine ISD', '3', 'No'],
      ['Katy ISD', '12', 'No'],
    ]);
    expect(screen.getByRole('link', { name: 'Aldine ISD' }).getAttribute('href')).toBe(
      '/backpack-buddy/districts/2',
    );
    expect(screen.getByRole('link', { name: 'Add District' }).getAttribute('href')).toBe(
      '/backpack-buddy/districts/new',
    );
    screen.getByRole('button', { name: 'Export' });
    expect(link.calls[0]!.variables).toEqual({ page: firstPage('name', { archived: 'no' }) });
  });

  it('shows archived districts through the filter and searches names literally', async () => {
    const user = userEvent.setup();
    renderDistricts(`${program.url}/districts`, fakeLink({ AdminDistrictsPage: districtsPage }));
    await screen.findByRole('table', { name: 'Districts' });
    await user.selectOptions(screen.getByLabelText('Archived'), 'Show All');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.type(screen.getByLabelText('Search'), ' (CLOSED');
    await waitFor(() => expect(bodyRows()).toEqual([['Old (closed) District', '0', 'Yes']]));
    await user.type(screen.getByLabelText('Search'), 'x');
    await waitFor(() => expect(bodyRows()).toEqual([[MESSAGES.noResults]]));
  });

  it("says 'Error loading districts, please refresh.' when the list cannot be loaded", async () => {
    renderDistricts(
      `${program.url}/districts`,
      fakeLink({ AdminDistrictsPage: () => ({ errors: [{ message: 'boom' }] }) }),
    );
    await waitFor(() => screen.getByText(MESSAGES.errorLoadingDistricts));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("exports every district of the table's view, loaded when Export is clicked", async () => {
    spreadsheet.writeWorkbook.mockResolvedValue(new Blob(['x']));
    const user = userEvent.setup();
    const link = fakeLink({
      AdminDistrictsPage: districtsPage,
      AdminDistricts: () => ({ data: { adminDistricts: ROWS } }),
    });
    renderDistricts(`${program.url}/districts?sort=schools&dir=desc&f_archived=all`, link);
    await screen.findByRole('table', { name: 'Districts' });
    expect(link.calls.some((c) => c.operationName === 'AdminDistricts')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(spreadsheet.downloadBlob).toHaveBeenCalled());
    const [[sheet]] = spreadsheet.writeWorkbook.mock.calls[0]! as [SheetData[]];
    expect(sheet!.rows.map((row) => row[0])).toEqual([
      'Katy ISD',
      'Aldine ISD',
      'Old (closed) District',
    ]);
  });

  it('exports name, school count and archived of the rows given', () => {
    const sheet = districtsExportSheet(ROWS.slice(1));
    expect(sheet.columns.map((c) => c.header)).toEqual(['Name', 'Schools', 'Archived']);
    expect(sheet.rows).toEqual([
      ['Aldine ISD', 3, 'No'],
      ['Old (closed) District', 0, 'Yes'],
    ]);
  });
});
