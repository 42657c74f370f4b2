import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeApplication, teachersAidLink } from './application-test-utils';
import { teachersAidApplicationTitle } from './texts';

type Handlers = Parameters<typeof teachersAidLink>[1];
type Case = {
  name: string;
  path: string;
  user: ReturnType<typeof makeUser>;
  handlers?: Handlers;
  expected: string;
  heading: string;
};

const TITLE = teachersAidApplicationTitle(2025);
const PENDING = MESSAGES.applicationPending('Teachers Aid');

const withApplication =
  (overrides: Record<string, unknown>): NonNullable<Handlers>[string] =>
  () => ({ data: { applicationTeachersAid: makeApplication(overrides) } });

function visit(path: string, link: ReturnType<typeof teachersAidLink>) {
  const view = renderApp(path, link, { signedIn: true });
  const visited: string[] = [path];
  view.router.subscribe((state) => visited.push(state.location.pathname));
  return { ...view, visited };
}

const ACCOUNT_HANDLERS: Handlers = {
  UserApplicationsTeachersAid: () => ({
    data: {
      userApplicationsTeachersAid: [
        {
          __typename: 'UserApplication',
          id: 7,
          schoolOrSiteName: 'Lincoln Middle School',
          applicationYear: 2025,
          termType: 'SCHOOL',
          termFormatted: '2025-2026 School Year',
          status: 'PENDING_PRINCIPAL',
          submittedAt: '2025-03-04T15:00:00.000Z',
        },
      ],
    },
  }),
  AccountProgramTerms: () => ({
    data: {
      programTerms: [
        {
          __typename: 'ProgramTerm',
          termId: 61,
          type: 'SCHOOL',
          year: 2026,
          termFormatted: '2026-2027 School Year',
        },
      ],
    },
  }),
};

