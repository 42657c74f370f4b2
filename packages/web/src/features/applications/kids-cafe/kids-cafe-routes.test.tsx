import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { kidsCafeLink, makeApplication } from './application-test-utils';

type Handlers = Parameters<typeof kidsCafeLink>[1];

const PENDING = MESSAGES.applicationPending('Kids Cafe');
const TITLE = /^Kids Cafe Program Application/;

const withApplication =
  (overrides: Record<string, unknown>): NonNullable<Handlers>[string] =>
  () => ({ data: { applicationKidsCafe: makeApplication(overrides) } });

const START_HANDLERS: Handlers = {
  StartPage: () => ({
    data: {
      programConfig: {
        __typename: 'ProgramConfig',
        id: 'KIDS_CAFE',
        program: 'KIDS_CAFE',
        schoolEnabled: null,
        summerEnabled: null,
        waitlistEnabled: null,
        acceptingApplications: true,
        waitlisted: true,
        applicationYear: 2024,
      },
    },
  }),
};

const ACCOUNT_HANDLERS: Handlers = {
  UserApplicationsKidsCafe: () => ({
    data: {
      userApplicationsKidsCafe: [],
      programConfig: {
        __typename: 'ProgramConfig',
        id: 'KIDS_CAFE',
        program: 'KIDS_CAFE',
        waitlisted: false,
      },
    },
  }),
  AccountProgramTerms: () => ({ data: { programTerms: [] } }),
};

function visit(path: string, link: ReturnType<typeof kidsCafeLink>) {
  const view = renderApp(path, link, { signedIn: true });
  const visited: string[] = [path];
  view.router.subscribe((state) => visited.push(state.location.pathname));
  return { ...view, visited };
}

describe('Kids Cafe routes', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each<{
    name: string;
    path: string;
    user: ReturnType<typeof makeUser>;
    handlers?: Handlers;
    expected: string;
    heading: string | RegExp;
  }>([
    {
      name: 'needs an application and has none: the start page, with the summer-capacity warning',
      path: '/kids-cafe',
      user: makeUser(),
      handlers: START_HANDLERS,
      expected: '/kids-cafe/start',
      heading: 'Kids Cafe Waitlist',
    },
    {
      name: 'needs an application and has one: its step-1',
      path: '/kids-cafe/anything',
      user: makeUser({ applicationKidsCafeRequiredId: 7 }),
      expected: '/kids-cafe/application/step-1/7',
      heading: TITLE,
    },
    {
      name: 'PENDING: the status step',
      path: '/kids-cafe/application/step-1/7',
      user: makeUser(),
      handlers: { KidsCafeApplication: withApplication({ status: 'PENDING' }) },
      expected: '/kids-cafe/application/status/7',
      heading: PENDING,
    },
    {
      name: 'IN_PROGRESS on the status step: step-1',
      path: '/kids-cafe/application/status/7',
      user: makeUser(),
      expected: '/kids-cafe/application/step-1/7',
      heading: TITLE,
    },
    {
      name: 'an admin opening a pending application: its read-only form',
      path: '/kids-cafe/application/step-1/7',
      user: makeUser({ type: 'ADMIN' }),
      handlers: { KidsCafeApplication: withApplication({ status: 'PENDING' }) },
      expected: '/kids-cafe/application/step-1/7',
      heading: TITLE,
    },
    {
      name: 'no longer required, an unknown path: My Account',
      path: '/kids-cafe/nowhere',
      user: makeUser({ applicationKidsCafeRequired: false }),
      handlers: ACCOUNT_HANDLERS,
      expected: '/kids-cafe/account/applications',
      heading: 'My Account',
    },
  ])('$name', async ({ path, user, handlers, expected, heading }) => {
    const { router } = visit(path, kidsCafeLink(user, handlers));
    await screen.findByRole('heading', { name: heading }, { timeout: 5000 });
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it.each<[string, string, Handlers]>([
    [
      'an admin whose application fails to load',
      '/kids-cafe/application/step-1/99',
      {
        KidsCafeApplication: () => ({ errors: [{ message: 'Not found' }] }),
      },
    ],
    [
      'an admin on the status step',
      '/kids-cafe/application/status/7',
      {
        KidsCafeApplication: withApplication({ status: 'PENDING' }),
      },
    ],
  ])('%s goes to the sites', async (_name, path, handlers) => {
    const { visited } = visit(path, kidsCafeLink(makeUser({ type: 'ADMIN' }), handlers));
    await waitFor(() => expect(visited).toContain('/kids-cafe/sites'), { timeout: 5000 });
  });

  it.each<[string, string, Handlers]>([
    ['an unknown step', '/kids-cafe/application/step-2/7', {}],
    [
      'an educator whose application fails to load',
      '/kids-cafe/application/step-1/99',
      { KidsCafeApplication: () => ({ errors: [{ message: 'Not found' }] }) },
    ],
  ])('%s goes to /login', async (_name, path, handlers) => {
    const { router, visited } = visit(path, kidsCafeLink(makeUser(), handlers));
    await screen.findByRole('heading', { name: 'Programs', level: 1 }, { timeout: 5000 });
    expect(visited).toContain('/login');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the status step: pending, a disabled button and the team’s follow-up', async () => {
    visit(
      '/kids-cafe/application/status/7',
      kidsCafeLink(makeUser(), {
        KidsCafeApplication: withApplication({ status: 'PENDING' }),
      }),
    );
    await screen.findByRole('heading', { name: PENDING }, { timeout: 5000 });
    const button = screen.getByRole('button', {
      name: MESSAGES.applicationPendingButton,
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    screen.getByText('Our team will evaluate your application and follow up with you.');
  });
});
