import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_ES } from '@portal/domain/i18n/messages-es';
import { activateLanguage } from '../../i18n/i18n';
import { toast } from '../../lib/toast-store';
import { fakeLink } from '../../test/fake-link';
import {
  makeDistribution,
  makeReport,
  makeSchoolReport,
  monthWith,
  renderReports,
  reportsResult,
} from './reports-test-utils';

/** The month of makeMonth (January 2026) as a Spanish screen names it. */
const ENERO = 'enero de 2026';

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('Backpack Distribution Reports in Spanish', () => {
  beforeEach(async () => {
    await act(() => activateLanguage('es'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it('shows the open school, its months and their students in Spanish', async () => {
    const link = fakeLink({
      SchoolReports: () =>
        reportsResult([
          makeSchoolReport({
            termMonths: [monthWith([makeDistribution(1, { testimonial: 'Gracias' })])],
          }),
        ]),
    });
    renderReports(link);
    screen.getByRole('heading', { level: 2, name: 'Informes de distribución de mochilas' });
    screen.getByRole('group', { name: 'Meses del informe' });
    screen.getByLabelText('Fecha de inicio');
    screen.getByLabelText('Fecha de finalización');
    expect(screen.getByLabelText('Fecha de inicio').getAttribute('placeholder')).toBe('AAAA-MM');
    screen.getByRole('button', { name: 'Exportar' });

    const school = await screen.findByRole('region', { name: 'Lincoln Middle School' });
    within(school).getByText((_, el) => el?.textContent === 'ID de Backpack Buddy: BB-042');
    const month = within(school).getByRole('region', { name: ENERO });
    within(month).getByRole('heading', { level: 4, name: ENERO });
    const figures = Object.fromEntries(
      within(month)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      'Asignación semanal': '10',
      'Asignación mensual': '20',
      'Fechas de distribución': '9/1/26, 16/1/26',
      Asignado: '20',
      Distribuido: '3',
      Descartado: '17',
    });

    const table = within(month).getByRole('table', {
      name: `Estudiantes de ${ENERO}, Lincoln Middle School`,
    });
    expect(headers(table)).toEqual([
      '',
      'Nombre del estudiante',
      'ID del estudiante',
      '9/1/26',
      '16/1/26',
      'Testimonio',
      'Editar',
      'Eliminar',
    ]);
    within(table).getByRole('checkbox', { name: `Seleccionar todos los estudiantes de ${ENERO}` });
    within(table).getByRole('checkbox', { name: 'Seleccionar a Student 1' });
    within(table).getByRole('button', { name: 'Editar Student 1' });
    within(table).getByRole('button', { name: 'Eliminar Student 1' });
    within(month).getByRole('button', { name: 'Agregar estudiante' });
    within(month).getByRole('button', { name: 'Eliminar seleccionados' });
    within(month).getByLabelText('Comentarios');
    within(month).getByRole('button', { name: 'Enviar informe' });
  });

  it('sums up every school in Spanish, with the month names and the report line', async () => {
    const {
      distributionDates: _d,
      distributions: _s,
      ...submitted
    } = monthWith([makeDistribution(1)], {
      distributionReport: { ...makeReport(), comments: undefined },
    });
    const {
      distributionDates: _d2,
      distributions: _s2,
      ...open
    } = monthWith([], {
      termMonthId: 8,
      termMonthFormatted: 'February 2026',
      startDate: '2026-02-01',
    });
    const link = fakeLink({
      SchoolReports: () =>
        reportsResult([
          makeSchoolReport({ backpackBuddyId: null, termMonths: [submitted, open] }),
          makeSchoolReport({ schoolId: 43, name: 'Adams High School', termMonths: [] }),
        ]),
    });
    renderReports(link, { schoolId: null });
    const school = await screen.findByRole('region', { name: 'Lincoln Middle School' });
    within(school).getByText((_, el) => el?.textContent === 'ID de Backpack Buddy: Ninguno');
    const table = within(school).getByRole('table', { name: 'Meses de Lincoln Middle School' });
    expect(headers(table)).toEqual([
      'Mes',
      'Estudiantes',
      'Asignación semanal',
      'Asignado',
      'Distribuido',
      'Descartado',
      'Informe',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    within(first!).getByRole('rowheader', { name: ENERO });
    within(first!).getByText(/^Enviado por Erin Educator 3 de febrero de 2026/);
    within(second!).getByRole('rowheader', { name: 'febrero de 2026' });
    within(second!).getByText('No enviado');
    within(school).getByRole('link', { name: 'Abrir Lincoln Middle School' });
    within(screen.getByRole('region', { name: 'Adams High School' })).getByText(
      'No hay meses del período en estas fechas.',
    );
  });

  it('offers the actions of an empty month in Spanish and tells a refused file in Spanish', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const link = fakeLink({ SchoolReports: () => reportsResult([makeSchoolReport()]) });
    renderReports(link);
    const month = await screen.findByRole('region', { name: ENERO });
    within(month).getByText(`Todavía no hay estudiantes para ${ENERO}.`);
    within(month).getByRole('link', { name: 'Descargar plantilla' });
    within(month).getByRole('button', { name: 'Copiar estudiantes' });
    within(month).getByRole('button', { name: 'Agregar estudiante' });
    const input = within(month).getByLabelText(`Subir estudiantes para ${ENERO}`);

    await user.upload(input, new File(['name,id'], 'students.csv', { type: 'text/csv' }));
    await within(month).findByText(MESSAGES_ES.uploadMustBeXlsx);

    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.xlsx');
    await user.upload(input, big);
    await within(month).findByText(
      'El archivo es demasiado grande; suba la plantilla de estudiantes (1 MB como máximo)',
    );
    expect(link.calls.some((c) => c.operationName === 'UploadStudents')).toBe(false);
  });

  it('copies the students of the previous month with a Spanish confirmation', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      SchoolReports: () => reportsResult([makeSchoolReport()]),
      CopyStudents: () => ({ data: { copyStudents: 12 } }),
    });
    renderReports(link);
    const month = await screen.findByRole('region', { name: ENERO });
    await user.click(within(month).getByRole('button', { name: 'Copiar estudiantes' }));
    await screen.findByText(MESSAGES_ES.copyStudentsSuccessful);
  });

  it('tells a start month after the end month in Spanish', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ SchoolReports: () => reportsResult([makeSchoolReport()]) });
    renderReports(link);
    await screen.findByRole('region', { name: ENERO });
    const start = screen.getByLabelText('Fecha de inicio');
    const end = screen.getByLabelText('Fecha de finalización');
    await user.clear(end);
    await user.type(end, '2026-01');
    await user.clear(start);
    await user.type(start, '2026-03');
    const alert = await screen.findByText(MESSAGES_ES.startAfterEnd);
    expect(start.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('marks a submitted month and shows who submitted it in Spanish', async () => {
    const link = fakeLink({
      SchoolReports: () =>
        reportsResult([
          makeSchoolReport({
            termMonths: [monthWith([makeDistribution(1)], { distributionReport: makeReport() })],
          }),
        ]),
    });
    renderReports(link);
    const month = await screen.findByRole('region', { name: ENERO });
    await within(month).findByRole('table');
    within(month).getByText('Enviado', { selector: '.month-status' });
    within(month).getByText(/^Enviado por Erin Educator 3 de febrero de 2026/);
    expect((within(month).getByLabelText('Comentarios') as HTMLTextAreaElement).readOnly).toBe(
      true,
    );
  });
});
