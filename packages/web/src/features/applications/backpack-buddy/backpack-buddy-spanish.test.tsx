import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { MESSAGES_ES } from '@portal/domain/i18n/messages-es';
import { toast } from '../../../lib/toast-store';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { applicationLink, makeApplication } from './application-test-utils';

/**
 * Issue 20: the three Backpack Buddy steps in Spanish (the words this form owns), for an
 * educator whose saved language is Spanish (the start-up applies it).
 */
const spanishUser = (overrides: Parameters<typeof makeUser>[0] = {}) =>
  makeUser({ language: 'es', ...overrides });

describe('the Backpack Buddy application in Spanish', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it('step 1: the sections, the terms, the school fields and their options', async () => {
    renderApp('/backpack-buddy/application/step-1', applicationLink(spanishUser()), {
      signedIn: true,
    });
    await screen.findByRole('heading', { name: 'Tipo de solicitud' }, { timeout: 10_000 });
    screen.getByRole('heading', { level: 2, name: MESSAGES_ES.programApplicationTitle(2025) });
    screen.getByRole('group', { name: 'Seleccione el período:' });
    screen.getByRole('radio', { name: 'Año escolar 2025-2026' });
    screen.getByRole('radio', { name: 'Verano 2025' });
    screen.getByRole('group', { name: '¿Su escuela ha participado antes en Backpack Buddy?' });

    screen.getByRole('heading', { name: 'Información inicial de la escuela' });
    const schoolType = screen.getByLabelText('Tipo de escuela');
    within(schoolType).getByRole('option', { name: 'Intermedia' });
    within(schoolType).getByRole('option', { name: 'Preparatoria' });
    screen.getByLabelText('Distrito');
    screen.getByLabelText('Escuela');
    screen.getByText('Primero elija un tipo de escuela y un distrito');
    screen.getByLabelText('Dirección');
    screen.getByLabelText('Dirección 2 (opcional)');
    screen.getByLabelText('Ciudad');
    screen.getByLabelText('Condado');
    screen.getByLabelText('Código postal');
    const grades = screen.getByRole('group', { name: 'Grados que atiende' });
    within(grades).getByRole('checkbox', { name: 'Todos los grados' });
    within(grades).getByRole('checkbox', { name: 'Kínder' });
    within(grades).getByRole('checkbox', { name: '1.er grado' });
    within(grades).getByRole('checkbox', { name: '12.º grado' });
    const organization = screen.getByLabelText('Tipo de organización (opcional)');
    within(organization).getByRole('option', { name: 'Organización sin fines de lucro' });
    screen.getByLabelText('Socios sin fines de lucro (opcional)');
    screen.getByRole('heading', { name: 'Información del equipo' });

    // No English of this form is left.
    expect(screen.queryByText('Application Type')).toBeNull();
    expect(screen.queryByText('Initial School Information')).toBeNull();
    expect(screen.queryByRole('radio', { name: '2025-2026 School Year' })).toBeNull();
  });

  it("step 1: another educator's application in progress", async () => {
    const link = applicationLink(spanishUser(), {
      BackpackBuddyInProgress: () => ({
        data: {
          applicationInProgressBackpackBuddy: {
            __typename: 'ApplicationInProgressNotice',
            applicationBackpackBuddyId: 90,
            termYear: 2025,
            starterName: 'Olga Other',
            starterEmail: 'olga@school.example',
            contactEmail: 'backpackbuddy@foodbank.example',
          },
        },
      }),
    });
    renderApp('/backpack-buddy/application/step-1/7', link, { signedIn: true });
    const notice = await screen.findByText(/^La inició Olga Other/, {}, { timeout: 10_000 });
    expect(notice.textContent).toBe(
      'La inició Olga Other (olga@school.example). Le pedimos que trabaje en ella con esa persona, ' +
        'o que se comunique con nosotros en backpackbuddy@foodbank.example si necesita ayuda.',
    );
    expect(
      within(notice).getByRole('link', { name: 'olga@school.example' }).getAttribute('href'),
    ).toBe('mailto:olga@school.example');
    expect(
      within(notice)
        .getByRole('link', { name: 'backpackbuddy@foodbank.example' })
        .getAttribute('href'),
    ).toBe('mailto:backpackbuddy@foodbank.example');
  });

  it('step 2: allotment, background verification and commitments', async () => {
    const link = applicationLink(spanishUser({ applicationBackpackBuddyRequiredId: 7 }));
    renderApp('/backpack-buddy/application/step-2/7', link, { signedIn: true });
    await screen.findByRole(
      'heading',
      { name: 'Información de la asignación' },
      { timeout: 10_000 },
    );
    screen.getByLabelText('Matrícula total');
    screen.getByLabelText('Estudiantes que califican para almuerzo gratuito');
    screen.getByLabelText('Estudiantes que califican para almuerzo a precio reducido');
    screen.getByRole('heading', { name: 'Verificación de antecedentes' });
    screen.getByLabelText(/^Certifico que todos los miembros del personal/);
    screen.getByRole('heading', { name: 'Intereses y compromisos con el programa' });
    const interests = screen.getByRole('group', {
      name: '¿Sobre qué otros programas del banco de alimentos le gustaría recibir información a su escuela? (opcional)',
    });
    within(interests).getByRole('checkbox', { name: 'Educación nutricional' });
    within(interests).getByRole('checkbox', { name: 'Kids Cafe' });
    screen.getByRole('group', { name: /^¿Su escuela ayudará con eventos de prensa/ });
    screen.getByRole('group', { name: /^¿Su escuela compartirá información del banco/ });
    screen.getByRole('group', {
      name: '¿Desea que los correos electrónicos del programa también se envíen a su coordinador(a) secundario(a)?',
    });
    expect(screen.queryByText('Total Enrollment')).toBeNull();
  });

  it('step 2: a failed submit says what is missing, in Spanish', async () => {
    const user = userEvent.setup();
    const link = applicationLink(spanishUser({ applicationBackpackBuddyRequiredId: 7 }));
    renderApp('/backpack-buddy/application/step-2/7', link, { signedIn: true });
    const total = await screen.findByLabelText('Matrícula total', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText(MESSAGES_ES.missingRequiredFields);
    await waitFor(() => expect(document.activeElement).toBe(total));
    expect(total.getAttribute('aria-invalid')).toBe('true');
    screen.getAllByText(MESSAGES_ES.required);
    expect(link.calls.some((c) => c.operationName === 'SaveBackpackBuddyStepTwo')).toBe(false);
  });

  it('the status page', async () => {
    const link = applicationLink(spanishUser({ applicationBackpackBuddyRequiredId: 7 }), {
      BackpackBuddyApplication: () => ({
        data: {
          applicationBackpackBuddy: makeApplication({
            stepsCompleted: 3,
            status: 'PENDING_PRINCIPAL',
          }),
        },
      }),
    });
    renderApp('/backpack-buddy/application/status/7', link, { signedIn: true });
    await screen.findByRole(
      'heading',
      { name: MESSAGES_ES.applicationPending('Backpack Buddy') },
      { timeout: 10_000 },
    );
    screen.getByText(/^El director\(a\) de su escuela debe firmar la solicitud/);
    screen.getByRole('button', { name: MESSAGES_ES.applicationPendingButton });
  });

  it('step 3: the signatures under each section and Verify Principal Email', async () => {
    const link = applicationLink(spanishUser({ applicationBackpackBuddyRequiredId: 7 }), {
      BackpackBuddyApplication: () => ({
        data: { applicationBackpackBuddy: makeApplication({ stepsCompleted: 2 }) },
      }),
    });
    renderApp('/backpack-buddy/application/step-3/7', link, { signedIn: true });
    await screen.findByRole(
      'heading',
      { name: 'Verificación del director(a)' },
      { timeout: 10_000 },
    );
    // The agreement in Spanish (the English, binding, a switch away), its slots in Spanish.
    screen.getByRole('heading', {
      name: PROGRAMS_BY_KEY.backpackBuddy.spanish.agreementTitle.default,
    });
    const slots = screen.getAllByRole('group', { name: /^Firma de la sección / });
    expect(slots).toHaveLength(3);
    for (const slot of slots) {
      within(slot).getByLabelText(/^Firma para la sección /);
      within(slot).getByText('Escriba su nombre completo');
      within(slot).getByRole('checkbox', { name: /^Acepto lo dispuesto en la sección / });
    }
    screen.getByLabelText('Confirme el correo electrónico del director(a)');
    screen.getByText(/^El correo electrónico del director\(a\) que figura en la lista/);
    expect(screen.queryByText('Principal Verification')).toBeNull();
  });
});
