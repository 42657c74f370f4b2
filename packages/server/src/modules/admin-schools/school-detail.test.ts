import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../audit/record.ts';
import { createDistrict, createSchool, createTermMonth } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import {
  DETAIL,
  callers,
  createApplication,
  createMember,
  createRoster,
  programTerm,
  type SchoolResult,
  type User,
} from './test-world.ts';

let api: TestApi;
let admin: User;
let educator: User;

beforeAll(async () => {
  api = await createTestApi();
  ({ admin, educator } = await callers(api));
});
afterAll(async () => {
  await api.close();
});

const detail = async (query: string, id: number) => {
  const result = await api.gql<{ school: SchoolResult }>(query, { id }, { token: admin.token });
  expect(result.errors).toBeUndefined();
  return result.data!.school;
};

describe('adminSchoolBackpackBuddy', () => {
  it('gives the profile, the latest approved counts, roster, live applications, term months and history', async () => {
    const district = await createDistrict(api.db, 'Spring ISD');
    const t2024 = await programTerm(api.db, 'BACKPACK_BUDDY', 2024);
    const t2025 = await programTerm(api.db, 'BACKPACK_BUDDY', 2025);
    const school = await createSchool(api.db, {
      name: 'Cedar High',
      districtId: district.id,
      address1: '1 Main St',
      zip: '77001',
      gradesServed: ['9', '10'],
      notes: 'Dock at the back',
      backpackBuddyId: 'B-CEDAR',
      statusBackpackBuddy: 'ACTIVE',
      firstYearAppliedBackpackBuddy: 2024,
      deletedAt: new Date('2025-06-01T00:00:00Z'),
    });
    await createRoster(api.db, 'BACKPACK_BUDDY', school.id);
    // Another program's principal is not on this roster.
    await createMember(api.db, { schoolId: school.id, program: 'TEACHERS_AID', type: 'PRINCIPAL' });
    const older = await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: school.id,
      termId: t2024.id,
      status: 'APPROVED',
      new: true,
      submittedAt: new Date('2024-04-01T00:00:00Z'),
      numTotalEnrollment: 100,
      numReducedLunch: 10,
      numFreeLunch: 20,
    });
    const latest = await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: school.id,
      termId: t2025.id,
      status: 'APPROVED',
      new: false,
      submittedAt: new Date('2025-04-01T00:00:00Z'),
      submittedById: educator.id,
      numTotalEnrollment: 400,
      numReducedLunch: 40,
      numFreeLunch: 80,
    });
    const gone = await createApplication(api.db, 'BACKPACK_BUDDY', {
      schoolId: school.id,
      termId: t2024.id,
      status: 'DENIED',
      deletedAt: new Date(),
    });
    await createTermMonth(api.db, {
      schoolId: school.id,
      termId: t2025.id,
      startDate: '2025-10-01',
      weeklyAllocation: 5,
      dates: ['2025-10-03', '2025-10-10'],
    });
    // History of the school and of its applications (deleted ones too), not of other rows.
    await recordAudit(api.db, {
      actorId: admin.id,
      action: 'ARCHIVE',
      entityType: 'schools',
      entityId: school.id,
      before: { deletedAt: null },
      after: { deletedAt: '2025-06-01T00:00:00.000Z' },
    });
    await recordAudit(api.db, {
      actorId: admin.id,
      action: 'DELETE_APPLICATION',
      entityType: 'application_backpack_buddy',
      entityId: gone.id,
      before: { deletedAt: null },
      after: { deletedAt: '2025-06-02T00:00:00.000Z' },
    });
    await recordAudit(api.db, {
      actorId: admin.id,
      action: 'UPDATE_APPLICATION_STATUS',
      entityType: 'application_school_market',
      entityId: gone.id,
      before: { status: 'DENIED' },
      after: { status: 'APPROVED' },
    });

    const view = await detail(DETAIL.BACKPACK_BUDDY, school.id);
    expect(view).toMatchObject({
      id: `BACKPACK_BUDDY:${school.id}`,
      schoolId: school.id,
      program: 'BACKPACK_BUDDY',
      name: 'Cedar High',
      districtName: 'Spring ISD',
      gradesServed: ['9', '10'],
      notes: 'Dock at the back',
      state: 'TX',
      programId: 'B-CEDAR',
      programStatus: 'ACTIVE',
      firstYearApplied: 2024,
      returning: 'Yes',
      approvedApplicationId: latest.id,
      numTotalEnrollment: 400,
      numReducedLunch: 40,
      numFreeLunch: 80,
      participatedLastYear: true,
      deletedAt: '2025-06-01T00:00:00.000Z',
    });
    expect(view.teamMembers.map((m) => [m.type, m.fullName])).toEqual([
      ['PRINCIPAL', 'Pat Lee'],
      ['PRIMARY', 'Kim Ortiz'],
    ]);
    expect(view.applications.map((a) => [a.applicationId, a.termFormattedShort])).toEqual([
      [latest.id, 'SY 25-26'],
      [older.id, 'SY 24-25'],
    ]);
    expect(view.applications[0]).toMatchObject({
      submittedByName: 'Erin Educator',
      submittedByEmail: educator.email,
      new: false,
    });
    expect(view.termMonths).toEqual([
      { termMonthId: expect.any(Number), startDate: '2025-10-01', monthlyAllocation: 10 },
    ]);
    expect(view.history.map((h) => [h.action, h.entityType, h.actorName])).toEqual([
      ['DELETE_APPLICATION', 'application_backpack_buddy', 'Ada Admin'],
      ['ARCHIVE', 'schools', 'Ada Admin'],
    ]);
    expect(view.history[1]!.changes).toEqual([
      { field: 'deletedAt', before: null, after: '"2025-06-01T00:00:00.000Z"' },
    ]);
  });

  it('shows School Market and Teachers Aid columns, without term months', async () => {
    const term = await programTerm(api.db, 'SCHOOL_MARKET', 2025);
    const school = await createSchool(api.db, {
      name: 'Elm Middle',
      schoolMarketAgencyNumber: 'SM-1',
      statusSchoolMarket: 'PENDING',
      teachersAidSchoolNumber: 'TA-1',
    });
    await createRoster(api.db, 'SCHOOL_MARKET', school.id);
    await createApplication(api.db, 'SCHOOL_MARKET', { schoolId: school.id, termId: term.id });
    const market = await detail(DETAIL.SCHOOL_MARKET, school.id);
    expect(market).toMatchObject({
      id: `SCHOOL_MARKET:${school.id}`,
      programId: 'SM-1',
      programStatus: 'PENDING',
      returning: 'N/A',
      approvedApplicationId: null,
      participatedLastYear: null,
      termMonths: [],
    });
    expect(market.teamMembers.map((m) => m.type)).toEqual([
      'PRINCIPAL',
      'PRIMARY_POINT_OF_CONTACT',
    ]);
    expect(market.applications).toHaveLength(1);
    const aid = await detail(DETAIL.TEACHERS_AID, school.id);
    expect(aid).toMatchObject({ programId: 'TA-1', teamMembers: [], applications: [] });
  });

  it("is 'Not found' for an unknown school and refused to educators and anonymous callers", async () => {
    const unknown = await api.gql(DETAIL.TEACHERS_AID, { id: 999_999 }, { token: admin.token });
    expect(firstError(unknown)).toBe(MESSAGES.notFound);
    const school = await createSchool(api.db);
    const asEducator = await api.gql(
      DETAIL.BACKPACK_BUDDY,
      { id: school.id },
      { token: educator.token },
    );
    expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
    const anonymous = await api.gql(DETAIL.SCHOOL_MARKET, { id: school.id });
    expect(firstError(anonymous)).toBe(MESSAGES.notLoggedIn);
  });
});
