import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schoolTeamMembers, schools } from '../../db/schema/schools.ts';
import { createDistrict, createSchool } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import {
  LIST,
  callers,
  createApplication,
  createMember,
  createRoster,
  programTerm,
  type ListRow,
  type User,
} from './test-world.ts';

let api: TestApi;
let admin: User;
let educator: User;
let term2024: { id: number };
let term2025: { id: number };

beforeAll(async () => {
  api = await createTestApi();
  ({ admin, educator } = await callers(api));
  term2024 = await programTerm(api.db, 'BACKPACK_BUDDY', 2024);
  term2025 = await programTerm(api.db, 'BACKPACK_BUDDY', 2025);
});
afterAll(async () => {
  await api.close();
});

const list = async (query: string, termId: number | null, token = admin.token) => {
  const result = await api.gql<{ rows: ListRow[] }>(query, { termId }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.rows;
};

describe('schoolsBackpackBuddy', () => {
  it('lists by term, or every applicant and status holder, with contacts, returning and archived', async () => {
    const district = await createDistrict(api.db, 'Aldine ISD');
    // Returning: approved 2024 as new, approved 2025 as not new → the latest (2025) says Yes.
    const oak = await createSchool(api.db, {
      name: 'Oak High',
      districtId: district.id,
      backpackBuddyId: 'B-OAK',
      statusBackpackBuddy: 'ACTIVE',
    });
    await createRoster(api.db, 'BACKPACK_BUDDY', oak.id);
    const old = await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: oak.id,
      termId: term2024.id,
      status: 'APPROVED',
      new: true,
      submittedAt: new Date('2024-04-01T00:00:00Z'),
    });
    const current = await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: oak.id,
      termId: term2025.id,
      status: 'APPROVED',
      new: false,
      submittedAt: new Date('2025-04-01T00:00:00Z'),
      submittedById: educator.id,
      numTotalEnrollment: 500,
    });
    // Archived, applied only in 2024 → listed for 2024 and without a term, N/A (not approved).
    const archived = await createSchool(api.db, {
      name: 'Archived Elementary',
      deletedAt: new Date(),
    });
    await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: archived.id,
      termId: term2024.id,
      status: 'PENDING_PRINCIPAL',
    });
    // A status but no application → only without a term.
    const statusOnly = await createSchool(api.db, {
      name: 'Status Middle',
      statusBackpackBuddy: 'INACTIVE',
    });
    // A deleted application does not list a school; another program's does not either.
    const deleted = await createSchool(api.db, { name: 'Deleted App High' });
    await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: deleted.id,
      termId: term2025.id,
      deletedAt: new Date(),
    });
    const otherProgram = await createSchool(api.db, { name: 'Market Only High' });
    const smTerm = await programTerm(api.db, 'SCHOOL_MARKET', 2025);
    await createApplication(api.db, 'SCHOOL_MARKET', {
      schoolId: otherProgram.id,
      termId: smTerm.id,
    });
    // A deleted member is not a contact.
    const gone = await createMember(api.db, {
      schoolId: statusOnly.id,
      program: 'BACKPACK_BUDDY',
      type: 'PRINCIPAL',
    });
    await api.db
      .update(schoolTeamMembers)
      .set({ deletedAt: new Date() })
      .where(eq(schoolTeamMembers.id, gone.id));

    const in2025 = await list(LIST.BACKPACK_BUDDY, term2025.id);
    expect(in2025.map((r) => r.name)).toEqual(['Oak High']);
    expect(in2025[0]).toMatchObject({
      id: `BACKPACK_BUDDY:${oak.id}`,
      schoolId: oak.id,
      districtName: 'Aldine ISD',
      programId: 'B-OAK',
      programStatus: 'ACTIVE',
      returning: 'Yes',
      principalName: 'Pat Lee',
      principalEmail: `pat.${oak.id}.backpack_buddy@school.test`,
      contactName: 'Kim Ortiz',
      contactEmail: `kim.${oak.id}.backpack_buddy@school.test`,
      contactPhone: '713-555-0101',
      deletedAt: null,
    });
    // Only the term's application on the row.
    expect(in2025[0]!.applications).toEqual([
      expect.objectContaining({
        applicationId: current.id,
        termFormattedShort: 'SY 25-26',
        status: 'APPROVED',
        submittedByName: 'Erin Educator',
        numTotalEnrollment: 500,
      }),
    ]);

    const in2024 = await list(LIST.BACKPACK_BUDDY, term2024.id);
    expect(in2024.map((r) => r.name)).toEqual(['Archived Elementary', 'Oak High']);
    expect(in2024[0]).toMatchObject({ returning: 'N/A', principalName: null, contactName: null });
    expect(in2024[0]!.deletedAt).toEqual(expect.any(String));
    // The Returning flag still looks at every application of the program.
    expect(in2024[1]!.returning).toBe('Yes');
    expect(in2024[1]!.applications.map((a) => a.applicationId)).toEqual([old.id]);

    const all = await list(LIST.BACKPACK_BUDDY, null);
    expect(all.map((r) => r.name)).toEqual(['Archived Elementary', 'Oak High', 'Status Middle']);
    // Newest first.
    expect(all[1]!.applications.map((a) => a.applicationId)).toEqual([current.id, old.id]);
    expect(all[2]).toMatchObject({ programStatus: 'INACTIVE', returning: 'N/A', applications: [] });
    expect(all[2]!.principalName).toBeNull();
  });

  it('gives No for a new school and uses each program’s own columns and contacts', async () => {
    const smTerm = await programTerm(api.db, 'SCHOOL_MARKET', 2026);
    const taTerm = await programTerm(api.db, 'TEACHERS_AID', 2026);
    const school = await createSchool(api.db, {
      name: 'Pine Middle',
      schoolMarketAgencyNumber: 'SM-9',
      teachersAidSchoolNumber: 'TA-9',
      statusSchoolMarket: 'PENDING',
      statusTeachersAid: 'SUSPENDED',
    });
    await createRoster(api.db, 'SCHOOL_MARKET', school.id);
    await createRoster(api.db, 'TEACHERS_AID', school.id);
    // A Backpack Buddy primary is not the School Market contact.
    await createMember(api.db, { schoolId: school.id, program: 'BACKPACK_BUDDY', type: 'PRIMARY' });
    await createApplication(api.db, 'SCHOOL_MARKET', {
      schoolId: school.id,
      termId: smTerm.id,
      status: 'APPROVED',
      new: true,
    });
    await createApplication(api.db, 'TEACHERS_AID', { schoolId: school.id, termId: taTerm.id });

    const [market] = await list(LIST.SCHOOL_MARKET, smTerm.id);
    expect(market).toMatchObject({
      id: `SCHOOL_MARKET:${school.id}`,
      programId: 'SM-9',
      programStatus: 'PENDING',
      returning: 'No',
      contactName: 'Kim Ortiz',
      contactEmail: `kim.${school.id}.school_market@school.test`,
    });
    const [aid] = await list(LIST.TEACHERS_AID, taTerm.id);
    expect(aid).toMatchObject({
      id: `TEACHERS_AID:${school.id}`,
      programId: 'TA-9',
      programStatus: 'SUSPENDED',
      returning: 'N/A',
      principalEmail: `pat.${school.id}.teachers_aid@school.test`,
      contactEmail: `kim.${school.id}.teachers_aid@school.test`,
    });
    expect(await list(LIST.TEACHERS_AID, smTerm.id)).toEqual([]);
  });

  it('runs the same number of statements for 2 schools as for 20', async () => {
    const term = await programTerm(api.db, 'BACKPACK_BUDDY', 2030);
    async function addSchools(n: number) {
      for (let i = 0; i < n; i++) {
        const school = await createSchool(api.db, { name: `Count ${i}` });
        await createRoster(api.db, 'BACKPACK_BUDDY', school.id);
        await createApplication(api.db, 'BACKPACK_BUDDY', {
          schoolId: school.id,
          termId: term.id,
          status: i % 2 ? 'APPROVED' : 'PENDING_PRINCIPAL',
          submittedById: educator.id,
        });
      }
    }
    const measure = async () => {
      api.statements.length = 0;
      const rows = await list(LIST.BACKPACK_BUDDY, term.id);
      const withTerm = api.statements.length;
      api.statements.length = 0;
      await list(LIST.BACKPACK_BUDDY, null);
      return { rows: rows.length, withTerm, withoutTerm: api.statements.length };
    };
    // Both lists kept first: each measure below pays the snapshot check and the read again.
    await measure();
    await addSchools(2);
    const few = await measure();
    await addSchools(18);
    const many = await measure();
    expect(few.rows).toBe(2);
    expect(many.rows).toBe(20);
    expect(many.withTerm).toBe(few.withTerm);
    expect(many.withoutTerm).toBe(few.withoutTerm);
    // The session lookup, the snapshot check and the list's one statement.
    expect(many.withTerm).toBe(3);
    expect(many.withoutTerm).toBe(3);
    // Nothing written since: the kept lists come back after the snapshot check alone. (On a
    // PostgreSQL server the snapshot is the whole server's: the other test files' writes in
    // their own databases make a read again, so only the embedded database counts this.)
    const again = await measure();
    expect(again.rows).toBe(20);
    if (api.database.kind === 'pglite')
      expect(again).toMatchObject({ withTerm: 2, withoutTerm: 2 });
  });

  it('shows a change at once, whoever made it', async () => {
    const term = await programTerm(api.db, 'BACKPACK_BUDDY', 2031);
    const school = await createSchool(api.db, { name: 'Kept Elementary' });
    await createApplication(api.db, 'BACKPACK_BUDDY', { schoolId: school.id, termId: term.id });
    expect((await list(LIST.BACKPACK_BUDDY, term.id)).map((r) => r.name)).toEqual([
      'Kept Elementary',
    ]);
    // Through the API: archived.
    const archived = await api.gql(
      `mutation ($id: Int!) { adminArchiveSchool(schoolId: $id) }`,
      { id: school.id },
      { token: admin.token },
    );
    expect(archived.errors).toBeUndefined();
    expect((await list(LIST.BACKPACK_BUDDY, term.id))[0]!.deletedAt).not.toBeNull();
    // Straight in the database (another server instance): renamed.
    await api.db
      .update(schools)
      .set({ name: 'Renamed Elementary' })
      .where(eq(schools.id, school.id));
    expect((await list(LIST.BACKPACK_BUDDY, term.id)).map((r) => r.name)).toEqual([
      'Renamed Elementary',
    ]);
  });

  it('refuses educators and anonymous callers', async () => {
    const asEducator = await api.gql(
      LIST.BACKPACK_BUDDY,
      { termId: null },
      { token: educator.token },
    );
    expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
    const anonymous = await api.gql(LIST.SCHOOL_MARKET, { termId: null });
    expect(firstError(anonymous)).toBe(MESSAGES.notLoggedIn);
  });
});
