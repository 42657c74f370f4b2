/**
 * What must hold when two instances share one PostgreSQL and one object store: each check talks
 * to instance A and instance B directly (not through the proxy), so that it knows which one
 * answered, and says PASS or FAIL with what it saw.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../packages/server/src/db/client.ts';
import { simplePdf } from '../packages/server/src/db/seed/demo-documents.ts';
import { enqueueMail } from '../packages/server/src/services/mail/outbox.ts';
import {
  download,
  gql,
  gqlUpload,
  problem,
  sameBytes,
  type Credentials,
} from './two-instances-http.ts';
import type { MailSink } from './two-instances-smtp.ts';
import { formatMs } from './time.ts';

export interface Check {
  area: string;
  name: string;
  pass: boolean;
  detail: string;
}

export interface Pair {
  a: string;
  b: string;
  proxy: string;
}

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;
const LOGOUT = `mutation { logout }`;
const EDUCATOR_ID = `query { educatorUser { educatorId } }`;

function check(area: string, name: string, pass: boolean, detail: string): Check {
  return { area, name, pass, detail };
}

const educatorIdOf = (data: Record<string, unknown> | null | undefined) =>
  (data?.educatorUser as { educatorId?: number } | undefined)?.educatorId;

/** Signs in through one instance, uses the token and the cookie on the other, signs out there. */
export async function checkSessions(
  pair: Pair,
  login: { email: string; password: string },
): Promise<Check[]> {
  const area = 'sessions';
  const signedIn = await gql(pair.a, LOGIN, { input: login });
  const token = (signedIn.data?.login as { token?: string } | undefined)?.token;
  const cookie = signedIn.cookies.map((c) => c.split(';')[0]!).find((c) => c.includes('='));
  if (!token || !cookie) {
    return [check(area, 'sign in on A', false, `no token or cookie: ${problem(signedIn)}`)];
  }
  const byToken = await gql(pair.b, EDUCATOR_ID, {}, { token });
  const byCookie = await gql(pair.b, EDUCATOR_ID, {}, { cookie });
  const logout = await gql(pair.b, LOGOUT, {}, { token });
  const afterLogout = await gql(pair.a, EDUCATOR_ID, {}, { token });
  const idToken = educatorIdOf(byToken.data);
  const idCookie = educatorIdOf(byCookie.data);
  return [
    check(
      area,
      'token from A works on B',
      typeof idToken === 'number',
      idToken ? `educatorUser ${idToken} on B` : problem(byToken),
    ),
    check(
      area,
      'cookie from A works on B',
      typeof idCookie === 'number' && idCookie === idToken,
      idCookie ? `educatorUser ${idCookie} on B (cookie + CSRF header)` : problem(byCookie),
    ),
    check(
      area,
      'sign-out on B ends the session on A',
      logout.data?.logout === true && !afterLogout.data?.educatorUser,
      afterLogout.data?.educatorUser
        ? 'A still answers with the revoked token'
        : `A refuses the token: ${problem(afterLogout)}`,
    ),
  ];
}

const UPLOAD = `mutation ($file: File!, $bucket: String!, $title: String!) {
  uploadS3Object(file: $file, bucket: $bucket, title: $title) { Key url }
}`;
const LIST_DOCUMENTS = `query { awsObjects(bucket: "documents") { Key title Size url } }`;
const DELETE = `mutation ($key: String!) { deleteS3Object(key: $key, bucket: "documents") }`;

interface Listed {
  Key: string;
  title: string;
  Size: number;
  url: string;
}

/**
 * An admin uploads a PDF through A; an educator lists the Document Library through B and
 * downloads it with B's signed link from both instances, and A's link works on B (one
 * FILE_LINK_SECRET); the admin deletes it through B and A no longer lists or serves it.
 */
