/**
 * The teacher roster of Teachers Aid step 2 in `npm run bench` (issue 16, item 8).
 *
 * Upload (client side, once): a 500-teacher .xlsx with the template's 33 columns, built here with
 * exceljs, read 5 times by the web app's readTeacherRoster (packages/web roster-spreadsheet.ts:
 * zip guard, exceljs load, the first sheet's rows, the domain's teachersFromRows) in this Node
 * process, after one warm-up read. Should that module not load here, the same steps without the
 * zip guard (exceljs load + teachersFromRows) are timed instead, and the report says so.
 *
 * Save (per target, through GraphQL): as the demo educator, the Teachers Aid draft at step 2 that
 * the demo seed gives them (demo-teachers-aid.ts) is saved 5 times as a draft with a roster of 500
 * new teachers (no teacherId), alternating two different rosters, so every save deletes the 500
 * rows the previous one wrote and inserts 500 others. Timed from the client: request to the
 * answer's last byte.
 */
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { ENUMERATIONS } from '@portal/domain';
import {
  TEACHER_TEMPLATE_COLUMNS,
  teachersFromRows,
  type RosterUploadResult,
} from '@portal/domain/programs/teachers-aid';
import { DEMO_PASSWORD } from '../packages/server/src/db/seed/demo-accounts.ts';
import { graphql } from './load.ts';
import { kib } from './table.ts';
import { formatMs } from './time.ts';

export const ROSTER_TEACHERS = 500;
const RUNS = 5;
const EDUCATOR = 'educator@example.org';

/** Imported by its URL at run time, so that the bench's type check does not take in the web app. */
const WEB_ROSTER_MODULE = new URL(
  '../packages/web/src/features/applications/teachers-aid/roster-spreadsheet.ts',
  import.meta.url,
).href;

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;
const USER_APPLICATIONS = `query { userApplicationsTeachersAid { id status } }`;
const APPLICATION = `query ($id: Int!) {
  applicationTeachersAid(applicationTeachersAidId: $id) {
    applicationTeachersAidId status stepsCompleted teachers { teacherId email }
  }
}`;
const SAVE_STEP_TWO = `mutation ($input: SaveTeachersAidApplicationStepTwoInput!) {
  saveTeachersAidApplicationStepTwo(input: $input) { applicationTeachersAidId status stepsCompleted }
}`;

/** A teacher as the GraphQL TeacherInput takes it (students per year as typed: a string). */
interface TeacherInput {
  firstName: string;
  lastName: string;
  title: string | null;
  phone: string | null;
  email: string;
  proxyTeacher: string | null;
  gradesTaught: string[];
  subjectsTaught: string[];
  numStudentsTaughtPerYear: string | null;
}

const SUBJECTS = ENUMERATIONS.subjectsTaught.options.map((o) => o.value);
const GRADES = ENUMERATIONS.gradesTaught.options.map((o) => o.value);
const FIRST = ['Ana', 'Ben', 'Chloe', 'David', 'Elena', 'Farid', 'Grace', 'Hiro', 'Imani', 'Jon'];
const LAST = ['Nguyen', 'Garcia', 'Smith', 'Okafor', 'Patel', 'Johnson', 'Kim', 'Lopez', 'Brown'];
const TITLES = ['Math Teacher', 'English Teacher', 'Science Teacher', null, 'Counselor'];

/**
 * One of two deterministic 500-teacher rosters: 1 or 2 subjects, 3 grades between 6 and 12,
 * a phone for 4 in 5, a proxy teacher for 1 in 10. Roster 1 differs from roster 0 in every
 * teacher (names, emails, phones, subjects).
 */
export function rosterTeachers(set: 0 | 1): TeacherInput[] {
  return Array.from({ length: ROSTER_TEACHERS }, (_, i) => {
    const k = i + set * 3;
    const firstName = FIRST[k % FIRST.length]!;
    const lastName = `${LAST[(i * 7 + set) % LAST.length]!}${set ? '-Reyes' : ''}`;
    const grade = 7 + ((i + set) % 5);
    const subjects = [SUBJECTS[k % SUBJECTS.length]!];
    if (i % 3 === 0) subjects.push(SUBJECTS[(k + 5) % SUBJECTS.length]!);
    return {
      firstName,
      lastName,
      title: TITLES[k % TITLES.length] ?? null,
      phone: i % 5 === 4 ? null : `${set ? '281' : '713'}-555-${String(i).padStart(4, '0')}`,
      email: `${firstName}.${lastName}.${i + 1}@${set ? 'bench' : 'school'}.example`.toLowerCase(),
      proxyTeacher: i % 10 === 0 ? `${FIRST[(k + 1) % FIRST.length]!} Proxy` : null,
      gradesTaught: GRADES.slice(grade, grade + 3),
      subjectsTaught: subjects,
      numStudentsTaughtPerYear: String(20 + ((i * 37 + set) % 180)),
    };
  });
}

