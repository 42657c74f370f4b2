import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeLink } from '../../test/fake-link';
import { currentUserResult } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('landing page', () => {
  it('lists the four landing programs, not Partner Services', async () => {
    renderApp('/', fakeLink({ CurrentUser: () => currentUserResult() }), { signedIn: true });
    await screen.findByRole('heading', { name: 'Programs', level: 1 });
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Backpack Buddy', 'Kids Cafe', 'School Market', 'Teachers Aid']);
    expect(screen.queryByText('Partner Services')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Visit' })).toHaveLength(4);
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
});