export async function checkUploads(
  pair: Pair,
  admin: Credentials,
  educator: Credentials,
): Promise<Check[]> {
  const area = 'files';
  const id = randomBytes(4).toString('hex');
  const title = `Bench two instances ${id}`;
  const bytes = simplePdf([`Uploaded through instance A (${id})`]);
  const uploaded = await gqlUpload(
    pair.a,
    UPLOAD,
    { bucket: 'documents', title },
    { bytes, name: `${title}.pdf`, type: 'application/pdf' },
    admin,
  );
  const stored = uploaded.data?.uploadS3Object as { Key: string; url: string } | undefined;
  if (!stored) return [check(area, 'upload through A', false, problem(uploaded))];

  const listedOnB = await gql(pair.b, LIST_DOCUMENTS, {}, educator);
  const objects = (listedOnB.data?.awsObjects as Listed[] | undefined) ?? [];
  const mine = objects.find((o) => o.Key === stored.Key);
  const checks = [
    check(
      area,
      'upload through A is listed on B',
      mine !== undefined && mine.title === title && mine.Size === bytes.byteLength,
      mine
        ? `${mine.Key}, ${mine.Size} bytes, among ${objects.length} documents (educator on B)`
        : `not among ${objects.length} documents: ${listedOnB.errors ? problem(listedOnB) : 'missing'}`,
    ),
  ];
  if (mine) {
    const fromB = await download(pair.b, mine.url);
    const fromA = await download(pair.a, mine.url);
    checks.push(
      check(
        area,
        "B's signed link downloads on B and A",
        fromB.status === 200 && fromA.status === 200 && sameBytes(fromB.bytes, bytes),
        `B: HTTP ${fromB.status}, A: HTTP ${fromA.status}, ${fromB.bytes.byteLength} bytes` +
          (sameBytes(fromB.bytes, bytes) && sameBytes(fromA.bytes, bytes)
            ? ', the uploaded bytes'
            : ', NOT the uploaded bytes'),
      ),
    );
  }
  const signedByA = await download(pair.b, stored.url);
  checks.push(
    check(
      area,
      "A's signed link downloads on B",
      signedByA.status === 200 && sameBytes(signedByA.bytes, bytes),
      `HTTP ${signedByA.status} (one FILE_LINK_SECRET on both)`,
    ),
  );

  const deleted = await gql(pair.b, DELETE, { key: stored.Key }, admin);
  const listedOnA = await gql(pair.a, LIST_DOCUMENTS, {}, educator);
  const stillListed = ((listedOnA.data?.awsObjects as Listed[] | undefined) ?? []).some(
    (o) => o.Key === stored.Key,
  );
  const afterDelete = await download(pair.a, stored.url);
  checks.push(
    check(
      area,
      'delete through B is gone on A',
      deleted.data?.deleteS3Object === stored.Key && !stillListed && afterDelete.status === 404,
      deleted.data?.deleteS3Object
        ? `${stillListed ? 'still listed' : 'not listed'} on A, its link answers HTTP ${afterDelete.status}`
        : problem(deleted),
    ),
  );
  return checks;
}

/** The Backpack Buddy school list as the admin console reads it (the cached read). */
const SCHOOL_LIST = `query { schoolsBackpackBuddy { schoolId name } }`;
/** The School Profile tab's fields: the mutation takes the whole profile back. */
const PROFILE_FIELDS = `name type address1 address2 city county state zip districtId gradesServed
  notes programId numTotalEnrollment numReducedLunch numFreeLunch participatedLastYear`;
const PROFILE = `query ($schoolId: Int!) { adminSchoolBackpackBuddy(schoolId: $schoolId) { ${PROFILE_FIELDS} } }`;
const RENAME = `mutation ($input: AdminUpdateSchoolProfileInput!) {
  adminUpdateSchoolProfile(input: $input) { schoolId name }
}`;

interface Row {
  schoolId: number;
  name: string;
}

async function readList(base: string, admin: Credentials): Promise<{ rows: Row[]; ms: number }> {
  const t0 = performance.now();
  const result = await gql(base, SCHOOL_LIST, {}, admin);
  const ms = performance.now() - t0;
  const rows = result.data?.schoolsBackpackBuddy as Row[] | undefined;
  if (!rows) throw new Error(`school list: ${problem(result)}`);
  return { rows, ms };
}

