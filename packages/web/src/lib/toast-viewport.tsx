import { I18nProvider } from '@lingui/react';
import { useEffect } from 'react';
import { englishI18n } from '../i18n/i18n';
import { useT, useTranslateMessage } from '../i18n/use-t';
import { toast, useEnglishOnlyToasts, useToasts } from './toast-store';
import type { Toast } from './toast-store';
import { toastMessages } from './toast.messages';

/**
 * Where toasts appear. Each toast is its own live region: a success politely (role=status),
 * a warning at once (role=alert). A toast shows in the screen's language, or in English while
 * an admin's screens are shown (useEnglishToasts).
 */
export function ToastViewport() {
  const englishOnly = useEnglishOnlyToasts();
  if (englishOnly) {
    return (
      <I18nProvider i18n={englishI18n}>
        <Toasts />
      </I18nProvider>
    );
  }
  return <Toasts />;
}

function Toasts() {
  const toasts = useToasts();
  const t = useT();
  return (
    <aside className="toasts" aria-label={t(toastMessages.notifications)}>
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} />
      ))}
    </aside>
  );
}

function ToastItem({ toast: { id, message, text, variant } }: { toast: Toast }) {
  const t = useT();
  const translate = useTranslateMessage();
  const live =
    variant === 'warning' ? { role: 'alert' } : { role: 'status', 'aria-live': 'polite' as const };
  return (
    <div className={`toast toast-${variant}`} {...live}>
      <span>{text ? t(text) : translate(message)}</span>
      <button
        type="button"
        className="toast-close"
        aria-label={t(toastMessages.dismiss)}
        onClick={() => toast.dismiss(id)}
      >
        ×
      </button>
    </div>
  );
}

/**
 * Keeps the toasts English while `active` (the signed-in frame of an admin: issue 20, the admin
 * console stays English even when the browser or the login page chose Spanish).
 */
export function useEnglishToasts(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    toast.setEnglishOnly(true);
    return () => toast.setEnglishOnly(false);
  }, [active]);
}
