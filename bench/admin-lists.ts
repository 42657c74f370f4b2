/**
 * The admin console lists of `npm run bench` (issue 5): as the demo administrator, the school
 * lists of Backpack Buddy (all terms and the benchmark seed's term) and School Market, the
 * educator users and the districts, each under load with autocannon, with the size of one
 * answer and the SQL statements one request sends (counted in the server's process).
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { runScenario, type LoadOptions, type Scenario, type ScenarioResult } from './load.ts';
import type { BusiestTerm, StatementCount } from './server-process.ts';
import type { ServerHandle } from './server-handle.ts';
import { formatMs } from './time.ts';
import { kib, table } from './table.ts';

export const ADMIN_EMAIL = 'admin@foodbank.example';

/**
 * What the school list screen asks for (packages/web/src/features/admin/schools/schools.queries.ts,
 * SchoolListRowFields): the columns, the searched fields and the newest application's status.
 */
const SCHOOL_ROW = `schoolId name districtName city programId programStatus returning
  principalName principalEmail contactName contactEmail deletedAt
  applications { applicationId status }`;
/** What Export asks for when clicked (SchoolExportRowFields): every application's cells too. */
const SCHOOL_EXPORT_ROW = `schoolId name districtName address1 city county zip
  programId programStatus returning principalName principalEmail
  contactName contactEmail contactPhone deletedAt
  applications {
    applicationId termFormattedShort status submittedAt submittedByName
    isContinuation numTotalEnrollment numReducedLunch numFreeLunch
  }`;
const SCHOOLS_BACKPACK_BUDDY = `query ($termId: Int) { schoolsBackpackBuddy(termId: $termId) { ${SCHOOL_ROW} } }`;
const SCHOOLS_BACKPACK_BUDDY_EXPORT = `query ($termId: Int) { schoolsBackpackBuddy(termId: $termId) { ${SCHOOL_EXPORT_ROW} } }`;
const SCHOOLS_SCHOOL_MARKET = `query ($termId: Int) { schoolsSchoolMarket(termId: $termId) { ${SCHOOL_ROW} } }`;
const EDUCATOR_USERS = `query { educatorUsers {
  id educatorId firstName lastName fullName email phone createdAt updatedAt deletedAt
  schools { id schoolId name districtId districtName }
} }`;
const ADMIN_DISTRICTS = `query { adminDistricts { id districtId name deletedAt updatedAt schoolCount } }`;

/** The benchmark seed (packages/server/src/db/seed/bench.ts) adds 200 educators. */
const BENCH_EDUCATORS = 200;

export interface AdminList {
  name: string;
  rows: number;
  /** One answer: the JSON, and what the server sends a client that accepts gzip. */
  bytes: number;
  wireBytes: number;
  wireEncoding: string;
  /** The median of 3 requests sent one at a time, before the load. */
  singleMs: number;
  /**
   * The first of them: the school lists read the database then, and keep the answer until the
   * next write (packages/server/src/db/snapshot-cache.ts); the other two get the kept answer.
   */
  firstMs: number;
  statements?: StatementCount;
}

export interface AdminListsBench {
  /** The administrator's bearer token (for the browser measure), when the session opened. */
  token?: string;
  term?: BusiestTerm | null;
  lists: AdminList[];
  scenarios: ScenarioResult[];
  /** Why the SQL statements were not counted. */
  statementsProblem?: string;
  /** Waits for the server to finish the unanswered requests of a load run, before a step. */
  waits: { before: string; ms: number }[];
  problems: string[];
}

export interface ListSpec {
  name: string;
  body: string;
  field: string;
  /** Every row must carry this numeric id. */
  idField: string;
  /** The fewest rows a correct answer has, from what the benchmark and demo seeds insert. */
  minRows: number;
  why: string;
  /** False: measured once (size, time, statements) but not loaded, e.g. the export's query. */
  underLoad?: boolean;
}

