import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { spanishForMessage } from '@portal/domain/i18n/messages-es';
import { activateLanguage } from '../../i18n/i18n';
import { fakeLink } from '../../test/fake-link';
import { makeApplicationRow, renderAccountPage, termsResult } from './account-test-utils';

/** Issue 20: My Account in Spanish (tabs, the applications table, the actions, the profile). */
describe('My Account in Spanish', () => {
  it('Applications: tabs, column headers, statuses by value, actions and deadlines', async () => {
    await act(() => activateLanguage('es'));
    const link = fakeLink({
      UserApplicationsBackpackBuddy: () => ({
        data: {
          userApplicationsBackpackBuddy: [
            makeApplicationRow(),
            makeApplicationRow({ id: 12, applicationYear: 2024, status: 'PENDING_PRINCIPAL' }),
          ],
        },
      }),
      AccountProgramTerms: () => termsResult([2026]),
    });
    renderAccountPage('/backpack-buddy/account/applications', link);

    const table = await screen.findByRole('table', { name: 'Solicitudes de Backpack Buddy' });
    screen.getByRole('heading', { name: 'Mi cuenta', level: 2 });
    screen.getByRole('heading', { name: 'Solicitudes', level: 3 });
    expect(document.title).toBe('Mi cuenta | Backpack Buddy | Portal de Socios');
    const tabs = screen.getByRole('navigation', { name: 'Mi cuenta' });
    within(tabs).getByRole('link', { name: 'Solicitudes' });
    within(tabs).getByRole('link', { name: 'Perfil' });

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Escuela', 'Año de la solicitud', 'Estado', 'Acciones']);
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(statuses).toEqual(['Aprobada', 'Pendiente de la firma del director(a)']);
    expect(within(table).getAllByRole('link', { name: /^Ver / })).toHaveLength(2);

    screen.getByRole('link', { name: 'Solicitar de nuevo' });
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Solicitar para el próximo año' }).getAttribute('href'),
      ).toBe('/backpack-buddy/application/step-1?termYear=2026'),
    );
    screen.getByText(
      'Fechas límite de solicitud: 30 de mayo para el próximo año escolar y 2 de agosto para el verano.',
    );
  });

  it("heads the first column 'Sitio' for summer applications", async () => {
    await act(() => activateLanguage('es'));
    const link = fakeLink({
      UserApplicationsBackpackBuddy: () => ({
        data: {
          userApplicationsBackpackBuddy: [
            makeApplicationRow({ termType: 'SUMMER', status: 'IN_PROGRESS' }),
          ],
        },
      }),
      AccountProgramTerms: () => termsResult([]),
    });
    renderAccountPage('/backpack-buddy/account/applications', link);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Sitio');
    within(table).getByRole('cell', { name: 'En curso' });
  });

  it('Profile: the labels, the hint and Guardar; a failed save in Spanish once the domain has it', async () => {
    const user = userEvent.setup();
    await act(() => activateLanguage('es'));
    const link = fakeLink({});
    renderAccountPage('/backpack-buddy/account/profile', link);

    screen.getByRole('heading', { name: 'Perfil', level: 3 });
    const firstName = await screen.findByLabelText('Nombre');
    screen.getByLabelText('Apellido');
    screen.getByLabelText('Correo electrónico');
    screen.getByLabelText('Teléfono');
    screen.getByText('10 dígitos, por ejemplo, 123-456-7890');

    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    const required = spanishForMessage(MESSAGES.required);
    if (required) screen.getByText(required);
    expect(link.calls).toHaveLength(0);
  });
});
