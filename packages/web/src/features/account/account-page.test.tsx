import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TERM_YEAR, MESSAGES } from '@portal/domain';
import { fakeLink } from '../../test/fake-link';
import { currentUserResult, makeUser } from '../../test/fixtures';
import { toast } from '../../lib/toast-store';
import { makeApplicationRow, renderAccountPage, termsResult } from './account-test-utils';

function applicationsResult(rows: ReturnType<typeof makeApplicationRow>[]) {
  return { data: { userApplicationsBackpackBuddy: rows } };
}

describe('My Account → Applications', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it('opens on Applications and lists the rows with a View link to step 1', async () => {
    const link = fakeLink({
      UserApplicationsBackpackBuddy: () =>
        applicationsResult([
          makeApplicationRow(),
          makeApplicationRow({ id: 12, applicationYear: 2024, status: 'PENDING_PRINCIPAL' }),
        ]),
      AccountProgramTerms: () => termsResult([2026]),
    });
    const { router } = renderAccountPage('/backpack-buddy/account', link);

    const table = await screen.findByRole('table');
    expect(router.state.location.pathname).toBe('/backpack-buddy/account/applications');
    const tabs = screen.getByRole('navigation', { name: 'My Account' });
    expect(
      within(tabs).getByRole('link', { name: 'Applications' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/backpack-buddy/account/profile',
    );

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['School', 'Application Year', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Lincoln Middle School', '2025', 'Approved'],
      ['Lincoln Middle School', '2024', 'Pending Principal Signature'],
    ]);
    const view = within(rows[0]!).getByRole('link', { name: /^View/ });
    expect(view.getAttribute('href')).toBe('/backpack-buddy/application/step-1/11');

    expect(screen.getByRole('link', { name: 'Apply Again' }).getAttribute('href')).toBe(
      '/backpack-buddy/application/step-1',
    );
    const next = await screen.findByRole('link', { name: 'Apply for Next Year' });
    await waitFor(() =>
      expect(next.getAttribute('href')).toBe('/backpack-buddy/application/step-1?termYear=2026'),
    );
    const terms = link.calls.find((c) => c.operationName === 'AccountProgramTerms');
    expect(terms?.variables).toEqual({ programName: 'BACKPACK_BUDDY', termYear: 2026 });
    screen.getByText(/May 30 for the next school year, August 2 for summer/);
  });

  it("heads the first column 'Site' when every application is a summer one", async () => {
    const link = fakeLink({
      UserApplicationsBackpackBuddy: () =>
        applicationsResult([makeApplicationRow({ termType: 'SUMMER', schoolOrSiteName: 'Camp' })]),
      AccountProgramTerms: () => termsResult([]),
    });
    renderAccountPage('/backpack-buddy/account/applications', link);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Site');
  });

  it("shows 'No Results' and asks for the default year's next terms when there are none", async () => {
    const link = fakeLink({
      UserApplicationsBackpackBuddy: () => applicationsResult([]),
      AccountProgramTerms: () => termsResult([DEFAULT_TERM_YEAR + 1]),
    });
    renderAccountPage('/backpack-buddy/account/applications', link);
    await screen.findByText(MESSAGES.noResults);
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Apply for Next Year' }).getAttribute('href')).toBe(
        `/backpack-buddy/application/step-1?termYear=${DEFAULT_TERM_YEAR + 1}`,
      ),
    );
  });

  it('disables Apply for Next Year when the next year has no terms', async () => {
    const link = fakeLink({
      UserApplicationsBackpackBuddy: () => applicationsResult([makeApplicationRow()]),
      AccountProgramTerms: () => termsResult([]),
    });
    renderAccountPage('/backpack-buddy/account/applications', link);
    await screen.findByRole('table');
    await waitFor(() =>
      expect(link.calls.some((c) => c.operationName === 'AccountProgramTerms')).toBe(true),
    );
    const next = screen.getByRole('link', { name: 'Apply for Next Year' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('href')).toBe(false);
  });

  it("shows 'Error' and 'There was an error loading' when the list fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const link = fakeLink({
      UserApplicationsBackpackBuddy: () => ({ errors: [{ message: 'Boom' }] }),
    });
    renderAccountPage('/backpack-buddy/account/applications', link);
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByText(MESSAGES.loadingErrorText);
  });

  it('sends an unknown sub-path to Applications', async () => {
    const link = fakeLink({
      UserApplicationsBackpackBuddy: () => applicationsResult([]),
      AccountProgramTerms: () => termsResult([]),
    });
    const { router } = renderAccountPage('/backpack-buddy/account/nowhere', link);
    await screen.findByRole('heading', { name: 'Applications' });
    expect(router.state.location.pathname).toBe('/backpack-buddy/account/applications');
  });
});

describe('My Account → Profile', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it('shows the validation messages and sends nothing', async () => {
    const user = userEvent.setup();
    const link = fakeLink({});
    renderAccountPage('/backpack-buddy/account/profile', link);

    const firstName = await screen.findByLabelText('First Name');
    expect((firstName as HTMLInputElement).value).toBe('Erin');
    await user.clear(firstName);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const required = await screen.findByText(MESSAGES.required);
    expect(firstName.getAttribute('aria-describedby')).toContain(required.id);
    expect(document.activeElement).toBe(firstName);
    screen.getByText(MESSAGES.invalidEmail);
    screen.getByText(MESSAGES.invalidPhone);
    expect(link.calls).toHaveLength(0);
  });

  it("saves, shows 'Update Successful' and reloads the current user", async () => {
    const user = userEvent.setup();
    const updated = makeUser({
      firstName: 'Erika',
      fullName: 'Erika Educator',
      phone: '713-555-0199',
      applicationBackpackBuddyRequired: false,
    });
    const link = fakeLink({
      EditProfile: () => ({
        data: {
          editProfile: {
            __typename: 'EducatorUser',
            id: updated.id,
            firstName: updated.firstName,
            lastName: updated.lastName,
            fullName: updated.fullName,
            email: updated.email,
            phone: updated.phone,
          },
        },
      }),
      CurrentUser: () => currentUserResult(updated),
    });
    renderAccountPage('/backpack-buddy/account/profile', link);

    const firstName = await screen.findByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, '  Erika ');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '(713) 555 0199');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(MESSAGES.updateSuccessful);
    const edit = link.calls.find((c) => c.operationName === 'EditProfile');
    expect(edit?.variables).toEqual({
      input: {
        firstName: 'Erika',
        lastName: 'Educator',
        email: 'erin@example.org',
        phone: '713-555-0199',
      },
    });
    expect(link.calls.map((c) => c.operationName)).toEqual(['EditProfile', 'CurrentUser']);
  });

  it('shows a server error in an alert', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const link = fakeLink({
      EditProfile: () => ({ errors: [{ message: MESSAGES.emailTaken }] }),
    });
    renderAccountPage('/backpack-buddy/account/profile', link);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.emailTaken);
  });
});
