import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import {
  ENUMERATIONS,
  MESSAGES,
  operatingFrequencyOptions,
  schoolMarketTimeOptions,
} from '@portal/domain';
import type { EnumName } from '@portal/domain';
import { spanishForMessage } from '@portal/domain/i18n/messages-es';
import { activateLanguage, i18n } from '../../../i18n/i18n';
import { renderApp } from '../../../test/render-app';
import { schoolMarketLink } from './application-test-utils';
import { schoolMarketOptionMessages } from './school-market-options.messages';

const TITLE = MESSAGES.schoolMarketApplicationTitle(2025);

/** The form in English, its first term chosen, then switched to Spanish. */
async function openInSpanish() {
  const user = userEvent.setup();
  const link = schoolMarketLink();
  renderApp('/school-market/application/step-1', link, { signedIn: true });
  await screen.findByRole('heading', { name: TITLE }, { timeout: 20_000 });
  await user.click(screen.getByRole('radio', { name: '2025-2026 School Year' }));
  await act(() => activateLanguage('es'));
  return { user, link };
}

const optionLabels = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
    .filter((o) => o.value !== '')
    .map((o) => o.textContent);

describe('School Market form in Spanish', { timeout: 40_000 }, () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('keeps the English option labels the domain and the server give', () => {
    const labels = schoolMarketOptionMessages as unknown as Record<
      string,
      { id: string; message: string } | undefined
    >;
    for (const [key, label] of Object.entries(labels)) {
      const [name, value] = key.split('.') as [EnumName, string];
      if (name === 'operatingFrequencies') continue;
      const option = ENUMERATIONS[name].options.find((o) => o.value === value);
      expect(option?.label, key).toBe(label?.message);
    }
    for (const name of [
      'schoolMarketTypes',
      'preferredDistributionDays',
      'preferredDistributionTimes',
    ] as const) {
      for (const { value } of ENUMERATIONS[name].options) {
        expect(labels[`${name}.${value}`], `${name}.${value}`).toBeDefined();
      }
    }
    // The years written into the frequencies, as operatingFrequencyOptions writes them.
    for (const type of ['SCHOOL', 'SUMMER'] as const) {
      for (const option of operatingFrequencyOptions(type, 2025)) {
        const { id, message } = labels[`operatingFrequencies.${option.value}`]!;
        const english = i18n._(id, { year: '2025', nextYear: '2026' }, { message });
        expect(english).toBe(option.label);
      }
    }
  });

  it('shows the sections, labels and options in Spanish', async () => {
    await openInSpanish();

    expect(
      screen.getByRole('heading', { level: 2, name: 'Solicitud del programa School Market 2025' }),
    ).toBeDefined();
    for (const heading of [
      'Información de la escuela',
      'Datos demográficos de la escuela',
      'Información del mercado',
      'Contactos',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeDefined();
    }
    for (const label of [
      'Matrícula total',
      'Estudiantes con almuerzo a precio reducido',
      'Estudiantes con almuerzo gratuito',
      'Socios sin fines de lucro (opcional)',
    ]) {
      expect(screen.getByLabelText(label)).toBeDefined();
    }
    expect(optionLabels('Tipo de organización (opcional)')).toContain('Escuela pública');
    expect(optionLabels('Tipo de mercado')).toEqual([
      'Local fijo',
      'Distribución móvil',
      'Alternativo',
    ]);
    expect(optionLabels('Frecuencia de operación')).toEqual([
      'De agosto de 2025 a mayo de 2026, dos veces al mes',
      'De agosto de 2025 a mayo de 2026, semanal',
    ]);
    expect(optionLabels('Día de distribución preferido')).toEqual([
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
    ]);
    expect(optionLabels('Horario de distribución secundario')).toEqual([
      '8:00 a. m. - 11:00 a. m.',
      '2:00 p. m. - 5:00 p. m.',
      '5:00 p. m. - 8:00 p. m.',
    ]);
    expect(optionLabels('Horario de distribución preferido')).toHaveLength(
      schoolMarketTimeOptions().length,
    );
    for (const legend of ['Contacto principal', 'Director(a)']) {
      expect(screen.getByRole('group', { name: legend })).toBeDefined();
    }
    expect(
      screen.getByRole('checkbox', {
        name: 'Certifico que la información de esta solicitud es verdadera y completa.',
      }),
    ).toBeDefined();
  });

  it('asks for a term first, in Spanish', async () => {
    renderApp('/school-market/application/step-1', schoolMarketLink(), { signedIn: true });
    await screen.findByRole('heading', { name: TITLE }, { timeout: 20_000 });
    await act(() => activateLanguage('es'));
    const frequency = screen.getByLabelText('Frecuencia de operación');
    const hint = document.getElementById(frequency.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Primero elija un período');
  });

  it('says what is missing in Spanish after a failed submit', async () => {
    const { user, link } = await openInSpanish();

    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(spanishForMessage(MESSAGES.missingRequiredFields));
    const total = screen.getByLabelText('Matrícula total');
    await waitFor(() => expect(total.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(
      total.getAttribute('aria-describedby')!.split(' ').pop()!,
    );
    expect(message?.textContent).toBe('Obligatorio');
    expect(
      within(screen.getByRole('group', { name: 'Director(a)' })).getAllByRole('textbox').length,
    ).toBeGreaterThan(0);
    expect(link.calls.some((c) => c.operationName === 'SaveSchoolMarketApplication')).toBe(false);
  });
});
