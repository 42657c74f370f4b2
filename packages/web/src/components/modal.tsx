import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/use-t';
import { componentsMessages } from './components.messages';
import '../styles/modal.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

export type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes when the element that opened the dialog is gone (a deleted row). */
  fallbackFocus?: () => HTMLElement | null | undefined;
  describedBy?: string;
  /** 'wide' for a dialog holding a whole form (an email template's editor). */
  size?: 'normal' | 'wide';
};

/**
 * An accessible modal dialog: rendered over the page in a portal, labelled by its title, focus
 * moves into it (to the first `[data-autofocus]` element, else the first focusable one), Tab and
 * Shift+Tab stay inside, Escape closes it, and focus returns to what opened it.
 */
export function Modal({
  title,
  onClose,
  children,
  role = 'dialog',
  fallbackFocus,
  describedBy,
  size = 'normal',
}: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const fallbackRef = useRef(fallbackFocus);
  fallbackRef.current = fallbackFocus;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0];
      (first ?? dialog).focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // After the dialog's own render is gone: back to the opener, or the fallback.
      queueMicrotask(() => {
        if (opener?.isConnected) opener.focus();
        else fallbackRef.current?.()?.focus();
      });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const all = focusables(dialogRef.current);
    if (all.length === 0) {
      event.preventDefault();
      return;
    }
    const first = all[0]!;
    const last = all[all.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className={size === 'wide' ? 'modal modal-wide' : 'modal'}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="modal-close"
            aria-label={t(componentsMessages.close)}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
