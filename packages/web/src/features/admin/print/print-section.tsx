import { useId } from 'react';
import type { ReactNode } from 'react';
import { enumLabel, formatPhone } from '@portal/domain';
import type { EnumName } from '@portal/domain';

/** A value of the summary: text, or empty for a missing answer. */
export type PrintValue = string | number | null | undefined;

/** One titled part of a print summary (h3, the page's heading being the h2). */
export function PrintSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="print-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </section>
  );
}

/** Label and value pairs; a missing value shows as an empty line, so the form stays readable. */
export function PrintDetails({ rows }: { rows: readonly [string, PrintValue][] }) {
  return (
    <dl className="print-details">
      {rows.map(([label, value]) => (
        <div key={label} className="print-detail">
          <dt>{label}</dt>
          <dd>{value == null || value === '' ? '\u00a0' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Yes, No, or nothing for an unanswered question. */
export function yesNo(value: boolean | null | undefined): string {
  if (value == null) return '';
  return value ? 'Yes' : 'No';
}

/** Enumeration values by their labels, joined with ', '. */
export const enumLabels = (name: EnumName, values: readonly string[]) =>
  values.map((value) => enumLabel(name, value)).join(', ');

/** A start and end time as one line: '11:00 AM - 1:00 PM'. */
export const timeSpan = (start: string | null | undefined, end: string | null | undefined) =>
  [start, end].filter(Boolean).join(' - ');

/** A point of contact as the summaries show it: name, title, phone and email, under its role. */
export function contactPrintRows(
  role: string,
  contact:
    | {
        fullName?: string | null;
        title?: string | null;
        phone?: string | null;
        email?: string | null;
      }
    | null
    | undefined,
): [string, PrintValue][] {
  return [
    [role, contact?.fullName],
    [`${role} Title`, contact?.title],
    [`${role} Phone`, formatPhone(contact?.phone)],
    [`${role} Email`, contact?.email],
  ];
}
