import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { print } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '@portal/domain';
import { sessionStore } from '../../lib/session-store';
import { fakeLink } from '../../test/fake-link';
import { currentUserResult } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('login page', () => {
  it("shows 'Required' and 'Invalid email address' without calling the API", async () => {
    const user = userEvent.setup();
    const link = fakeLink({});
    renderApp('/login', link);

    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    // The schema (zod) loads when the form is first used: the messages follow the click.
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-describedby')).toBe(
      screen.getAllByText('Required')[0]?.getAttribute('id'),
    );

    await user.type(email, 'not-an-email');
    await user.type(password, 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Invalid email address');
    expect(link.calls).toHaveLength(0);
  });

  it('shows the first server message in an alert', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp(
      '/login',
      fakeLink({ Login: () => ({ errors: [{ message: 'Invalid email or password' }] }) }),
    );
    await user.type(await screen.findByLabelText('Email'), 'erin@example.org');
    await user.type(screen.getByLabelText('Password'), 'Wrong1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
  });

  it('signs in without keeping a token (the session is an HttpOnly cookie), loads the user and goes home', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      Login: () => ({
        data: {
          login: {
            __typename: 'AuthPayload',
            expiresAt: '2030-01-01T00:00:00Z',
            userType: 'EDUCATOR',
          },
        },
      }),
      CurrentUser: () => currentUserResult(),
    });
    const { router } = renderApp('/login', link);
    await user.type(await screen.findByLabelText('Email'), 'erin@example.org');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByRole('heading', { name: 'Programs', level: 1 });
    expect(router.state.location.pathname).toBe('/');
    // The login asks for no token; nothing secret is kept in storage.
    const loginCall = link.calls.find((c) => c.operationName === 'Login');
    expect(print(loginCall!.query)).not.toMatch(/\btoken\b/);
    expect(localStorage.getItem('token')).toBeNull();
    expect(Object.values({ ...localStorage })).not.toContain('tok-1');
    // Every request carries the CSRF header and no Authorization header.
    const currentUserCall = link.calls.find((c) => c.operationName === 'CurrentUser');
    expect(currentUserCall?.headers).toMatchObject({ [CSRF_HEADER]: '1' });
    expect(currentUserCall?.headers).not.toHaveProperty('Authorization');
  });

  it('signs staff in when the SSO popup says so, and shows its error', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus() {} } as Window);
    renderApp('/login', fakeLink({ CurrentUser: () => currentUserResult() }));
    await user.click(await screen.findByRole('button', { name: 'Administrator Login' }));
    expect(open).toHaveBeenCalledWith('/auth/sso/start', 'portal-sso', 'width=520,height=680');

    const noAccess = "You don't have access to this application, contact your administrator.";
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'portal-sso', error: noAccess },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(noAccess);

    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://evil.example',
        data: { type: 'portal-sso', signedIn: true },
      }),
    );
    expect(sessionStore.get().signedIn).toBe(false);

    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: { type: 'portal-sso', signedIn: true },
      }),
    );
    await waitFor(() => expect(sessionStore.get().signedIn).toBe(true));
    await screen.findByRole('heading', { name: 'Programs', level: 1 });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
