import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import { district, program, renderDistricts } from './district-test-utils';
import { districtsExportSheet } from './districts-export';

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
    renderDistricts(
      `${program.url}/districts`,
      fakeLink({ AdminDistricts: () => ({ data: { adminDistricts: ROWS } }) }),
    );
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
  });

  it('shows archived districts through the filter and searches names literally', async () => {
    const user = userEvent.setup();
    renderDistricts(
      `${program.url}/districts`,
      fakeLink({ AdminDistricts: () => ({ data: { adminDistricts: ROWS } }) }),
    );
    await screen.findByRole('table', { name: 'Districts' });
    await user.selectOptions(screen.getByLabelText('Archived'), 'Show All');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.type(screen.getByLabelText('Search'), ' (CLOSED');
    expect(bodyRows()).toEqual([['Old (closed) District', '0', 'Yes']]);
    await user.type(screen.getByLabelText('Search'), 'x');
    expect(bodyRows()).toEqual([[MESSAGES.noResults]]);
  });

  it("says 'Error loading districts, please refresh.' when the list cannot be loaded", async () => {
    renderDistricts(
      `${program.url}/districts`,
      fakeLink({ AdminDistricts: () => ({ errors: [{ message: 'boom' }] }) }),
    );
    await waitFor(() => screen.getByText(MESSAGES.errorLoadingDistricts));
    expect(screen.queryByRole('table')).toBeNull();
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
