/** The two-instance bench's report: the PASS/FAIL lines, the throughput table, the summary. */
import { cpus } from 'node:os';
import { table } from './table.ts';
import { formatMs } from './time.ts';
import type { TwoInstancesResult } from './two-instances.ts';

const rate = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));
const ms = (n: number) => (n >= 100 ? String(Math.round(n)) : n.toFixed(1));

const cpu = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(2));

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Mean req/s, p99 and server CPU per request of the runs of a kind; undefined when one failed. */
function meanOf(result: TwoInstancesResult, kind: 1 | 2) {
  const runs = result.throughput.filter((t) => t.kind === kind);
  if (runs.length === 0 || runs.some((t) => t.result.status === 'FAILED')) return undefined;
  const cpus = runs.map((t) => t.cpuMsPerRequest.instances);
  return {
    reqPerSec: mean(runs.map((t) => t.result.reqPerSec)),
    p99: mean(runs.map((t) => t.result.p99)),
    cpuMs: cpus.every((c) => c !== undefined) ? mean(cpus) : undefined,
  };
}

function ratioLine(result: TwoInstancesResult): string | undefined {
  const one = meanOf(result, 1);
  const two = meanOf(result, 2);
  if (!one || !two || one.reqPerSec === 0) return undefined;
  const cpuPart =
    one.cpuMs !== undefined && two.cpuMs !== undefined
      ? `, server CPU ${cpu(one.cpuMs)} → ${cpu(two.cpuMs)} ms per request`
      : '';
  return (
    `two instances against one (through the proxy, mean of the runs): ` +
    `${rate(one.reqPerSec)} → ${rate(two.reqPerSec)} req/s (×${(two.reqPerSec / one.reqPerSec).toFixed(2)}), ` +
    `p99 ${ms(one.p99)} → ${ms(two.p99)} ms${cpuPart}`
  );
}

/** The report block: settings, each check PASS/FAIL, the throughput table. */
export function twoInstancesLines(result: TwoInstancesResult): string[] {
  if (result.skipped) return [`two instances: skipped (${result.skipped})`];
  const lines = [
    `PostgreSQL: fresh database ${result.database}; object store: ${result.storage}`,
    'each instance: DEMO_MODE, TRUST_PROXY=true, one FILE_LINK_SECRET, its own mail sender to the bench SMTP sink',
  ];
  if (result.seedMs !== undefined) lines.push(`benchmark seed: ${formatMs(result.seedMs)}`);
  lines.push('');
  for (const c of result.checks) {
    lines.push(`${c.pass ? 'PASS' : 'FAIL'}  ${c.area}: ${c.name} — ${c.detail}`);
  }
  if (result.throughput.length > 0) {
    lines.push(
      '',
      `educatorUser with one token, ${result.connections} connections, ${result.duration} s each, after ${Math.min(3, result.duration)} s on each instance to warm up:`,
      ...table(
        [
          'run',
          'status',
          'req/s',
          'p50 ms',
          'p99 ms',
          'per instance',
          'server CPU ms/req',
          'proxy CPU ms/req',
        ],
        result.throughput.map((t) => [
          t.label,
          t.result.status,
          t.result.status === 'FAILED' ? '-' : rate(t.result.reqPerSec),
          t.result.status === 'FAILED' ? '-' : ms(t.result.p50),
          t.result.status === 'FAILED' ? '-' : ms(t.result.p99),
          t.split.length ? t.split.join(' / ') : '-',
          cpu(t.cpuMsPerRequest.instances),
          t.kind === 'direct' ? '-' : cpu(t.cpuMsPerRequest.proxy),
        ]),
        ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
      )
        .split('\n')
        .map((l) => l.slice(2)),
    );
    for (const t of result.throughput) {
      if (t.result.reason) lines.push(`${t.label} ${t.result.status}: ${t.result.reason}`);
    }
    const ratio = ratioLine(result);
    if (ratio) lines.push(ratio);
    if (result.load) {
      lines.push(
        `load average (1 min) ${result.load[0].toFixed(2)} before the runs, ${result.load[1].toFixed(2)} after`,
      );
    }
    lines.push(
      `note: on ${cpus().length} CPUs PostgreSQL, both instances, the proxy and the load generator ` +
        'share the cores, so a second instance can add little here; on machines of their own each ' +
        'instance brings its CPU, and 1 / (server CPU per request) is what one core of an ' +
        'instance serves, until PostgreSQL is the limit.',
    );
  }
  if (result.error) lines.push(`FAILED: ${result.error}`);
  return lines;
}

/** Short lines for the bench summary. */
export function twoInstancesSummary(result: TwoInstancesResult): string[] {
  if (result.skipped) return [`two instances: skipped (${result.skipped.split('\n')[0]})`];
  const passed = result.checks.filter((c) => c.pass).length;
  const failed = result.checks.filter((c) => !c.pass).map((c) => `${c.area}: ${c.name}`);
  const lines = [
    `two instances: ${passed}/${result.checks.length} checks PASS` +
      (failed.length ? `; FAIL: ${failed.join('; ')}` : ''),
  ];
  const failedRuns = result.throughput.filter((t) => t.result.status === 'FAILED');
  for (const t of failedRuns) lines.push(`two instances educatorUser, ${t.label}: FAILED`);
  const ratio = ratioLine(result);
  if (ratio) lines.push(`two instances educatorUser: ${ratio}`);
  if (result.error) lines.push(`two instances: FAILED (${result.error.split('\n')[0]})`);
  return lines;
}
