import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { intakeResult, makeApplication, schoolMarketLink } from './application-test-utils';

type Handlers = Parameters<typeof schoolMarketLink>[1];
type Case = {
  name: string;
  path: string;
  user: ReturnType<typeof makeUser>;
  handlers?: Handlers;
  expected: string;
  heading: string;
};

const TITLE = MESSAGES.schoolMarketApplicationTitle(2025);
const PENDING = MESSAGES.applicationPending('School Market');

const withApplication =
  (overrides: Record<string, unknown>): NonNullable<Handlers>[string] =>
  () => ({ data: { applicationSchoolMarket: makeApplication(overrides) } });

/** Renders the app at `path` and records every location the router passes through. */
function visit(path: string, link: ReturnType<typeof schoolMarketLink>) {
  const view = renderApp(path, link, { signedIn: true });
  const visited: string[] = [path];
  view.router.subscribe((state) => visited.push(state.location.pathname));
  return { ...view, visited };
}

const ACCOUNT_HANDLERS: Handlers = {
  UserApplicationsSchoolMarket: () => ({
    data: {
      userApplicationsSchoolMarket: [
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
  AccountProgramTerms: () => ({ data: { programTerms: [] } }),
};

describe('School Market routes', () => {
  it.each<Case>([
    {
      name: 'required with no open application: the start page',
      path: '/school-market',
      user: makeUser(),
      handlers: {
        StartPage: (variables) => ({
          data: {
            programConfig: {
              __typename: 'ProgramConfig',
              id: variables.program,
              program: variables.program,
              schoolEnabled: true,
              summerEnabled: true,
              waitlistEnabled: false,
              acceptingApplications: null,
              waitlisted: null,
              applicationYear: null,
            },
            programTerms: [{ __typename: 'ProgramTerm', termId: 41, type: 'SCHOOL', year: 2025 }],
          },
        }),
      },
      expected: '/school-market/start',
      heading: 'Apply to School Market',
    },
    {
      name: 'required with an open application: its step-1',
      path: '/school-market/anything',
      user: makeUser({ applicationSchoolMarketRequiredId: 7 }),
      expected: '/school-market/application/step-1/7',
      heading: TITLE,
    },
    {
      name: 'PENDING_PRINCIPAL: the status step',
      path: '/school-market/application/step-1/7',
      user: makeUser(),
      handlers: { SchoolMarketApplication: withApplication({ status: 'PENDING_PRINCIPAL' }) },
      expected: '/school-market/application/status/7',
      heading: PENDING,
    },
    {
      name: 'IN_PROGRESS on the status step: step-1',
      path: '/school-market/application/status/7',
      user: makeUser(),
      expected: '/school-market/application/step-1/7',
      heading: TITLE,
    },
    {
      name: 'the status step without an id: step-1',
      path: '/school-market/application/status',
      user: makeUser(),
      expected: '/school-market/application/step-1',
      heading: TITLE,
    },
    {
      name: 'an admin whose application fails to load: the schools',
      path: '/school-market/application/step-1/99',
      user: makeUser({ type: 'ADMIN' }),
      handlers: { SchoolMarketApplication: () => ({ errors: [{ message: 'Not found' }] }) },
      expected: '/school-market/schools',
      heading: 'Schools',
    },
    {
      name: 'an admin on the status step: the schools',
      path: '/school-market/application/status/7',
      user: makeUser({ type: 'ADMIN' }),
      handlers: { SchoolMarketApplication: withApplication({ status: 'PENDING_PRINCIPAL' }) },
      expected: '/school-market/schools',
      heading: 'Schools',
    },
    {
      name: 'an admin opening a pending application: its read-only form',
      path: '/school-market/application/step-1/7',
      user: makeUser({ type: 'ADMIN' }),
      handlers: { SchoolMarketApplication: withApplication({ status: 'PENDING_PRINCIPAL' }) },
      expected: '/school-market/application/step-1/7',
      heading: TITLE,
    },
    {
      name: 'not required, an unknown path: My Account',
      path: '/school-market/nowhere',
      user: makeUser({ applicationSchoolMarketRequired: false }),
      handlers: ACCOUNT_HANDLERS,
      expected: '/school-market/account/applications',
      heading: 'My Account',
    },
  ])('$name', async ({ path, user, handlers, expected, heading }) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = visit(path, schoolMarketLink(user, handlers));
    // The program area and its screens are lazy chunks: the first import may take a while.
    await screen.findByRole('heading', { name: heading }, { timeout: 5000 });
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
    vi.restoreAllMocks();
  });

  it.each<[string, string, Handlers]>([
    ['an unknown step', '/school-market/application/step-2/7', {}],
    [
      'an educator whose application fails to load',
      '/school-market/application/step-1/99',
      { SchoolMarketApplication: () => ({ errors: [{ message: 'Not found' }] }) },
    ],
  ])('%s goes to /login', async (_name, path, handlers) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router, visited } = visit(path, schoolMarketLink(makeUser(), handlers));
    // A signed-in user is sent on from /login to the home screen.
    await screen.findByRole('heading', { name: 'Programs', level: 1 }, { timeout: 5000 });
    expect(visited).toContain('/login');
    expect(router.state.location.pathname).toBe('/');
    vi.restoreAllMocks();
  });

  it.each([
    ['PRINCIPAL', /^Your principal must e-sign the application through the link we emailed/],
    [
      'PRIMARY_POINT_OF_CONTACT',
      /^Your primary point of contact must e-sign the application through the link we emailed/,
    ],
  ])(
    'shows the status step with a disabled Application Pending button (signer %s)',
    async (signerRole, sentence) => {
      visit(
        '/school-market/application/status/7',
        schoolMarketLink(makeUser(), {
          SchoolMarketApplication: withApplication({ status: 'PENDING_PRINCIPAL', signerRole }),
        }),
      );
      await screen.findByRole('heading', { name: PENDING }, { timeout: 5000 });
      const button = screen.getByRole('button', {
        name: MESSAGES.applicationPendingButton,
      }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      screen.getByText(sentence);
    },
  );

  it('says when a submitted application is held for the signer review', async () => {
    visit(
      '/school-market/application/status/7',
      schoolMarketLink(makeUser(), {
        SchoolMarketApplication: withApplication({
          status: 'PENDING_PRINCIPAL',
          heldForReview: true,
        }),
      }),
    );
    await screen.findByRole('heading', { name: PENDING }, { timeout: 5000 });
    screen.getByText(MESSAGES.applicationHeldForReview);
  });

  it('opens a new application on the year of the termYear parameter', async () => {
    const link = schoolMarketLink(makeUser(), {
      SchoolMarketIntake: (variables) =>
        intakeResult([
          {
            termId: 51,
            type: 'SCHOOL',
            year: Number(variables.termYear),
            termFormatted: `${String(variables.termYear)} School Year`,
          },
        ]),
    });
    visit('/school-market/application/step-1?termYear=2026', link);
    await screen.findByRole(
      'heading',
      { name: MESSAGES.schoolMarketApplicationTitle(2026) },
      { timeout: 5000 },
    );
    screen.getByRole('radio', { name: '2026 School Year' });
    expect(link.calls.find((c) => c.operationName === 'SchoolMarketIntake')?.variables).toEqual({
      termYear: 2026,
    });
  });

  it("opens a loaded application on its term's year, whatever the termYear parameter", async () => {
    const link = schoolMarketLink(makeUser(), {
      SchoolMarketApplication: withApplication({
        term: {
          __typename: 'ProgramTerm',
          termId: 41,
          type: 'SCHOOL',
          year: 2024,
          termFormatted: '2024-2025 School Year',
        },
      }),
    });
    visit('/school-market/application/step-1/7?termYear=2026', link);
    await screen.findByRole(
      'heading',
      { name: MESSAGES.schoolMarketApplicationTitle(2024) },
      { timeout: 5000 },
    );
    expect(link.calls.find((c) => c.operationName === 'SchoolMarketIntake')?.variables).toEqual({
      termYear: 2024,
    });
  });

  it('lists My Account applications with View, Apply Again and a disabled Apply for Next Year', async () => {
    const link = schoolMarketLink(
      makeUser({ applicationSchoolMarketRequired: false }),
      ACCOUNT_HANDLERS,
    );
    visit('/school-market/account/applications', link);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(['School', 'Application Year', 'Status']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['Lincoln Middle School', '2025', 'Pending Principal Signature']);
    expect(within(row).getByRole('link', { name: /^View/ }).getAttribute('href')).toBe(
      '/school-market/application/step-1/7',
    );
    expect(screen.getByRole('link', { name: 'Apply Again' }).getAttribute('href')).toBe(
      '/school-market/application/step-1',
    );
    const next = screen.getByRole('link', { name: 'Apply for Next Year' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('href')).toBeNull();
    screen.getByText(/May 30 for the next school year/);
    expect(link.calls.find((c) => c.operationName === 'AccountProgramTerms')?.variables).toEqual({
      programName: 'SCHOOL_MARKET',
      termYear: 2026,
    });
  });
});
