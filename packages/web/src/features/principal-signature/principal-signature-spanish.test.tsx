import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { spanishForMessage } from '@portal/domain/i18n/messages-es';
import { formatFor } from '../../i18n/format';
import { activateLanguage } from '../../i18n/i18n';
import { fakeLink } from '../../test/fake-link';
import { renderApp } from '../../test/render-app';
import { detailsResult, makeDetails } from './signature-test-utils';

const TOKEN = 'link-token-es';

/** The value next to a label of the page's detail lists. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** A domain message as the Spanish page shows it (its Spanish once the catalogue has it). */
const shown = (english: string) => spanishForMessage(english) ?? english;

async function renderSpanish(details = makeDetails()) {
  await act(() => activateLanguage('es'));
  const link = fakeLink({ ApplicationSignatureDetails: () => detailsResult(details) });
  return renderApp(`/principal-signature/${TOKEN}`, link);
}

describe('principal signature page in Spanish', () => {
  it('shows the headings, the school and the signer in Spanish', async () => {
    await renderSpanish();

    await screen.findByRole('heading', { level: 2, name: 'Acuerdo del programa Backpack Buddy' });
    screen.getByRole('heading', { level: 1, name: 'Firma del director(a)' });
    expect(document.title).toBe('Firma del director(a) | Portal de Socios');
    expect(valueOf('Nombre de la escuela')).toBe('Lincoln Middle School');
    expect(valueOf('Distrito')).toBe('Aldine ISD');
    expect(valueOf('Dirección (línea 1)')).toBe('100 Main St');
    expect(valueOf('Condado')).toBe('Harris');
    expect(valueOf('Código postal')).toBe('77011');
    expect(valueOf('Nombre del director(a)')).toBe('Pat Principal');
    expect(valueOf('Correo electrónico del director(a)')).toBe('pat@school.example');
    expect(valueOf('Fecha')).toBe(formatFor('es').shortDate(new Date()));
  });

  it('shows the agreement in Spanish, with the English marked as binding', async () => {
    const user = userEvent.setup();
    await renderSpanish();

    const region = await screen.findByRole('region', {
      name: 'Acuerdo del programa Backpack Buddy',
    });
    screen.getByText(
      'Esta es una traducción de cortesía. La versión en inglés es la versión vinculante.',
    );
    within(region).getByRole('heading', { level: 4, name: 'Propósito del programa' });
    within(region).getByRole('heading', {
      name: 'Memorando de entendimiento de los programas escolares',
    });
    expect(region.textContent).toContain('se celebra el 4 de marzo de 2025');
    const names = within(region).getAllByLabelText('Firma') as HTMLInputElement[];
    expect(names.map((input) => input.value)).toEqual([
      'Erin Educator',
      'Erin Educator',
      'Erin Educator',
    ]);
    expect(within(region).getAllByRole('checkbox', { name: 'Acepto' })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Inglés (versión vinculante)' }));
    const english = within(region).getByRole('heading', {
      level: 3,
      name: 'Backpack Buddy Program Agreement',
    });
    expect(english.closest('article')?.getAttribute('lang')).toBe('en');
    expect(region.textContent).toContain('is made on 3/4/2025');
  });

  it('titles a Houston ISD School Market text a Reconocimiento, with the agency number', async () => {
    const base = makeDetails();
    await renderSpanish(
      makeDetails({
        programName: 'school-market',
        school: { ...base.school, districtName: 'Houston ISD', schoolMarketAgencyNumber: 'A-1' },
      }),
    );
    await screen.findByRole('heading', {
      level: 2,
      name: 'Reconocimiento del programa School Market',
    });
    expect(valueOf('Número de agencia')).toBe('A-1');
    expect(valueOf('Nombre del contacto principal')).toBe('Pat Principal');
    expect(screen.getAllByText('Firma del proveedor')).toHaveLength(2);
  });

  it('labels the form in Spanish and announces the missing fields', async () => {
    const user = userEvent.setup();
    await renderSpanish();

    const name = await screen.findByLabelText('Nombre del firmante');
    screen.getByLabelText('Correo electrónico del firmante');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta firmada' }));

    const alert = await screen.findByText(shown(MESSAGES.missingRequiredFields));
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(document.activeElement).toBe(name);
  });

  it('shows a signed application read-only with Salir', async () => {
    await renderSpanish(
      makeDetails({
        status: 'APPROVED',
        signedAt: '2025-03-06T16:00:00.000Z',
        signeeName: 'Pat Principal',
        signeeEmail: 'pat@school.example',
      }),
    );
    await screen.findByText(shown(MESSAGES.signatureAlreadySubmitted));
    const signee = screen.getByLabelText('Nombre del firmante') as HTMLInputElement;
    expect([signee.value, signee.readOnly]).toEqual(['Pat Principal', true]);
    expect(screen.queryByRole('button', { name: 'Enviar respuesta firmada' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Salir' }).getAttribute('href')).toBe('/login');
    expect(valueOf('Fecha')).toBe(formatFor('es').shortDate('2025-03-06T16:00:00.000Z'));
  });
});
