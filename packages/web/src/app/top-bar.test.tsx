import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeLink } from '../test/fake-link';
import { currentUserResult, makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('top bar', () => {
  it('shows My Account for an educator whose chosen program is no longer required', async () => {
    const user = userEvent.setup();
    localStorage.setItem('currentProgram', 'backpackBuddy');
    const educator = makeUser({ applicationBackpackBuddyRequired: false });
    renderApp('/', fakeLink({ CurrentUser: () => currentUserResult(educator) }), {
      signedIn: true,
    });

    const button = await screen.findByRole('button', { name: 'Erin Educator' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const account = screen.getByRole('menuitem', { name: 'My Account' });
    expect(account.getAttribute('href')).toBe('/backpack-buddy/account/applications');
  });

  it('hides My Account while the chosen program still requires an application', async () => {
    const user = userEvent.setup();
    localStorage.setItem('currentProgram', 'backpackBuddy');
    renderApp('/', fakeLink({ CurrentUser: () => currentUserResult() }), { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Erin Educator' }));
    expect(screen.queryByRole('menuitem', { name: 'My Account' })).toBeNull();
    screen.getByRole('menuitem', { name: 'Log Out' });
  });

  it('opens from the keyboard, moves with arrows and closes with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/', fakeLink({ CurrentUser: () => currentUserResult() }), { signedIn: true });
    const programs = await screen.findByRole('button', { name: 'Programs' });
    programs.focus();
    await user.keyboard('{ArrowDown}');
    const items = screen.getAllByRole('menuitem');
    // An educator's menu: the four programs of the landing page (spec 1 §2).
    expect(items.map((i) => i.textContent)).toEqual([
      'Backpack Buddy',
      'Kids Cafe',
      'School Market',
      'Teachers Aid',
    ]);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[3]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(programs);
  });

  it('Log Out ends the session, resets the stored state and goes to /login', async () => {
    const user = userEvent.setup();
    localStorage.setItem('currentProgram', 'kidsCafe');
    localStorage.setItem(
      'reportRange',
      JSON.stringify({ startDate: '2020-01-01', endDate: '2020-02-29' }),
    );
    const link = fakeLink({
      CurrentUser: () => currentUserResult(),
      Logout: () => new TypeError('Failed to fetch'),
    });
    const { router } = renderApp('/', link, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Erin Educator' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(link.calls.map((c) => c.operationName)).toContain('Logout');
    expect(localStorage.getItem('signedIn')).toBeNull();
    expect(localStorage.getItem('currentProgram')).toBeNull();
    const year = new Date().getFullYear();
    expect(JSON.parse(localStorage.getItem('reportRange') ?? '{}')).toEqual({
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    });
    await screen.findByRole('button', { name: 'Login' });
  });
});
