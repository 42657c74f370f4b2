import type { ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';

/** An empty list: 'No Results', with an optional explanation. */
export function NoResults({ children }: { children?: ReactNode }) {
  return (
    <div className="state-block state-empty">
      <p className="state-title">{MESSAGES.noResults}</p>
      {children ? <p>{children}</p> : null}
    </div>
  );
}
