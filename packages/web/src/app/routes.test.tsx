import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it("shows an admin the program's sub-navigation and its default tab", async () => {
    const admin = makeUser({ type: 'ADMIN', fullName: 'Ada Admin' });
    const { router } = renderApp(
      '/backpack-buddy',
      fakeLink({ CurrentUser: () => currentUserResult(admin) }),
      { signedIn: true },
    );
    const nav = await screen.findByRole('navigation', { name: 'Backpack Buddy administration' });
    const labels = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    // The registry's tabs that have a screen so far, in its order.
    expect(labels).toEqual(['Schools', 'Districts', 'Users']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/backpack-buddy/schools'));
    expect(localStorage.getItem('currentProgram')).toBe('backpackBuddy');
  });

  it("sends an admin from a tab without a screen to the program's default tab", async () => {
    const admin = makeUser({ type: 'ADMIN', fullName: 'Ada Admin' });
    const { router } = renderApp(
      '/school-market/settings',
      fakeLink({ CurrentUser: () => currentUserResult(admin) }),
      { signedIn: true },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/school-market/schools'));
  });

  it('lands an admin of a program without its list screen yet on Users', async () => {
    const admin = makeUser({ type: 'ADMIN', fullName: 'Ada Admin' });
    const { router } = renderApp(
      '/kids-cafe',
      fakeLink({ CurrentUser: () => currentUserResult(admin) }),
      { signedIn: true },
    );
    const nav = await screen.findByRole('navigation', { name: 'Kids Cafe administration' });
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).toEqual(['Users']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kids-cafe/users'));
  });
});
