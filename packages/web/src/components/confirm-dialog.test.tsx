import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { activateLanguage } from '../i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

describe('dialogs in Spanish', () => {
  it('asks "¿Está seguro(a)?" with Cancelar focused and Eliminar', async () => {
    await act(() => activateLanguage('es'));
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        message={MESSAGES.deleteDistributionsConfirm(3)}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '¿Está seguro(a)?' });
    expect(
      within(dialog).getByText('¿Está seguro(a) de que desea eliminar 3 distribuciones?'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps the English words in English', () => {
    render(<ConfirmDialog onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['×', 'Cancel', 'Delete']);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('names the close button of any dialog in Spanish', async () => {
    await act(() => activateLanguage('es'));
    const onClose = vi.fn();
    render(
      <Modal title="Editar participante" onClose={onClose}>
        <p>Contenido</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar participante' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
