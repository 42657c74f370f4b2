import { useId } from 'react';
import type { ReactNode } from 'react';

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
