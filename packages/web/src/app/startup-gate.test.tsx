import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../i18n/i18n';
import { storedLanguage } from '../i18n/language-preference';
import { fakeLink } from '../test/fake-link';
import { currentUserResult, makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

/** The first render loads the lazy screens and the Spanish catalogue: slow on a busy machine. */
const SLOW = { timeout: 8000 };

/** Issue 20: the language saved on the account is the screens' language after sign-in. */
describe('the start-up language', () => {
  it("switches the screens to the signed-in educator's saved Spanish", async () => {
    const educator = makeUser({ language: 'es' });
    renderApp('/', fakeLink({ CurrentUser: () => currentUserResult(educator) }), {
      signedIn: true,
    });
    // The frame is Spanish from its first paint: the loader waits for the catalogue.
    const programs = await screen.findByRole('button', { name: 'Programas' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Programs' })).toBeNull();
    screen.getByRole('link', { name: 'Saltar al contenido principal' });
    // The switch offers the other language, and the page says which language it is in.
    screen.getByRole('button', { name: 'English' });
    expect(programs.ownerDocument.documentElement.lang).toBe('es');
    expect(i18n.locale).toBe('es');
    // This browser remembers it for the pages before the next sign-in (login, register).
    expect(storedLanguage()).toBe('es');
  });

  it('keeps English for an educator whose saved language is English', async () => {
    localStorage.setItem('portal.language', 'es');
    renderApp('/', fakeLink({ CurrentUser: () => currentUserResult() }), { signedIn: true });
    await screen.findByRole('button', { name: 'Programs' }, SLOW);
    screen.getByRole('button', { name: 'Español' });
    expect(i18n.locale).toBe('en');
    // The account's choice wins over this browser's earlier one.
    expect(storedLanguage()).toBe('en');
  });

  it('keeps the browser’s Spanish for an account without a language, and saves it', async () => {
    await act(() => activateLanguage('es'));
    const link = fakeLink({
      CurrentUser: () => currentUserResult(makeUser({ language: null })),
      UpdateMyLanguage: ({ language }) => ({
        data: {
          updateMyLanguage: { __typename: 'EducatorUser', id: 'EducatorUser:1', language },
        },
      }),
    });
    renderApp('/', link, { signedIn: true });
    await screen.findByRole('button', { name: 'Programas' }, SLOW);
    await waitFor(() =>
      expect(
        link.calls.filter((c) => c.operationName === 'UpdateMyLanguage').map((c) => c.variables),
      ).toEqual([{ language: 'es' }]),
    );
    expect(i18n.locale).toBe('es');
  });

  it("leaves an admin's console in English whatever the admin saved", async () => {
    const admin = makeUser({ type: 'ADMIN', language: null });
    // No language saved: an admin's would not switch the console either (app-layout.tsx).
    const link = fakeLink({ CurrentUser: () => currentUserResult(admin) });
    renderApp('/', link, { signedIn: true });
    await screen.findByRole('button', { name: 'Programs' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Español' })).toBeNull();
    expect(i18n.locale).toBe('en');
    expect(storedLanguage()).toBeUndefined();
    expect(link.calls.some((c) => c.operationName === 'UpdateMyLanguage')).toBe(false);
  });
});

describe('the language switch of a signed-in educator', () => {
  it('saves the choice on the account, and the screens switch', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      CurrentUser: () => currentUserResult(),
      UpdateMyLanguage: ({ language }) => ({
        data: {
          updateMyLanguage: { __typename: 'EducatorUser', id: 'EducatorUser:1', language },
        },
      }),
    });
    renderApp('/', link, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Español' }, SLOW));
    await screen.findByRole('button', { name: 'Programas' }, SLOW);
    await waitFor(() =>
      expect(link.calls.filter((c) => c.operationName === 'UpdateMyLanguage')).toHaveLength(1),
    );
    expect(link.calls.find((c) => c.operationName === 'UpdateMyLanguage')?.variables).toEqual({
      language: 'es',
    });
    // Back to English: saved again, and the frame follows.
    await user.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('button', { name: 'Programs' }, SLOW);
    await waitFor(() =>
      expect(
        link.calls.filter((c) => c.operationName === 'UpdateMyLanguage').map((c) => c.variables),
      ).toEqual([{ language: 'es' }, { language: 'en' }]),
    );
  });

  it('keeps the screens switched when saving fails', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      CurrentUser: () => currentUserResult(),
      UpdateMyLanguage: () => ({ errors: [{ message: 'Something went wrong' }] }),
    });
    renderApp('/', link, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Español' }, SLOW));
    await screen.findByRole('button', { name: 'Programas' }, SLOW);
    await waitFor(() =>
      expect(link.calls.some((c) => c.operationName === 'UpdateMyLanguage')).toBe(true),
    );
    expect(i18n.locale).toBe('es');
  });
});
