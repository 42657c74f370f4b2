/**
 * The admin console lists of `npm run bench` (issue 5): as the demo administrator, the school
 * lists of Backpack Buddy (all terms and the benchmark seed's term), School Market and Teachers
 * Aid, the educator users and the districts, each under load with autocannon, with the size of
 * one answer and the SQL statements one request sends (counted in the server's process).
 * Issue 19 "Lists that scale": beside each full school list, the first page the list screen
 * asks for (`schools…Page`, searched, sorted and paged on the server), against the targets
 * p99 < 150 ms at 10 connections and < 50 KB gzipped per answer.
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
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
const SCHOOLS_TEACHERS_AID = `query ($termId: Int) { schoolsTeachersAid(termId: $termId) { ${SCHOOL_ROW} } }`;

/**
 * What the list screen asks for now (schools.queries.ts, SchoolListPage…): one page of the
 * view, with only the columns on screen (Backpack Buddy adds its Food Safety column).
 */
const PAGE_ROW = `schoolId name districtName programId programStatus returning principalName
  contactName deletedAt applications { applicationId status }`;
const pageQuery = (field: string, extra = '') =>
  `query ($termId: Int, $page: ListPageInput) { ${field}(termId: $termId, page: $page) { total offset rows { ${PAGE_ROW} ${extra} } } }`;
/** The first page as the screen opens it: the spec's defaults (by name, Archived No), 25 rows. */
export const FIRST_PAGE = {
  search: null,
  sort: 'name',
  direction: 'ASC',
  filters: [
    { key: 'archived', value: 'no' },
    { key: 'programStatus', value: 'all' },
    { key: 'applicationStatus', value: 'all' },
  ],
  offset: 0,
  limit: 25,
};
/** Issue 19's targets for the first page of a list. */
export const FIRST_PAGE_P99_MS = 150;
export const FIRST_PAGE_GZIP_BYTES = 50 * 1024;
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
  /** A page's view total (paged lists). */
  total?: number;
  paged?: boolean;
  /** One answer: the JSON, and what the server sends a client that accepts gzip. */
  bytes: number;
  /** The JSON gzipped here (level 6), whatever the server sends. */
  gzipBytes: number;
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
  /**
   * A `…Page` field: `data[field]` is `{ total, offset, rows }`; `minRows` is checked against
   * `total`, `idField` on the page's rows, and the issue 19 first-page targets are printed.
   */
  paged?: boolean;
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

/** The answer's rows, and the view's total for a page. */
function answerRows(spec: ListSpec, data: unknown): { rows: unknown; total?: number } {
  const value = (data as Record<string, unknown> | null)?.[spec.field];
  if (!spec.paged) return { rows: value };
  const page = value as { rows?: unknown; total?: unknown } | null | undefined;
  return {
    rows: page?.rows,
    total: typeof page?.total === 'number' ? page.total : undefined,
  };
}

