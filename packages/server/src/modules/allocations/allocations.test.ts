// Backpack Buddy allocations through GraphQL (spec 3 §3, §4, §5, §7): saving a weekly allocation
// (entries, current and future months, past months kept, audit), bad input and wrong callers
// refused with nothing written, deleting entries (months back to the newest remaining entry),
// the entries on the admin school, and the term months an approval creates.
import { and, asc, count, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { nextMonthStart, utcMonthStart } from '@portal/domain/programs/backpack-buddy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationEntries } from '../../db/schema/allocations.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { termMonthDistributionDates, termMonths } from '../../db/schema/terms.ts';
import { fridaysOf, monthsBetween } from '../terms/calendar.ts';
import {
  createBackpackBuddyApplication,
  createSchool,
  createSignatureLink,
  createTeamMember,
  createTerm,
  createTermMonth,
  createUser,
} from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { SCHOOL_PROGRAM_CONFIG } from '../admin-schools/programs.ts';
import { createApplication, programTerm } from '../admin-schools/test-world.ts';
import { ALLOCATION_PROGRAM } from './program.ts';

const FIELDS = `id schoolId program
  termMonths { termMonthId startDate monthlyAllocation termFormattedShort }
  allocationEntries { allocationEntryId weeklyAllocation updatedBy createdAt }
  history { action entityType entityId actorName changes { field before after } }`;
const SAVE = `mutation ($schoolId: Int!, $weeklyAllocation: String!) {
  school: adminSaveAllocation(schoolId: $schoolId, weeklyAllocation: $weeklyAllocation) { ${FIELDS} } }`;
const DELETE = `mutation ($id: Int!) {
  school: adminDeleteAllocationEntry(allocationEntryId: $id) { ${FIELDS} } }`;
const DETAIL = `query ($id: Int!) { school: adminSchoolBackpackBuddy(schoolId: $id) { ${FIELDS} } }`;
const MARKET_DETAIL = `query ($id: Int!) { school: adminSchoolSchoolMarket(schoolId: $id) { ${FIELDS} } }`;
const SET_STATUS = `mutation ($input: AdminUpdateApplicationsInput!) { adminUpdateApplications(input: $input) { id } }`;
const SIGN = `mutation ($input: PrincipalSignatureInput!) { principalSignature(input: $input) { success } }`;

interface Entry {
  allocationEntryId: number;
  weeklyAllocation: number;
  updatedBy: string | null;
  createdAt: string;
}
interface School {
  id: string;
  schoolId: number;
  program: string;
  termMonths: {
    termMonthId: number;
    startDate: string;
    monthlyAllocation: number | null;
    termFormattedShort: string;
  }[];
  allocationEntries: Entry[];
  history: {
    action: string;
    entityType: string;
    entityId: number;
    actorName: string | null;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
}

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;
let educator: Awaited<ReturnType<typeof createUser>>;
let years = 2300;

const CURRENT = utcMonthStart();
const NEXT = nextMonthStart(CURRENT);
const LATER = nextMonthStart(NEXT);
const PAST = (() => {
  const [y, m] = CURRENT.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
})();

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  educator = await createUser(api.db, { firstName: 'Erin', lastName: 'Educator' });
});
afterAll(async () => {
  await api.close();
});

/** As the admin unless a caller is given ({ token: undefined }: nobody signed in). */
const save = (
  schoolId: number,
  weeklyAllocation: string,
  as: { token?: string | undefined } = { token: admin.token },
) => api.gql<{ school: School }>(SAVE, { schoolId, weeklyAllocation }, as);
const remove = (id: number, as: { token?: string | undefined } = { token: admin.token }) =>
  api.gql<{ school: School }>(DELETE, { id }, as);

