import type { ReactNode } from 'react';
import { useTranslateMessage } from '../i18n/use-t';

/**
 * A message region that screen readers announce at once (server errors of a form). A text is a
 * domain or server message (English) and shows in the screen's language.
 */
export function Alert({
  children,
  variant = 'error',
}: {
  children?: ReactNode;
  variant?: 'error' | 'info';
}) {
  const translate = useTranslateMessage();
  if (children == null || children === '') return null;
  return (
    <div role="alert" className={`alert alert-${variant}`}>
      {typeof children === 'string' ? translate(children) : children}
    </div>
  );
}