/** Roster 0 as a filled-in template: the header row, then a teacher a row, 'x' for yes. */
export async function rosterWorkbook(): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Teachers');
  sheet.addRow([...TEACHER_TEMPLATE_COLUMNS]);
  for (const t of rosterTeachers(0)) {
    sheet.addRow([
      t.firstName,
      t.lastName,
      t.title,
      t.phone,
      t.email,
      t.proxyTeacher,
      Number(t.numStudentsTaughtPerYear),
      ...SUBJECTS.map((s) => (t.subjectsTaught.includes(s) ? 'x' : null)),
      ...GRADES.map((g) => (t.gradesTaught.includes(g) ? 'x' : null)),
    ]);
  }
  // A copy as a plain Uint8Array (a File part); exceljs gives a Node Buffer.
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

type ReadRoster = (file: File) => Promise<RosterUploadResult>;

/** The steps of readTeacherRoster without its zip guard: exceljs load, the rows, the domain. */
const readWithExcelJs: ReadRoster = async (file) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const cells: unknown[] = [];
    for (let column = 1; column <= TEACHER_TEMPLATE_COLUMNS.length; column += 1) {
      cells.push(row.findCell(column)?.value ?? null);
    }
    rows.push(cells);
  });
  return teachersFromRows(rows);
};

async function rosterReader(): Promise<{ read: ReadRoster; how: string; problem?: string }> {
  try {
    const web = (await import(WEB_ROSTER_MODULE)) as { readTeacherRoster?: unknown };
    if (typeof web.readTeacherRoster !== 'function') throw new Error('no readTeacherRoster');
    return {
      read: web.readTeacherRoster as ReadRoster,
      how: "readTeacherRoster of the web app's roster-spreadsheet.ts",
    };
  } catch (error) {
    return {
      read: readWithExcelJs,
      how: 'exceljs load + teachersFromRows (the web module did not load)',
      problem: (error as Error).message.split('\n')[0],
    };
  }
}

export type RosterUploadBench =
  | { ok: false; reason: string }
  | {
      ok: true;
      /** What was timed: the web module's function, or the same steps without it. */
      how: string;
      /** Why the web module was not used. */
      problem?: string;
      fileBytes: number;
      teachers: number;
      /** The warm-up read (first call in the process), not in the runs. */
      firstMs: number;
      runsMs: number[];
    };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const max = (values: number[]) => Math.max(...values);

/** Builds the file, then reads it once to warm up and RUNS times timed. */
export async function measureRosterUpload(): Promise<RosterUploadBench> {
  try {
    const buffer = await rosterWorkbook();
    const expected = rosterTeachers(0);
    const { read, how, problem } = await rosterReader();
    const once = async () => {
      const file = new File([buffer], 'roster.xlsx');
      const t0 = performance.now();
      const result = await read(file);
      const ms = performance.now() - t0;
      if ('error' in result) throw new Error(`the upload was refused: ${result.error}`);
      const { teachers } = result;
      if (teachers.length !== expected.length) {
        throw new Error(`read ${teachers.length} teachers, expected ${expected.length}`);
      }
      const last = teachers.length - 1;
      if (
        teachers[0]!.email !== expected[0]!.email ||
        teachers[last]!.email !== expected[last]!.email
      ) {
        throw new Error('the teachers read are not those written');
      }
      return ms;
    };
    const firstMs = await once();
    const runsMs: number[] = [];
    for (let i = 0; i < RUNS; i++) runsMs.push(await once());
    return {
      ok: true,
      how,
      ...(problem ? { problem } : {}),
      fileBytes: buffer.byteLength,
      teachers: expected.length,
      firstMs,
      runsMs,
    };
  } catch (error) {
    return { ok: false, reason: (error as Error).message.split('\n')[0] ?? 'failed' };
  }
}

export type RosterSaveBench =
  | { ok: false; reason: string }
  | {
      ok: true;
      applicationId: number;
      /** The seed's roster, replaced by the first save. */
      teachersBefore: number;
      requestBytes: number;
      runsMs: number[];
    };

interface SaveAnswer {
  data?: { saveTeachersAidApplicationStepTwo?: { applicationTeachersAidId?: number } | null };
  errors?: { message?: string }[];
}