/** A school with a past, the current, the next and a later month (4, 3, 2 and 5 dates). */
async function schoolWithMonths(weekly = 10) {
  const school = await createSchool(api.db);
  const term = await createTerm(api.db, { year: (years += 1) });
  const dates = (start: string, n: number) =>
    Array.from(
      { length: n },
      (_, i) => `${start.slice(0, 8)}${String(i * 7 + 1).padStart(2, '0')}`,
    );
  const months = {
    past: await createTermMonth(api.db, {
      schoolId: school.id,
      termId: term.id,
      startDate: PAST,
      weeklyAllocation: weekly,
      dates: dates(PAST, 4),
    }),
    current: await createTermMonth(api.db, {
      schoolId: school.id,
      termId: term.id,
      startDate: CURRENT,
      weeklyAllocation: weekly,
      dates: dates(CURRENT, 3),
    }),
    next: await createTermMonth(api.db, {
      schoolId: school.id,
      termId: term.id,
      startDate: NEXT,
      weeklyAllocation: weekly,
      dates: dates(NEXT, 2),
    }),
    later: await createTermMonth(api.db, {
      schoolId: school.id,
      termId: term.id,
      startDate: LATER,
      weeklyAllocation: weekly,
      dates: dates(LATER, 4).concat(`${LATER.slice(0, 8)}29`),
    }),
  };
  return { school, term, months };
}

/** The school's months as stored: start date → [weekly, monthly]. */
async function monthsOf(schoolId: number) {
  const rows = await api.db
    .select()
    .from(termMonths)
    .where(eq(termMonths.schoolId, schoolId))
    .orderBy(asc(termMonths.startDate));
  return Object.fromEntries(
    rows.map((r) => [r.startDate, [r.weeklyAllocation, r.monthlyAllocation]]),
  );
}

const entryCount = async (schoolId: number) =>
  (
    await api.db
      .select({ n: count() })
      .from(allocationEntries)
      .where(eq(allocationEntries.schoolId, schoolId))
  )[0]!.n;
const auditCount = async () => (await api.db.select({ n: count() }).from(auditLog))[0]!.n;

