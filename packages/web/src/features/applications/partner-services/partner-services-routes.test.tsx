import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeApplication, partnerServicesLink } from './application-test-utils';

type Handlers = Parameters<typeof partnerServicesLink>[1];

const PENDING = MESSAGES.applicationPending('Partner Services');
const TITLE = /^Partner Services Program Application/;

const withApplication =
  (overrides: Record<string, unknown>): NonNullable<Handlers>[string] =>
  () => ({ data: { applicationPartnerServices: makeApplication(overrides) } });

const START_HANDLERS: Handlers = {
  StartPage: () => ({
    data: {
      programConfig: {
        __typename: 'ProgramConfig',
        id: 'PARTNER_SERVICES',
        program: 'PARTNER_SERVICES',
        schoolEnabled: null,
        summerEnabled: null,
        waitlistEnabled: null,
        acceptingApplications: true,
        waitlisted: null,
        applicationYear: 2026,
      },
    },
  }),
};

const ACCOUNT_HANDLERS: Handlers = {
  AccountProgramTerms: () => ({ data: { programTerms: [] } }),
};

function visit(path: string, link: ReturnType<typeof partnerServicesLink>) {
  const view = renderApp(path, link, { signedIn: true });
  const visited: string[] = [path];
  view.router.subscribe((state) => visited.push(state.location.pathname));
  return { ...view, visited };
}

describe('Partner Services routes', () => {
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
      name: 'needs an application and has none: the start page',
      path: '/partner-services',
      user: makeUser(),
      handlers: START_HANDLERS,
      expected: '/partner-services/start',
      heading: 'Apply to Partner Services',
    },
    {
      name: 'needs an application and has one: its step-1',
      path: '/partner-services/anything',
      user: makeUser({ applicationPartnerServicesRequiredId: 7 }),
      expected: '/partner-services/application/step-1/7',
      heading: TITLE,
    },
    {
      name: 'PENDING: the status step',
      path: '/partner-services/application/step-1/7',
      user: makeUser(),
      handlers: { PartnerServicesApplication: withApplication({ status: 'PENDING' }) },
      expected: '/partner-services/application/status/7',
      heading: PENDING,
    },
    {
      name: 'IN_PROGRESS on the status step: step-1',
      path: '/partner-services/application/status/7',
      user: makeUser(),
      expected: '/partner-services/application/step-1/7',
      heading: TITLE,
    },
    {
      name: 'an admin opening a pending application: its read-only form',
      path: '/partner-services/application/step-1/7',
      user: makeUser({ type: 'ADMIN' }),
      handlers: { PartnerServicesApplication: withApplication({ status: 'PENDING' }) },
      expected: '/partner-services/application/step-1/7',
      heading: TITLE,
    },
    {
      name: 'no longer required, an unknown path: My Account',
      path: '/partner-services/nowhere',
      user: makeUser({ applicationPartnerServicesRequired: false }),
      handlers: ACCOUNT_HANDLERS,
      expected: '/partner-services/account/applications',
      heading: 'My Account',
    },
  ])('$name', async ({ path, user, handlers, expected, heading }) => {
    const { router } = visit(path, partnerServicesLink(user, handlers));
    await screen.findByRole('heading', { name: heading }, { timeout: 5000 });
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it('the start page leads to the form of the year Program Settings accept', async () => {
    visit('/partner-services/start', partnerServicesLink(makeUser(), START_HANDLERS));
    const start = await screen.findByRole('link', { name: 'Start Application' }, { timeout: 5000 });
    expect(start.getAttribute('href')).toBe(
      '/partner-services/application/step-1?applicationYear=2026',
    );
    screen.getByText(/our team reviews your application/);
  });

  it.each<[string, string, Handlers]>([
    [
      'an admin whose application fails to load',
      '/partner-services/application/step-1/99',
      { PartnerServicesApplication: () => ({ errors: [{ message: 'Not found' }] }) },
    ],
    [
      'an admin on the status step',
      '/partner-services/application/status/7',
      { PartnerServicesApplication: withApplication({ status: 'PENDING' }) },
    ],
  ])('%s goes to the organizations', async (_name, path, handlers) => {
    const { visited } = visit(path, partnerServicesLink(makeUser({ type: 'ADMIN' }), handlers));
    await waitFor(() => expect(visited).toContain('/partner-services/organizations'), {
      timeout: 5000,
    });
  });

  it.each<[string, string, Handlers]>([
    ['an unknown step', '/partner-services/application/step-2/7', {}],
    [
      'an educator whose application fails to load',
      '/partner-services/application/step-1/99',
      { PartnerServicesApplication: () => ({ errors: [{ message: 'Not found' }] }) },
    ],
  ])('%s goes to /login', async (_name, path, handlers) => {
    const { router, visited } = visit(path, partnerServicesLink(makeUser(), handlers));
    await screen.findByRole('heading', { name: 'Programs', level: 1 }, { timeout: 5000 });
    expect(visited).toContain('/login');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the status step: pending, a disabled button and the team’s follow-up', async () => {
    visit(
      '/partner-services/application/status/7',
      partnerServicesLink(makeUser(), {
        PartnerServicesApplication: withApplication({ status: 'PENDING' }),
      }),
    );
    const heading = await screen.findByRole('heading', { name: PENDING }, { timeout: 5000 });
    const status = heading.closest('section') as HTMLElement;
    const button = within(status).getByRole('button', {
      name: MESSAGES.applicationPendingButton,
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    within(status).getByText('Our team will evaluate your application and follow up with you.');
  });
});
