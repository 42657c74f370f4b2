import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBackpackBuddy } from '../../db/schema/application-backpack-buddy.ts';
import { districts } from '../../db/schema/districts.ts';
import { schoolTeamMembers } from '../../db/schema/schools.ts';
import { createDistrict, createSchool } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import {
  callers,
  createApplication,
  createRoster,
  programTerm,
  schoolRow,
  SCHOOL_FIELDS,
  type SchoolResult,
  type User,
} from './test-world.ts';

const PROFILE = `mutation ($input: AdminUpdateSchoolProfileInput!) {
  school: adminUpdateSchoolProfile(input: $input) { ${SCHOOL_FIELDS} } }`;
const CONTACTS = `mutation ($input: AdminUpdateSchoolContactsInput!) {
  school: adminUpdateSchoolContacts(input: $input) { ${SCHOOL_FIELDS} } }`;
const STATUS = `mutation ($input: AdminUpdateProgramStatusInput!) {
  school: adminUpdateProgramStatus(input: $input) { ${SCHOOL_FIELDS} } }`;

let api: TestApi;
let admin: User;
let educator: User;
let district: { id: number };
let term: { id: number };

beforeAll(async () => {
  api = await createTestApi();
  ({ admin, educator } = await callers(api));
  district = await createDistrict(api.db, 'Katy ISD');
  term = await programTerm(api.db, 'BACKPACK_BUDDY', 2025);
});
afterAll(async () => {
  await api.close();
});

type Mutation = { school: SchoolResult };
const call = (query: string, input: Record<string, unknown>, token: string | undefined) =>
  api.gql<Mutation>(query, { input }, { token });

const profile = (schoolId: number, extra: Record<string, unknown> = {}) => ({
  program: 'BACKPACK_BUDDY',
  schoolId,
  name: ' Willow Creek High ',
  type: 'HIGH',
  address1: '12 Oak St',
  address2: '',
  city: 'Katy',
  county: 'HARRIS',
  state: 'TX',
  zip: '77449',
  districtId: district.id,
  gradesServed: ['9', '10', '11', '12'],
  notes: 'Ring at the gate',
  programId: 'B-WILLOW',
  ...extra,
});

