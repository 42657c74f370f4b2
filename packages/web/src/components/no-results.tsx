import type { ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';
import { useTranslateMessage } from '../i18n/use-t';

/** An empty list: 'No Results', with an optional explanation. */
export function NoResults({ children }: { children?: ReactNode }) {
  const translate = useTranslateMessage();
  return (
    <div className="state-block state-empty">
      <p className="state-title">{translate(MESSAGES.noResults)}</p>
      {children ? <p>{children}</p> : null}
    </div>
  );
}
