import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import { BUSH, CARVER, KATY, educator, program, renderUsers } from './user-test-utils';

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

describe('Users list', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  const render = () =>
    renderUsers(
      `${program.url}/users`,
      fakeLink({ EducatorUsers: () => ({ data: { educatorUsers: ROWS } }) }),
    );

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
    await user.type(search, 'CARVER');
    expect(bodyRows().map((row) => row[0])).toEqual(['cole', 'Lopez']);
    await user.clear(search);
    await user.type(search, '  CY+TEST ');
    expect(bodyRows().map((row) => row[0])).toEqual(['cole']);
    await user.clear(search);
    await user.type(search, '555-0100');
    expect(bodyRows().map((row) => row[0])).toEqual(['Lopez']);
    await user.clear(search);
    await user.type(search, '7135550199');
    expect(bodyRows().map((row) => row[0])).toEqual(['cole']);
    await user.clear(search);
    await user.type(search, 'MARIA@');
    expect(bodyRows().map((row) => row[0])).toEqual(['Lopez']);
    await user.clear(search);
    await user.type(search, 'zed');
    expect(bodyRows()).toEqual([[MESSAGES.noResults]]);
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
    renderUsers(
      `${program.url}/users`,
      fakeLink({ EducatorUsers: () => ({ data: { educatorUsers: many } }) }),
    );
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
      fakeLink({ EducatorUsers: () => ({ errors: [{ message: 'boom' }] }) }),
    );
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    expect(screen.queryByRole('table')).toBeNull();
  });
});
