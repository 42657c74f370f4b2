/**
 * The distribution reports scenario of `npm run bench`: an educator with 10 schools × 12
 * months × 100 students (seeded in the server's process), the calendar year, and what the
 * Backpack Distribution Reports screen asks for: the summary of All School Sites (the
 * dashboard's first answer: every school's months, no students) and one school open (its months
 * with dates and students). Each is measured alone (size, time, SQL statements) and under load,
 * and set against the former answer (every school with every student, before issue 19), rebuilt
 * byte for byte from the ten schools' answers to the former document, with the 4× goal.
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { DEMO_PASSWORD } from '../packages/server/src/db/seed/demo-accounts.ts';
import type { ReportsSeedResult } from '../packages/server/src/db/seed/bench-reports.ts';
import { graphql, runScenario, type LoadOptions, type ScenarioResult } from './load.ts';
import type { ServerHandle } from './server-handle.ts';
import type { StatementCount } from './server-process.ts';
import { formatMs } from './time.ts';
import { kib, table } from './table.ts';

export const REPORTS_SHAPE = { schools: 10, months: 12, students: 100 } as const;
export const REPORTS_EDUCATOR = 'reports.educator@bench.example.org';
const YEAR = 2025;
/** Issue 19: the answer for this case at least 4× smaller than the former one. */
const GOAL = 4;

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;

/**
 * The screen's document, as packages/web/src/features/dashboard/reports.queries.ts has it
 * (`students` false for All School Sites, true for one school).
 */
const SCHOOL_REPORTS = `query SchoolReports($startDate: String!, $endDate: String!, $schoolId: Int, $students: Boolean!) {
  schoolReports(startDate: $startDate, endDate: $endDate, schoolId: $schoolId) {
    schoolId name backpackBuddyId
    termMonths {
      termMonthId termMonthFormatted startDate weeklyAllocation monthlyAllocation
      allocated distributed discarded studentCount
      distributionDates @include(if: $students) { termMonthDistributionDateId date }
      distributions @include(if: $students) {
        distributionId studentName studentIdNumber testimonial counts
      }
      distributionReport { comments @include(if: $students) submittedBy createdAt }
    }
  }
}`;

