import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_ES } from '@portal/domain/i18n/messages-es';
import { activateLanguage } from '../../i18n/i18n';
import { toast } from '../../lib/toast-store';
import { fakeLink } from '../../test/fake-link';
import {
  makeDistribution,
  makeSchoolReport,
  monthWith,
  renderReports,
  reportsResult,
} from './reports-test-utils';

const withStudents = () =>
  makeSchoolReport({ termMonths: [monthWith([makeDistribution(1), makeDistribution(2)])] });

describe('Add Student / Edit Student in Spanish', () => {
  beforeEach(async () => {
    await act(() => activateLanguage('es'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it('labels the dialog in Spanish and tells the missing fields in Spanish', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ SchoolReports: () => reportsResult([makeSchoolReport()]) });
    renderReports(link);
    await user.click(await screen.findByRole('button', { name: 'Agregar estudiante' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar estudiante' });
    within(dialog).getByText('enero de 2026');
    const name = within(dialog).getByLabelText('Nombre del estudiante');
    within(dialog).getByLabelText('Número de identificación del estudiante');
    const counts = within(dialog).getByRole('group', { name: 'Mochilas distribuidas' });
    within(counts).getByLabelText('9/1/26');
    within(counts).getByLabelText('16/1/26');
    within(dialog).getByLabelText('Testimonio');
    within(dialog).getByRole('button', { name: 'Cancelar' });

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findAllByText(MESSAGES_ES.required)).toHaveLength(4);
    expect(document.activeElement).toBe(name);
    expect(link.calls.some((c) => c.operationName === 'SaveDistribution')).toBe(false);
  });

  it('edits a student and confirms a deletion in Spanish', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ SchoolReports: () => reportsResult([withStudents()]) });
    renderReports(link);
    await user.click(await screen.findByRole('button', { name: 'Editar Student 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar estudiante' });
    expect((within(dialog).getByLabelText('Nombre del estudiante') as HTMLInputElement).value).toBe(
      'Student 1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Eliminar Student 2' }));
    within(screen.getByRole('alertdialog')).getByText(MESSAGES_ES.deleteDistributionConfirm);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }),
    );

    await user.click(
      screen.getByRole('checkbox', { name: 'Seleccionar todos los estudiantes de enero de 2026' }),
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));
    within(screen.getByRole('alertdialog')).getByText(MESSAGES_ES.deleteDistributionsConfirm(2));
  });
});
