import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, PROGRAMS_BY_KEY, SETTINGS_MESSAGES } from '@portal/domain';
import { START_PAGE_MESSAGES } from '../features/applications/start-page';
import { fakeLink } from '../test/fake-link';
import { currentUserResult, makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('routes and start-up', () => {
  it('sends a logged-out visitor of any other route to /login', async () => {
    const { router } = renderApp('/backpack-buddy/dashboard', fakeLink({}));
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user away from the public auth routes', async () => {
    const { router } = renderApp(
      '/register',
      fakeLink({ CurrentUser: () => currentUserResult() }),
      { signedIn: true },
    );
    await screen.findByRole('heading', { name: 'Programs', level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the loader while the user loads, then the page', async () => {
    renderApp('/', fakeLink({ CurrentUser: () => currentUserResult() }), { signedIn: true });
    screen.getByText('Loading');
    await screen.findByRole('heading', { name: 'Programs', level: 1 });
  });

  it('clears the session when start-up fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('currentProgram', 'backpackBuddy');
    const { router } = renderApp(
      '/',
      fakeLink({ CurrentUser: () => ({ errors: [{ message: 'Session expired' }] }) }),
      { signedIn: true },
    );
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('signedIn')).toBeNull();
    expect(localStorage.getItem('currentProgram')).toBeNull();
    vi.restoreAllMocks();
  });

  it('opens the principal signature page without an account, asking by the link token', async () => {
    const link = fakeLink({
      ApplicationSignatureDetails: () => ({ data: { applicationSignatureDetails: null } }),
    });
    const { router } = renderApp('/principal-signature/tok123', link);
    // An unknown link has no details: the page sends the visitor to the login page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const call = link.calls.find((c) => c.operationName === 'ApplicationSignatureDetails');
    expect(call?.variables).toMatchObject({ applicationId: 'tok123' });
  });

  // Spec 3 §2: the sub-navigation shows the registry's tabs that have their screens, in its
  // order (a tab a module marks notBuilt is hidden);
  // the area's root goes to the default tab, else the first.
  it.each([
    [
      '/backpack-buddy',
      ['Schools', 'Districts', 'Users', 'Program Settings', 'Documents', 'Surveys', 'Resources'],
      '/backpack-buddy/schools',
    ],
    [
      '/school-market',
      ['Schools', 'Districts', 'Users', 'Program Settings'],
      '/school-market/schools',
    ],
    [
      '/teachers-aid',
      ['Schools', 'Districts', 'Users', 'Program Settings'],
      '/teachers-aid/schools',
    ],
    ['/kids-cafe', ['Sites', 'Users', 'Program Settings'], '/kids-cafe/sites'],
    [
      '/partner-services',
      ['Organizations', 'Users', 'Program Settings'],
      '/partner-services/organizations',
    ],
  ])(
    'shows an admin of %s the built sub-navigation tabs, then the default tab',
    async (url, tabs, landing) => {
      const admin = makeUser({ type: 'ADMIN', fullName: 'Ada Admin' });
      const { router } = renderApp(url, fakeLink({ CurrentUser: () => currentUserResult(admin) }), {
        signedIn: true,
      });
      const nav = await screen.findByRole('navigation', { name: /administration$/ });
      expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).toEqual(tabs);
      await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    },
  );

  // Spec 2 §2 and the School Market routing rule: an educator whose application is required
  // lands on the program's start page, which reads Program Settings; where the program's form is
  // built (School Market, Teachers Aid) the page leads to it, elsewhere (Kids Cafe) it says it opens soon.
  function startPageLink(config: Record<string, unknown>, terms: ('SCHOOL' | 'SUMMER')[]) {
    return fakeLink({
      CurrentUser: () => currentUserResult(makeUser()),
      StartPage: (variables) => ({
        data: {
          programConfig: {
            __typename: 'ProgramConfig',
            id: variables.program,
            program: variables.program,
            schoolEnabled: null,
            summerEnabled: null,
            waitlistEnabled: null,
            acceptingApplications: null,
            waitlisted: null,
            applicationYear: null,
            ...config,
          },
          ...(variables.withTerms
            ? {
                programTerms: terms.map((type, i) => ({
                  __typename: 'ProgramTerm',
                  termId: i + 1,
                  type,
                  year: 2025,
                })),
              }
            : {}),
        },
      }),
    });
  }

  it.each([
    ['School Market', PROGRAMS_BY_KEY.schoolMarket, 'SCHOOL_MARKET'],
    ['Teachers Aid', PROGRAMS_BY_KEY.teachersAid, 'TEACHERS_AID'],
  ])(
    'lands a %s educator with the waitlist on, on the start page with its text',
    async (_name, program, programEnum) => {
      const link = startPageLink({ schoolEnabled: true, waitlistEnabled: true }, ['SCHOOL']);
      const { router } = renderApp(program.url, link, { signedIn: true });
      await screen.findByRole(
        'heading',
        { level: 3, name: MESSAGES.waitlistHeading(program.name) },
        { timeout: 5000 },
      );
      expect(router.state.location.pathname).toBe(`${program.url}/start`);
      screen.getByText(SETTINGS_MESSAGES.waitlistGeneric(program.name));
      expect(screen.getByRole('link', { name: program.contactEmail }).getAttribute('href')).toBe(
        `mailto:${program.contactEmail}`,
      );
      expect(screen.queryByText(START_PAGE_MESSAGES.applicationOpensSoon(program.name))).toBeNull();
      expect(screen.getByRole('link', { name: 'Start Application' }).getAttribute('href')).toBe(
        `${program.url}/application/step-1`,
      );
      expect(link.calls.find((c) => c.operationName === 'StartPage')?.variables).toMatchObject({
        program: programEnum,
      });
    },
  );

  it('shows a Kids Cafe educator the closed message when applications are not accepted', async () => {
    const link = startPageLink({ acceptingApplications: false, waitlisted: true }, []);
    // A first-time applicant is sent to the start page (the form itself is read-only then).
    const { router } = renderApp('/kids-cafe', link, { signedIn: true });
    await screen.findByText(MESSAGES.notAcceptingNewNotice, {}, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/kids-cafe/start');
    expect(screen.queryByRole('heading', { name: 'Kids Cafe Waitlist' })).toBeNull();
    expect(screen.queryByText(/opens soon/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start Application' })).toBeNull();
  });

  it('remembers the program an admin enters', async () => {
    const admin = makeUser({ type: 'ADMIN', fullName: 'Ada Admin' });
    renderApp('/backpack-buddy', fakeLink({ CurrentUser: () => currentUserResult(admin) }), {
      signedIn: true,
    });
    await screen.findByRole('navigation', { name: 'Backpack Buddy administration' });
    expect(localStorage.getItem('currentProgram')).toBe('backpackBuddy');
  });

  it.each([
    ['a list another program has', '/partner-services/sites', '/partner-services/organizations'],
    ['a tab the program does not have', '/school-market/documents', '/school-market/schools'],
    ['a list another program has', '/kids-cafe/schools', '/kids-cafe/sites'],
    // Spec 3 §2: Kids Cafe print is /print/{id}/{term}; without the term it is unknown.
    ['a print path without its term', '/kids-cafe/print/77', '/kids-cafe/sites'],
  ])("sends an admin from %s to the program's default tab", async (_, path, landing) => {
    const admin = makeUser({ type: 'ADMIN', fullName: 'Ada Admin' });
    const { router } = renderApp(path, fakeLink({ CurrentUser: () => currentUserResult(admin) }), {
      signedIn: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });

  it('opens the Kids Cafe print summary at {programUrl}/print/{id}/{term}', async () => {
    const admin = makeUser({ type: 'ADMIN', fullName: 'Ada Admin' });
    const link = fakeLink({
      CurrentUser: () => currentUserResult(admin),
      KidsCafePrint: () => ({ errors: [{ message: MESSAGES.notFound }] }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderApp('/kids-cafe/print/77/SUMMER', link, { signedIn: true });
    // The print screen asks for the application; a missing one goes to the sites list.
    await waitFor(() => expect(router.state.location.pathname).toBe('/kids-cafe/sites'));
    expect(link.calls.find((c) => c.operationName === 'KidsCafePrint')?.variables).toEqual({
      id: 77,
    });
    vi.restoreAllMocks();
  });

  it('opens the Partner Services print summary at {programUrl}/print/{id}', async () => {
    const admin = makeUser({ type: 'ADMIN', fullName: 'Ada Admin' });
    const link = fakeLink({
      CurrentUser: () => currentUserResult(admin),
      PartnerServicesPrint: () => ({ errors: [{ message: MESSAGES.notFound }] }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderApp('/partner-services/print/88', link, { signedIn: true });
    // A missing application goes to the organizations list.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/partner-services/organizations'),
    );
    expect(link.calls.find((c) => c.operationName === 'PartnerServicesPrint')?.variables).toEqual({
      id: 88,
    });
    vi.restoreAllMocks();
  });

  it("opens every program's Program Settings at {programUrl}/settings", async () => {
    const admin = makeUser({ type: 'ADMIN', fullName: 'Ada Admin' });
    const { router } = renderApp(
      '/kids-cafe/settings',
      fakeLink({ CurrentUser: () => currentUserResult(admin) }),
      { signedIn: true },
    );
    const nav = await screen.findByRole('navigation', { name: 'Kids Cafe administration' });
    await waitFor(() =>
      expect(
        within(nav).getByRole('link', { name: 'Program Settings' }).getAttribute('aria-current'),
      ).toBe('page'),
    );
    expect(router.state.location.pathname).toBe('/kids-cafe/settings');
  });
});