/** One save, timed to the answer's last byte; throws on an HTTP or GraphQL error. */
async function save(
  baseUrl: string,
  headers: Record<string, string>,
  body: string,
  applicationId: number,
): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  const ms = performance.now() - t0;
  let json: SaveAnswer;
  try {
    json = JSON.parse(text) as SaveAnswer;
  } catch {
    throw new Error(`HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (json.errors?.length) {
    throw new Error(`GraphQL error: ${json.errors.map((e) => e.message ?? '?').join('; ')}`);
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  const saved = json.data?.saveTeachersAidApplicationStepTwo?.applicationTeachersAidId;
  if (saved !== applicationId) throw new Error(`saved application ${saved}, not ${applicationId}`);
  return ms;
}

type Application = {
  applicationTeachersAid?: {
    applicationTeachersAidId: number;
    status: string;
    stepsCompleted: number;
    teachers: { teacherId: number; email: string }[];
  };
};

/** Signs in as the demo educator and saves their step-2 draft RUNS times (see the module). */
export async function benchRosterSave(baseUrl: string): Promise<RosterSaveBench> {
  try {
    const login = await graphql(
      baseUrl,
      JSON.stringify({
        query: LOGIN,
        variables: { input: { email: EDUCATOR, password: DEMO_PASSWORD } },
      }),
    );
    const token = (login.data as { login?: { token?: string } } | undefined)?.login?.token;
    if (!token) throw new Error(`no login.token for ${EDUCATOR}`);
    const headers = { authorization: `Bearer ${token}` };
    const application = async (id: number) =>
      (
        (await graphql(baseUrl, JSON.stringify({ query: APPLICATION, variables: { id } }), headers))
          .data as Application | undefined
      )?.applicationTeachersAid;

    const list = (
      (await graphql(baseUrl, JSON.stringify({ query: USER_APPLICATIONS }), headers)).data as
        { userApplicationsTeachersAid?: { id: number; status: string }[] } | undefined
    )?.userApplicationsTeachersAid;
    let draft: Awaited<ReturnType<typeof application>>;
    for (const { id } of (list ?? []).filter((a) => a.status === 'IN_PROGRESS')) {
      const found = await application(id);
      // Step 1 saved in full, step 2 not yet: the form is at step 2.
      if (found?.stepsCompleted === 1) {
        draft = found;
        break;
      }
    }
    if (!draft) {
      throw new Error(
        `${EDUCATOR} has no IN_PROGRESS Teachers Aid application at step 2 ` +
          `(${list?.length ?? 0} applications: ${(list ?? []).map((a) => a.status).join(', ')})`,
      );
    }
    const applicationId = draft.applicationTeachersAidId;
    const bodies = ([0, 1] as const).map((set) =>
      JSON.stringify({
        query: SAVE_STEP_TWO,
        variables: {
          input: {
            applicationTeachersAidId: applicationId,
            draft: true,
            teachers: rosterTeachers(set),
            certififedVerification: true,
          },
        },
      }),
    );
    const runsMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      runsMs.push(await save(baseUrl, headers, bodies[i % 2]!, applicationId));
    }

    // The roster is the last one sent, in full.
    const after = await application(applicationId);
    const emails = new Set((after?.teachers ?? []).map((t) => t.email));
    const last = rosterTeachers(((RUNS - 1) % 2) as 0 | 1);
    if (emails.size !== ROSTER_TEACHERS || !last.every((t) => emails.has(t.email))) {
      throw new Error(
        `after the saves the roster holds ${emails.size} teachers, not the ${ROSTER_TEACHERS} sent last`,
      );
    }
    return {
      ok: true,
      applicationId,
      teachersBefore: draft.teachers.length,
      requestBytes: Math.max(...bodies.map((b) => Buffer.byteLength(b))),
      runsMs,
    };
  } catch (error) {
    return { ok: false, reason: (error as Error).message.split('\n')[0] ?? 'failed' };
  }
}

/** The line of the target's report and of the summary (the upload is the same for every target). */
export function teachersRosterLines(
  upload: RosterUploadBench | undefined,
  save: RosterSaveBench | undefined,
): string[] {
  if (!upload && !save) return [];
  const n = ROSTER_TEACHERS;
  const parts: string[] = [];
  if (upload) {
    parts.push(
      upload.ok
        ? `upload of ${upload.teachers} teachers (${kib(upload.fileBytes)}) median ${formatMs(median(upload.runsMs))}, max ${formatMs(max(upload.runsMs))}`
        : `upload FAILED (${upload.reason})`,
    );
  }
  if (save) {
    parts.push(
      save.ok
        ? `save of ${n} teachers median ${formatMs(median(save.runsMs))}, max ${formatMs(max(save.runsMs))}`
        : `save FAILED (${save.reason})`,
    );
  }
  return [`teachers roster: ${parts.join('; ')}`];
}

/** What was measured, printed under the target's line. */
export function teachersRosterNotes(
  upload: RosterUploadBench | undefined,
  save: RosterSaveBench | undefined,
): string[] {
  const lines: string[] = [];
  if (upload?.ok) {
    lines.push(
      `teachers roster upload: ${upload.how}, in Node on the bench's side (not a browser), ` +
        `${RUNS} runs after a warm-up read of ${formatMs(upload.firstMs)}; ` +
        `runs ${upload.runsMs.map((ms) => formatMs(ms)).join(', ')}`,
    );
    if (upload.problem) lines.push(`teachers roster upload: web module: ${upload.problem}`);
  }
  if (save?.ok) {
    lines.push(
      `teachers roster save: as ${EDUCATOR}, application ${save.applicationId} (a draft at ` +
        `step 2 with ${save.teachersBefore} teachers before), ${RUNS} drafts of ${ROSTER_TEACHERS} ` +
        `new teachers alternating two rosters (${kib(save.requestBytes)} requests), one at a time; ` +
        `runs ${save.runsMs.map((ms) => formatMs(ms)).join(', ')}`,
    );
  }
  return lines;
}
