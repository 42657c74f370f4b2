import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { toast } from '../../../lib/toast-store';
import { fakeLink } from '../../../test/fake-link';
import { NEW_USER_HINT } from './user-detail-page';
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
  schoolOptions,
  siteOptions,
} from './user-test-utils';

const details = (user = educator()) => ({ data: { adminEducatorUserDetails: user } });
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

const emailTaken = {
  errors: [
    {
      message: MESSAGES.emailTaken,
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'email',
        issues: [{ path: 'email', message: MESSAGES.emailTaken }],
      },
    },
  ],
};

// Every test: no React or Apollo error on the console.
let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  toast.list().forEach((t) => toast.dismiss(t.id));
});

describe('User detail', () => {
  it('creates a user with a school picked by typing, then opens the new account', async () => {
    const user = userEvent.setup();
    const created = educator({
      id: '55',
      educatorId: 55,
      firstName: 'Sam',
      lastName: 'Reyes',
      fullName: 'Sam Reyes',
      email: 'sam@school.example',
      phone: null,
      schools: [KATY],
    });
    const link = fakeLink({
      AdminSchoolOptions: schoolOptions,
      AdminUpdateEducatorUser: () => ({ data: { adminUpdateEducatorUser: created } }),
      AdminEducatorUserDetails: () => details(created),
    });
    const { router } = renderUsers(`${program.url}/users/new`, link);
    screen.getByRole('heading', { level: 2, name: 'Create New User' });
    screen.getByText(NEW_USER_HINT);
    expect(saveButton()).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('First Name'), ' Sam ');
    await user.type(screen.getByLabelText('Last Name'), 'Reyes');
    await user.type(screen.getByLabelText('Email'), 'SAM@school.example');
    await user.click(screen.getByRole('button', { name: 'Add School' }));
    const picker = screen.getByRole('combobox', { name: 'School 1' });
    expect(document.activeElement).toBe(picker);
    await user.type(picker, 'katy');
    const list = screen.getByRole('listbox', { name: 'School 1' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Katy Junior High (Katy ISD)']);
    await user.click(within(list).getByRole('option', { name: 'Katy Junior High (Katy ISD)' }));
    expect(picker).toHaveProperty('value', 'Katy Junior High (Katy ISD)');
    await user.click(saveButton());

    await screen.findByRole('heading', { level: 2, name: 'User Profile' });
    const save = link.calls.find((c) => c.operationName === 'AdminUpdateEducatorUser');
    // The schema's output: names trimmed; the email as the domain's emailField leaves it.
    expect(save?.variables).toEqual({
      input: {
        firstName: 'Sam',
        lastName: 'Reyes',
        email: expect.stringMatching(/^sam@school\.example$/i),
        schoolIds: [21],
      },
    });
    expect(router.state.location.pathname).toBe('/school-market/users/55');
    expect(router.state.historyAction).toBe('REPLACE');
    screen.getByText(MESSAGES.updateSuccessful);
  });

  it("shows 'Required' and 'Invalid email address', and saves nothing", async () => {
    const user = userEvent.setup();
    const link = fakeLink({ AdminSchoolOptions: schoolOptions });
    renderUsers(`${program.url}/users/new`, link);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add School' }));
    await user.click(saveButton());

    await waitFor(() => expect(screen.getAllByText(MESSAGES.required)).toHaveLength(3));
    screen.getByText(MESSAGES.invalidEmail);
    const first = screen.getByLabelText('First Name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(first);
    expect(screen.getByRole('combobox', { name: 'School 1' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(link.calls.map((c) => c.operationName)).toEqual(['AdminSchoolOptions']);
  });

  it('shows the profile; Save Changes waits for a change and saves the edit', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminEducatorUserDetails: () => details(),
      AdminSchoolOptions: schoolOptions,
      AdminUpdateEducatorUser: ({ input }) => ({
        data: {
          adminUpdateEducatorUser: educator({
            ...(input as object),
            schools: [BUSH, CARVER],
            updatedAt: '2024-04-09T12:00:00.000Z',
          }),
        },
      }),
    });
    renderUsers(`${program.url}/users/40`, link);
    await screen.findByRole('heading', { level: 2, name: 'User Profile' });
    screen.getByText('Last edited 3-5-24');
    expect(screen.getByLabelText('First Name')).toHaveProperty('value', 'Maria');
    expect(screen.getByRole('combobox', { name: 'School 1' })).toHaveProperty(
      'value',
      'Bush Elementary (Aldine ISD)',
    );
    expect(screen.queryByText(NEW_USER_HINT)).toBeNull();
    expect(saveButton()).toHaveProperty('disabled', true);

    const last = screen.getByLabelText('Last Name');
    await user.type(last, 'x');
    expect(saveButton()).toHaveProperty('disabled', false);
    await user.type(last, '{Backspace}');
    expect(saveButton()).toHaveProperty('disabled', true);

    await user.clear(last);
    await user.type(last, 'Lopez-Garza');
    await user.click(saveButton());
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(
      link.calls.find((c) => c.operationName === 'AdminUpdateEducatorUser')?.variables,
    ).toEqual({
      input: {
        educatorId: 40,
        firstName: 'Maria',
        lastName: 'Lopez-Garza',
        email: 'maria@school.example',
        schoolIds: [11, 12],
      },
    });
    await screen.findByText('Last edited 4-9-24');
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('adds and removes school rows', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminEducatorUserDetails: () => details(),
      AdminSchoolOptions: schoolOptions,
      AdminUpdateEducatorUser: () => ({
        data: { adminUpdateEducatorUser: educator({ schools: [CARVER, KATY] }) },
      }),
    });
    renderUsers(`${program.url}/users/40`, link);
    await screen.findByRole('combobox', { name: 'School 2' });

    await user.click(screen.getByRole('button', { name: 'Remove Bush Elementary (Aldine ISD)' }));
    expect(screen.queryByRole('combobox', { name: 'School 2' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'School 1' })).toHaveProperty(
      'value',
      'Carver High (Aldine ISD)',
    );
    expect(saveButton()).toHaveProperty('disabled', false);

    // A new row left empty is 'Required'; its picker gets focus on Save.
    await user.click(screen.getByRole('button', { name: 'Add School' }));
    screen.getByRole('button', { name: 'Remove school 2' });
    await user.click(saveButton());
    const second = screen.getByRole('combobox', { name: 'School 2' });
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    screen.getByText(MESSAGES.required);
    expect(document.activeElement).toBe(second);
    expect(link.calls.some((c) => c.operationName === 'AdminUpdateEducatorUser')).toBe(false);

    // Schools chosen in other rows are not offered again; the arrow keys and Enter choose.
    await user.click(second);
    const options = within(screen.getByRole('listbox', { name: 'School 2' })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toEqual([
      'Bush Elementary (Aldine ISD)',
      'Katy Junior High (Katy ISD)',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(second).toHaveProperty('value', 'Katy Junior High (Katy ISD)');
    await waitFor(() => expect(screen.queryByText(MESSAGES.required)).toBeNull());

    await user.click(saveButton());
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(
      link.calls.find((c) => c.operationName === 'AdminUpdateEducatorUser')?.variables,
    ).toMatchObject({ input: { educatorId: 40, schoolIds: [12, 21] } });
  });

  it('shows an email in use on the Email field', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminEducatorUserDetails: () => details(),
      AdminSchoolOptions: schoolOptions,
      AdminUpdateEducatorUser: () => emailTaken,
    });
    renderUsers(`${program.url}/users/40`, link);
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@school.example');
    await user.click(saveButton());
    await screen.findByText(MESSAGES.emailTaken);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.queryByText(MESSAGES.updateSuccessful)).toBeNull();
  });

  it("sends a password reset email to the saved address: 'Email Sent'", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminEducatorUserDetails: () => details(),
      AdminSchoolOptions: schoolOptions,
      AdminSendPasswordResetEmail: () => ({
        data: {
          sendPasswordResetEmail: { __typename: 'MessagePayload', success: true, message: null },
        },
      }),
    });
    renderUsers(`${program.url}/users/40`, link);
    await user.click(await screen.findByRole('button', { name: 'Send Password Reset Email' }));
    await screen.findByText(MESSAGES.emailSent);
    expect(
      link.calls.find((c) => c.operationName === 'AdminSendPasswordResetEmail')?.variables,
    ).toEqual({ input: { email: 'maria@school.example' } });
  });

  it("deletes after 'Are you sure?', then restores", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminEducatorUserDetails: () => details(),
      AdminSchoolOptions: schoolOptions,
      AdminDeleteEducatorUser: () => ({
        data: { adminDeleteEducatorUser: educator({ deletedAt: '2024-04-01T00:00:00.000Z' }) },
      }),
      AdminRestoreEducatorUser: () => ({ data: { adminRestoreEducatorUser: educator() } }),
    });
    renderUsers(`${program.url}/users/40`, link);

    await user.click(await screen.findByRole('button', { name: 'Delete User' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(MESSAGES.userDeleted);
    expect(
      link.calls.find((c) => c.operationName === 'AdminDeleteEducatorUser')?.variables,
    ).toEqual({ educatorId: 40 });
    screen.getByText('Deleted');
    expect(screen.queryByRole('button', { name: 'Delete User' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Password Reset Email' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Restore User' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    await screen.findByText(MESSAGES.userRestored);
    expect(link.calls.some((c) => c.operationName === 'AdminRestoreEducatorUser')).toBe(true);
    await screen.findByRole('button', { name: 'Delete User' });
    expect(screen.queryByText('Deleted')).toBeNull();
  });

  it('lists the changes, naming the schools', async () => {
    const history = [
      {
        __typename: 'AuditEntry',
        id: '5',
        action: 'UPDATE',
        entityType: 'users',
        entityId: 40,
        actorName: null,
        createdAt: '2024-03-05T23:30:00.000Z',
        changes: [
          { __typename: 'AuditChange', field: 'schoolIds', before: '[11]', after: '[11,21]' },
          { __typename: 'AuditChange', field: 'lastName', before: '"Lop"', after: '"Lopez"' },
        ],
      },
    ];
    const link = fakeLink({
      AdminEducatorUserDetails: () => details(educator({ history })),
      AdminSchoolOptions: schoolOptions,
    });
    renderUsers(`${program.url}/users/40`, link);
    const heading = await screen.findByRole('heading', { level: 3, name: 'Change History' });
    const section = heading.parentElement!;
    await within(section).findByText(
      'Schools: Bush Elementary (Aldine ISD) → Bush Elementary (Aldine ISD), Katy Junior High (Katy ISD)',
    );
    within(section).getByText('Last Name: Lop → Lopez');
    within(section).getByText('Unknown');
  });

  it('sends an id that is not a number back to the list', async () => {
    const link = fakeLink({ EducatorUsers: () => ({ data: { educatorUsers: [] } }) });
    const { router } = renderUsers(`${program.url}/users/abc`, link);
    await screen.findByRole('heading', { level: 2, name: 'Users' });
    expect(router.state.location.pathname).toBe('/school-market/users');
  });

  it('shows the error view for an unknown user, with the way back', async () => {
    const link = fakeLink({
      AdminEducatorUserDetails: () => ({ errors: [{ message: MESSAGES.notFound }] }),
    });
    renderUsers(`${program.url}/users/404`, link);
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    expect(screen.getByRole('link', { name: 'Back to Users' }).getAttribute('href')).toBe(
      '/school-market/users',
    );
  });
});

describe('User detail in the Kids Cafe area', () => {
  const sited = (overrides: Record<string, unknown> = {}) =>
    educator({ sites: [HOPE, SUNNY], schools: [BUSH, CARVER], ...overrides });

  it('assigns sites instead of schools: removes one, adds one by typing, saves siteIds and keeps the schools', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminEducatorUserDetails: () => details(sited()),
      AdminSiteOptions: siteOptions,
      AdminUpdateEducatorUser: () => ({
        data: { adminUpdateEducatorUser: sited({ sites: [OAK, SUNNY] }) },
      }),
    });
    renderUsers(`${kidsCafe.url}/users/40`, link, kidsCafe);
    const sites = await screen.findByRole('group', { name: 'Sites' });
    expect(
      within(sites)
        .getAllByRole('combobox')
        .map((c) => (c as HTMLInputElement).value),
    ).toEqual(['Hope Head Start', 'Sunny Days Child Care']);
    expect(screen.queryByRole('group', { name: 'Schools' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add School' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Hope Head Start' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Site' }));
    await user.click(screen.getByRole('button', { name: 'Add Site' }));
    const picker = screen.getByRole('combobox', { name: 'Site 2' });
    expect(document.activeElement).toBe(picker);
    expect(picker.getAttribute('placeholder')).toBe('Type a site');
    // The site of the other row is not offered again.
    const offered = within(screen.getByRole('listbox', { name: 'Site 2' })).getAllByRole('option');
    expect(offered.map((o) => o.textContent)).toEqual(['Hope Head Start', 'Oak Park After School']);
    await user.type(picker, 'oak');
    await user.click(screen.getByRole('option', { name: 'Oak Park After School' }));
    await user.click(saveButton());

    await screen.findByText(MESSAGES.updateSuccessful);
    expect(
      link.calls.find((c) => c.operationName === 'AdminUpdateEducatorUser')?.variables,
    ).toEqual({
      input: {
        educatorId: 40,
        firstName: 'Maria',
        lastName: 'Lopez',
        email: 'maria@school.example',
        schoolIds: [11, 12],
        siteIds: [31, 33],
      },
    });
    expect(link.calls.some((c) => c.operationName === 'AdminSchoolOptions')).toBe(false);
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
  });

  it('creates a user with a site and no school', async () => {
    const user = userEvent.setup();
    const created = sited({ id: '56', educatorId: 56, sites: [HOPE], schools: [] });
    const link = fakeLink({
      AdminSiteOptions: siteOptions,
      AdminUpdateEducatorUser: () => ({ data: { adminUpdateEducatorUser: created } }),
      AdminEducatorUserDetails: () => details(created),
    });
    const { router } = renderUsers(`${kidsCafe.url}/users/new`, link, kidsCafe);
    screen.getByText('No sites assigned.');
    await user.type(screen.getByLabelText('First Name'), 'Maria');
    await user.type(screen.getByLabelText('Last Name'), 'Lopez');
    await user.type(screen.getByLabelText('Email'), 'maria@school.example');
    await user.click(screen.getByRole('button', { name: 'Add Site' }));
    await user.type(screen.getByRole('combobox', { name: 'Site 1' }), 'Hope Head Start');
    await user.tab();
    await user.click(saveButton());
    await screen.findByRole('heading', { level: 2, name: 'User Profile' });
    expect(
      link.calls.find((c) => c.operationName === 'AdminUpdateEducatorUser')?.variables,
    ).toEqual({
      input: {
        firstName: 'Maria',
        lastName: 'Lopez',
        email: 'maria@school.example',
        schoolIds: [],
        siteIds: [32],
      },
    });
    expect(router.state.location.pathname).toBe('/kids-cafe/users/56');
  });

  it("shows the server's refusal of a site on its row, and focuses it", async () => {
    const user = userEvent.setup();
    const refused = {
      errors: [
        {
          message: MESSAGES.siteNotFound,
          extensions: {
            code: 'BAD_USER_INPUT',
            field: 'siteIds.1',
            issues: [{ path: 'siteIds.1', message: MESSAGES.siteNotFound }],
          },
        },
      ],
    };
    const link = fakeLink({
      AdminEducatorUserDetails: () => details(sited({ sites: [SUNNY] })),
      AdminSiteOptions: siteOptions,
      AdminUpdateEducatorUser: () => refused,
    });
    renderUsers(`${kidsCafe.url}/users/40`, link, kidsCafe);
    await user.click(await screen.findByRole('button', { name: 'Add Site' }));
    await user.click(screen.getByRole('option', { name: 'Hope Head Start' }));
    await user.click(saveButton());
    // Sent sorted ([31, 32]): the second id is Hope Head Start's, the second row.
    await screen.findByText(MESSAGES.siteNotFound);
    const row = screen.getByRole('combobox', { name: 'Site 2' });
    expect(row.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Site 1' }).getAttribute('aria-invalid')).toBe(
      null,
    );
    await waitFor(() => expect(document.activeElement).toBe(row));
    expect(screen.queryByText(MESSAGES.updateSuccessful)).toBeNull();
  });

  it("says 'Error loading sites, please refresh.' when the sites cannot be loaded", async () => {
    const link = fakeLink({
      AdminEducatorUserDetails: () => details(sited()),
      AdminSiteOptions: () => ({ errors: [{ message: 'boom' }] }),
    });
    renderUsers(`${kidsCafe.url}/users/40`, link, kidsCafe);
    await screen.findByText(MESSAGES.errorLoadingSites);
    // The account's own sites still show by name.
    expect(screen.getByRole('combobox', { name: 'Site 1' })).toHaveProperty(
      'value',
      'Hope Head Start',
    );
  });

  it('lists the changes, naming the sites, and the schools by the account’s own names', async () => {
    const history = [
      {
        __typename: 'AuditEntry',
        id: '6',
        action: 'UPDATE',
        entityType: 'users',
        entityId: 40,
        actorName: 'Ada Admin',
        createdAt: '2024-03-05T23:30:00.000Z',
        changes: [
          { __typename: 'AuditChange', field: 'siteIds', before: '[31]', after: '[31,33]' },
          { __typename: 'AuditChange', field: 'schoolIds', before: '[]', after: '[11]' },
        ],
      },
    ];
    const link = fakeLink({
      AdminEducatorUserDetails: () => details(sited({ history })),
      AdminSiteOptions: siteOptions,
    });
    renderUsers(`${kidsCafe.url}/users/40`, link, kidsCafe);
    const heading = await screen.findByRole('heading', { level: 3, name: 'Change History' });
    const section = heading.parentElement!;
    await within(section).findByText(
      'Sites: Sunny Days Child Care → Sunny Days Child Care, Oak Park After School',
    );
    within(section).getByText('Schools: (empty) → Bush Elementary (Aldine ISD)');
  });
});