const nameIn = (rows: Row[], schoolId: number) => rows.find((r) => r.schoolId === schoolId)?.name;

/** The profile as the form sends it back: counts as text, a missing note filled in. */
async function profileInput(base: string, admin: Credentials, schoolId: number) {
  const result = await gql(base, PROFILE, { schoolId }, admin);
  const profile = result.data?.adminSchoolBackpackBuddy as Record<string, unknown> | undefined;
  if (!profile) throw new Error(`school profile: ${problem(result)}`);
  const text = (v: unknown) => (v === null || v === undefined ? undefined : String(v));
  return {
    ...profile,
    program: 'BACKPACK_BUDDY',
    schoolId,
    notes: text(profile.notes) || 'Two-instance bench',
    numTotalEnrollment: text(profile.numTotalEnrollment),
    numReducedLunch: text(profile.numReducedLunch),
    numFreeLunch: text(profile.numFreeLunch),
  };
}

/**
 * Each instance keeps the school list it read, for as long as the database snapshot is the
 * same (packages/server/src/db/snapshot-cache.ts). A rename committed through one instance must
 * show at once in the list read through the other, whose kept answer is then stale.
 */
export async function checkListCache(pair: Pair, admin: Credentials): Promise<Check[]> {
  const area = 'list cache';
  const first = await readList(pair.b, admin);
  const kept = await readList(pair.b, admin);
  const school = first.rows[0];
  if (!school) return [check(area, 'school list', false, 'the list is empty')];
  const input = await profileInput(pair.a, admin, school.schoolId);
  await readList(pair.a, admin);
  const original = school.name;
  const renamed = `${original} (renamed ${randomBytes(3).toString('hex')})`;
  const rename = async (base: string, name: string) => {
    const result = await gql(base, RENAME, { input: { ...input, name } }, admin);
    if (!result.data?.adminUpdateSchoolProfile) throw new Error(`rename: ${problem(result)}`);
  };
  const sizes = `${first.rows.length} schools; on B the first read took ${formatMs(first.ms)}, the kept answer ${formatMs(kept.ms)}`;

  await rename(pair.a, renamed);
  const onB = nameIn((await readList(pair.b, admin)).rows, school.schoolId);
  await rename(pair.b, original);
  const onA = nameIn((await readList(pair.a, admin)).rows, school.schoolId);
  return [
    check(
      area,
      'rename through A shows at once in the list on B',
      onB === renamed,
      onB === renamed ? `school ${school.schoolId} renamed (${sizes})` : `B still says ${onB}`,
    ),
    check(
      area,
      'rename back through B shows at once in the list on A',
      onA === original,
      onA === original ? `school ${school.schoolId} back to its name` : `A still says ${onA}`,
    ),
  ];
}

const FORGOT = `mutation ($input: SendPasswordResetEmailInput!) {
  sendPasswordResetEmail(input: $input) { success }
}`;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return condition();
}

/**
 * Mail queued while both instances run is sent once: password-reset requests of several
 * educators through the proxy (both instances answer them) and a burst of rows queued in one
 * transaction; both instances' senders poll the one outbox. Every row must end SENT and each
 * recipient receive exactly as many messages as it has rows.
 */
