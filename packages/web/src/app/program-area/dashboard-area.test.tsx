import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationLink } from '../../features/applications/backpack-buddy/application-test-utils';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const SCHOOLS = [
  {
    id: 'School:42',
    schoolId: 42,
    name: 'Lincoln Middle School',
    districtId: 1,
    districtName: 'Houston ISD',
  },
  {
    id: 'School:43',
    schoolId: 43,
    name: 'Adams High School',
    districtId: 1,
    districtName: 'Houston ISD',
  },
];

const approved = (schools = SCHOOLS) =>
  makeUser({ applicationBackpackBuddyRequired: false, schools });

function reportsOf(schoolId: unknown) {
  const all = SCHOOLS.map((s) => ({
    __typename: 'SchoolReport',
    schoolId: s.schoolId,
    name: s.name,
    backpackBuddyId: `BB-${s.schoolId}`,
    termMonths: [],
  }));
  return { data: { schoolReports: schoolId ? all.filter((s) => s.schoolId === schoolId) : all } };
}

function dashboardLink(user = approved(), notification: string | null = null) {
  return applicationLink(user, {
    SchoolReports: (variables) => reportsOf(variables.schoolId),
    BackpackBuddyNotification: () => ({
      data: {
        notification: notification
          ? { __typename: 'Notification', notificationId: 1, text: notification }
          : null,
      },
    }),
    SchoolContacts: () => ({ errors: [{ message: 'Not here' }] }),
    Surveys: () => ({ data: { surveys: [] } }),
    StorageObjects: () => ({ data: { awsObjects: [] } }),
  });
}

describe('the Backpack Buddy dashboard area', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scopes the reports with the school-site dropdown and keeps the choice on the tabs', async () => {
    const user = userEvent.setup();
    const link = dashboardLink();
    const { router } = renderApp('/backpack-buddy/dashboard', link, { signedIn: true });
    const select = (await screen.findByLabelText(
      'School Site',
      {},
      { timeout: 5000 },
    )) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'All School Sites'],
      ['43', 'Adams High School'],
      ['42', 'Lincoln Middle School'],
    ]);
    await screen.findByRole('heading', { name: 'Adams High School' }, { timeout: 5000 });
    screen.getByRole('heading', { name: 'Lincoln Middle School' });
    const reports = () => link.calls.filter((c) => c.operationName === 'SchoolReports');
    expect(reports().at(-1)?.variables.schoolId).toBeNull();

    await user.selectOptions(select, '42');
    expect(router.state.location.search).toBe('?school=42');
    await waitFor(() => expect(reports().at(-1)?.variables.schoolId).toBe(42));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Adams High School' })).toBeNull(),
    );
    screen.getByRole('heading', { name: 'Lincoln Middle School' });

    const tabs = screen.getByRole('navigation', { name: 'Backpack Buddy' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/backpack-buddy/dashboard?school=42'],
      ['Contacts', '/backpack-buddy/contacts?school=42'],
      ['Surveys', '/backpack-buddy/surveys?school=42'],
      ['Documents', '/backpack-buddy/documents?school=42'],
      ['Account', '/backpack-buddy/account?school=42'],
    ]);
    await user.click(within(tabs).getByRole('link', { name: 'Surveys' }));
    await screen.findByRole('heading', { name: 'Surveys' }, { timeout: 5000 });
    // The heading can show before the page's query leaves: wait for the query itself.
    await waitFor(() =>
      expect(link.calls.find((c) => c.operationName === 'Surveys')?.variables).toEqual({
        schoolId: 42,
      }),
    );
    expect((screen.getByLabelText('School Site') as HTMLSelectElement).value).toBe('42');
  });

  it("tells an educator without schools 'You have no school associations'", async () => {
    renderApp('/backpack-buddy/dashboard', dashboardLink(approved([])), { signedIn: true });
    await screen.findByText('You have no school associations', {}, { timeout: 5000 });
    screen.getByText('No Results');
    screen.getByRole('heading', { name: 'Backpack Distribution Reports' });
    expect(screen.queryByLabelText('School Site')).toBeNull();
  });

  it("shows the 'Reminder' banner when the notification has text", async () => {
    renderApp('/backpack-buddy/dashboard', dashboardLink(approved(), 'Reports are due Friday'), {
      signedIn: true,
    });
    const banner = await screen.findByRole('region', { name: 'Reminder' }, { timeout: 5000 });
    within(banner).getByText('Reports are due Friday');
  });

  it.each(['contacts', 'surveys', 'documents'])(
    '/backpack-buddy/%s without a chosen school goes to the dashboard',
    async (area) => {
      const { router } = renderApp(`/backpack-buddy/${area}`, dashboardLink(), { signedIn: true });
      await screen.findByRole(
        'heading',
        { name: 'Backpack Distribution Reports' },
        { timeout: 5000 },
      );
      expect(router.state.location.pathname).toBe('/backpack-buddy/dashboard');
    },
  );

  it.each([
    ['contacts', 'School Contacts'],
    ['surveys', 'Surveys'],
    ['documents', 'Document Library'],
  ])('/backpack-buddy/%s with a chosen school shows %s', async (area, heading) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderApp(`/backpack-buddy/${area}?school=43`, dashboardLink(), {
      signedIn: true,
    });
    await screen.findByRole('heading', { name: heading }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe(`/backpack-buddy/${area}`);
  });

  it('treats a school that is not the user’s as no choice', async () => {
    const { router } = renderApp('/backpack-buddy/contacts?school=999', dashboardLink(), {
      signedIn: true,
    });
    await screen.findByRole(
      'heading',
      { name: 'Backpack Distribution Reports' },
      { timeout: 5000 },
    );
    expect(router.state.location.pathname).toBe('/backpack-buddy/dashboard');
  });
});
