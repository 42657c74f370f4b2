// Program Settings through GraphQL (spec 3 §2, §3, §4, §7): every program's settings, the next
// terms, bad input, wrong callers, the audit, concurrent creation, and what educators then read.
import { and, count, eq } from 'drizzle-orm';
import { MESSAGES, PROGRAMS, SETTINGS_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { programSettings } from '../../db/schema/settings.ts';
import { programTerms } from '../../db/schema/terms.ts';
import { createTerm, createUser, setProgramSettings } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { TERMS_ENTITY } from './service.ts';

const CONFIG = `id program schoolEnabled summerEnabled waitlistEnabled acceptingApplications waitlisted applicationYear lastEdited`;
const FIELDS = `id program config { ${CONFIG} } lastEdited lastEditedBy nextTermYear
  terms { termId type year termFormatted startDate endDate }
  history { action entityType entityId actorName changes { field before after } }`;
const SETTINGS = `query ($program: Program!) { adminProgramSettings(program: $program) { ${FIELDS} } }`;
const UPDATE_TERMS = `mutation ($program: Program!, $input: AdminTermSettingsInput!) {
  adminUpdateTermSettings(program: $program, input: $input) { ${FIELDS} } }`;
const UPDATE_APPLICATION = `mutation ($program: Program!, $input: AdminApplicationSettingsInput!) {
  adminUpdateApplicationSettings(program: $program, input: $input) { ${FIELDS} } }`;
const CREATE_TERMS = `mutation ($program: Program!, $year: Int!) {
  adminCreateNextTerms(program: $program, year: $year) { ${FIELDS} } }`;
const PROGRAM_CONFIG = `query ($program: Program!) { programConfig(program: $program) { ${CONFIG} } }`;

type Config = Record<string, unknown>;
interface Settings {
  id: string;
  program: string;
  config: Config;
  lastEdited: string | null;
  lastEditedBy: string | null;
  nextTermYear: number | null;
  terms: {
    termId: number;
    type: string;
    year: number;
    termFormatted: string;
    startDate: string;
    endDate: string;
  }[];
  history: {
    action: string;
    entityType: string;
    entityId: number;
    actorName: string | null;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
}

let api: TestApi;
let admin: { id: number; token: string };
let educator: { id: number; token: string };

const asAdmin = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) =>
  api.gql<T>(query, variables, { token: admin.token });
const settingsOf = async (program: string) =>
  (await asAdmin<{ adminProgramSettings: Settings }>(SETTINGS, { program })).data!
    .adminProgramSettings;
const auditCount = async () => (await api.db.select({ n: count() }).from(auditLog))[0]!.n;
const rowOf = async (
  program: 'BACKPACK_BUDDY' | 'SCHOOL_MARKET' | 'TEACHERS_AID' | 'KIDS_CAFE' | 'PARTNER_SERVICES',
) => (await api.db.select().from(programSettings).where(eq(programSettings.program, program)))[0];

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  educator = await createUser(api.db, { firstName: 'Erin', lastName: 'Educator' });
  await setProgramSettings(api.db, {
    program: 'BACKPACK_BUDDY',
    schoolEnabled: true,
    summerEnabled: true,
  });
  await setProgramSettings(api.db, {
    program: 'KIDS_CAFE',
    acceptingApplications: true,
    waitlisted: false,
    applicationYear: 2024,
  });
  await createTerm(api.db, { program: 'BACKPACK_BUDDY', type: 'SCHOOL', year: 2024 });
  await createTerm(api.db, { program: 'BACKPACK_BUDDY', type: 'SCHOOL', year: 2025 });
  await createTerm(api.db, { program: 'BACKPACK_BUDDY', type: 'SUMMER', year: 2025 });
  await createTerm(api.db, { program: 'SCHOOL_MARKET', type: 'SCHOOL', year: 2025 });
});
afterAll(async () => {
  await api.close();
});