describe('adminUpdateSchoolProfile', () => {
  it("saves the profile, the program id and the approved application's counts, audited", async () => {
    const school = await createSchool(api.db, { name: 'Willow', backpackBuddyId: 'B-OLD' });
    const approved = await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: school.id,
      termId: term.id,
      status: 'APPROVED',
      new: true,
      numTotalEnrollment: 10,
      numReducedLunch: 1,
      numFreeLunch: 1,
    });
    const result = await call(
      PROFILE,
      profile(school.id, {
        numTotalEnrollment: '500',
        numReducedLunch: '50',
        numFreeLunch: '200',
        participatedLastYear: true,
      }),
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    const saved = result.data!.school;
    expect(saved).toMatchObject({
      name: 'Willow Creek High',
      address2: null,
      districtName: 'Katy ISD',
      programId: 'B-WILLOW',
      approvedApplicationId: approved.id,
      numTotalEnrollment: 500,
      numReducedLunch: 50,
      numFreeLunch: 200,
      participatedLastYear: true,
      returning: 'Yes',
    });
    expect(saved.lastEdited).toEqual(expect.any(String));
    const [app] = await api.db
      .select()
      .from(applicationBackpackBuddy)
      .where(eq(applicationBackpackBuddy.id, approved.id));
    expect(app).toMatchObject({ numTotalEnrollment: 500, new: false });

    const schoolEntry = saved.history.find((h) => h.entityType === 'schools')!;
    expect(schoolEntry).toMatchObject({ action: 'UPDATE_PROFILE', actorName: 'Ada Admin' });
    expect(schoolEntry.changes).toContainEqual({
      field: 'backpackBuddyId',
      before: '"B-OLD"',
      after: '"B-WILLOW"',
    });
    expect(schoolEntry.changes.map((c) => c.field)).not.toContain('state');
    const appEntry = saved.history.find((h) => h.entityType === 'application_backpack_buddy')!;
    expect(appEntry.changes).toContainEqual({ field: 'new', before: 'true', after: 'false' });
  });

  it('ignores counts when no application is approved', async () => {
    const school = await createSchool(api.db);
    const pending = await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: school.id,
      termId: term.id,
      numTotalEnrollment: 7,
    });
    const result = await call(
      PROFILE,
      profile(school.id, { programId: null, numTotalEnrollment: 'abc' }),
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.school.approvedApplicationId).toBeNull();
    const [app] = await api.db
      .select()
      .from(applicationBackpackBuddy)
      .where(eq(applicationBackpackBuddy.id, pending.id));
    expect(app!.numTotalEnrollment).toBe(7);
  });

  it.each([
    [{ name: '' }, 'Required'],
    [{ gradesServed: [] }, 'Required'],
    [{ numTotalEnrollment: '100', numReducedLunch: '101' }, 'Must be less than total enrollment'],
    [{ numTotalEnrollment: '12345' }, 'Must be 4 characters or less'],
    [{ participatedLastYear: null }, 'Required'],
  ])('refuses %j with "%s" and changes nothing', async (bad, message) => {
    const school = await createSchool(api.db, { name: 'Unchanged' });
    await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: school.id,
      termId: term.id,
      status: 'APPROVED',
    });
    const result = await call(
      PROFILE,
      profile(school.id, {
        numTotalEnrollment: '100',
        numReducedLunch: '10',
        numFreeLunch: '10',
        participatedLastYear: false,
        programId: null,
        ...bad,
      }),
      admin.token,
    );
    expect(firstError(result)).toBe(message);
    expect((await schoolRow(api.db, school.id))!.name).toBe('Unchanged');
  });

  it('needs a live district and a free Backpack Buddy ID', async () => {
    const archived = await createDistrict(api.db, 'Closed ISD');
    await api.db
      .update(districts)
      .set({ deletedAt: new Date() })
      .where(eq(districts.id, archived.id));
    await createSchool(api.db, { backpackBuddyId: 'B-TAKEN' });
    const school = await createSchool(api.db, { name: 'Unchanged' });
    const noDistrict = await call(
      PROFILE,
      profile(school.id, { districtId: archived.id, programId: null }),
      admin.token,
    );
    expect(firstError(noDistrict)).toBe(MESSAGES.required);
    expect(noDistrict.errors![0]!.extensions).toMatchObject({ field: 'districtId' });
    const taken = await call(PROFILE, profile(school.id, { programId: 'B-TAKEN' }), admin.token);
    expect(firstError(taken)).toBe('Backpack Buddy ID already in use');
    expect(taken.errors![0]!.extensions).toMatchObject({ field: 'programId' });
    expect(await schoolRow(api.db, school.id)).toMatchObject({
      name: 'Unchanged',
      backpackBuddyId: null,
      lastEdited: null,
    });
    // School Market agency numbers are not unique.
    await createSchool(api.db, { schoolMarketAgencyNumber: 'SM-SAME' });
    const market = await call(
      PROFILE,
      profile(school.id, { program: 'SCHOOL_MARKET', programId: 'SM-SAME' }),
      admin.token,
    );
    expect(market.errors).toBeUndefined();
    expect(market.data!.school.programId).toBe('SM-SAME');
  });

  it("is 'Not found' for an unknown school and refused to educators and anonymous callers", async () => {
    expect(firstError(await call(PROFILE, profile(999_999), admin.token))).toBe(MESSAGES.notFound);
    const school = await createSchool(api.db, { name: 'Unchanged' });
    expect(firstError(await call(PROFILE, profile(school.id), educator.token))).toBe(
      MESSAGES.forbidden,
    );
    expect(firstError(await call(PROFILE, profile(school.id), undefined))).toBe(
      MESSAGES.notLoggedIn,
    );
    expect((await schoolRow(api.db, school.id))!.name).toBe('Unchanged');
  });
});