/** The screen's document before issue 19: every school, every student, each count with its date's id. */
const FORMER = `query ($startDate: String!, $endDate: String!, $schoolId: Int) {
  schoolReports(startDate: $startDate, endDate: $endDate, schoolId: $schoolId) {
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

const range = { startDate: `${YEAR}-01-01`, endDate: `${YEAR}-12-31` };

/** One request measured alone. */
export interface ReportsAnswer {
  /** As sent (the server does not compress) and gzipped. */
  bytes: number;
  gzipBytes: number;
  /** The median of 5 requests sent one at a time, before the load. */
  singleMs: number;
  statements?: StatementCount;
}

export interface SchoolReportsBench {
  /** The summary of All School Sites under load (the target's table row 'schoolReports'). */
  scenario: ScenarioResult;
  /** One school open under load (printed under the table). */
  schoolScenario?: ScenarioResult;
  seed?: ReportsSeedResult;
  summary?: ReportsAnswer;
  school?: ReportsAnswer;
  /** The former answer: every school with every student, rebuilt from its ten schools. */
  former?: { bytes: number; gzipBytes: number };
  /** Every school opened in turn (or the export of All School Sites): the ten answers' bytes. */
  everySchoolBytes?: number;
  statementsProblem?: string;
}

type Month = {
  studentCount?: number;
  distributionDates?: unknown[];
  distributions?: { counts?: (number | null)[] }[];
};
type Answer = { schoolReports?: { schoolId: number; termMonths?: Month[] }[] };

const schoolsOf = (data: unknown) => (data as Answer | null)?.schoolReports;

function checkSummary(data: unknown): string | undefined {
  const schools = schoolsOf(data);
  if (!Array.isArray(schools) || schools.length !== REPORTS_SHAPE.schools) {
    return `expected ${REPORTS_SHAPE.schools} schools, got ${Array.isArray(schools) ? schools.length : 'none'}`;
  }
  for (const school of schools) {
    const months = school.termMonths ?? [];
    if (months.length !== REPORTS_SHAPE.months) return `a school with ${months.length} months`;
    const short = months.find((m) => m.studentCount !== REPORTS_SHAPE.students);
    if (short) return `a month of ${short.studentCount} students`;
    if (months.some((m) => m.distributions)) return 'students in the summary';
  }
  return undefined;
}

function checkSchool(data: unknown): string | undefined {
  const schools = schoolsOf(data);
  if (!Array.isArray(schools) || schools.length !== 1) return 'expected one school';
  const months = schools[0]!.termMonths ?? [];
  if (months.length !== REPORTS_SHAPE.months) return `a school with ${months.length} months`;
  for (const month of months) {
    const students = month.distributions ?? [];
    if (students.length !== REPORTS_SHAPE.students)
      return `a month with ${students.length} students`;
    const dates = (month.distributionDates ?? []).length;
    const bare = students.find(
      (d) => (d.counts ?? []).length !== dates || (d.counts ?? []).some((n) => n === null),
    );
    if (bare) return 'a student without a count for every date';
  }
  return undefined;
}

function failed(name: string, reason: string): ScenarioResult {
  return {
    name,
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

/** Sends a request 5 times, one at a time: the median time and the last answer's text. */
async function alone(baseUrl: string, body: string, headers: Record<string, string>) {
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
  const json = JSON.parse(text) as { data?: unknown; errors?: { message?: string }[] };
  if (json.errors?.length) throw new Error(`GraphQL error: ${json.errors[0]?.message ?? '?'}`);
  const answer: ReportsAnswer = {
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
    singleMs: times[2]!,
  };
  return { answer, data: json.data };
}

/**
 * The former answer (every school with every student in one request, refused since issue 19:
 * students come one school at a time), rebuilt from the ten schools' answers to the former
 * document: the same JSON the former server sent.
 */
async function formerAnswer(baseUrl: string, headers: Record<string, string>, ids: number[]) {
  const schools: unknown[] = [];
  for (const schoolId of ids) {
    const json = await graphql(
      baseUrl,
      JSON.stringify({ query: FORMER, variables: { ...range, schoolId } }),
      headers,
    );
    schools.push(...((json.data as { schoolReports: unknown[] }).schoolReports ?? []));
  }
  const text = JSON.stringify({ data: { schoolReports: schools } });
  return { bytes: Buffer.byteLength(text), gzipBytes: gzipSync(text).length };
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
    return { scenario: failed('schoolReports', (error as Error).message) };
  }

  const headers = { authorization: `Bearer ${token}` };
  const request = (schoolId: number | null) =>
    JSON.stringify({
      query: SCHOOL_REPORTS,
      variables: { ...range, schoolId, students: schoolId !== null },
    });
  const summaryBody = request(null);
  const result: SchoolReportsBench = { scenario: failed('schoolReports', 'not measured'), seed };
  let measured: { summary: ReportsAnswer; school: ReportsAnswer; schoolBody: string };
  try {
    progress('schoolReports: one request at a time');
    const summary = await alone(baseUrl, summaryBody, headers);
    const problem = checkSummary(summary.data);
    if (problem) throw new Error(`summary: ${problem}`);
    result.summary = summary.answer;
    const ids = (schoolsOf(summary.data) ?? []).map((s) => s.schoolId);
    const schoolBody = request(ids[0]!);
    const school = await alone(baseUrl, schoolBody, headers);
    const schoolProblem = checkSchool(school.data);
    if (schoolProblem) throw new Error(`one school: ${schoolProblem}`);
    result.school = school.answer;
    measured = { summary: summary.answer, school: school.answer, schoolBody };
    let every = 0;
    for (const id of ids) {
      const json = await graphql(baseUrl, request(id), headers);
      every += Buffer.byteLength(JSON.stringify(json));
    }
    result.everySchoolBytes = every;
    result.former = await formerAnswer(baseUrl, headers, ids);
  } catch (error) {
    const reason = `single requests: ${(error as Error).message}`;
    return { ...result, scenario: failed('schoolReports', reason) };
  }
  const { schoolBody } = measured;

  progress('schoolReports: counting SQL statements per request');
  server.send({
    type: 'count-statements',
    requests: [
      { name: 'summary', body: summaryBody, token },
      { name: 'school', body: schoolBody, token },
    ],
  });
  try {
    const { counts } = await server.next('statements-counted', 120_000);
    measured.summary.statements = counts.find((c) => c.name === 'summary');
    measured.school.statements = counts.find((c) => c.name === 'school');
  } catch (error) {
    result.statementsProblem = (error as Error).message.split('\n')[0];
  }

  const load = { ...options, timeout: 30 };
  const shape = `${schools} schools × ${months} months × ${students} students, the calendar year ${YEAR}`;
  progress(`schoolReports: All School Sites for ${load.duration} s`);
  result.scenario = await runScenario(
    baseUrl,
    {
      name: 'schoolReports',
      body: summaryBody,
      headers,
      check: checkSummary,
      note:
        `${REPORTS_EDUCATOR}: ${shape}; the summary of All School Sites (every month's ` +
        `figures and report, no students: the dashboard's first answer); ` +
        `${load.connections} connections for ${load.duration} s.`,
    },
    load,
  );
  progress(`schoolReports: one school open for ${load.duration} s`);
  result.schoolScenario = await runScenario(
    baseUrl,
    {
      name: 'schoolReports (one school)',
      body: schoolBody,
      headers,
      check: checkSchool,
      note: `one school open: its 12 months with dates and ${students} students each.`,
    },
    load,
  );
  return result;
}

