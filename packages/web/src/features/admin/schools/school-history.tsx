import { formatLongDateTime } from '@portal/domain';
import type { SchoolDetail } from './school-detail-program';
import { actionText, fieldText, valueText } from './school-history-text';

type HistoryEntry = SchoolDetail['history'][number];

/**
 * Change History: the admin changes of the school and its applications, newest first — when
 * (UTC, as every date of the console), who, what, and each changed field before and after.
 */
export function SchoolHistory({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <section className="school-history" aria-labelledby="school-history-heading">
      <h3 id="school-history-heading">Change History</h3>
      {entries.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ol className="school-history-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <p className="school-history-summary">
                <time dateTime={entry.createdAt}>{formatLongDateTime(entry.createdAt)} UTC</time>
                {' · '}
                <span>{entry.actorName ?? 'Unknown'}</span>
                {' · '}
                <span>{actionText(entry)}</span>
              </p>
              {entry.changes.length > 0 ? (
                <ul className="school-history-changes">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {`${fieldText(change.field)}: ${valueText(change.before)} → ${valueText(change.after)}`}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
