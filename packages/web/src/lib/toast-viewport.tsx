import { toast, useToasts } from './toast-store';
import type { Toast } from './toast-store';

/**
 * Where toasts appear. Each toast is its own live region: a success politely (role=status),
 * a warning at once (role=alert).
 */
export function ToastViewport() {
  const toasts = useToasts();
  return (
    <aside className="toasts" aria-label="Notifications">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </aside>
  );
}

function ToastItem({ toast: { id, message, variant } }: { toast: Toast }) {
  const live =
    variant === 'warning' ? { role: 'alert' } : { role: 'status', 'aria-live': 'polite' as const };
  return (
    <div className={`toast toast-${variant}`} {...live}>
      <span>{message}</span>
      <button
        type="button"
        className="toast-close"
        aria-label="Dismiss"
        onClick={() => toast.dismiss(id)}
      >
        ×
      </button>
    </div>
  );
}