const person = (
  type: string,
  first: string,
  email: string,
  extra: Record<string, unknown> = {},
) => ({
  type,
  firstName: first,
  lastName: 'Diaz',
  phone: '(713) 555 0199',
  email,
  ...extra,
});

const liveRoster = (schoolId: number) =>
  api.db
    .select()
    .from(schoolTeamMembers)
    .where(and(eq(schoolTeamMembers.schoolId, schoolId), isNull(schoolTeamMembers.deletedAt)))
    .orderBy(schoolTeamMembers.id);

describe('adminUpdateSchoolContacts', () => {
  it("replaces the program's roster, keeps ids, moves lastEditedTeamMembers, audited", async () => {
    const school = await createSchool(api.db);
    const { principal } = await createRoster(api.db, 'SCHOOL_MARKET', school.id);
    const bb = await createRoster(api.db, 'BACKPACK_BUDDY', school.id);
    const result = await call(
      CONTACTS,
      {
        program: 'SCHOOL_MARKET',
        schoolId: school.id,
        teamMembers: [
          person('PRINCIPAL', 'Pat', 'pat.new@school.test', { teamMemberId: principal.id }),
          person('PRIMARY_POINT_OF_CONTACT', 'Lu', 'lu@school.test', { title: 'Nurse' }),
        ],
      },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    const saved = result.data!.school;
    expect(saved.lastEditedTeamMembers).toEqual(expect.any(String));
    expect(saved.teamMembers.map((m) => [m.type, m.fullName, m.phone, m.email])).toEqual([
      ['PRINCIPAL', 'Pat Diaz', '713-555-0199', 'pat.new@school.test'],
      ['PRIMARY_POINT_OF_CONTACT', 'Lu Diaz', '713-555-0199', 'lu@school.test'],
    ]);
    expect(saved.teamMembers[0]!.teamMemberId).toBe(principal.id);
    // The Backpack Buddy roster is untouched.
    const live = await liveRoster(school.id);
    expect(live.filter((m) => m.program === 'BACKPACK_BUDDY').map((m) => m.id)).toEqual([
      bb.principal.id,
      bb.main.id,
    ]);
    const entry = saved.history.find((h) => h.action === 'UPDATE_CONTACTS')!;
    expect(entry.changes).toHaveLength(1);
    expect(entry.changes[0]!.field).toBe('teamMembersSchoolMarket');
    expect(JSON.parse(entry.changes[0]!.before!)).toContainEqual(
      expect.objectContaining({ type: 'PRIMARY_POINT_OF_CONTACT', name: 'Kim Ortiz' }),
    );
    expect(JSON.parse(entry.changes[0]!.after!)).toContainEqual(
      expect.objectContaining({ type: 'PRIMARY_POINT_OF_CONTACT', name: 'Lu Diaz' }),
    );
  });

  it.each([
    [
      'SCHOOL_MARKET',
      [person('PRINCIPAL', 'Pat', 'p@school.test')],
      'Primary Point of Contact Required',
    ],
    [
      'TEACHERS_AID',
      [
        person('PRINCIPAL', 'Pat', 'p@school.test'),
        person('SITE_COORDINATOR', 'Sam', 'P@school.test'),
      ],
      MESSAGES.emailMustBeUnique,
    ],
    [
      'BACKPACK_BUDDY',
      [person('PRINCIPAL', 'Pat', 'p@school.test')],
      MESSAGES.primaryCoordinatorRequired,
    ],
    [
      'TEACHERS_AID',
      [
        person('PRINCIPAL', 'Pat', 'p@school.test', { phone: '123' }),
        person('SITE_COORDINATOR', 'Sam', 's@school.test'),
      ],
      MESSAGES.invalidPhone,
    ],
  ])('refuses a %s roster with "%s"… and changes nothing', async (program, members, message) => {
    const school = await createSchool(api.db);
    await createRoster(api.db, program as 'SCHOOL_MARKET', school.id);
    const before = await liveRoster(school.id);
    const result = await call(
      CONTACTS,
      { program, schoolId: school.id, teamMembers: members },
      admin.token,
    );
    expect(firstError(result)).toBe(message);
    expect(await liveRoster(school.id)).toEqual(before);
  });

  it("refuses another program's or school's member id", async () => {
    const school = await createSchool(api.db);
    const bb = await createRoster(api.db, 'BACKPACK_BUDDY', school.id);
    const result = await call(
      CONTACTS,
      {
        program: 'TEACHERS_AID',
        schoolId: school.id,
        teamMembers: [
          person('PRINCIPAL', 'Pat', 'p@school.test', { teamMemberId: bb.principal.id }),
          person('SITE_COORDINATOR', 'Sam', 's@school.test'),
        ],
      },
      admin.token,
    );
    expect(firstError(result)).toBe(MESSAGES.notFound);
    expect((await liveRoster(school.id)).map((m) => m.program)).toEqual([
      'BACKPACK_BUDDY',
      'BACKPACK_BUDDY',
    ]);
  });

  it('is refused to educators and anonymous callers', async () => {
    const school = await createSchool(api.db);
    const input = {
      program: 'SCHOOL_MARKET',
      schoolId: school.id,
      teamMembers: [
        person('PRINCIPAL', 'Pat', 'p@school.test'),
        person('PRIMARY_POINT_OF_CONTACT', 'Lu', 'l@school.test'),
      ],
    };
    expect(firstError(await call(CONTACTS, input, educator.token))).toBe(MESSAGES.forbidden);
    expect(firstError(await call(CONTACTS, input, undefined))).toBe(MESSAGES.notLoggedIn);
    expect(await liveRoster(school.id)).toEqual([]);
  });
});

describe('adminUpdateProgramStatus', () => {
  it('sets the program status and its date, audited', async () => {
    const school = await createSchool(api.db, { statusTeachersAid: 'PENDING' });
    const result = await call(
      STATUS,
      { program: 'TEACHERS_AID', schoolId: school.id, status: 'ACTIVE' },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    const saved = result.data!.school;
    expect(saved).toMatchObject({ programStatus: 'ACTIVE' });
    expect(saved.programStatusUpdatedAt).toEqual(expect.any(String));
    expect(await schoolRow(api.db, school.id)).toMatchObject({
      statusTeachersAid: 'ACTIVE',
      statusBackpackBuddy: null,
    });
    expect(saved.history[0]).toMatchObject({
      action: 'UPDATE_PROGRAM_STATUS',
      changes: [{ field: 'statusTeachersAid', before: '"PENDING"', after: '"ACTIVE"' }],
    });
  });

  it('refuses a value outside programStatuses, educators and anonymous callers', async () => {
    const school = await createSchool(api.db, { statusBackpackBuddy: 'ACTIVE' });
    const input = { program: 'BACKPACK_BUDDY', schoolId: school.id, status: 'NOPE' };
    const bad = await call(STATUS, input, admin.token);
    expect(firstError(bad)).toBe(MESSAGES.required);
    expect(bad.errors![0]!.extensions).toMatchObject({ field: 'status' });
    const valid = { ...input, status: 'INACTIVE' };
    expect(firstError(await call(STATUS, valid, educator.token))).toBe(MESSAGES.forbidden);
    expect(firstError(await call(STATUS, valid, undefined))).toBe(MESSAGES.notLoggedIn);
    expect(firstError(await call(STATUS, { ...valid, schoolId: 999_999 }, admin.token))).toBe(
      MESSAGES.notFound,
    );
    expect((await schoolRow(api.db, school.id))!.statusBackpackBuddy).toBe('ACTIVE');
  });
});