function checkRows(spec: ListSpec) {
  return (data: unknown): string | undefined => {
    const { rows, total } = answerRows(spec, data);
    if (!Array.isArray(rows)) return `no ${spec.field} list in the response`;
    const count = spec.paged ? (total ?? -1) : rows.length;
    if (count < spec.minRows) {
      const what = spec.paged ? 'in the view (total)' : 'rows';
      return `${spec.field}: ${count} ${what}, expected at least ${spec.minRows} (${spec.why})`;
    }
    if (spec.paged && rows.length === 0) return `${spec.field}: an empty first page`;
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
  const { rows, total } = answerRows(spec, json.data);
  return {
    firstMs,
    name: spec.name,
    rows: (rows as unknown[]).length,
    total,
    paged: spec.paged,
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
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
      name: 'schoolsBackpackBuddyPage',
      field: 'schoolsBackpackBuddyPage',
      idField: 'schoolId',
      body: JSON.stringify({
        query: pageQuery(
          'schoolsBackpackBuddyPage',
          'foodSafetyCertificate foodSafetyExpirationDate',
        ),
        variables: { termId: null, page: FIRST_PAGE },
      }),
      minRows: Math.max(1, options.schools),
      why: 'the benchmark seed gives every school a Backpack Buddy application',
      paged: true,
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
      name: 'schoolsBackpackBuddyPage(term)',
      field: 'schoolsBackpackBuddyPage',
      idField: 'schoolId',
      body: JSON.stringify({
        query: pageQuery(
          'schoolsBackpackBuddyPage',
          'foodSafetyCertificate foodSafetyExpirationDate',
        ),
        variables: { termId: term?.termId ?? -1, page: FIRST_PAGE },
      }),
      // Archived No: a few of the term's schools may be archived.
      minRows: Math.max(1, Math.floor((term?.schools ?? 1) * 0.9)),
      why: `${term?.schools ?? '?'} schools have a live application in the term`,
      paged: true,
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
      name: 'schoolsSchoolMarketPage',
      field: 'schoolsSchoolMarketPage',
      idField: 'schoolId',
      body: JSON.stringify({
        query: pageQuery('schoolsSchoolMarketPage'),
        variables: { termId: null, page: FIRST_PAGE },
      }),
      minRows: Math.max(1, Math.floor(options.schools / 6)),
      why: 'the benchmark seed gives about 30% of its schools a School Market application',
      paged: true,
    },
    {
      name: 'schoolsTeachersAid',
      field: 'schoolsTeachersAid',
      idField: 'schoolId',
      body: JSON.stringify({ query: SCHOOLS_TEACHERS_AID, variables: { termId: null } }),
      minRows: Math.max(1, Math.floor(options.schools / 5)),
      why: 'the benchmark seed gives about 35% of its schools a Teachers Aid application',
    },
    {
      name: 'schoolsTeachersAidPage',
      field: 'schoolsTeachersAidPage',
      idField: 'schoolId',
      body: JSON.stringify({
        query: pageQuery('schoolsTeachersAidPage'),
        variables: { termId: null, page: FIRST_PAGE },
      }),
      minRows: Math.max(1, Math.floor(options.schools / 6)),
      why: 'the benchmark seed gives about 35% of its schools a Teachers Aid application',
      paged: true,
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
        l.total === undefined
          ? l.rows.toLocaleString('en-US')
          : `${l.rows} of ${l.total.toLocaleString('en-US')}`,
        kib(l.bytes),
        `${kib(l.wireBytes)} ${l.wireEncoding}`,
        formatMs(l.firstMs),
        formatMs(l.singleMs),
        !l.statements
          ? 'not counted'
          : l.statements.error
            ? `error: ${l.statements.error}`
            : l.paged
              ? `${l.statements.statements} for a page of ${l.rows}`
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
  lines.push(...firstPageLines(bench));
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

/** The full list a page is the first page of: 'schoolsBackpackBuddyPage(term)' → '…(term)'. */
const fullListName = (page: string) => page.replace(/Page(?=$|\()/, '');

interface FirstPage {
  page: AdminList;
  p99?: number;
  full?: AdminList;
  fullP99?: number;
  met: boolean;
}

function firstPages(bench: AdminListsBench): FirstPage[] {
  const p99 = (name: string) => {
    const scenario = bench.scenarios.find((s) => s.name === name);
    return scenario && scenario.status !== 'FAILED' ? scenario.p99 : undefined;
  };
  return bench.lists
    .filter((l) => l.paged)
    .map((page) => {
      const full = bench.lists.find((l) => l.name === fullListName(page.name));
      const pageP99 = p99(page.name);
      return {
        page,
        p99: pageP99,
        full,
        fullP99: full ? p99(full.name) : undefined,
        met:
          pageP99 !== undefined &&
          pageP99 < FIRST_PAGE_P99_MS &&
          page.gzipBytes < FIRST_PAGE_GZIP_BYTES,
      };
    });
}

/**
 * Issue 19 "Lists that scale": each list's first page (what the screen asks for) beside its full
 * list (what the screen asked for before, and Export now), against p99 < 150 ms at the bench's
 * connections and < 50 KB gzipped.
 */
function firstPageLines(bench: AdminListsBench): string[] {
  const pages = firstPages(bench);
  if (pages.length === 0) return [];
  const ms = (n: number | undefined) => (n === undefined ? 'not measured' : formatMs(n));
  const rendered = table(
    ['first page', 'rows', 'p99', 'gzipped', 'full list p99', 'full list gzipped', 'target met'],
    pages.map((p) => [
      p.page.name,
      `${p.page.rows} of ${(p.page.total ?? 0).toLocaleString('en-US')}`,
      ms(p.p99),
      kib(p.page.gzipBytes),
      ms(p.fullP99),
      p.full ? kib(p.full.gzipBytes) : '-',
      p.met ? 'yes' : 'NO',
    ]),
    ['left', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
  return [
    `first page of each list (issue 19 targets: p99 < ${FIRST_PAGE_P99_MS} ms under the load ` +
      `below, < ${kib(FIRST_PAGE_GZIP_BYTES)} gzipped; gzipped here at level 6, whatever the ` +
      'server sends):',
    ...rendered.split('\n').map((line) => line.replace(/^ {2}/, '')),
  ];
}

/** One line per list for the summary. */
export function adminListsSummary(bench: AdminListsBench | undefined): string[] {
  if (!bench) return [];
  const lists = bench.lists.map(
    (l) =>
      `${l.name}: ${l.total === undefined ? '' : `page of `}${l.rows.toLocaleString('en-US')} rows` +
      (l.total === undefined ? '' : ` (${l.total.toLocaleString('en-US')} in the view)`) +
      `, ${kib(l.bytes)} (${kib(l.wireBytes)} ${l.wireEncoding} on the wire)` +
      (l.statements && !l.statements.error ? `, ${l.statements.statements} SQL statements` : ''),
  );
  const pages = firstPages(bench).map(
    (p) =>
      `${p.page.name} first page: p99 ${p.p99 === undefined ? 'not measured' : formatMs(p.p99)} ` +
      `(target < ${FIRST_PAGE_P99_MS} ms), ${kib(p.page.gzipBytes)} gzipped (target < ` +
      `${kib(FIRST_PAGE_GZIP_BYTES)}): ${p.met ? 'met' : 'MISSED'}`,
  );
  return [...lists, ...pages];
}
