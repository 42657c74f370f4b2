import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { ENUMERATIONS, MESSAGES } from '@portal/domain';
import type { EnumName } from '@portal/domain';
import { spanishForMessage } from '@portal/domain/i18n/messages-es';
import { activateLanguage } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';
import { partnerServicesLink } from './application-test-utils';
import { partnerServicesOptionMessages } from './partner-services-options.messages';

/** A new application in English (its organization choice loaded), then switched to Spanish. */
async function openInSpanish() {
  renderApp('/partner-services/application/step-1', partnerServicesLink(), { signedIn: true });
  await screen.findByRole(
    'heading',
    { name: /^Partner Services Program Application/ },
    { timeout: 20_000 },
  );
  await screen.findByRole('option', { name: 'Bayou City Shelter' });
  await act(() => activateLanguage('es'));
  await screen.findByRole('heading', {
    level: 2,
    name: /^Solicitud del programa Partner Services \d{4}$/,
  });
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const hintOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby')?.split(' ')[0] ?? '')
    ?.textContent;

describe('Partner Services form in Spanish', { timeout: 40_000 }, () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('keeps the English labels the server gives, for every option shown', () => {
    const labels = partnerServicesOptionMessages as unknown as Record<string, { message: string }>;
    for (const [key, { message }] of Object.entries(labels)) {
      const [name, value] = key.split('.') as [EnumName, string];
      expect(ENUMERATIONS[name].options.find((o) => o.value === value)?.label, key).toBe(message);
    }
    for (const name of [
      'partnerServicesServices',
      'daysOfWeek',
      'organizationMemberTypes',
    ] as const) {
      for (const { value } of ENUMERATIONS[name].options) {
        expect(labels[`${name}.${value}`], `${name}.${value}`).toBeDefined();
      }
    }
  });

  it('shows the organization, contacts, services and storage sections in Spanish', async () => {
    await openInSpanish();
    for (const name of [
      'Información de la organización',
      'Contactos principal y secundario',
      'Servicios y horarios',
      'Almacenamiento y seguridad alimentaria',
      'Acuerdos',
    ]) {
      expect(screen.getByRole('heading', { name, level: 3 })).toBeDefined();
    }
    const choice = screen.getByLabelText(
      '¿Para qué organización presenta la solicitud?',
    ) as HTMLSelectElement;
    expect(choice.options[0]?.textContent).toBe('Una organización nueva');
    expect(hintOf(choice)).toBe(
      'Al elegir una de sus organizaciones, se completan sus datos para que usted los confirme.',
    );
    expect(screen.getByLabelText('Nombre de la organización')).toBeDefined();
    expect(hintOf(screen.getByLabelText('EIN'))).toBe(
      'Número de identificación del empleador, 9 dígitos, por ejemplo 12-3456789',
    );
    expect(screen.getByLabelText('Teléfono de la organización')).toBeDefined();
    expect(screen.getByLabelText('Sitio web (opcional)')).toBeDefined();
    for (const contact of ['Contacto principal', 'Contacto secundario']) {
      expect(screen.getByRole('group', { name: contact })).toBeDefined();
    }
    expect(screen.getByRole('group', { name: '¿La organización es sin fines de lucro?' }));
    const services = group(
      '¿Qué servicios ofrecerá la organización con los alimentos del banco de alimentos?',
    );
    expect(services.getByRole('checkbox', { name: 'Despensa móvil' })).toBeDefined();
    expect(services.getByRole('checkbox', { name: 'Comidas para niños' })).toBeDefined();
    expect(group('Días de operación').getByRole('checkbox', { name: 'Domingo' })).toBeDefined();
    expect(screen.getByLabelText('Personas atendidas por mes')).toBeDefined();
    for (const question of [
      '¿La organización tiene almacenamiento en seco (estantes separados del piso)?',
      '¿La organización tiene almacenamiento en congelador?',
    ]) {
      expect(screen.getByRole('group', { name: question })).toBeDefined();
    }
    expect(
      screen.getByRole('region', { name: 'Acuerdo del programa Partner Services' }),
    ).toBeDefined();
  });

  it('answers No to nonprofit, Yes to faith-based and Other, in Spanish', async () => {
    const user = userEvent.setup();
    await openInSpanish();
    const nonprofit = group('¿La organización es sin fines de lucro?');
    await user.click(nonprofit.getByRole('radio', { name: 'No' }));
    expect(
      await screen.findByText(spanishForMessage(MESSAGES.partnerServicesNonProfitOnly)!),
    ).toBeDefined();
    await user.click(
      group('¿La organización está basada en la fe (religiosa)?').getByRole('radio', {
        name: 'Sí',
      }),
    );
    expect(
      await screen.findByText(/^Las organizaciones basadas en la fe son socios bienvenidos\./),
    ).toBeDefined();
    await user.click(screen.getByRole('checkbox', { name: 'Otro' }));
    const other = await screen.findByLabelText('Otros servicios');
    expect(hintOf(other)).toBe('Describa los otros servicios');
  });

  it('says what is missing in Spanish after a failed submit', async () => {
    const user = userEvent.setup();
    await openInSpanish();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      spanishForMessage(MESSAGES.missingRequiredFields),
    );
    const name = screen.getByLabelText('Nombre de la organización');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  });
});