describe('adminProgramSettings', () => {
  it.each([
    [
      'BACKPACK_BUDDY',
      {
        schoolEnabled: true,
        summerEnabled: true,
        waitlistEnabled: null,
        acceptingApplications: null,
        waitlisted: null,
        applicationYear: null,
      },
      ['SY 2025', 'SU 2025', 'SY 2024'],
      2026,
    ],
    [
      'SCHOOL_MARKET',
      {
        schoolEnabled: false,
        summerEnabled: false,
        waitlistEnabled: false,
        acceptingApplications: null,
        waitlisted: null,
        applicationYear: null,
      },
      ['SY 2025'],
      2026,
    ],
    [
      'TEACHERS_AID',
      {
        schoolEnabled: false,
        summerEnabled: false,
        waitlistEnabled: false,
        acceptingApplications: null,
        waitlisted: null,
        applicationYear: null,
      },
      [],
      2025,
    ],
    [
      'KIDS_CAFE',
      {
        schoolEnabled: null,
        summerEnabled: null,
        waitlistEnabled: null,
        acceptingApplications: true,
        waitlisted: false,
        applicationYear: 2024,
      },
      [],
      null,
    ],
    [
      'PARTNER_SERVICES',
      {
        schoolEnabled: null,
        summerEnabled: null,
        waitlistEnabled: null,
        acceptingApplications: false,
        waitlisted: null,
        applicationYear: 2025,
      },
      [],
      null,
    ],
  ])(
    '%s: its own settings only, its terms newest first, the next year',
    async (program, config, terms, next) => {
      const settings = await settingsOf(program);
      expect(settings.config).toMatchObject({ id: program, program, ...config });
      expect(settings.terms.map((t) => `${t.type === 'SCHOOL' ? 'SY' : 'SU'} ${t.year}`)).toEqual(
        terms,
      );
      expect(settings.nextTermYear).toBe(next);
    },
  );

  it('gives each program of the registry', async () => {
    for (const program of PROGRAMS) {
      expect((await settingsOf(program.programEnum)).program).toBe(program.programEnum);
    }
  });
});

describe("the program's email templates and banner in its Change History", () => {
  it('lists a Backpack Buddy template edit and a banner edit, and not another program', async () => {
    const emails = await asAdmin<{
      adminEmails: {
        emailId: number;
        key: string;
        status: string;
        subjectLine: string;
        messageBody: string;
      }[];
    }>(`query { adminEmails { emailId key status subjectLine messageBody } }`, {});
    const { key: _key, ...template } = emails.data!.adminEmails.find(
      (e) => e.key === 'principalSignatureRequest.BACKPACK_BUDDY',
    )!;
    const edited = await asAdmin(
      `mutation ($e: [AdminEmailInput!]!) { adminEditEmails(emails: $e) { emailId } }`,
      { e: [{ ...template, subjectLine: 'History subject {schoolName}' }] },
    );
    expect(edited.errors).toBeUndefined();
    const banner = await asAdmin<{ adminNotification: { notificationId: number } }>(
      `query { adminNotification(program: BACKPACK_BUDDY) { notificationId } }`,
      {},
    );
    const posted = await asAdmin(
      `mutation ($id: Int!) { adminEditNotification(notificationId: $id, text: "History banner") { notificationId } }`,
      { id: banner.data!.adminNotification.notificationId },
    );
    expect(posted.errors).toBeUndefined();

    const bb = (
      await asAdmin<{ adminProgramSettings: Settings }>(SETTINGS, {
        program: 'BACKPACK_BUDDY',
      })
    ).data!.adminProgramSettings;
    expect(bb.history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['UPDATE_EMAIL', 'UPDATE_NOTIFICATION']),
    );
    expect(bb.history.find((h) => h.action === 'UPDATE_EMAIL')!.changes).toEqual([
      {
        field: 'subjectLine',
        before: JSON.stringify(template.subjectLine),
        after: JSON.stringify('History subject {schoolName}'),
      },
    ]);
    const ta = (
      await asAdmin<{ adminProgramSettings: Settings }>(SETTINGS, {
        program: 'TEACHERS_AID',
      })
    ).data!.adminProgramSettings;
    expect(ta.history.map((h) => h.action)).not.toContain('UPDATE_EMAIL');
    expect(ta.history.map((h) => h.action)).not.toContain('UPDATE_NOTIFICATION');
  });
});

