import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { ENUMERATIONS, MESSAGES, kidsCafeAgeRangeOptions } from '@portal/domain';
import type { EnumName } from '@portal/domain';
import { KIDS_CAFE_MEAL_LABELS } from '@portal/domain/programs/kids-cafe';
import { spanishForMessage } from '@portal/domain/i18n/messages-es';
import { activateLanguage, i18n } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';
import { kidsCafeLink } from './application-test-utils';
import { kidsCafeOptionMessages } from './kids-cafe-options.messages';
import { kidsCafeMessages } from './kids-cafe.messages';

/** The agreement region's geometry (happy-dom lays nothing out): 1000 px of text in 200. */
function layOutAgreement() {
  const scrollable = (el: Element) => el.classList.contains('agreement-scroll');
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return scrollable(this) ? 1000 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return scrollable(this) ? 200 : 0;
  });
}

/** A new application in English, then switched to Spanish. */
async function openInSpanish() {
  renderApp('/kids-cafe/application/step-1', kidsCafeLink(), { signedIn: true });
  await screen.findByRole(
    'heading',
    { name: /^Kids Cafe Program Application/ },
    { timeout: 20_000 },
  );
  await act(() => activateLanguage('es'));
  await screen.findByRole('heading', {
    level: 2,
    name: /^Solicitud del programa Kids Cafe \d{4}$/,
  });
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const optionLabels = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
    .filter((o) => o.value !== '')
    .map((o) => o.textContent);

describe('Kids Cafe form in Spanish', { timeout: 40_000 }, () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    layOutAgreement();
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('keeps the English labels the domain and the server give, for every option shown', () => {
    const labels = kidsCafeOptionMessages as unknown as Record<string, { message: string }>;
    for (const [key, { message }] of Object.entries(labels)) {
      const [name, value] = key.split('.') as [EnumName, string];
      expect(ENUMERATIONS[name].options.find((o) => o.value === value)?.label, key).toBe(message);
    }
    for (const name of [
      'risingStarStatuses',
      'childcareLicenseTypes',
      'kidsCafeSiteTypes',
      'daysForService',
      'kidsCafeSiteMemberTypes',
    ] as const) {
      for (const { value } of ENUMERATIONS[name].options) {
        expect(labels[`${name}.${value}`], `${name}.${value}`).toBeDefined();
      }
    }
    for (const { value } of kidsCafeAgeRangeOptions()) {
      expect(labels[`participantAgeRanges.${value}`]).toBeDefined();
    }
    // The meals' names are KIDS_CAFE_MEAL_LABELS in English (mealBreakfast: 'Breakfast', …).
    for (const [meal, english] of Object.entries(KIDS_CAFE_MEAL_LABELS)) {
      const key = `meal${meal.charAt(0).toUpperCase()}${meal.slice(1)}`;
      const message = (
        kidsCafeMessages as unknown as Record<string, { id: string; message: string }>
      )[key]!;
      expect(i18n._(message.id, {}, { message: message.message })).toBe(english);
    }
  });

  it('shows the site, contacts and service sections in Spanish', async () => {
    const user = userEvent.setup();
    await openInSpanish();
    for (const heading of [
      'Información del sitio',
      'Contactos principal y secundario',
      'Fechas y horarios de servicio del sitio',
      'Acuerdos',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeDefined();
    }
    for (const label of ['Sitio', 'Nombre del sitio', 'Calle transversal', 'Escuela más cercana']) {
      expect(screen.getByLabelText(label)).toBeDefined();
    }
    expect(optionLabels('Tipo de sitio')).toEqual([
      'Cuidado infantil',
      'Head Start',
      'Programa extraescolar',
    ]);
    expect(optionLabels('Licencia de cuidado infantil')).toEqual([
      'Sí',
      'No',
      'Pendiente',
      'Exento',
    ]);
    for (const question of [
      '¿El sitio es una organización sin fines de lucro?',
      '¿El sitio ha participado en un programa de comidas del Departamento de Agricultura de Texas?',
      '¿El sitio tiene wifi?',
      '¿El sitio puede recibir entregas?',
    ]) {
      expect(screen.getByRole('group', { name: question })).toBeDefined();
    }
    for (const contact of ['Contacto principal', 'Contacto secundario']) {
      expect(group(contact).getByRole('group', { name: '¿Este contacto es supervisor(a)?' }));
    }

    const type = group('Tipo');
    expect(type.getByRole('radio', { name: /^Año escolar \d{4}$/ })).toBeDefined();
    expect(type.getByRole('radio', { name: /^Verano \d{4}$/ })).toBeDefined();
    for (const label of [
      'Fecha de inicio',
      'Fecha de finalización',
      'Número previsto de participantes',
      'Notas especiales para la entrega (opcional)',
      'Hora más temprana de entrega',
      'Referido por (opcional)',
      'Programas de enriquecimiento',
      'Fechas de cierre',
      'Excursiones',
    ]) {
      expect(screen.getByLabelText(label)).toBeDefined();
    }
    expect(group('Rangos de edad de los participantes').getByRole('checkbox', { name: 'Bebés' }));
    expect(group('Días de servicio').getByRole('checkbox', { name: 'Sábados' }));

    const meals = group('Comidas');
    await user.click(meals.getByRole('checkbox', { name: 'Desayuno' }));
    for (const label of [
      'Desayuno: hora de inicio',
      'Desayuno: hora de finalización',
      'Desayuno: participantes previstos',
    ]) {
      expect(await meals.findByLabelText(label)).toBeDefined();
    }
  });

  it('asks the childcare questions in Spanish for a childcare site', async () => {
    const user = userEvent.setup();
    await openInSpanish();
    await user.selectOptions(screen.getByLabelText('Tipo de sitio'), 'CHILDCARE');
    expect(
      await screen.findByRole('heading', { name: 'Información del centro de cuidado infantil' }),
    ).toBeDefined();
    expect(optionLabels('Nivel de Texas Rising Star')).toContain('Dos estrellas');
    expect(screen.getByRole('group', { name: '¿El centro tiene horno de microondas?' }));
    expect(screen.getByRole('group', { name: '¿Hay bebés inscritos en el centro?' }));
  });

  it('asks for the agreement to be read, in Spanish, and says when it is', async () => {
    const user = userEvent.setup();
    await openInSpanish();
    expect(screen.getByText(/^Lea el acuerdo hasta el final/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      spanishForMessage(MESSAGES.missingRequiredFields),
    );
    const region = screen.getByRole('region', { name: 'Acuerdo del programa Kids Cafe' });
    await waitFor(() => expect(region.getAttribute('aria-invalid')).toBe('true'));
    region.scrollTop = 800;
    fireEvent.scroll(region);
    expect(await screen.findByText('Acuerdo leído.')).toBeDefined();
  });
});