describe('adminSaveAllocation', () => {
  it('records an entry and sets the current and future months; past months keep theirs', async () => {
    const { school, term } = await schoolWithMonths(10);
    const result = await save(school.id, '12');
    expect(result.errors).toBeUndefined();
    const answer = result.data!.school;
    expect(answer).toMatchObject({ id: `BACKPACK_BUDDY:${school.id}`, program: 'BACKPACK_BUDDY' });
    expect(await monthsOf(school.id)).toEqual({
      [PAST]: [10, 40],
      [CURRENT]: [12, 36],
      [NEXT]: [12, 24],
      [LATER]: [12, 60],
    });
    // The answer is the school refetched: months and the new entry by the admin.
    expect(answer.termMonths.map((m) => [m.startDate, m.monthlyAllocation])).toEqual([
      [PAST, 40],
      [CURRENT, 36],
      [NEXT, 24],
      [LATER, 60],
    ]);
    // Each month names its term (August can be in a summer term and a school year).
    const yy = (n: number) => String(n % 100).padStart(2, '0');
    expect(new Set(answer.termMonths.map((m) => m.termFormattedShort))).toEqual(
      new Set([`SY ${yy(term.year)}-${yy(term.year + 1)}`]),
    );
    expect(answer.allocationEntries).toEqual([
      {
        allocationEntryId: expect.any(Number),
        weeklyAllocation: 12,
        updatedBy: 'Ada Admin',
        createdAt: expect.any(String),
      },
    ]);
    // Audited on the school, so the change shows in its history.
    expect(answer.history[0]).toEqual({
      action: 'SAVE_ALLOCATION',
      entityType: 'schools',
      entityId: school.id,
      actorName: 'Ada Admin',
      // (in the stored JSON's key order)
      changes: expect.arrayContaining([
        {
          field: 'allocationEntryId',
          before: null,
          after: String(answer.allocationEntries[0]!.allocationEntryId),
        },
        { field: 'weeklyAllocation', before: null, after: '12' },
      ]),
    });
    expect(answer.history[0]!.changes).toHaveLength(2);
  });

  it('lists entries newest first; saving the value in force again is still an entry', async () => {
    const { school } = await schoolWithMonths();
    const first = await save(school.id, '5');
    const second = await save(school.id, '0040');
    const third = await save(school.id, '40');
    expect([first.errors, second.errors, third.errors]).toEqual([undefined, undefined, undefined]);
    const entries = third.data!.school.allocationEntries;
    expect(entries.map((e) => e.weeklyAllocation)).toEqual([40, 40, 5]);
    expect(entries[0]!.allocationEntryId).toBeGreaterThan(entries[1]!.allocationEntryId);
    expect(await monthsOf(school.id)).toMatchObject({ [CURRENT]: [40, 120], [PAST]: [10, 40] });
    const saves = third.data!.school.history.filter((h) => h.action === 'SAVE_ALLOCATION');
    expect(saves).toHaveLength(3);
    expect(saves[0]!.changes).toEqual([
      {
        field: 'allocationEntryId',
        before: String(entries[1]!.allocationEntryId),
        after: String(entries[0]!.allocationEntryId),
      },
    ]);
  });

  it('saves for a school without term months (the entry waits for its months)', async () => {
    const school = await createSchool(api.db);
    const result = await save(school.id, '9999');
    expect(result.errors).toBeUndefined();
    expect(result.data!.school.termMonths).toEqual([]);
    expect(result.data!.school.allocationEntries.map((e) => e.weeklyAllocation)).toEqual([9999]);
  });

  it.each([
    ['', MESSAGES.required],
    ['   ', MESSAGES.required],
    ['abc', MESSAGES.invalidNumber],
    ['12a', MESSAGES.invalidNumber],
    ['12345', MESSAGES.maxLength(4)],
    ['-5', MESSAGES.nonNegative],
    ['2.5', MESSAGES.wholeNumber],
  ])('refuses %j with %j and writes nothing', async (value, message) => {
    const { school } = await schoolWithMonths(10);
    const before = await monthsOf(school.id);
    const audits = await auditCount();
    const result = await save(school.id, value);
    expect(firstError(result)).toBe(message);
    expect(result.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'weeklyAllocation',
    });
    expect(await entryCount(school.id)).toBe(0);
    expect(await monthsOf(school.id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it.each([
    ['an educator', (): string | undefined => educator.token, MESSAGES.forbidden],
    ['an anonymous caller', (): string | undefined => undefined, MESSAGES.notLoggedIn],
  ])('refuses %s and writes nothing', async (_who, token, message) => {
    const { school } = await schoolWithMonths(10);
    const before = await monthsOf(school.id);
    const result = await save(school.id, '20', { token: token() });
    expect(firstError(result)).toBe(message);
    expect(await entryCount(school.id)).toBe(0);
    expect(await monthsOf(school.id)).toEqual(before);
  });

  it('answers Not found for an unknown school', async () => {
    const audits = await auditCount();
    const result = await save(999_999, '20');
    expect(firstError(result)).toBe(MESSAGES.notFound);
    expect(await auditCount()).toBe(audits);
  });
});

describe('adminDeleteAllocationEntry', () => {
  it('deletes an entry; the months take the newest remaining one, then 0; past months keep theirs', async () => {
    const { school } = await schoolWithMonths(10);
    await save(school.id, '6');
    const saved = (await save(school.id, '8')).data!.school.allocationEntries;
    const [newest, older] = saved;

    // An older entry: the allocation in force stays.
    const keep = await remove(older!.allocationEntryId);
    expect(keep.errors).toBeUndefined();
    expect(keep.data!.school.allocationEntries.map((e) => e.weeklyAllocation)).toEqual([8]);
    expect(await monthsOf(school.id)).toMatchObject({ [CURRENT]: [8, 24], [PAST]: [10, 40] });

    await save(school.id, '3');
    const latest = (
      await api.gql<{ school: School }>(
        DETAIL,
        { id: school.id },
        {
          token: admin.token,
        },
      )
    ).data!.school.allocationEntries[0]!;
    // The newest: back to the one before it.
    const back = await remove(latest.allocationEntryId);
    expect(back.errors).toBeUndefined();
    expect(await monthsOf(school.id)).toEqual({
      [PAST]: [10, 40],
      [CURRENT]: [8, 24],
      [NEXT]: [8, 16],
      [LATER]: [8, 40],
    });

    // The last one: no allocation in force, the current and future months go to 0.
    const last = await remove(newest!.allocationEntryId);
    expect(last.errors).toBeUndefined();
    expect(last.data!.school.allocationEntries).toEqual([]);
    expect(await monthsOf(school.id)).toEqual({
      [PAST]: [10, 40],
      [CURRENT]: [0, 0],
      [NEXT]: [0, 0],
      [LATER]: [0, 0],
    });
    expect(last.data!.school.history[0]).toMatchObject({
      action: 'DELETE_ALLOCATION_ENTRY',
      entityType: 'schools',
      entityId: school.id,
      actorName: 'Ada Admin',
      changes: expect.arrayContaining([
        { field: 'allocationEntryId', before: String(newest!.allocationEntryId), after: null },
        { field: 'weeklyAllocation', before: '8', after: null },
      ]),
    });
  });

  it('answers Not found for an unknown or already deleted entry', async () => {
    const { school } = await schoolWithMonths();
    const entry = (await save(school.id, '4')).data!.school.allocationEntries[0]!;
    expect((await remove(entry.allocationEntryId)).errors).toBeUndefined();
    const audits = await auditCount();
    expect(firstError(await remove(entry.allocationEntryId))).toBe(MESSAGES.notFound);
    expect(firstError(await remove(999_999))).toBe(MESSAGES.notFound);
    expect(await auditCount()).toBe(audits);
  });

  it.each([
    ['an educator', (): string | undefined => educator.token, MESSAGES.forbidden],
    ['an anonymous caller', (): string | undefined => undefined, MESSAGES.notLoggedIn],
  ])('refuses %s and deletes nothing', async (_who, token, message) => {
    const { school } = await schoolWithMonths();
    const entry = (await save(school.id, '4')).data!.school.allocationEntries[0]!;
    const before = await monthsOf(school.id);
    expect(firstError(await remove(entry.allocationEntryId, { token: token() }))).toBe(message);
    expect(await entryCount(school.id)).toBe(1);
    expect(await monthsOf(school.id)).toEqual(before);
  });
});

describe('allocationEntries on the admin school', () => {
  it('is read in one statement whatever the number of entries', async () => {
    const statementsFor = async (entries: number) => {
      const school = await createSchool(api.db);
      if (entries > 0) {
        await api.db.insert(allocationEntries).values(
          Array.from({ length: entries }, (_, i) => ({
            schoolId: school.id,
            weeklyAllocation: i,
            updatedById: admin.id,
          })),
        );
      }
      api.statements.length = 0;
      const result = await api.gql<{ school: School }>(
        DETAIL,
        { id: school.id },
        {
          token: admin.token,
        },
      );
      expect(result.data!.school.allocationEntries).toHaveLength(entries);
      return api.statements.length;
    };
    expect(await statementsFor(30)).toBe(await statementsFor(1));
  });

  it('keeps at most 100 entries, newest first, and names a deleted admin as nobody', async () => {
    const school = await createSchool(api.db);
    const gone = await createUser(api.db, { type: 'ADMIN' });
    await api.db.insert(allocationEntries).values(
      Array.from({ length: 105 }, (_, i) => ({
        schoolId: school.id,
        weeklyAllocation: i,
        updatedById: i === 104 ? null : gone.id,
        createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
      })),
    );
    const entries = (
      await api.gql<{ school: School }>(DETAIL, { id: school.id }, { token: admin.token })
    ).data!.school.allocationEntries;
    expect(entries).toHaveLength(100);
    expect(entries[0]).toMatchObject({ weeklyAllocation: 104, updatedBy: null });
    expect(entries[99]!.weeklyAllocation).toBe(5);
  });

  it('is empty for the other school programs', async () => {
    const school = await createSchool(api.db);
    await save(school.id, '7');
    const result = await api.gql<{ school: School }>(
      MARKET_DETAIL,
      { id: school.id },
      {
        token: admin.token,
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.school.allocationEntries).toEqual([]);
  });

  it('is Backpack Buddy alone that has allocations in the program registry', () => {
    const withAllocations = Object.values(SCHOOL_PROGRAM_CONFIG)
      .filter((c) => c.allocations)
      .map((c) => c.program);
    expect(withAllocations).toEqual([ALLOCATION_PROGRAM]);
  });
});

describe('term months created on approval', () => {
  const monthRows = (schoolId: number) =>
    api.db
      .select()
      .from(termMonths)
      .where(eq(termMonths.schoolId, schoolId))
      .orderBy(asc(termMonths.startDate));

  it("an admin's approval gives the school the term's months with its weekly allocation in force", async () => {
    const school = await createSchool(api.db);
    const term = await programTerm(api.db, 'BACKPACK_BUDDY', (years += 1));
    await save(school.id, '9');
    await save(school.id, '15');
    const app = await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: school.id,
      termId: term.id,
      status: 'PENDING_PRINCIPAL',
    });
    const approve = () =>
      api.gql(
        SET_STATUS,
        {
          input: {
            program: 'BACKPACK_BUDDY',
            schoolId: school.id,
            applications: [{ id: app.id, status: 'APPROVED' }],
          },
        },
        { token: admin.token },
      );
    expect((await approve()).errors).toBeUndefined();
    const months = await monthRows(school.id);
    expect(months.map((m) => m.startDate)).toEqual(monthsBetween(term.startDate, term.endDate));
    expect(months).toHaveLength(10);
    for (const month of months) {
      const dates = await api.db
        .select({ date: termMonthDistributionDates.date })
        .from(termMonthDistributionDates)
        .where(eq(termMonthDistributionDates.termMonthId, month.id))
        .orderBy(asc(termMonthDistributionDates.date));
      expect(dates.map((d) => d.date)).toEqual(fridaysOf(month.startDate));
      expect(month).toMatchObject({
        termId: term.id,
        weeklyAllocation: 15,
        monthlyAllocation: 15 * dates.length,
      });
    }

    // Denied and approved again: the months are not made twice.
    await api.gql(
      SET_STATUS,
      {
        input: {
          program: 'BACKPACK_BUDDY',
          schoolId: school.id,
          applications: [{ id: app.id, status: 'DENIED' }],
        },
      },
      { token: admin.token },
    );
    expect((await approve()).errors).toBeUndefined();
    expect(await monthRows(school.id)).toHaveLength(10);
  });

  it("the principal's signature creates them too, at 0 when the school has no allocation", async () => {
    const school = await createSchool(api.db);
    const term = await createTerm(api.db, { year: (years += 1), type: 'SUMMER' });
    const principal = await createTeamMember(api.db, {
      schoolId: school.id,
      type: 'PRINCIPAL',
      email: `principal${years}@school.test`,
    });
    await createTeamMember(api.db, { schoolId: school.id, type: 'PRIMARY' });
    const app = await createBackpackBuddyApplication(api.db, {
      schoolId: school.id,
      termId: term.id,
      status: 'PENDING_PRINCIPAL',
      submittedById: educator.id,
      verifyPrincipalEmail: principal.email,
    });
    const token = await createSignatureLink(api.db, {
      applicationId: app.id,
      principalEmail: principal.email!,
    });
    const signed = await api.gql(SIGN, {
      input: { id: token, signeeName: 'Pat Principal', signeeEmail: principal.email },
    });
    expect(signed.errors).toBeUndefined();
    const months = await monthRows(school.id);
    expect(months.map((m) => [m.startDate, m.weeklyAllocation, m.monthlyAllocation])).toEqual([
      [`${term.year}-06-01`, 0, 0],
      [`${term.year}-07-01`, 0, 0],
      [`${term.year}-08-01`, 0, 0],
    ]);
  });

  it('School Market approvals create no term months', async () => {
    const school = await createSchool(api.db);
    const term = await programTerm(api.db, 'SCHOOL_MARKET', (years += 1));
    const app = await createApplication(api.db, 'SCHOOL_MARKET', {
      schoolId: school.id,
      termId: term.id,
      status: 'PENDING_PRINCIPAL',
    });
    const result = await api.gql(
      SET_STATUS,
      {
        input: {
          program: 'SCHOOL_MARKET',
          schoolId: school.id,
          applications: [{ id: app.id, status: 'APPROVED' }],
        },
      },
      { token: admin.token },
    );
    expect(result.errors).toBeUndefined();
    expect(
      await api.db
        .select({ n: count() })
        .from(termMonths)
        .where(and(eq(termMonths.schoolId, school.id))),
    ).toEqual([{ n: 0 }]);
  });
});
