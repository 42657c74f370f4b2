import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { spanishForMessage } from '@portal/domain/i18n/messages-es';
import { activateLanguage } from '../../i18n/i18n';
import { fakeLink } from '../../test/fake-link';
import { currentUserResult, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** Issue 20: sign-in, registration and password reset in Spanish. */
describe('the auth pages in Spanish', () => {
  it('/login: heading, labels, button, links and the staff sign-in', async () => {
    await act(() => activateLanguage('es'));
    renderApp('/login', fakeLink({}));
    await screen.findByRole('heading', { name: 'Iniciar sesión', level: 1 });
    expect(document.title).toBe('Iniciar sesión | Portal de Socios');
    screen.getByLabelText('Correo electrónico');
    screen.getByLabelText('Contraseña');
    screen.getByRole('button', { name: 'Iniciar sesión' });
    expect(screen.getByRole('link', { name: 'Registrarse' }).getAttribute('href')).toBe(
      '/register',
    );
    screen.getByRole('link', { name: '¿Olvidó su contraseña?' });
    screen.getByText('Personal del banco de alimentos');
    screen.getByRole('button', { name: 'Inicio de sesión para administradores' });
    expect(screen.queryByText('Login')).toBeNull();
  });

  it('/login: a failed submit marks both fields, in Spanish once the domain has its Spanish', async () => {
    const user = userEvent.setup();
    const link = fakeLink({});
    await act(() => activateLanguage('es'));
    renderApp('/login', link);
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    const email = screen.getByLabelText('Correo electrónico');
    // The schema loads with the first use of the form (its own chunk): allow for a slow import.
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), {
      timeout: 5000,
    });
    expect(screen.getByLabelText('Contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    const required = spanishForMessage(MESSAGES.required);
    if (required) expect(screen.getAllByText(required)).toHaveLength(2);
    expect(link.calls).toHaveLength(0);
  });

  it('/login: a blocked SSO popup is explained in Spanish', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    await act(() => activateLanguage('es'));
    renderApp('/login', fakeLink({}));
    await user.click(
      await screen.findByRole('button', { name: 'Inicio de sesión para administradores' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Se bloqueó la ventana de inicio de sesión.',
    );
    vi.restoreAllMocks();
  });

  it('/register: heading, labels, hints and the link to sign in', async () => {
    await act(() => activateLanguage('es'));
    renderApp('/register', fakeLink({}));
    await screen.findByRole('heading', { name: 'Registrarse', level: 1 });
    for (const label of ['Nombre', 'Apellido', 'Teléfono', 'Correo electrónico', 'Contraseña']) {
      screen.getByLabelText(label);
    }
    screen.getByLabelText('Confirmar contraseña');
    screen.getByText('10 dígitos, por ejemplo, 123-456-7890');
    screen.getByText('Al menos 6 caracteres, con una letra mayúscula');
    screen.getByRole('button', { name: 'Registrarse' });
    const signIn = screen.getByRole('link', { name: 'Iniciar sesión' });
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(signIn.parentElement?.textContent).toBe('¿Ya tiene una cuenta? Iniciar sesión');
  });

  it('/register: the mismatch after a submit is shown in Spanish once the domain has it', async () => {
    const user = userEvent.setup();
    const link = fakeLink({});
    await act(() => activateLanguage('es'));
    renderApp('/register', link);
    await user.type(await screen.findByLabelText('Nombre'), 'Erin');
    await user.type(screen.getByLabelText('Apellido'), 'Educator');
    await user.type(screen.getByLabelText('Teléfono'), '7135550100');
    await user.type(screen.getByLabelText('Correo electrónico'), 'erin@example.org');
    await user.type(screen.getByLabelText('Contraseña'), 'Secret1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Secret2');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
    const confirm = screen.getByLabelText('Confirmar contraseña');
    await waitFor(() => expect(confirm.getAttribute('aria-invalid')).toBe('true'));
    const mismatch = spanishForMessage(MESSAGES.passwordsDontMatch);
    if (mismatch) screen.getByText(mismatch);
    expect(link.calls).toHaveLength(0);
  });

  it('/register: sends the language the person registers in (their mails start in it)', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      Register: () => ({
        data: {
          register: {
            __typename: 'AuthPayload',
            expiresAt: '2030-01-01T00:00:00Z',
            userType: 'EDUCATOR',
          },
        },
      }),
      CurrentUser: () => currentUserResult(makeUser({ language: 'es' })),
    });
    await act(() => activateLanguage('es'));
    renderApp('/register', link);
    await user.type(await screen.findByLabelText('Nombre'), 'Erin');
    await user.type(screen.getByLabelText('Apellido'), 'Educator');
    await user.type(screen.getByLabelText('Teléfono'), '7135550100');
    await user.type(screen.getByLabelText('Correo electrónico'), 'erin@example.org');
    await user.type(screen.getByLabelText('Contraseña'), 'Secret1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));

    await waitFor(() =>
      expect(link.calls.find((c) => c.operationName === 'Register')?.variables).toEqual({
        input: {
          firstName: 'Erin',
          lastName: 'Educator',
          phone: '713-555-0100',
          email: 'erin@example.org',
          password: 'Secret1',
          language: 'es',
        },
      }),
    );
  });

  it('/forgot-password and its confirmation', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      SendPasswordResetEmail: () => ({
        data: {
          sendPasswordResetEmail: { __typename: 'MessagePayload', success: true, message: 'ok' },
        },
      }),
    });
    await act(() => activateLanguage('es'));
    const { router } = renderApp('/forgot-password', link);
    await screen.findByRole('heading', { name: 'Olvidé mi contraseña', level: 1 });
    screen.getByText(/^Ingrese el correo electrónico de su cuenta/);
    screen.getByRole('link', { name: 'Volver al inicio de sesión' });
    await user.type(screen.getByLabelText('Correo electrónico'), 'erin@example.org');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace para restablecer' }));

    await screen.findByRole('heading', { name: 'Revise su correo electrónico', level: 1 });
    expect(router.state.location.pathname).toBe('/forgot-password-confirm');
    const sent = spanishForMessage(MESSAGES.resetEmailSent);
    if (sent) screen.getByText(sent);
  });

  it('/reset-password: the form, and the missing-token notice', async () => {
    await act(() => activateLanguage('es'));
    const { unmount } = renderApp('/reset-password?token=abc', fakeLink({}));
    await screen.findByRole('heading', { name: 'Restablecer contraseña', level: 1 });
    screen.getByLabelText('Nueva contraseña');
    screen.getByLabelText('Confirmar contraseña');
    screen.getByRole('button', { name: 'Restablecer contraseña' });
    screen.getByRole('link', { name: 'Volver al inicio de sesión' });
    unmount();

    renderApp('/reset-password', fakeLink({}));
    const link = await screen.findByRole('link', {
      name: 'Solicitar un nuevo enlace para restablecer la contraseña',
    });
    expect(link.getAttribute('href')).toBe('/forgot-password');
  });
});
