import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { ENUMERATIONS, MESSAGES } from '@portal/domain';
import type { EnumName } from '@portal/domain';
import { TEACHER_TEMPLATE_COLUMNS } from '@portal/domain/programs/teachers-aid';
import { spanishForMessage } from '@portal/domain/i18n/messages-es';
import { activateLanguage } from '../../../i18n/i18n';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeApplication, makeTeacher, teachersAidLink } from './application-test-utils';
import { teachersAidOptionMessages } from './teachers-aid-options.messages';
import { teachersAidApplicationTitle } from './texts';

type Handlers = Parameters<typeof teachersAidLink>[1];

const TITLE = teachersAidApplicationTitle(2025);
const SPANISH_TITLE = 'Solicitud del programa Teachers Aid 2025';

/** A step in English, then switched to Spanish. */
async function openInSpanish(step: 'step-1' | 'step-2' | 'step-3', handlers: Handlers = {}) {
  const path =
    step === 'step-1' ? '/teachers-aid/application/step-1' : `/teachers-aid/application/${step}/7`;
  const user = step === 'step-1' ? makeUser() : makeUser({ applicationTeachersAidRequiredId: 7 });
  const link = teachersAidLink(user, handlers);
  renderApp(path, link, { signedIn: true });
  await screen.findByRole('heading', { name: TITLE }, { timeout: 20_000 });
  await act(() => activateLanguage('es'));
  await screen.findByRole('heading', { level: 2, name: SPANISH_TITLE });
  return link;
}

const withApplication =
  (overrides: Record<string, unknown>): NonNullable<Handlers>[string] =>
  () => ({ data: { applicationTeachersAid: makeApplication(overrides) } });

/** A real .xlsx roster: the template's (English) header, then the rows. */
async function rosterFile(rows: ExcelJS.CellValue[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Teachers');
  sheet.addRow([...TEACHER_TEMPLATE_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer as ArrayBuffer], 'roster.xlsx');
}

const headings = () => screen.getAllByRole('heading').map((h) => h.textContent);

describe('Teachers Aid in Spanish', { timeout: 40_000 }, () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('keeps the English option labels the server gives, for every option shown', () => {
    const labels = teachersAidOptionMessages as unknown as Record<string, { message: string }>;
    for (const [key, { message }] of Object.entries(labels)) {
      const [name, value] = key.split('.') as [EnumName, string];
      expect(ENUMERATIONS[name].options.find((o) => o.value === value)?.label, key).toBe(message);
    }
    for (const name of ['gradesTaught', 'subjectsTaught', 'teachersAidTeamMemberTypes'] as const) {
      for (const { value } of ENUMERATIONS[name].options) {
        expect(labels[`${name}.${value}`], `${name}.${value}`).toBeDefined();
      }
    }
    expect(teachersAidApplicationTitle(2025)).toBe('Teachers Aid Program Application 2025');
  });

  it('step 1: sections, labels and contacts in Spanish', async () => {
    await openInSpanish('step-1');
    expect(headings()).toEqual(
      expect.arrayContaining([
        'Información inicial de la escuela',
        'Selección de la escuela',
        'Información de la escuela',
        'Datos demográficos del personal',
        'Coordinador(a) del sitio',
        'Director(a)',
      ]),
    );
    for (const label of [
      'Socios sin fines de lucro (opcional)',
      'Matrícula total',
      'Estudiantes con almuerzo gratuito',
      'Asiático (%)',
      'Hispano (%)',
    ]) {
      expect(screen.getByLabelText(label)).toBeDefined();
    }
    const asian = screen.getByLabelText('Asiático (%)');
    const hint = document.getElementById(asian.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Un porcentaje, por ejemplo 25');
    const types = screen.getByLabelText('Tipo de organización (opcional)') as HTMLSelectElement;
    expect(Array.from(types.options).map((o) => o.textContent)).toContain('Escuela chárter');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDefined();
  });

  it('step 2: the roster table, its buttons and the dialog in Spanish', async () => {
    const user = userEvent.setup();
    await openInSpanish('step-2');
    expect(screen.getByRole('heading', { name: 'Lista de maestros' })).toBeDefined();
    const table = screen.getByRole('table', { name: 'Maestros' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Nombre',
      'Correo electrónico',
      'Teléfono',
      'Grados',
      'Materias',
      'Estudiantes por año',
      'Maestro suplente',
      'Acciones',
    ]);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('6.º')).toBeDefined();
    expect(within(row).getByText('Matemáticas')).toBeDefined();
    expect(within(row).getByRole('button', { name: 'Editar Tina Teacher' })).toBeDefined();
    expect(within(row).getByRole('button', { name: 'Eliminar Tina Teacher' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Descargar plantilla' })).toBeDefined();
    expect(screen.getByLabelText('Cargar maestros (.xlsx)')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Verificación de antecedentes' })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: /^Certifico que los maestros indicados/ }));

    await user.click(screen.getByRole('button', { name: 'Agregar maestro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar maestro' });
    const box = within(dialog);
    for (const label of [
      'Nombre',
      'Apellido',
      'Correo electrónico',
      'Teléfono (opcional)',
      'Cargo (opcional)',
      'Maestro suplente (opcional)',
      'Estudiantes atendidos por año (opcional)',
    ]) {
      expect(box.getByLabelText(label)).toBeDefined();
    }
    expect(
      within(box.getByRole('group', { name: 'Grados que enseña (opcional)' })).getByRole(
        'checkbox',
        { name: 'Kínder' },
      ),
    ).toBeDefined();
    expect(
      within(box.getByRole('group', { name: 'Materias que enseña (opcional)' })).getByRole(
        'checkbox',
        { name: 'Ciencias' },
      ),
    ).toBeDefined();
    await user.click(box.getByRole('button', { name: 'Agregar maestro' }));
    const first = box.getByLabelText('Nombre');
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    expect(box.getAllByText(spanishForMessage(MESSAGES.required)!).length).toBeGreaterThan(0);
    expect(box.getByRole('button', { name: 'Cancelar' })).toBeDefined();
  });

  it("step 2: names a teacher's field and the roster's messages in Spanish", async () => {
    const user = userEvent.setup();
    await openInSpanish('step-2', {
      TeachersAidApplication: withApplication({
        teachers: [makeTeacher({ email: 'tina@' })],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText(
      `Tina Teacher (Correo electrónico): ${spanishForMessage(MESSAGES.invalidEmail)}`,
    );
  });

  it('step 2: an upload refusal in Spanish, ours and the domain’s', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openInSpanish('step-2');
    const input = screen.getByLabelText('Cargar maestros (.xlsx)');
    await user.upload(input, await rosterFile([]));
    expect(await screen.findByText('El archivo no tiene maestros', {}, { timeout: 5000 }));
    await user.upload(input, new File(['x'], 'roster.csv'));
    expect(await screen.findByText(spanishForMessage(MESSAGES.uploadMustBeXlsx)!));
  });

  it('step 3: the signatures and the principal email in Spanish', async () => {
    await openInSpanish('step-3');
    expect(screen.getAllByLabelText(/^Firma para la sección /)).toHaveLength(3);
    expect(screen.getAllByRole('checkbox', { name: /^Acepto/ })).toHaveLength(3);
    expect(
      screen.getByRole('heading', { name: 'Verificación del director(a) de la escuela' }),
    ).toBeDefined();
    const email = screen.getByLabelText('Confirme el correo electrónico del director(a)');
    const hint = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/^El correo electrónico del director\(a\) indicado/);
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeDefined();
  });
});
