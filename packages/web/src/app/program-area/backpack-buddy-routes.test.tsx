import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain';
import {
  applicationLink,
  makeApplication,
} from '../../features/applications/backpack-buddy/application-test-utils';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** Renders the app at `path` and records every location the router passes through. */
function visit(path: string, link: ReturnType<typeof applicationLink>) {
  const view = renderApp(path, link, { signedIn: true });
  const visited: string[] = [path];
  view.router.subscribe((state) => visited.push(state.location.pathname));
  return { ...view, visited };
}

const pending = () => ({
  data: {
    applicationBackpackBuddy: makeApplication({ status: 'PENDING_PRINCIPAL', stepsCompleted: 3 }),
  },
});

type Case = {
  name: string;
  path: string;
  user: ReturnType<typeof makeUser>;
  handlers?: Parameters<typeof applicationLink>[1];
  expected: string;
  heading: string;
};

describe('Backpack Buddy routes', () => {
  it.each<Case>([
    {
      name: 'required with no open application: the start page',
      path: '/backpack-buddy',
      user: makeUser(),
      expected: '/backpack-buddy/start',
      heading: 'Apply to Backpack Buddy',
    },
    {
      name: 'required with an open application: its step 1',
      path: '/backpack-buddy/anything',
      user: makeUser({ applicationBackpackBuddyRequiredId: 7 }),
      expected: '/backpack-buddy/application/step-1/7',
      heading: MESSAGES.programApplicationTitle(2025),
    },
    {
      name: 'PENDING_PRINCIPAL: the status screen',
      path: '/backpack-buddy/application/step-2/7',
      user: makeUser(),
      handlers: { BackpackBuddyApplication: pending },
      expected: '/backpack-buddy/application/status/7',
      heading: MESSAGES.applicationPending('Backpack Buddy'),
    },
    {
      name: 'IN_PROGRESS on the status screen: step 1',
      path: '/backpack-buddy/application/status/7',
      user: makeUser(),
      expected: '/backpack-buddy/application/step-1/7',
      heading: MESSAGES.programApplicationTitle(2025),
    },
    {
      name: 'a later step without an id: step 1',
      path: '/backpack-buddy/application/step-3',
      user: makeUser(),
      expected: '/backpack-buddy/application/step-1',
      heading: MESSAGES.programApplicationTitle(2025),
    },
    {
      name: 'an admin whose application fails to load: the schools',
      path: '/backpack-buddy/application/step-1/99',
      user: makeUser({ type: 'ADMIN' }),
      handlers: { BackpackBuddyApplication: () => ({ errors: [{ message: 'Not found' }] }) },
      expected: '/backpack-buddy/schools',
      heading: 'Schools',
    },
    {
      name: 'not required, an unknown path: My Account',
      path: '/backpack-buddy/nowhere',
      user: makeUser({ applicationBackpackBuddyRequired: false }),
      handlers: {
        UserApplicationsBackpackBuddy: () => ({ data: { userApplicationsBackpackBuddy: [] } }),
        AccountProgramTerms: () => ({ data: { programTerms: [] } }),
      },
      expected: '/backpack-buddy/account/applications',
      heading: 'My Account',
    },
    {
      name: 'not required: the dashboard',
      path: '/backpack-buddy/dashboard',
      user: makeUser({ applicationBackpackBuddyRequired: false }),
      expected: '/backpack-buddy/dashboard',
      heading: 'Backpack Distribution Reports',
    },
  ])('$name', async ({ path, user, handlers, expected, heading }) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = visit(path, applicationLink(user, handlers));
    // The program area and its screens are lazy chunks: the first import may take a while.
    await screen.findByRole('heading', { name: heading }, { timeout: 5000 });
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
    vi.restoreAllMocks();
  });

  // Issue 21: a bookmark of the program's routes, while the application is required and none is
  // open, lands on the start page in one replace (not by way of the application route, whose
  // form would download only to send the visitor on).
  it.each([
    '/backpack-buddy',
    '/backpack-buddy/dashboard',
    '/backpack-buddy/account/applications',
    '/backpack-buddy/contacts',
    '/backpack-buddy/application',
  ])('required, none open: %s goes straight to the start page', async (path) => {
    const view = renderApp(path, applicationLink(makeUser()), { signedIn: true });
    const visited: string[] = [];
    view.router.subscribe(({ historyAction, location }) =>
      visited.push(`${historyAction} ${location.pathname}`),
    );
    await screen.findByRole('heading', { name: 'Apply to Backpack Buddy' }, { timeout: 5000 });
    expect(visited).toEqual(['REPLACE /backpack-buddy/start']);
  });

  it.each<[string, string, ReturnType<typeof makeUser>, Parameters<typeof applicationLink>[1]]>([
    ['an unknown step', '/backpack-buddy/application/step-9/7', makeUser(), {}],
    [
      'an educator whose application fails to load',
      '/backpack-buddy/application/step-2/99',
      makeUser(),
      { BackpackBuddyApplication: () => ({ errors: [{ message: 'Not found' }] }) },
    ],
  ])('%s goes to /login', async (_name, path, user, handlers) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router, visited } = visit(path, applicationLink(user, handlers));
    // A signed-in user is sent on from /login to the home screen.
    await screen.findByRole('heading', { name: 'Programs', level: 1 }, { timeout: 5000 });
    expect(visited).toContain('/login');
    expect(router.state.location.pathname).toBe('/');
    vi.restoreAllMocks();
  });

  it('shows the status screen with a disabled Application Pending button and no bubbles', async () => {
    visit(
      '/backpack-buddy/application/status/7',
      applicationLink(makeUser(), { BackpackBuddyApplication: pending }),
    );
    await screen.findByRole('heading', { name: 'Your Backpack Buddy Application is Pending' });
    const button = screen.getByRole('button', { name: 'Application Pending' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    screen.getByText(/principal must e-sign/);
    expect(screen.queryByRole('navigation', { name: 'Application steps' })).toBeNull();
  });

  it('says when a submitted application is held because it names another principal', async () => {
    visit(
      '/backpack-buddy/application/status/7',
      applicationLink(makeUser(), {
        BackpackBuddyApplication: () => ({
          data: {
            applicationBackpackBuddy: makeApplication({
              status: 'PENDING_PRINCIPAL',
              stepsCompleted: 3,
              heldForReview: true,
            }),
          },
        }),
      }),
    );
    await screen.findByRole('heading', { name: 'Your Backpack Buddy Application is Pending' });
    screen.getByText(MESSAGES.applicationHeldForReview);
    expect(screen.queryByText(/principal must e-sign/)).toBeNull();
  });

  it('shows an admin the application read-only inside the admin area', async () => {
    const admin = makeUser({ type: 'ADMIN' });
    visit(
      '/backpack-buddy/application/step-1/7',
      applicationLink(admin, {
        BackpackBuddyApplication: () => ({
          data: { applicationBackpackBuddy: makeApplication({ stepsCompleted: 3 }) },
        }),
      }),
    );
    await screen.findByRole('heading', { name: MESSAGES.programApplicationTitle(2025) });
    screen.getByRole('navigation', { name: 'Backpack Buddy administration' });
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(
      '/backpack-buddy/schools/42/applications',
    );
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).toBeNull();
    expect(screen.getByLabelText('City').closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});