function failed(name: string, reason: string, note?: string): ScenarioResult {
  return {
    name,
    status: 'FAILED',
    reason,
    note,
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

function checkRows(spec: ListSpec) {
  return (data: unknown): string | undefined => {
    const rows = (data as Record<string, unknown> | null)?.[spec.field];
    if (!Array.isArray(rows)) return `no ${spec.field} list in the response`;
    if (rows.length < spec.minRows) {
      return `${spec.field}: ${rows.length} rows, expected at least ${spec.minRows} (${spec.why})`;
    }
    const bad = rows.find(
      (row: Record<string, unknown> | null) => typeof row?.[spec.idField] !== 'number',
    );
    return bad ? `${spec.field}: a row without ${spec.idField}` : undefined;
  };
}

/** One POST through node:http, so that the compressed bytes on the wire can be counted. */
function post(
  baseUrl: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; encoding: string; raw: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}/graphql`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            raw: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The load of a list whose one answer takes `singleMs`. Its requests wait for each other
 * (PGlite runs one statement at a time, and the CPUs are few), so one round of the connections
 * takes about connections × one answer. The run lasts at least two rounds (up to 120 s), so
 * that the latencies are those of a full queue rather than of the first requests only, and a
 * response may take three rounds (30-120 s).
 */
function listLoad(options: LoadOptions, singleMs: number): LoadOptions {
  const round = (singleMs * options.connections) / 1000;
  return {
    ...options,
    duration: Math.max(options.duration, Math.min(120, Math.ceil(2 * round))),
    timeout: Math.min(120, Math.max(30, Math.ceil(3 * round))),
  };
}
/** A trivial request answered faster than this: the server has nothing else to do. */
const IDLE_MS = 250;

/**
 * When autocannon stops, the requests still unanswered are abandoned by the client but not by
 * the server, which keeps working on them (PGlite runs one statement at a time): waits until a
 * trivial request with the token (one session lookup) comes back quickly. Returns the wait.
 */
async function waitUntilIdle(
  baseUrl: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<number> {
  const body = JSON.stringify({ query: '{ __typename }' });
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    const t0 = performance.now();
    try {
      await post(baseUrl, body, headers);
    } catch {
      // A refused or timed-out request: the server is still busy, ask again.
    }
    if (performance.now() - t0 < IDLE_MS) return performance.now() - start;
  }
  throw new Error(`the server was still busy after ${timeoutMs / 1000} s`);
}

/** Sizes and the time of one request alone; throws when the answer is not a correct list. */
async function measureOnce(
  baseUrl: string,
  spec: ListSpec,
  headers: Record<string, string>,
): Promise<AdminList> {
  const times: number[] = [];
  let text = '';
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const { status, raw } = await post(baseUrl, spec.body, {
      ...headers,
      'accept-encoding': 'identity',
    });
    times.push(performance.now() - t0);
    text = raw.toString('utf8');
    if (status !== 200) throw new Error(`HTTP ${status}: ${text.slice(0, 200)}`);
  }
  const json = JSON.parse(text) as { data?: unknown; errors?: { message?: string }[] };
  if (json.errors?.length) throw new Error(`GraphQL error: ${json.errors[0]?.message ?? '?'}`);
  const problem = checkRows(spec)(json.data);
  if (problem) throw new Error(problem);
  const wire = await post(baseUrl, spec.body, { ...headers, 'accept-encoding': 'gzip' });
  const firstMs = times[0]!;
  times.sort((a, b) => a - b);
  return {
    firstMs,
    name: spec.name,
    rows: ((json.data as Record<string, unknown[]>)[spec.field] ?? []).length,
    bytes: Buffer.byteLength(text),
    wireBytes: wire.raw.length,
    wireEncoding: wire.encoding,
    singleMs: times[1]!,
  };
}

export async function benchAdminLists(
  server: ServerHandle,
  baseUrl: string,
  options: LoadOptions & { schools: number },
  progress: (message: string) => void,
  /** More lists measured the same way (bench/sites-list.ts). */
  more: ListSpec[] = [],
): Promise<AdminListsBench> {
  const result: AdminListsBench = { lists: [], scenarios: [], problems: [], waits: [] };
  const specs = (term: BusiestTerm | null | undefined): ListSpec[] => [
    {
      name: 'schoolsBackpackBuddy',
      field: 'schoolsBackpackBuddy',
      idField: 'schoolId',
      body: JSON.stringify({ query: SCHOOLS_BACKPACK_BUDDY, variables: { termId: null } }),
      minRows: Math.max(1, options.schools),
      why: 'the benchmark seed gives every school a Backpack Buddy application',
    },
    {
      name: 'schoolsBackpackBuddy(term)',
      field: 'schoolsBackpackBuddy',
      idField: 'schoolId',
      body: JSON.stringify({
        query: SCHOOLS_BACKPACK_BUDDY,
        variables: { termId: term?.termId ?? -1 },
      }),
      minRows: Math.max(1, term?.schools ?? 1),
      why: `${term?.schools ?? '?'} schools have a live application in the term`,
    },
    {
      name: 'schoolsBackpackBuddy export',
      field: 'schoolsBackpackBuddy',
      idField: 'schoolId',
      body: JSON.stringify({ query: SCHOOLS_BACKPACK_BUDDY_EXPORT, variables: { termId: null } }),
      minRows: Math.max(1, options.schools),
      why: 'the benchmark seed gives every school a Backpack Buddy application',
      underLoad: false,
    },
    {
      name: 'schoolsSchoolMarket',
      field: 'schoolsSchoolMarket',
      idField: 'schoolId',
      body: JSON.stringify({ query: SCHOOLS_SCHOOL_MARKET, variables: { termId: null } }),
      minRows: Math.max(1, Math.floor(options.schools / 5)),
      why: 'the benchmark seed gives about 30% of its schools a School Market application',
    },
    {
      name: 'educatorUsers',
      field: 'educatorUsers',
      idField: 'educatorId',
      body: JSON.stringify({ query: EDUCATOR_USERS }),
      minRows: options.schools > 0 ? BENCH_EDUCATORS : 1,
      why: `the benchmark seed adds ${BENCH_EDUCATORS} educators`,
    },
    {
      name: 'adminDistricts',
      field: 'adminDistricts',
      idField: 'districtId',
      body: JSON.stringify({ query: ADMIN_DISTRICTS }),
      minRows: options.schools > 0 ? Math.max(1, Math.round(options.schools / 50)) : 1,
      why: 'the benchmark seed adds a district per 50 schools',
    },
  ];

  progress(`opening a session for ${ADMIN_EMAIL}`);
  server.send({ type: 'admin-session', email: ADMIN_EMAIL });
  try {
    // The server may still be working through the previous scenario's unanswered requests.
    const session = await server.next('admin-session', 300_000);
    result.token = session.token;
    result.term = session.term;
  } catch (error) {
    const reason = `no admin session: ${(error as Error).message.split('\n')[0]}`;
    result.scenarios = [...specs(undefined), ...more].map((spec) => failed(spec.name, reason));
    return result;
  }
  const headers = { authorization: `Bearer ${result.token}` };
  const lists = [...specs(result.term), ...more];
  const settle = async (before: string) => {
    progress(`waiting for the server to finish earlier requests (before ${before})`);
    try {
      result.waits.push({ before, ms: await waitUntilIdle(baseUrl, headers, 300_000) });
    } catch (error) {
      result.problems.push(`before ${before}: ${(error as Error).message}`);
    }
  };
  await settle('the admin lists');

  const measured = new Map<string, AdminList>();
  const broken = new Map<string, string>();
  for (const spec of lists) {
    try {
      measured.set(spec.name, await measureOnce(baseUrl, spec, headers));
    } catch (error) {
      broken.set(spec.name, (error as Error).message);
      // A request given up on may still occupy the server.
      await settle(`the list after ${spec.name}`);
    }
  }

  // Counted in the server's process once the answers are known to be right.
  progress('counting SQL statements per request');
  server.send({
    type: 'count-statements',
    requests: lists
      .filter((spec) => measured.has(spec.name))
      .map((spec) => ({ name: spec.name, body: spec.body, token: result.token! })),
  });
  try {
    const { counts } = await server.next('statements-counted', 120_000);
    for (const count of counts) {
      const list = measured.get(count.name);
      if (list) list.statements = count;
    }
  } catch (error) {
    result.statementsProblem = (error as Error).message.split('\n')[0];
  }
  result.lists = [...measured.values()];

  for (const [index, spec] of lists.entries()) {
    if (spec.underLoad === false) continue;
    const problem = broken.get(spec.name);
    if (problem !== undefined) {
      // Not loaded: its sanity request would only occupy the server again.
      result.scenarios.push(failed(spec.name, `one request alone: ${problem}`));
      continue;
    }
    const list = measured.get(spec.name);
    const load = listLoad(options, list?.singleMs ?? 0);
    const longer = load.duration > options.duration;
    const scenario: Scenario = {
      name: spec.name,
      body: spec.body,
      headers,
      check: checkRows(spec),
      note:
        `as ${ADMIN_EMAIL}; ` +
        (list ? `${list.rows.toLocaleString('en-US')} rows per answer; ` : '') +
        (list && longer
          ? `one answer alone takes ${formatMs(list.singleMs)}, so ${load.connections} connections ` +
            `for ${load.duration} s (two rounds) with a ${load.timeout} s response timeout; `
          : '') +
        'autocannon asks for no compression (browsers get gzip).',
    };
    if (index > 0) await settle(spec.name);
    progress(`${spec.name} for ${load.duration} s`);
    result.scenarios.push(await runScenario(baseUrl, scenario, load));
  }
  // The browser measure comes next: it should find the server idle too.
  await settle('the next step');
  return result;
}

/** The lines printed under the target's table: one answer of each list, and SQL statements. */
export function adminListsLines(bench: AdminListsBench | undefined): string[] {
  if (!bench) return [];
  const lines: string[] = [];
  if (bench.term) {
    lines.push(
      `schoolsBackpackBuddy(term): term ${bench.term.termId} (${bench.term.type} ${bench.term.year}, ` +
        `the Backpack Buddy term with the most schools applying: ${bench.term.schools.toLocaleString('en-US')})`,
    );
  }
  if (bench.lists.length > 0) {
    lines.push(
      'admin lists, one answer each (one request at a time, median of 3, before the load):',
    );
    const rendered = table(
      [
        'list',
        'rows',
        'JSON',
        'sent to a gzip client',
        'first request',
        'one request',
        'SQL statements',
      ],
      bench.lists.map((l) => [
        l.name,
        l.rows.toLocaleString('en-US'),
        kib(l.bytes),
        `${kib(l.wireBytes)} ${l.wireEncoding}`,
        formatMs(l.firstMs),
        formatMs(l.singleMs),
        !l.statements
          ? 'not counted'
          : l.statements.error
            ? `error: ${l.statements.error}`
            : `${l.statements.statements} for ${l.statements.rows.toLocaleString('en-US')} rows`,
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right', 'right'],
    );
    lines.push(...rendered.split('\n').map((line) => line.replace(/^ {2}/, '')));
    lines.push(
      'SQL statements: one request each, counted in the server process over the same ' +
        'database, the session lookup included, with no list kept yet; once a school list is ' +
        'kept, a request sends a snapshot check and the list statement only after a write.',
      'first request: the first of the three, after the writes of the steps before; the school ' +
        'lists read the database then and keep the answer until the next committed write ' +
        '(a snapshot check per request), so "one request" (the median) and the load below, ' +
        'which writes nothing, get the kept answer.',
    );
    const exports = bench.lists.filter((l) => l.name.endsWith(' export')).map((l) => l.name);
    if (exports.length > 0) {
      lines.push(
        `${exports.join(', ')}: what the Export button asks for when clicked (every ` +
          "application's cells); measured once, not under load.",
      );
    }
  }
  const waits = bench.waits.filter((w) => w.ms >= 1000);
  if (waits.length > 0) {
    lines.push(
      'waited for the server to finish the unanswered requests of the run before: ' +
        waits.map((w) => `${formatMs(w.ms)} before ${w.before}`).join(', '),
    );
  }
  if (bench.statementsProblem) lines.push(`SQL statements not counted: ${bench.statementsProblem}`);
  for (const problem of bench.problems) lines.push(`admin lists: ${problem}`);
  return lines;
}

/** One line per list for the summary. */
export function adminListsSummary(bench: AdminListsBench | undefined): string[] {
  if (!bench) return [];
  return bench.lists.map(
    (l) =>
      `${l.name}: ${l.rows.toLocaleString('en-US')} rows, ${kib(l.bytes)} (${kib(l.wireBytes)} ${l.wireEncoding} on the wire)` +
      (l.statements && !l.statements.error ? `, ${l.statements.statements} SQL statements` : ''),
  );
}