describe('adminUpdateTermSettings', () => {
  it('changes the toggles, records who and when, audits only what changed', async () => {
    const before = await auditCount();
    const result = await asAdmin<{ adminUpdateTermSettings: Settings }>(UPDATE_TERMS, {
      program: 'TEACHERS_AID',
      input: { schoolEnabled: true, summerEnabled: false },
    });
    expect(result.errors).toBeUndefined();
    const settings = result.data!.adminUpdateTermSettings;
    expect(settings.config).toMatchObject({
      schoolEnabled: true,
      summerEnabled: false,
      waitlistEnabled: false,
    });
    expect(settings.lastEdited).not.toBeNull();
    expect(settings.lastEditedBy).toBe('Ada Admin');
    expect(settings.history[0]).toMatchObject({
      action: 'UPDATE_TERM_SETTINGS',
      entityType: 'program_settings',
      actorName: 'Ada Admin',
      changes: [{ field: 'schoolEnabled', before: 'false', after: 'true' }],
    });
    expect(await auditCount()).toBe(before + 1);
    const row = await rowOf('TEACHERS_AID');
    expect(row).toMatchObject({ schoolEnabled: true, summerEnabled: false, updatedById: admin.id });
  });

  it('changes one toggle and leaves the other; a save without changes writes nothing', async () => {
    await asAdmin(UPDATE_TERMS, { program: 'BACKPACK_BUDDY', input: { summerEnabled: false } });
    const row = await rowOf('BACKPACK_BUDDY');
    expect(row).toMatchObject({ schoolEnabled: true, summerEnabled: false });
    const audits = await auditCount();
    const again = await asAdmin<{ adminUpdateTermSettings: Settings }>(UPDATE_TERMS, {
      program: 'BACKPACK_BUDDY',
      input: { schoolEnabled: true, summerEnabled: null },
    });
    expect(again.errors).toBeUndefined();
    expect(await auditCount()).toBe(audits);
    expect((await rowOf('BACKPACK_BUDDY'))!.updatedAt).toEqual(row!.updatedAt);
    // Restore for the other tests.
    await asAdmin(UPDATE_TERMS, { program: 'BACKPACK_BUDDY', input: { summerEnabled: true } });
  });

  it('changes what the educator reads: backpackBuddyConfig and programConfig', async () => {
    await asAdmin(UPDATE_TERMS, { program: 'BACKPACK_BUDDY', input: { schoolEnabled: false } });
    const read = await api.gql(
      `query { backpackBuddyConfig { schoolEnabled summerEnabled } programConfig(program: BACKPACK_BUDDY) { schoolEnabled waitlistEnabled } }`,
      {},
      { token: educator.token },
    );
    expect(read.data).toEqual({
      backpackBuddyConfig: { schoolEnabled: false, summerEnabled: true },
      programConfig: { schoolEnabled: false, waitlistEnabled: null },
    });
    await asAdmin(UPDATE_TERMS, { program: 'BACKPACK_BUDDY', input: { schoolEnabled: true } });
  });

  it('refuses a program without Active Terms, and changes nothing', async () => {
    const audits = await auditCount();
    const row = await rowOf('KIDS_CAFE');
    const result = await asAdmin(UPDATE_TERMS, {
      program: 'KIDS_CAFE',
      input: { schoolEnabled: true },
    });
    expect(firstError(result)).toBe(SETTINGS_MESSAGES.notOfProgram('Kids Cafe', 'schoolEnabled'));
    expect(result.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'schoolEnabled',
    });
    expect(await rowOf('KIDS_CAFE')).toEqual(row);
    expect(await auditCount()).toBe(audits);
  });
});

