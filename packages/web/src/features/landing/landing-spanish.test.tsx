import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { activateLanguage } from '../../i18n/i18n';
import { fakeLink } from '../../test/fake-link';
import { currentUserResult, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** Issue 20: the landing page in Spanish; program names are proper names and stay. */
describe('the landing page in Spanish', () => {
  it('greets in Spanish and shows each card with its Spanish summary and Visitar', async () => {
    await act(() => activateLanguage('es'));
    // An account whose saved language is Spanish (the start-up gate switches to it).
    const educator = makeUser({ language: 'es' });
    renderApp('/', fakeLink({ CurrentUser: () => currentUserResult(educator) }), {
      signedIn: true,
    });
    await screen.findByRole('heading', { name: 'Programas', level: 1 });
    expect(document.title).toBe('Programas | Portal de Socios');
    screen.getByText('Bienvenido(a), Erin. Elija un programa para continuar.');
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Backpack Buddy', 'Kids Cafe', 'School Market', 'Teachers Aid']);
    const card = screen.getByRole('article', { name: 'Backpack Buddy' });
    within(card).getByText(PROGRAMS_BY_KEY.backpackBuddy.spanish.summary);
    expect(within(card).queryByText(PROGRAMS_BY_KEY.backpackBuddy.summary)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Visitar' })).toHaveLength(4);
  });
});
