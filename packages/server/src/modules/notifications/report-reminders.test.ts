// The monthly report reminder job (issue 14 item 5), one pass at a time against a test database
// with a fixed "now": who is mailed, once per school and month, and what stops it (a submitted
// report, a day not yet come, an inactive template, another instance's pass).
import { and, count, eq, sql } from 'drizzle-orm';
import { REPORT_REMINDER_KEY } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminEmails } from '../../db/schema/emails.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { reportReminders } from '../../db/schema/report-reminders.ts';
import { users } from '../../db/schema/auth.ts';
import {
  createBackpackBuddyApplication,
  createReport,
  createSchool,
  createTerm,
  createTermMonth,
  createUser,
  grantSchool,
} from '../../testing/factories.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { templateRow } from '../emails/templates.ts';
import {
  REPORT_REMINDER_LOCK,
  runReportReminderPass,
  type ReminderPassOptions,
} from './report-reminders.ts';

const PUBLIC_URL = 'http://portal.test';
/** The 5th of March 2026: February's reports are due. */
const MARCH_5 = new Date('2026-03-05T06:00:00Z');

let api: TestApi;
let admin: { id: number; token: string };
let termId: number;

const pass = (now: Date, extra: Partial<ReminderPassOptions> = {}) =>
  runReportReminderPass(api.db, { now, reminderDay: 5, publicUrl: PUBLIC_URL, ...extra });

const reminderMails = () =>
  api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'report-reminder'));

const remindersOf = (schoolId: number) =>
  api.db.select().from(reportReminders).where(eq(reportReminders.schoolId, schoolId));

async function setTemplate(status: 'ACTIVE' | 'INACTIVE') {
  await templateRow(api.db, REPORT_REMINDER_KEY);
  await api.db.update(adminEmails).set({ status }).where(eq(adminEmails.key, REPORT_REMINDER_KEY));
}

/**
 * A Backpack Buddy school with an application of the 2025 school year (APPROVED unless told), a
 * term month for each of `months`, and `educators` educator accounts granted the school.
 */
async function school(
  name: string,
  options: {
    status?: 'APPROVED' | 'PENDING_PRINCIPAL' | 'WITHDRAWN';
    months?: string[];
    educators?: number;
    archived?: boolean;
  } = {},
) {
  const row = await createSchool(api.db, {
    name,
    statusBackpackBuddy: 'ACTIVE',
    deletedAt: options.archived ? new Date('2026-01-01T00:00:00Z') : null,
  });
  await createBackpackBuddyApplication(api.db, {
    schoolId: row.id,
    termId,
    status: options.status ?? 'APPROVED',
  });
  const months = [];
  for (const startDate of options.months ?? ['2026-02-01']) {
    months.push(await createTermMonth(api.db, { schoolId: row.id, termId, startDate }));
  }
  const educators = [];
  for (let i = 0; i < (options.educators ?? 1); i += 1) {
    const educator = await createUser(api.db, {
      firstName: `${name.split(' ')[0]}${i + 1}`,
      email: `${name.split(' ')[0]!.toLowerCase()}${i + 1}@school.test`,
    });
    await grantSchool(api.db, educator.id, row.id);
    educators.push(educator);
  }
  return { ...row, months, educators };
}

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  termId = (await createTerm(api.db, { program: 'BACKPACK_BUDDY', type: 'SCHOOL', year: 2025 })).id;
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await setTemplate('ACTIVE');
});