describe('adminUpdateApplicationSettings', () => {
  it.each([
    ['SCHOOL_MARKET', { waitlistEnabled: true }, { waitlistEnabled: true }],
    ['TEACHERS_AID', { waitlistEnabled: true }, { waitlistEnabled: true }],
    [
      'KIDS_CAFE',
      { acceptingApplications: false, waitlisted: true, applicationYear: 2025 },
      { acceptingApplications: false, waitlisted: true, applicationYear: 2025 },
    ],
    [
      'PARTNER_SERVICES',
      { acceptingApplications: true, applicationYear: 2026 },
      { acceptingApplications: true, applicationYear: 2026 },
    ],
  ])('%s: %j', async (program, input, config) => {
    const result = await asAdmin<{ adminUpdateApplicationSettings: Settings }>(UPDATE_APPLICATION, {
      program,
      input,
    });
    expect(result.errors).toBeUndefined();
    const settings = result.data!.adminUpdateApplicationSettings;
    expect(settings.config).toMatchObject(config);
    expect(settings.history[0]).toMatchObject({
      action: 'UPDATE_APPLICATION_SETTINGS',
      entityType: 'program_settings',
      actorName: 'Ada Admin',
    });
    expect(settings.history[0]!.changes.map((c) => c.field).sort()).toEqual(
      Object.keys(input).sort(),
    );
    // The educator's start page reads the same.
    const read = await api.gql<{ programConfig: Config }>(
      PROGRAM_CONFIG,
      { program },
      { token: educator.token },
    );
    expect(read.data!.programConfig).toMatchObject(config);
  });

  it.each([
    [
      'BACKPACK_BUDDY',
      { waitlistEnabled: true },
      SETTINGS_MESSAGES.notOfProgram('Backpack Buddy', 'waitlistEnabled'),
    ],
    [
      'SCHOOL_MARKET',
      { waitlisted: true },
      SETTINGS_MESSAGES.notOfProgram('School Market', 'waitlisted'),
    ],
    [
      'SCHOOL_MARKET',
      { waitlistEnabled: false, applicationYear: 2025 },
      SETTINGS_MESSAGES.notOfProgram('School Market', 'applicationYear'),
    ],
    [
      'TEACHERS_AID',
      { acceptingApplications: false },
      SETTINGS_MESSAGES.notOfProgram('Teachers Aid', 'acceptingApplications'),
    ],
    [
      'KIDS_CAFE',
      { waitlistEnabled: true },
      SETTINGS_MESSAGES.notOfProgram('Kids Cafe', 'waitlistEnabled'),
    ],
    ['KIDS_CAFE', { applicationYear: 1999 }, SETTINGS_MESSAGES.yearRange(2000, 2100)],
    [
      'KIDS_CAFE',
      { waitlisted: false, applicationYear: 2101 },
      SETTINGS_MESSAGES.yearRange(2000, 2100),
    ],
    [
      'PARTNER_SERVICES',
      { waitlisted: true },
      SETTINGS_MESSAGES.notOfProgram('Partner Services', 'waitlisted'),
    ],
  ] as const)('%s refuses %j and changes nothing', async (program, input, message) => {
    const audits = await auditCount();
    const row = await rowOf(program);
    const result = await asAdmin(UPDATE_APPLICATION, { program, input });
    expect(firstError(result)).toBe(message);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await rowOf(program)).toEqual(row);
    expect(await auditCount()).toBe(audits);
  });

  it('creates no row for a save that changes nothing on a program without one', async () => {
    await api.db.delete(programSettings).where(eq(programSettings.program, 'PARTNER_SERVICES'));
    const audits = await auditCount();
    const result = await asAdmin<{ adminUpdateApplicationSettings: Settings }>(UPDATE_APPLICATION, {
      program: 'PARTNER_SERVICES',
      input: { acceptingApplications: false, applicationYear: 2025 },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminUpdateApplicationSettings.lastEdited).toBeNull();
    expect(await rowOf('PARTNER_SERVICES')).toBeUndefined();
    expect(await auditCount()).toBe(audits);
  });

  it('creates the row of a program that had none', async () => {
    await api.db.delete(programSettings).where(eq(programSettings.program, 'PARTNER_SERVICES'));
    const result = await asAdmin<{ adminUpdateApplicationSettings: Settings }>(UPDATE_APPLICATION, {
      program: 'PARTNER_SERVICES',
      input: { acceptingApplications: true },
    });
    expect(result.data!.adminUpdateApplicationSettings.config).toMatchObject({
      acceptingApplications: true,
      applicationYear: 2025,
    });
    expect(await rowOf('PARTNER_SERVICES')).toMatchObject({
      acceptingApplications: true,
      updatedById: admin.id,
    });
  });
});

