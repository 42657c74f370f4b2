import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PROGRAMS_BY_KEY } from '@portal/domain';
import type { ApplicationStep } from '@portal/domain';
import { activateLanguage } from '../i18n/i18n';
import { FormFooter } from './form-footer';
import type { FormFooterProps } from './form-footer';

const hrefFor = (step: ApplicationStep) => `/backpack-buddy/application/${step}/7`;

function renderFooter(props: Partial<FormFooterProps>) {
  render(
    <MemoryRouter>
      <form aria-label="Application">
        <FormFooter
          steps={PROGRAMS_BY_KEY.backpackBuddy.steps}
          step="step-1"
          readOnly={false}
          submitting={false}
          hrefFor={hrefFor}
          exitTo="/"
          onSaveDraft={() => {}}
          {...props}
        />
      </form>
    </MemoryRouter>,
  );
  const form = screen.getByRole('form', { name: 'Application' });
  return Array.from(form.querySelectorAll('a, button')).map(
    (el) => `${el.tagName === 'A' ? 'link' : 'button'}:${el.textContent}`,
  );
}

describe('application footer', () => {
  it.each<[string, Partial<FormFooterProps>, string[]]>([
    ['editing step 1', {}, ['button:Save as Draft', 'button:Next']],
    ['editing step 2', { step: 'step-2' }, ['link:Go Back', 'button:Save as Draft', 'button:Next']],
    [
      'editing step 3',
      { step: 'step-3' },
      ['link:Go Back', 'button:Save as Draft', 'button:Submit Application'],
    ],
    [
      'while saving',
      { step: 'step-3', submitting: true },
      ['link:Go Back', 'button:Save as Draft', 'button:Please wait while submitting'],
    ],
    ['read-only step 1', { readOnly: true }, ['link:Exit', 'link:Next']],
    [
      'read-only step 2',
      { readOnly: true, step: 'step-2' },
      ['link:Go Back', 'link:Exit', 'link:Next'],
    ],
    ['read-only step 3', { readOnly: true, step: 'step-3' }, ['link:Go Back', 'link:Exit']],
    [
      'read-only before the next step is reachable',
      { readOnly: true, hrefFor: (step) => (step === 'step-1' ? '/s1' : null) },
      ['link:Exit'],
    ],
    ['another application in progress', { hideSave: true }, []],
    [
      'a program with one form step submits on it',
      { steps: PROGRAMS_BY_KEY.schoolMarket.steps },
      ['button:Save as Draft', 'button:Submit Application'],
    ],
  ])('%s', (_name, props, expected) => {
    expect(renderFooter(props)).toEqual(expected);
  });

  it('links Go Back, Next and Exit to their steps', () => {
    renderFooter({
      readOnly: true,
      step: 'step-2',
      exitTo: '/backpack-buddy/schools/42/applications',
    });
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe(
      '/backpack-buddy/application/step-1/7',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/backpack-buddy/application/step-3/7',
    );
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe(
      '/backpack-buddy/schools/42/applications',
    );
  });

  it('disables the buttons while saving and shows the form message as an alert', () => {
    renderFooter({
      submitting: true,
      error: 'You have required field(s) that are missing. Please see above.',
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'You have required field(s) that are missing. Please see above.',
    );
    const submit = screen.getByRole('button', { name: 'Please wait while submitting' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Save as Draft' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('application footer in Spanish', () => {
  it.each<[string, Partial<FormFooterProps>, string[]]>([
    [
      'editing step 2',
      { step: 'step-2' },
      ['link:Atrás', 'button:Guardar como borrador', 'button:Siguiente'],
    ],
    [
      'editing step 3',
      { step: 'step-3' },
      ['link:Atrás', 'button:Guardar como borrador', 'button:Enviar solicitud'],
    ],
    [
      'while saving',
      { step: 'step-3', submitting: true },
      ['link:Atrás', 'button:Guardar como borrador', 'button:Espere mientras se envía'],
    ],
    ['read-only step 1', { readOnly: true }, ['link:Salir', 'link:Siguiente']],
  ])('%s', async (_name, props, expected) => {
    await act(() => activateLanguage('es'));
    expect(renderFooter(props)).toEqual(expected);
  });

  it('announces the missing-fields message in Spanish', async () => {
    await act(() => activateLanguage('es'));
    renderFooter({ error: MESSAGES.missingRequiredFields });
    expect(screen.getByRole('alert').textContent).toBe(
      'Faltan campos obligatorios. Revise los campos de arriba.',
    );
  });

  it('shows a server refusal in Spanish, and an unknown text as it came', async () => {
    await act(() => activateLanguage('es'));
    renderFooter({ error: MESSAGES.applicationLocked });
    expect(screen.getByRole('alert').textContent).toBe('Esta solicitud ya no se puede modificar');
    cleanup();
    renderFooter({ error: 'Something the server said' });
    expect(screen.getByRole('alert').textContent).toBe('Something the server said');
  });
});