describe('Teachers Aid routes', () => {
  it.each<Case>([
    {
      name: 'required with an open application: its step-1',
      path: '/teachers-aid/application',
      user: makeUser({ applicationTeachersAidRequiredId: 7 }),
      expected: '/teachers-aid/application/step-1/7',
      heading: TITLE,
    },
    {
      name: 'step-2 with no application: step-1',
      path: '/teachers-aid/application/step-2',
      user: makeUser(),
      expected: '/teachers-aid/application/step-1',
      heading: TITLE,
    },
    {
      name: 'step-3 with no application: step-1',
      path: '/teachers-aid/application/step-3',
      user: makeUser(),
      expected: '/teachers-aid/application/step-1',
      heading: TITLE,
    },
    {
      name: 'step-3 of an application whose step 2 is not saved: step-2',
      path: '/teachers-aid/application/step-3/7',
      user: makeUser(),
      handlers: { TeachersAidApplication: withApplication({ stepsCompleted: 1 }) },
      expected: '/teachers-aid/application/step-2/7',
      heading: TITLE,
    },
    {
      name: 'PENDING_PRINCIPAL: the status step',
      path: '/teachers-aid/application/step-2/7',
      user: makeUser(),
      handlers: { TeachersAidApplication: withApplication({ status: 'PENDING_PRINCIPAL' }) },
      expected: '/teachers-aid/application/status/7',
      heading: PENDING,
    },
    {
      name: 'IN_PROGRESS on the status step: step-1',
      path: '/teachers-aid/application/status/7',
      user: makeUser(),
      expected: '/teachers-aid/application/step-1/7',
      heading: TITLE,
    },
    {
      name: 'an admin on the status step: the schools',
      path: '/teachers-aid/application/status/7',
      user: makeUser({ type: 'ADMIN' }),
      handlers: { TeachersAidApplication: withApplication({ status: 'PENDING_PRINCIPAL' }) },
      expected: '/teachers-aid/schools',
      heading: 'Schools',
    },
    {
      name: 'an admin whose application fails to load: the schools',
      path: '/teachers-aid/application/step-1/99',
      user: makeUser({ type: 'ADMIN' }),
      handlers: { TeachersAidApplication: () => ({ errors: [{ message: 'Not found' }] }) },
      expected: '/teachers-aid/schools',
      heading: 'Schools',
    },
    {
      name: 'an admin opening a pending application: its read-only step 3',
      path: '/teachers-aid/application/step-3/7',
      user: makeUser({ type: 'ADMIN' }),
      handlers: { TeachersAidApplication: withApplication({ status: 'PENDING_PRINCIPAL' }) },
      expected: '/teachers-aid/application/step-3/7',
      heading: TITLE,
    },
  ])('$name', async ({ path, user, handlers, expected, heading }) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = visit(path, teachersAidLink(user, handlers));
    await screen.findByRole('heading', { name: heading }, { timeout: 5000 });
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
    vi.restoreAllMocks();
  });

  it.each<[string, string, Handlers]>([
    ['an unknown step', '/teachers-aid/application/step-4/7', {}],
    [
      'an educator whose application fails to load',
      '/teachers-aid/application/step-1/99',
      { TeachersAidApplication: () => ({ errors: [{ message: 'Not found' }] }) },
    ],
  ])('%s goes to /login', async (_name, path, handlers) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router, visited } = visit(path, teachersAidLink(makeUser(), handlers));
    await screen.findByRole('heading', { name: 'Programs', level: 1 }, { timeout: 5000 });
    expect(visited).toContain('/login');
    expect(router.state.location.pathname).toBe('/');
    vi.restoreAllMocks();
  });

  it('shows the status step: pending, a disabled Application Pending button, the principal signs', async () => {
    visit(
      '/teachers-aid/application/status/7',
      teachersAidLink(makeUser(), {
        TeachersAidApplication: withApplication({ status: 'PENDING_PRINCIPAL' }),
      }),
    );
    await screen.findByRole('heading', { name: PENDING }, { timeout: 5000 });
    const button = screen.getByRole('button', {
      name: MESSAGES.applicationPendingButton,
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    screen.getByText(/^Your principal must e-sign the application through the link we emailed/);
  });

  it.each([
    ['an approved application', makeUser(), { status: 'APPROVED' }],
    ['an admin', makeUser({ type: 'ADMIN' }), {}],
  ])(
    'shows step 2 read-only to %s, with Go Back, Exit and Next',
    async (_name, user, overrides) => {
      visit(
        '/teachers-aid/application/step-2/7',
        teachersAidLink(user, { TeachersAidApplication: withApplication(overrides) }),
      );
      await screen.findByRole('heading', { name: 'Teacher Roster' }, { timeout: 5000 });
      expect(screen.queryByRole('button', { name: 'Add Teacher' })).toBeNull();
      expect(screen.queryByLabelText('Upload Teachers (.xlsx)')).toBeNull();
      expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
      screen.getByRole('link', { name: 'Exit' });
      expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe(
        '/teachers-aid/application/step-1/7',
      );
      expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
        '/teachers-aid/application/step-3/7',
      );
    },
  );

  it('lists My Account applications with View, Apply Again and Apply for Next Year', async () => {
    const link = teachersAidLink(
      makeUser({ applicationTeachersAidRequired: false }),
      ACCOUNT_HANDLERS,
    );
    visit('/teachers-aid/account/applications', link);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['Lincoln Middle School', '2025', 'Pending Principal Signature']);
    expect(within(row).getByRole('link', { name: /^View/ }).getAttribute('href')).toBe(
      '/teachers-aid/application/step-1/7',
    );
    expect(screen.getByRole('link', { name: 'Apply Again' }).getAttribute('href')).toBe(
      '/teachers-aid/application/step-1',
    );
    expect(screen.getByRole('link', { name: 'Apply for Next Year' }).getAttribute('href')).toBe(
      '/teachers-aid/application/step-1?termYear=2026',
    );
    expect(link.calls.find((c) => c.operationName === 'AccountProgramTerms')?.variables).toEqual({
      programName: 'TEACHERS_AID',
      termYear: 2026,
    });
  });
});