describe('adminCreateNextTerms', () => {
  it("creates next year's SCHOOL and SUMMER terms with their dates, audited", async () => {
    const before = await settingsOf('BACKPACK_BUDDY');
    expect(before.nextTermYear).toBe(2026);
    const result = await asAdmin<{ adminCreateNextTerms: Settings }>(CREATE_TERMS, {
      program: 'BACKPACK_BUDDY',
      year: 2026,
    });
    expect(result.errors).toBeUndefined();
    const settings = result.data!.adminCreateNextTerms;
    expect(settings.terms.slice(0, 2)).toMatchObject([
      {
        type: 'SCHOOL',
        year: 2026,
        termFormatted: '2026-2027 School Year',
        startDate: '2026-08-01T00:00:00.000Z',
        endDate: '2027-05-31T00:00:00.000Z',
      },
      {
        type: 'SUMMER',
        year: 2026,
        termFormatted: 'Summer 2026',
        startDate: '2026-06-01T00:00:00.000Z',
        endDate: '2026-08-31T00:00:00.000Z',
      },
    ]);
    expect(settings.nextTermYear).toBe(2027);
    expect(settings.lastEditedBy).toBe('Ada Admin');
    const created = settings.history.filter((h) => h.entityType === 'program_terms');
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ action: 'CREATE', actorName: 'Ada Admin' });
    // The educator's term list (the Backpack Buddy term radio, Apply for Next Year) has them.
    const terms = await api.gql<{ programTerms: unknown[] }>(
      `query { programTerms(programName: BACKPACK_BUDDY, termYear: 2026) { termId } }`,
      {},
      { token: educator.token },
    );
    expect(terms.data!.programTerms).toHaveLength(2);
  });

  it('creates the default year for a program without terms', async () => {
    const result = await asAdmin<{ adminCreateNextTerms: Settings }>(CREATE_TERMS, {
      program: 'TEACHERS_AID',
      year: 2025,
    });
    expect(result.data!.adminCreateNextTerms.terms.map((t) => [t.type, t.year])).toEqual([
      ['SCHOOL', 2025],
      ['SUMMER', 2025],
    ]);
  });

  it.each([
    ['BACKPACK_BUDDY', 2026, SETTINGS_MESSAGES.termsExist(2026)],
    ['BACKPACK_BUDDY', 2024, SETTINGS_MESSAGES.termsExist(2024)],
    ['BACKPACK_BUDDY', 2030, SETTINGS_MESSAGES.notNextYear(2030, 2027)],
    ['KIDS_CAFE', 2025, SETTINGS_MESSAGES.noTerms('Kids Cafe')],
    ['PARTNER_SERVICES', 2025, SETTINGS_MESSAGES.noTerms('Partner Services')],
  ] as const)('%s %i is refused and creates nothing', async (program, year, message) => {
    const terms = (await api.db.select({ n: count() }).from(programTerms))[0]!.n;
    const audits = await auditCount();
    const result = await asAdmin(CREATE_TERMS, { program, year });
    expect(firstError(result)).toBe(message);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await api.db.select({ n: count() }).from(programTerms))[0]!.n).toBe(terms);
    expect(await auditCount()).toBe(audits);
  });

  // Only a PostgreSQL server runs the requests side by side: the embedded database has one
  // connection, which runs them one after the other whatever the code does.
  it.skipIf(!process.env.DATABASE_URL)(
    'creates the terms once when several admins click at the same time',
    async () => {
      const audits = await auditCount();
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          asAdmin(CREATE_TERMS, { program: 'SCHOOL_MARKET', year: 2026 }),
        ),
      );
      const ok = results.filter((r) => !r.errors);
      expect(ok).toHaveLength(1);
      for (const refused of results.filter((r) => r.errors)) {
        expect(firstError(refused)).toBe(SETTINGS_MESSAGES.termsExist(2026));
      }
      // One set of terms (a SCHOOL and a SUMMER term) …
      const rows = await api.db
        .select()
        .from(programTerms)
        .where(and(eq(programTerms.program, 'SCHOOL_MARKET'), eq(programTerms.year, 2026)));
      expect(rows.map((t) => t.type).sort()).toEqual(['SCHOOL', 'SUMMER']);
      // … and one audit row for each of them, nothing else.
      const entries = await api.db
        .select({ action: auditLog.action, entityId: auditLog.entityId })
        .from(auditLog)
        .where(eq(auditLog.entityType, TERMS_ENTITY));
      for (const term of rows) {
        expect(entries.filter((e) => e.entityId === term.id)).toEqual([
          { action: 'CREATE', entityId: term.id },
        ]);
      }
      expect(await auditCount()).toBe(audits + rows.length);
    },
  );
});

describe('who may', () => {
  const calls = [
    ['adminProgramSettings', SETTINGS, { program: 'SCHOOL_MARKET' }],
    [
      'adminUpdateTermSettings',
      UPDATE_TERMS,
      { program: 'SCHOOL_MARKET', input: { schoolEnabled: true } },
    ],
    [
      'adminUpdateApplicationSettings',
      UPDATE_APPLICATION,
      { program: 'SCHOOL_MARKET', input: { waitlistEnabled: false } },
    ],
    ['adminCreateNextTerms', CREATE_TERMS, { program: 'SCHOOL_MARKET', year: 2027 }],
  ] as const;

  it.each(calls)(
    '%s: refused to anonymous callers and educators, changing nothing',
    async (_name, query, variables) => {
      const audits = await auditCount();
      const row = await rowOf('SCHOOL_MARKET');
      expect(firstError(await api.gql(query, variables))).toBe(MESSAGES.notLoggedIn);
      const asEducator = await api.gql(query, variables, { token: educator.token });
      expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
      expect(asEducator.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect(await rowOf('SCHOOL_MARKET')).toEqual(row);
      expect(await auditCount()).toBe(audits);
    },
  );

  it('programConfig is for signed-in users', async () => {
    expect(firstError(await api.gql(PROGRAM_CONFIG, { program: 'KIDS_CAFE' }))).toBe(
      MESSAGES.notLoggedIn,
    );
    const read = await api.gql(PROGRAM_CONFIG, { program: 'KIDS_CAFE' }, { token: educator.token });
    expect(read.errors).toBeUndefined();
  });
});
