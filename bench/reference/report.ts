import { table } from '../table.ts';
import {
  REFERENCE_SHARE,
  SINGLE_ENTITY_CONNECTIONS,
  SINGLE_ENTITY_P99_MS,
  type Compared,
} from './compare.ts';

const rate = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const ms = (n: number) => (n >= 100 ? String(Math.round(n)) : n.toFixed(1));

/** One line per run: ours, the reference and the ratio side by side, with the targets. */
export function comparedTable(results: Compared[]): string {
  const rows = results.flatMap((c) =>
    c.runs.map((run) => {
      const ours = run.ours;
      const ref = run.reference;
      const failed = ours.status === 'FAILED';
      const ratio =
        ref && !failed && ref.status !== 'FAILED' && ref.reqPerSec > 0
          ? ours.reqPerSec / ref.reqPerSec
          : undefined;
      const targets: string[] = [];
      if (ratio !== undefined) {
        targets.push(
          `≥${REFERENCE_SHARE * 100}% of ref ${ratio >= REFERENCE_SHARE ? 'met' : 'MISSED'}`,
        );
      }
      if (c.singleEntity && run.connections === SINGLE_ENTITY_CONNECTIONS && !failed) {
        targets.push(
          `p99<${SINGLE_ENTITY_P99_MS} ms ${ours.p99 < SINGLE_ENTITY_P99_MS ? 'met' : 'MISSED'}`,
        );
      }
      return [
        c.name,
        String(run.connections),
        failed
          ? 'FAILED'
          : `${ours.status === 'OK' ? '' : `${ours.status} `}${rate(ours.reqPerSec)}`,
        ref ? (ref.status === 'FAILED' ? 'FAILED' : rate(ref.reqPerSec)) : '-',
        ratio === undefined ? '-' : `${ratio.toFixed(2)}×`,
        failed ? '-' : ms(ours.p99),
        ref && ref.status !== 'FAILED' ? ms(ref.p99) : '-',
        `${c.statements ?? '?'} / ${c.referenceStatements ?? '-'}`,
        targets.join(', ') || '-',
      ];
    }),
  );
  return table(
    [
      'read',
      'conns',
      'ours req/s',
      'ref req/s',
      'ratio',
      'ours p99',
      'ref p99',
      'SQL ours/ref',
      'targets',
    ],
    rows,
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
}

/** Whether each answer matched the reference's, and why a run failed. */
export function comparedNotes(results: Compared[]): string[] {
  const lines: string[] = [];
  for (const c of results) {
    if (c.match) lines.push(`${c.name}: answer vs reference: ${c.match}`);
    for (const run of c.runs) {
      if (run.ours.reason)
        lines.push(`${c.name} @${run.connections} ${run.ours.status}: ${run.ours.reason}`);
      if (run.reference?.reason) {
        lines.push(
          `${c.name} (reference) @${run.connections} ${run.reference.status}: ${run.reference.reason}`,
        );
      }
    }
  }
  return lines;
}

/** Summary lines: one per run. */
export function comparedSummary(results: Compared[]): string[] {
  return results.flatMap((c) =>
    c.runs.map((run) => {
      const o = run.ours;
      const r = run.reference;
      const ours =
        o.status === 'FAILED' ? 'FAILED' : `${rate(o.reqPerSec)} req/s p99 ${ms(o.p99)} ms`;
      const ref = r
        ? r.status === 'FAILED'
          ? ', reference FAILED'
          : `, reference ${rate(r.reqPerSec)} req/s p99 ${ms(r.p99)} ms (${(o.reqPerSec / r.reqPerSec).toFixed(2)}×)`
        : '';
      return `${c.name} @${run.connections}: ${ours}${ref}, ${c.statements ?? '?'} SQL statements/request${c.referenceStatements !== undefined ? ` (reference ${c.referenceStatements})` : ''}`;
    }),
  );
}
