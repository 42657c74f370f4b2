import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { fakeLink } from '../../test/fake-link';
import { currentUserResult, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('landing page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the four programs of spec 1 §2 for an educator (Partner Services is not listed)', async () => {
    renderApp('/', fakeLink({ CurrentUser: () => currentUserResult() }), { signedIn: true });
    await screen.findByRole('heading', { name: 'Programs', level: 1 });
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Backpack Buddy', 'Kids Cafe', 'School Market', 'Teachers Aid']);
    expect(screen.queryByRole('article', { name: 'Partner Services' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Visit' })).toHaveLength(4);
  });

  it('lists all five programs for an admin, Partner Services last with its summary', async () => {
    renderApp(
      '/',
      fakeLink({ CurrentUser: () => currentUserResult(makeUser({ type: 'ADMIN' })) }),
      { signedIn: true },
    );
    await screen.findByRole('heading', { name: 'Programs', level: 1 });
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual([
      'Backpack Buddy',
      'Kids Cafe',
      'School Market',
      'Teachers Aid',
      'Partner Services',
    ]);
    const card = screen.getByRole('article', { name: 'Partner Services' });
    within(card).getByText(PROGRAMS_BY_KEY.partnerServices.summary);
  });

  it('Visit stores the current program and opens its area', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', fakeLink({ CurrentUser: () => currentUserResult() }), {
      signedIn: true,
    });
    const card = await screen.findByRole('article', { name: 'Kids Cafe' });
    await user.click(within(card).getByRole('button', { name: 'Visit' }));

    expect(localStorage.getItem('currentProgram')).toBe('kidsCafe');
    await screen.findByRole('heading', { name: 'Kids Cafe', level: 1 });
    // The area lands an educator who must still apply on the program's start page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/kids-cafe/start'));
  });

  it('Partner Services at its address opens its start page for an agency that has not applied yet', async () => {
    const link = fakeLink({
      CurrentUser: () => currentUserResult(),
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
            applicationYear: 2025,
          },
        },
      }),
    });
    const { router } = renderApp('/partner-services', link, { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-services/start'));
    const start = await screen.findByRole('link', { name: 'Start Application' });
    expect(start.getAttribute('href')).toBe(
      '/partner-services/application/step-1?applicationYear=2025',
    );
  });

  it('an admin’s landing has the Partner Services card, leading to its admin area', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const admin = currentUserResult(makeUser({ type: 'ADMIN' }));
    const { router } = renderApp('/', fakeLink({ CurrentUser: () => admin }), { signedIn: true });
    const card = await screen.findByRole('article', { name: 'Partner Services' });
    await user.click(within(card).getByRole('button', { name: 'Visit' }));

    await screen.findByRole('heading', { name: 'Partner Services', level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Partner Services administration' });
    within(nav).getByRole('link', { name: 'Users' });
    within(nav).getByRole('link', { name: 'Program Settings' });
    // Organizations, the default, once its screens are built; else the first built tab.
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/partner-services\/(organizations|users)/),
    );
  });
});
