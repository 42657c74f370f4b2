import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { componentsMessages } from '../components/components.messages';
import { activateLanguage } from '../i18n/i18n';
import { toast } from './toast-store';
import { ToastViewport, useEnglishToasts } from './toast-viewport';

function AdminFrame() {
  useEnglishToasts(true);
  return null;
}

describe('toasts', () => {
  it('show domain messages and our own in Spanish, and keep their English in the store', async () => {
    await act(() => activateLanguage('es'));
    render(<ToastViewport />);
    act(() => {
      toast.success(MESSAGES.draftSaved);
      toast.warning(componentsMessages.exportFailed);
      toast.warning(MESSAGES.distributionsDeleted(4));
    });
    const region = screen.getByRole('complementary', { name: 'Notificaciones' });
    expect(within(region).getByRole('status').textContent).toContain('Borrador guardado');
    expect(
      within(region)
        .getAllByRole('alert')
        .map((a) => a.firstChild?.textContent),
    ).toEqual([
      'No se pudo generar la exportación; inténtelo de nuevo.',
      '4 distribuciones eliminadas',
    ]);
    expect(toast.list().map((t) => t.message)).toEqual([
      'Draft Saved',
      'The export could not be written, please try again.',
      '4 Distributions Deleted',
    ]);
    // The same text is not stacked.
    act(() => void toast.warning(componentsMessages.exportFailed));
    expect(toast.list()).toHaveLength(3);

    const [first] = within(region).getAllByRole('button', { name: 'Descartar' });
    await userEvent.click(first!);
    expect(toast.list()).toHaveLength(2);
  });

  it('stay English while an admin frame asks so, whatever the language', async () => {
    await act(() => activateLanguage('es'));
    const { rerender } = render(
      <>
        <AdminFrame />
        <ToastViewport />
      </>,
    );
    act(() => void toast.success(MESSAGES.schoolArchived));
    expect(screen.getByRole('status').firstChild?.textContent).toBe('School Archived');
    expect(screen.getByRole('complementary', { name: 'Notifications' })).toBeTruthy();

    // The admin frame gone (signed out), the toasts follow the language again.
    rerender(<ToastViewport />);
    expect(screen.getByRole('status').firstChild?.textContent).toBe('Escuela archivada');
  });
});
