import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ENUMERATIONS, MESSAGES } from '@portal/domain';
import { activateLanguage } from '../../i18n/i18n';
import { CurrentSessionContext } from '../../lib/current-user';
import type { CurrentSession } from '../../lib/current-user';
import { BLANK_MEMBER } from './member-values';
import type { MemberValues } from './member-values';
import { MEMBER_TYPE_MESSAGES } from './member-words';
import { rosterMessages } from './roster-messages';
import { TeamRoster } from './team-roster';

const SESSION = {
  user: {},
  enums: [ENUMERATIONS.backpackBuddyTeamMemberTypes],
} as unknown as CurrentSession;

const member = (values: Partial<MemberValues>): MemberValues => ({ ...BLANK_MEMBER, ...values });

const MEMBERS: MemberValues[] = [
  member({ type: 'PRIMARY', firstName: 'Ana', lastName: 'Ruiz', phone: '5551234567', email: 'x' }),
  member({ type: 'STAFF', firstName: '', lastName: 'Soto' }),
];

function renderRoster(
  members: readonly MemberValues[],
  messages = rosterMessages(members, 'submit'),
) {
  const onAdd = vi.fn();
  render(
    <CurrentSessionContext value={SESSION}>
      <TeamRoster
        fields={members.map((m, i) => ({ ...m, id: String(i) }))}
        members={members}
        messages={messages}
        invalid={messages.length > 0}
        onAdd={onAdd}
        onUpdate={() => {}}
        onRemove={() => {}}
      />
    </CurrentSessionContext>,
  );
  return { onAdd };
}

const messageTexts = () =>
  Array.from(document.querySelectorAll('.roster-messages li')).map((li) => li.textContent);

describe('the team roster', () => {
  it('labels the member types in English as the enumeration does', () => {
    const t = Object.fromEntries(
      Object.entries(MEMBER_TYPE_MESSAGES).map(([value, message]) => [value, message.message]),
    );
    expect(t).toEqual(
      Object.fromEntries(
        ENUMERATIONS.backpackBuddyTeamMemberTypes.options.map((o) => [o.value, o.label]),
      ),
    );
  });

  it('words its messages in English as before', () => {
    renderRoster(MEMBERS);
    expect(messageTexts()).toEqual([
      MESSAGES.principalRequired,
      'Ana Ruiz: Email Invalid email address',
      'Soto: First Name Required',
    ]);
  });

  it('shows the table, its types and its messages in Spanish', async () => {
    await act(() => activateLanguage('es'));
    renderRoster(MEMBERS);
    const table = screen.getByRole('table', { name: 'Miembros del equipo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nombre', 'Tipo', 'Cargo', 'Teléfono', 'Correo electrónico', 'Acciones']);
    expect(within(table).getByText('Coordinador(a) principal')).toBeTruthy();
    expect(within(table).getByText('Personal')).toBeTruthy();
    expect(within(table).getByText('555-123-4567')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Editar Ana Ruiz' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Eliminar Ana Ruiz' })).toBeTruthy();
    expect(messageTexts()).toEqual([
      'Se requiere director(a) de la escuela',
      'Ana Ruiz (Correo electrónico): Correo electrónico no válido',
      'Soto (Nombre): Obligatorio',
    ]);
  });

  it('names a member without a name by their type, in Spanish', async () => {
    await act(() => activateLanguage('es'));
    const members = [member({ type: 'VOLUNTEER' })];
    renderRoster(members, rosterMessages(members, 'draft'));
    expect(messageTexts()).toEqual([
      'Voluntario(a) (Nombre): Obligatorio',
      'Voluntario(a) (Apellido): Obligatorio',
    ]);
  });

  it('says there is nobody yet, and opens Editar participante in Spanish', async () => {
    await act(() => activateLanguage('es'));
    const { onAdd } = renderRoster([], []);
    expect(screen.getByText('Todavía no hay participantes.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar participante' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar participante' });
    const type = within(dialog).getByRole('combobox', { name: 'Tipo' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Seleccione…',
      'Director(a)',
      'Coordinador(a) principal',
      'Coordinador(a) secundario(a)',
      'Personal',
      'Voluntario(a)',
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Apellido' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Cargo (opcional)' })).toBeTruthy();
    expect(within(dialog).getByText('10 dígitos, por ejemplo 123-456-7890')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findAllByText('Obligatorio')).toHaveLength(3);
    expect(onAdd).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });
});
