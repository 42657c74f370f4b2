import { useId } from 'react';
import { formatLongDateTime } from '@portal/domain';
import './audit-history.css';

/** One changed field: its values before and after as JSON text (null when empty). */
export type AuditHistoryChange = {
  field: string;
  before?: string | null;
  after?: string | null;
};

/** An entry of the audit log as the GraphQL AuditEntry selects it. */
export type AuditHistoryEntry = {
  id: string;
  action: string;
  entityType: string;
  entityId: number;
  actorName?: string | null;
  createdAt: string;
  changes: readonly AuditHistoryChange[];
};

/** A screen's own words for a field's value (school ids as names); undefined for the default. */
export type DescribeValue = (field: string, value: unknown) => string | undefined;

const ACTIONS: Record<string, string> = {
  CREATE: 'Created',
  UPDATE: 'Updated',
  UPDATE_PROFILE: 'Updated the school profile',
  UPDATE_CONTACTS: 'Updated the contacts',
  UPDATE_PROGRAM_STATUS: 'Changed the program status',
  UPDATE_APPLICATION_STATUS: 'Changed the application status',
  ARCHIVE: 'Archived',
  RESTORE: 'Restored',
  DELETE: 'Deleted',
  // Admins' changes of a school's distribution reports (the Reports tab).
  REPORT_STUDENT_SAVED: "Changed a student's report",
  REPORT_STUDENTS_DELETED: 'Deleted students from a report',
  REPORT_STUDENTS_ADDED: 'Added students to a report',
  REPORT_SUBMITTED: 'Submitted a report',
  REPORT_DELETED: 'Deleted a report',
  // Program Settings: an email template, the banner notification.
  UPDATE_EMAIL: 'Changed an email template',
  UPDATE_NOTIFICATION: 'Changed the banner notification',
};

/** Actions whose words depend on what they changed, by entity type and action. */
const ENTITY_ACTIONS: Record<string, string> = {
  // A Kids Cafe site's Site Profile (the schools' is UPDATE_PROFILE above).
  'sites:UPDATE_PROFILE': 'Updated the site profile',
};

/** 'SOME_ACTION', 'someField', 'some_field' or 'address1' as 'Some action', 'Some field', 'Address 1'. */
export function sentenceCase(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What an entry did, in words; an entry of an application names it. */
export function actionText(entry: Pick<AuditHistoryEntry, 'action' | 'entityType' | 'entityId'>) {
  const action =
    ENTITY_ACTIONS[`${entry.entityType}:${entry.action}`] ??
    ACTIONS[entry.action] ??
    sentenceCase(entry.action);
  return entry.entityType.startsWith('application')
    ? `${action} (application ${entry.entityId})`
    : action;
}

function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '(empty)';
    const nested = value.some((item) => typeof item === 'object' && item !== null);
    return value.map(readable).join(nested ? '; ' : ', ');
  }
  if (typeof value === 'object') {
    // A record such as a contact: its name, then its other filled fields (ids left out).
    const record = value as Record<string, unknown>;
    const name = [record.firstName, record.lastName].filter(Boolean).map(String).join(' ');
    const rest = Object.entries(record)
      .filter(([key]) => key !== 'firstName' && key !== 'lastName' && !/Id$/.test(key))
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([key, v]) => `${sentenceCase(key)}: ${readable(v)}`)
      .join(', ');
    if (name && rest) return `${name} (${rest})`;
    return name || rest || '(empty)';
  }
  return String(value);
}

/** A logged value (JSON text) as a person reads it; an empty one as '(empty)'. */
export function valueText(
  field: string,
  json: string | null | undefined,
  describe?: DescribeValue,
): string {
  if (json === null || json === undefined) return '(empty)';
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  return describe?.(field, value) ?? readable(value);
}

/** A changed field's name: the screen's own label, else its key in words. */
export function fieldText(field: string, labels: Readonly<Record<string, string>> = {}): string {
  return labels[field] ?? sentenceCase(field);
}

/**
 * Change History (h3): the admin changes of a district, user or school, newest first as the
 * server sends them — when (UTC, as every date of the console), who, what, and each changed
 * field before → after; 'No changes recorded yet.' while there are none.
 */
export function AuditHistory({
  entries,
  fieldLabels = {},
  describeValue,
}: {
  entries: readonly AuditHistoryEntry[];
  /** Names for fields whose key reads badly (schoolIds → 'Schools', numFreeLunch → 'Free lunch'). */
  fieldLabels?: Readonly<Record<string, string>>;
  describeValue?: DescribeValue;
}) {
  const headingId = useId();
  return (
    <section className="audit-history" aria-labelledby={headingId}>
      <h3 id={headingId}>Change History</h3>
      {entries.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ol className="audit-history-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <p className="audit-history-summary">
                <time dateTime={entry.createdAt}>{formatLongDateTime(entry.createdAt)} UTC</time>
                {' · '}
                <span>{entry.actorName ?? 'Unknown'}</span>
                {' · '}
                <span>{actionText(entry)}</span>
              </p>
              {entry.changes.length > 0 ? (
                <ul className="audit-history-changes">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {`${fieldText(change.field, fieldLabels)}: ${valueText(
                        change.field,
                        change.before,
                        describeValue,
                      )} → ${valueText(change.field, change.after, describeValue)}`}
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
