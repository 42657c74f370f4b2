import type { ReactNode } from 'react';

/** A message region that screen readers announce at once (server errors of a form). */
export function Alert({
  children,
  variant = 'error',
}: {
  children?: ReactNode;
  variant?: 'error' | 'info';
}) {
  if (children == null || children === '') return null;
  return (
    <div role="alert" className={`alert alert-${variant}`}>
      {children}
    </div>
  );
}
