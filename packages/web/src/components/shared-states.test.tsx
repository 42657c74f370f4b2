import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { activateLanguage } from '../i18n/i18n';
import { ErrorBlock } from './error-block';
import { ListStates } from './list-states';
import { Loading } from './loading';
import { ProgressBubbles } from './progress-bubbles';
import { YesNoGroup } from './radio-group';
import { ReminderBanner } from './reminder-banner';

describe('the shared states in Spanish', () => {
  it('says Cargando, No hay resultados and the loading error in Spanish', async () => {
    await act(() => activateLanguage('es'));
    render(
      <>
        <Loading />
        <ListStates rows={[]} error={null}>
          {() => null}
        </ListStates>
        <ErrorBlock />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Cargando');
    expect(screen.getByText('No hay resultados')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Error' })).toBeTruthy();
    expect(screen.getByText('Hubo un error al cargar')).toBeTruthy();
  });

  it('heads the reminder Recordatorio and keeps the admin’s text', async () => {
    await act(() => activateLanguage('es'));
    render(<ReminderBanner text="Reports are due Friday." />);
    expect(screen.getByRole('region', { name: 'Recordatorio' }).textContent).toContain(
      'Reports are due Friday.',
    );
  });

  it('offers Sí and No', async () => {
    await act(() => activateLanguage('es'));
    render(
      <YesNoGroup
        name="new"
        legend="¿Es nuevo?"
        value={null}
        onChange={() => {}}
        error="Required"
      />,
    );
    const group = screen.getByRole('group', { name: '¿Es nuevo?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.nextSibling?.textContent),
    ).toEqual(['Sí', 'No']);
    expect(within(group).getByText('Obligatorio')).toBeTruthy();
  });

  it('names the application steps in Spanish', async () => {
    await act(() => activateLanguage('es'));
    render(
      <MemoryRouter>
        <ProgressBubbles
          steps={PROGRAMS_BY_KEY.backpackBuddy.steps}
          current="step-1"
          hrefFor={(step) => `/backpack-buddy/application/${step}/7`}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pasos de la solicitud' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Paso 1', 'Paso 2', 'Paso 3']);
  });
});