describe('a reminder pass', () => {
  let oak: Awaited<ReturnType<typeof school>>;

  it("mails each educator of an approved school whose last month's report is missing, once", async () => {
    oak = await school('Oak Elementary', { educators: 2 });
    // A deleted educator and an admin granted the school are not mailed.
    const gone = await createUser(api.db, { email: 'gone@school.test' });
    await api.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    await grantSchool(api.db, gone.id, oak.id);
    await grantSchool(api.db, admin.id, oak.id);
    // Not due: the report is submitted; the application is not approved (or withdrawn); the
    // school is archived; nobody to mail; the term month is another month.
    const submitted = await school('Pine Elementary');
    await createReport(api.db, { termMonthId: submitted.months[0]!.id });
    await school('Elm Elementary', { status: 'PENDING_PRINCIPAL' });
    await school('Ash Elementary', { status: 'WITHDRAWN' });
    await school('Fir Elementary', { archived: true });
    await school('Yew Elementary', { educators: 0 });
    await school('Bay Elementary', { months: ['2026-01-01'] });

    api.statements.length = 0;
    const result = await pass(MARCH_5);
    expect(result).toEqual({ month: '2026-02-01', outcome: 'done', schools: 1, mails: 2 });
    // The due schools and their educators come from one statement, whatever their number.
    expect(api.statements.filter((s) => /with due as/i.test(s))).toHaveLength(1);

    const mails = await reminderMails();
    expect(mails.map((m) => m.to).sort()).toEqual(['oak1@school.test', 'oak2@school.test']);
    const first = mails.find((m) => m.to === 'oak1@school.test')!;
    expect(first.subject).toBe('Your February 2026 distribution report for Oak Elementary');
    expect(first.text).toContain('Hello Oak1,');
    expect(first.text).toContain(`${PUBLIC_URL}/backpack-buddy/dashboard?school=${oak.id}`);
    expect(first.status).toBe('PENDING');

    const [recorded] = await remindersOf(oak.id);
    expect(recorded).toMatchObject({ monthStart: '2026-02-01', recipients: 2 });
  });

  it('mails nothing the second time, that day or later in the month', async () => {
    const mailsBefore = (await reminderMails()).length;
    expect(await pass(MARCH_5)).toMatchObject({ outcome: 'done', schools: 0, mails: 0 });
    expect(await pass(new Date('2026-03-28T23:00:00Z'))).toMatchObject({ mails: 0 });
    expect((await reminderMails()).length).toBe(mailsBefore);
    expect(await remindersOf(oak.id)).toHaveLength(1);
  });

  it('mails nothing before the reminder day, then the month before once it has come', async () => {
    const maple = await school('Maple Elementary', { months: ['2026-03-01'] });
    const mailsBefore = (await reminderMails()).length;
    // April 4: the day has not come (and February is no longer reminded).
    expect(await pass(new Date('2026-04-04T23:59:59Z'))).toEqual({
      month: null,
      outcome: 'notDue',
      schools: 0,
      mails: 0,
    });
    expect((await reminderMails()).length).toBe(mailsBefore);
    // A later reminder day moves it too.
    expect(await pass(new Date('2026-04-05T00:00:00Z'), { reminderDay: 10 })).toMatchObject({
      outcome: 'notDue',
    });
    // April 5: March is due.
    expect(await pass(new Date('2026-04-05T00:00:00Z'))).toEqual({
      month: '2026-03-01',
      outcome: 'done',
      schools: 1,
      mails: 1,
    });
    const mails = await reminderMails();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.some((m) => m.to === maple.educators[0]!.email)).toBe(true);
  });

  it('reminds December in January (a year boundary)', async () => {
    const cedar = await school('Cedar Elementary', { months: ['2025-12-01'] });
    expect(await pass(new Date('2026-01-05T12:00:00Z'))).toEqual({
      month: '2025-12-01',
      outcome: 'done',
      schools: 1,
      mails: 1,
    });
    const [mail] = (await reminderMails()).filter((m) => m.to === cedar.educators[0]!.email);
    expect(mail!.subject).toContain('December 2025');
    expect(await remindersOf(cedar.id)).toMatchObject([{ monthStart: '2025-12-01' }]);
  });

  it('sends and records nothing while the template is inactive, and reminds once it is active', async () => {
    const birch = await school('Birch Elementary');
    const mailsBefore = (await reminderMails()).length;
    await setTemplate('INACTIVE');
    expect(await pass(MARCH_5)).toEqual({
      month: '2026-02-01',
      outcome: 'inactive',
      schools: 0,
      mails: 0,
    });
    expect((await reminderMails()).length).toBe(mailsBefore);
    expect(await remindersOf(birch.id)).toHaveLength(0);

    await setTemplate('ACTIVE');
    expect(await pass(MARCH_5)).toMatchObject({ outcome: 'done', schools: 1, mails: 1 });
    expect(await remindersOf(birch.id)).toHaveLength(1);
  });

  it('handles the due schools batch by batch', async () => {
    const ids = [];
    for (const name of ['Alder Elementary', 'Aspen Elementary', 'Hazel Elementary']) {
      ids.push((await school(name)).id);
    }
    expect(await pass(MARCH_5, { batchSize: 2 })).toMatchObject({ schools: 3, mails: 3 });
    for (const id of ids) expect(await remindersOf(id)).toHaveLength(1);
  });

  it("mails each educator in their own language, the month's name too (issue 20)", async () => {
    const olmo = await school('Olmo Elementary', { educators: 2 });
    const [english, spanish] = olmo.educators;
    await api.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish!.id));
    expect(await pass(MARCH_5)).toMatchObject({ outcome: 'done', schools: 1, mails: 2 });
    const mails = await reminderMails();
    const es = mails.find((m) => m.to === spanish!.email)!;
    expect(es.subject).toBe('Su informe de distribución de febrero de 2026 para Olmo Elementary');
    expect(es.text).toContain('Hola, Olmo2:');
    expect(es.text).toContain(
      'El informe de distribución de Backpack Buddy de Olmo Elementary correspondiente a febrero de 2026 todavía no se ha enviado.',
    );
    expect(es.html).toContain(
      `<a href="${PUBLIC_URL}/backpack-buddy/dashboard?school=${olmo.id}">`,
    );
    const en = mails.find((m) => m.to === english!.email)!;
    expect(en.subject).toBe('Your February 2026 distribution report for Olmo Elementary');
    expect(en.text).toContain('Hello Olmo1,');
  });

  it('mails once when two instances run a pass at the same time', async () => {
    const willow = await school('Willow Elementary', { educators: 2 });
    const results = await Promise.all([pass(MARCH_5), pass(MARCH_5), pass(MARCH_5)]);
    expect(results.reduce((n, r) => n + r.mails, 0)).toBe(2);
    for (const r of results) expect(['done', 'locked']).toContain(r.outcome);
    const mails = (await reminderMails()).filter((m) =>
      willow.educators.some((e) => e.email === m.to),
    );
    expect(mails).toHaveLength(2);
    const [{ n }] = (await api.db
      .select({ n: count() })
      .from(reportReminders)
      .where(
        and(eq(reportReminders.schoolId, willow.id), eq(reportReminders.monthStart, '2026-02-01')),
      )) as [{ n: number }];
    expect(n).toBe(1);
  });

  // PGlite has one connection: a second transaction would wait for the first, so only a real
  // server can show a pass meeting another instance's lock.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "skips its pass while another instance's pass holds the lock",
    async () => {
      const spruce = await school('Spruce Elementary');
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let taken!: () => void;
      const lockTaken = new Promise<void>((resolve) => (taken = resolve));
      const holder = api.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REPORT_REMINDER_LOCK})`);
        taken();
        await released;
      });
      await lockTaken;
      expect(await pass(MARCH_5)).toEqual({
        month: '2026-02-01',
        outcome: 'locked',
        schools: 0,
        mails: 0,
      });
      expect(await remindersOf(spruce.id)).toHaveLength(0);
      release();
      await holder;
      expect(await pass(MARCH_5)).toMatchObject({ outcome: 'done', schools: 1, mails: 1 });
    },
  );

  it("shows the admin the school's last reminder on the Reports tab (AdminSchool)", async () => {
    const DETAIL = `query ($id: Int!) { school: adminSchoolBackpackBuddy(schoolId: $id) {
      schoolId lastReportReminder { monthStart sentAt recipients } } }`;
    const read = (id: number) =>
      api.gql<{
        school: {
          lastReportReminder: { monthStart: string; sentAt: string; recipients: number } | null;
        };
      }>(DETAIL, { id }, { token: admin.token });
    const result = await read(oak.id);
    expect(result.errors).toBeUndefined();
    expect(result.data!.school.lastReportReminder).toMatchObject({
      monthStart: '2026-02-01',
      recipients: 2,
    });
    expect(Number.isNaN(Date.parse(result.data!.school.lastReportReminder!.sentAt))).toBe(false);
    const never = await school('Linden Elementary', { months: [] });
    expect((await read(never.id)).data!.school.lastReportReminder).toBeNull();
  });
});
