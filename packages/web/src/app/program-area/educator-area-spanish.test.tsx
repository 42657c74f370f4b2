import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notBuilt } from '@portal/domain';
import { activateLanguage } from '../../i18n/i18n';
import { webProgram } from '../../programs/registry';
import { fakeLink } from '../../test/fake-link';
import { currentUserResult, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { EducatorProgramArea } from './educator-program-area';

/** Issue 20: the educator area's frame (page title, workspace tabs, notes) in Spanish. */
describe('the educator area in Spanish', () => {
  it('names the workspace tabs and the page in Spanish (the program name stays)', async () => {
    await act(() => activateLanguage('es'));
    const educator = makeUser({ applicationBackpackBuddyRequired: false, language: 'es' });
    renderApp(
      '/backpack-buddy/account/applications',
      fakeLink({
        CurrentUser: () => currentUserResult(educator),
        UserApplicationsBackpackBuddy: () => ({ data: { userApplicationsBackpackBuddy: [] } }),
        AccountProgramTerms: () => ({ data: { programTerms: [] } }),
      }),
      { signedIn: true },
    );
    // The educator area is a lazy chunk: the first import may take a while.
    const tabs = await screen.findByRole(
      'navigation',
      { name: 'Backpack Buddy' },
      { timeout: 5000 },
    );
    screen.getByRole('heading', { name: 'Backpack Buddy', level: 1 });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Panel', 'Contactos', 'Encuestas', 'Documentos', 'Cuenta']);
    expect(within(tabs).getByRole('link', { name: 'Cuenta' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await screen.findByRole('heading', { name: 'Mi cuenta', level: 2 }, { timeout: 5000 });
    // The area's title and the account page's own: React keeps both in the document.
    const titles = [...document.querySelectorAll('title')].map((title) => title.textContent);
    expect(titles).toContain('Backpack Buddy | Portal de Socios');
    expect(titles).toContain('Mi cuenta | Backpack Buddy | Portal de Socios');
  });

  it('says in Spanish that an area without its application is coming', async () => {
    await act(() => activateLanguage('es'));
    const module = {
      ...webProgram('kidsCafe'),
      application: notBuilt('test'),
      startPage: notBuilt('test'),
    };
    render(
      <MemoryRouter>
        <EducatorProgramArea module={module} />
      </MemoryRouter>,
    );
    screen.getByText(
      'El área para educadores de Kids Cafe se abrirá con su solicitud, que pronto estará disponible en el portal.',
    );
  });
});