const times = (former: number, ours: number) => former / Math.max(ours, 1);

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
  const former = bench.former;
  if (former && bench.summary && bench.school) {
    const verdict = (bytes: number) => {
      const factor = times(former.bytes, bytes);
      return `${factor.toFixed(1)}× (${factor >= GOAL ? 'met' : `missed by ${(GOAL / factor).toFixed(1)}×`})`;
    };
    const statements = (answer: ReportsAnswer) =>
      answer.statements
        ? answer.statements.error
          ? `error: ${answer.statements.error}`
          : String(answer.statements.statements)
        : '-';
    const row = (name: string, answer: ReportsAnswer) => [
      name,
      kib(answer.bytes),
      kib(answer.gzipBytes),
      verdict(answer.bytes),
      formatMs(answer.singleMs),
      statements(answer),
    ];
    lines.push(
      `schoolReports answers, against the former one (goal: at least ${GOAL}× smaller):`,
      ...table(
        ['answer', 'size', 'gzipped', 'former ÷ ours', 'alone (median of 5)', 'SQL statements'],
        [
          row('All School Sites: every month, no students', bench.summary),
          row('one school open: its months and students', bench.school),
          [
            'every school opened in turn (or the export)',
            kib(bench.everySchoolBytes ?? 0),
            '-',
            `${times(former.bytes, bench.everySchoolBytes ?? 0).toFixed(1)}× (ten answers)`,
            '-',
            '-',
          ],
          [
            'former: every school with every student',
            kib(former.bytes),
            kib(former.gzipBytes),
            '1×',
            '-',
            '-',
          ],
        ],
        ['left', 'right', 'right', 'right', 'right', 'right'],
      )
        .split('\n')
        .map((line) => line.slice(2)),
      'The goal is for one answer: no screen asks for more than one school with its ' +
        'students now, so the ten answers of every school opened in turn (what the export of ' +
        'All School Sites loads) are shown for information. The former answer (refused since ' +
        "issue 19) is rebuilt from the ten schools' answers to the former document: the same " +
        'JSON. SQL statements: one request each, counted in the server process, the session ' +
        'lookup included; the same for any number of schools, months and students ' +
        '(school-reports.test.ts).',
    );
  }
  if (bench.statementsProblem) lines.push(`SQL statements not counted: ${bench.statementsProblem}`);
  const s = bench.schoolScenario;
  if (s) {
    lines.push(
      s.status === 'FAILED'
        ? `schoolReports (one school) FAILED: ${s.reason ?? '?'}`
        : `schoolReports (one school open) under load: ${s.reqPerSec.toFixed(1)} req/s, ` +
            `p50 ${formatMs(s.p50)}, p99 ${formatMs(s.p99)}, ${s.responses} responses, ` +
            `${s.non2xx} non-2xx, ${s.graphqlErrors} GraphQL errors` +
            (s.status === 'DEGRADED' ? ` (DEGRADED: ${s.reason ?? '?'})` : ''),
    );
  }
  return lines;
}