export async function checkOutbox(
  pair: Pair,
  db: Db,
  sink: MailSink,
  options: { resets: number; queued: number },
): Promise<Check[]> {
  const area = 'outbox';
  const due = sql`select count(*)::int as n from mail_outbox
    where status = 'PENDING' and next_attempt_at <= now()`;
  await waitFor(async () => (await rowsOf<{ n: number }>(db, due))[0]!.n === 0, 30_000);
  const [{ marker }] = (await rowsOf<{ marker: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as marker from mail_outbox`,
  )) as [{ marker: number }];
  sink.reset();

  const educators = await rowsOf<{ email: string }>(
    db,
    sql`select email from users where type = 'EDUCATOR' and deleted_at is null
      order by id limit ${options.resets}`,
  );
  const t0 = performance.now();
  const [answers] = await Promise.all([
    Promise.all(educators.map(({ email }) => gql(pair.proxy, FORGOT, { input: { email } }))),
    db.transaction(async (tx) => {
      for (let i = 0; i < options.queued; i++) {
        await enqueueMail(tx, {
          to: `bench-outbox-${i}@example.org`,
          subject: `Bench outbox ${i}`,
          text: `Row ${i} of the two-instance outbox check.`,
          kind: 'bench',
        });
      }
    }),
  ]);
  const refused = answers.filter((a) => !a.data?.sendPasswordResetEmail).length;
  const pending = sql`select count(*)::int as n from mail_outbox
    where id > ${marker} and status = 'PENDING'`;
  const drained = await waitFor(
    async () => (await rowsOf<{ n: number }>(db, pending))[0]!.n === 0,
    90_000,
  );
  const ms = performance.now() - t0;
  // Let a message still on the wire (sent but not yet committed as SENT) arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));

  const rows = await rowsOf<{ to: string; status: string }>(
    db,
    sql`select lower("to") as "to", status from mail_outbox where id > ${marker}`,
  );
  const expected = new Map<string, number>();
  for (const row of rows) expected.set(row.to, (expected.get(row.to) ?? 0) + 1);
  const received = new Map<string, number>();
  const bySender = new Map<string, number>();
  for (const mail of sink.received) {
    bySender.set(mail.sender, (bySender.get(mail.sender) ?? 0) + 1);
    for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
  }
  let duplicates = 0;
  let missing = 0;
  for (const to of new Set([...expected.keys(), ...received.keys()])) {
    const diff = (received.get(to) ?? 0) - (expected.get(to) ?? 0);
    if (diff > 0) duplicates += diff;
    else missing -= diff;
  }
  const sent = rows.filter((r) => r.status === 'SENT').length;
  const senders = [...bySender.entries()]
    .sort()
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  return [
    check(
      area,
      'every queued mail sent, none twice',
      drained && refused === 0 && sent === rows.length && duplicates === 0 && missing === 0,
      `${rows.length} rows (${educators.length - refused}/${educators.length} password resets ` +
        `through the proxy, ${options.queued} queued at once), ${sent} SENT, ` +
        `${sink.received.length} messages received in ${formatMs(ms)}: ${duplicates} twice, ` +
        `${missing} missing; delivered by ${senders || 'nobody'}`,
    ),
    check(
      area,
      'both senders took part',
      bySender.size === 2,
      `${bySender.size} instance(s) delivered (SKIP LOCKED shares the rows)`,
    ),
  ];
}

const EDUCATOR_SCHOOLS = `query { educatorUser { educatorId schools { schoolId } } }`;

/**
 * PostgreSQL ends every connection of the database, as a restart, a managed failover or an
 * idle timeout on the way does: each instance must answer again with new connections (a pool
 * whose idle connection fails must not take the process down).
 */
export async function checkConnectionLoss(
  pair: Pair,
  db: Db,
  educator: Credentials,
): Promise<Check[]> {
  const area = 'database';
  const [{ n }] = (await rowsOf<{ n: number }>(
    db,
    sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  )) as [{ n: number }];
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const checks: Check[] = [];
  for (const [name, base] of [
    ['A', pair.a],
    ['B', pair.b],
  ] as const) {
    let detail: string;
    let pass = false;
    try {
      const answer = await gql(base, EDUCATOR_SCHOOLS, {}, educator);
      pass = typeof educatorIdOf(answer.data) === 'number';
      detail = pass ? 'answers with new connections' : problem(answer);
    } catch (error) {
      detail = `no answer (${(error as Error).message}): the process ended with its connections`;
    }
    checks.push(
      check(
        area,
        `${name} survives PostgreSQL ending its connections`,
        pass,
        `${n} ended; ${detail}`,
      ),
    );
  }
  return checks;
}
