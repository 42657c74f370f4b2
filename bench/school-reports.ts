/**
 * The distribution reports scenario of `npm run bench`: an educator with 10 schools × 12
 * months × 100 students (seeded in the server's process), then schoolReports for the whole
 * calendar year under load, with the size of one answer.
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { DEMO_PASSWORD } from '../packages/server/src/db/seed/demo-accounts.ts';
import type { ReportsSeedResult } from '../packages/server/src/db/seed/bench-reports.ts';
import { graphql, runScenario, type LoadOptions, type ScenarioResult } from './load.ts';
import type { ServerHandle } from './server-handle.ts';
import { formatMs } from './time.ts';
import { kib } from './table.ts';

export const REPORTS_SHAPE = { schools: 10, months: 12, students: 100 } as const;
export const REPORTS_EDUCATOR = 'reports.educator@bench.example.org';
const YEAR = 2025;

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;
/** What the Backpack Distribution Reports screen asks for. */
const SCHOOL_REPORTS = `query ($startDate: String!, $endDate: String!) {
  schoolReports(startDate: $startDate, endDate: $endDate) {
    schoolId name backpackBuddyId
    termMonths {
      termMonthId termMonthFormatted startDate weeklyAllocation monthlyAllocation
      allocated distributed discarded
      distributionDates { termMonthDistributionDateId date }
      distributionReport { comments submittedBy educatorId createdAt }
      distributions {
        distributionId studentName studentIdNumber testimonial
        distributionDateEntries { termMonthDistributionDateId distributionNumber }
      }
    }
  }
}`;

export interface SchoolReportsBench {
  scenario: ScenarioResult;
  seed?: ReportsSeedResult;
  /** One answer, as sent (the server does not compress) and gzipped. */
  responseBytes?: number;
  gzipBytes?: number;
  /** The median of 5 requests sent one at a time, before the load. */
  singleMs?: number;
}

type Answer = {
  schoolReports?: {
    termMonths?: { distributions?: { distributionDateEntries?: unknown[] }[] }[];
  }[];
};

function check(data: unknown): string | undefined {
  const schools = (data as Answer | null)?.schoolReports;
  if (!Array.isArray(schools) || schools.length !== REPORTS_SHAPE.schools) {
    return `expected ${REPORTS_SHAPE.schools} schools, got ${Array.isArray(schools) ? schools.length : 'none'}`;
  }
  for (const school of schools) {
    const months = school.termMonths ?? [];
    if (months.length !== REPORTS_SHAPE.months) return `a school with ${months.length} months`;
    const short = months.find((m) => (m.distributions ?? []).length !== REPORTS_SHAPE.students);
    if (short) return `a month with ${(short.distributions ?? []).length} students`;
    const bare = months.find((m) =>
      (m.distributions ?? []).some((d) => (d.distributionDateEntries ?? []).length === 0),
    );
    if (bare) return 'a student without counts';
  }
  return undefined;
}

function failed(reason: string): ScenarioResult {
  return {
    name: 'schoolReports',
    status: 'FAILED',
    reason,
    reqPerSec: 0,
    p50: 0,
    p99: 0,
    responses: 0,
    non2xx: 0,
    graphqlErrors: 0,
    connectionErrors: 0,
    timeouts: 0,
    checked: 0,
  };
}

export async function benchSchoolReports(
  server: ServerHandle,
  baseUrl: string,
  options: LoadOptions,
  progress: (message: string) => void,
): Promise<SchoolReportsBench> {
  const { schools, months, students } = REPORTS_SHAPE;
  progress(`seeding ${schools} schools × ${months} months × ${students} students of reports`);
  server.send({
    type: 'seed-reports',
    options: { educatorEmail: REPORTS_EDUCATOR, schools, months, students, year: YEAR },
  });
  let seed: ReportsSeedResult;
  let token: string | undefined;
  try {
    seed = (await server.next('reports-seeded', 240_000)).result;
    const login = await graphql(
      baseUrl,
      JSON.stringify({
        query: LOGIN,
        variables: { input: { email: REPORTS_EDUCATOR, password: DEMO_PASSWORD } },
      }),
    );
    token = (login.data as { login?: { token?: string } } | undefined)?.login?.token;
    if (!token) throw new Error('no login.token for the reports educator');
  } catch (error) {
    return { scenario: failed((error as Error).message) };
  }

  const headers = { authorization: `Bearer ${token}` };
  const body = JSON.stringify({
    query: SCHOOL_REPORTS,
    variables: { startDate: `${YEAR}-01-01`, endDate: `${YEAR}-12-31` },
  });
  const result: SchoolReportsBench = { scenario: failed('not measured'), seed };
  try {
    const times: number[] = [];
    let text = '';
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      text = await response.text();
      times.push(performance.now() - t0);
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    result.singleMs = times[2];
    result.responseBytes = Buffer.byteLength(text);
    result.gzipBytes = gzipSync(text).length;
  } catch (error) {
    return { ...result, scenario: failed(`single requests: ${(error as Error).message}`) };
  }

  // Each answer costs the server about a second of CPU: measured longer, with a longer
  // per-response timeout than the other scenarios, at the same number of connections.
  const load = { ...options, duration: Math.max(options.duration, 20), timeout: 60 };
  progress(`schoolReports for ${load.duration} s`);
  result.scenario = await runScenario(
    baseUrl,
    {
      name: 'schoolReports',
      body,
      headers,
      check,
      note:
        `${REPORTS_EDUCATOR}: ${schools} schools × ${months} months × ${students} students, ` +
        `the calendar year ${YEAR} (${seed.distributions.toLocaleString('en-US')} students, ` +
        `${seed.entries.toLocaleString('en-US')} counts in one answer); ` +
        `a fixed number of SQL statements per request (asserted by school-reports.test.ts); ` +
        `${load.connections} connections for ${load.duration} s, 60 s response timeout.`,
    },
    load,
  );
  return result;
}

/** The lines printed under the target's table. */
export function schoolReportsLines(bench: SchoolReportsBench | undefined): string[] {
  if (!bench) return [];
  const lines: string[] = [];
  if (bench.seed) {
    lines.push(
      `schoolReports seed: ${bench.seed.schools} schools, ${bench.seed.months} months, ` +
        `${bench.seed.distributions.toLocaleString('en-US')} students, ` +
        `${bench.seed.entries.toLocaleString('en-US')} counts, ${bench.seed.reports} reports in ${formatMs(bench.seed.ms)}`,
    );
  }
  if (bench.responseBytes !== undefined) {
    lines.push(
      `schoolReports answer: ${kib(bench.responseBytes)} (${kib(bench.gzipBytes ?? 0)} gzipped), ` +
        `one request alone ${formatMs(bench.singleMs ?? 0)} (median of 5)`,
    );
  }
  return lines;
}
