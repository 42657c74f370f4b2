import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistrict, createSchool, createUser } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';

const SCHOOLS = `query ($d: Int!, $t: String!) { allSchools(districtId: $d, schoolType: $t) { schoolId name districtName } }`;
const DISTRICTS = `query { allDistricts { districtId name } }`;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('allSchools and allDistricts', () => {
  it('lists live schools of one district and type by name, and live districts by name', async () => {
    const { token } = await createUser(api.db);
    const houston = await createDistrict(api.db, 'Houston ISD');
    const aldine = await createDistrict(api.db, 'Aldine ISD');
    await createDistrict(api.db, 'Closed ISD').then(async (d) => {
      const { districts } = await import('../../db/schema/districts.ts');
      const { eq } = await import('drizzle-orm');
      await api.db.update(districts).set({ deletedAt: new Date() }).where(eq(districts.id, d.id));
    });
    const zeta = await createSchool(api.db, {
      name: 'Zeta High',
      districtId: houston.id,
      type: 'HIGH',
    });
    const alpha = await createSchool(api.db, {
      name: 'Alpha High',
      districtId: houston.id,
      type: 'HIGH',
    });
    await createSchool(api.db, {
      name: 'Archived High',
      districtId: houston.id,
      type: 'HIGH',
      deletedAt: new Date(),
    });
    await createSchool(api.db, { name: 'Beta Middle', districtId: houston.id, type: 'MIDDLE' });
    await createSchool(api.db, { name: 'Other High', districtId: aldine.id, type: 'HIGH' });

    const result = await api.gql(SCHOOLS, { d: houston.id, t: 'HIGH' }, { token });
    expect(result.data).toEqual({
      allSchools: [
        { schoolId: alpha.id, name: 'Alpha High', districtName: 'Houston ISD' },
        { schoolId: zeta.id, name: 'Zeta High', districtName: 'Houston ISD' },
      ],
    });
    expect((await api.gql(SCHOOLS, { d: houston.id, t: 'CASTLE' }, { token })).data).toEqual({
      allSchools: [],
    });
    const districts = await api.gql<{ allDistricts: { name: string }[] }>(DISTRICTS, {}, { token });
    expect(districts.data!.allDistricts.map((d) => d.name)).toEqual(['Aldine ISD', 'Houston ISD']);
  });

  it('refuses anonymous callers', async () => {
    expect(firstError(await api.gql(DISTRICTS))).toBe(MESSAGES.notLoggedIn);
    expect(firstError(await api.gql(SCHOOLS, { d: 1, t: 'HIGH' }))).toBe(MESSAGES.notLoggedIn);
  });
});

describe('applicationSchool', () => {
  const QUERY = `query ($id: Int!) { applicationSchool(schoolId: $id) { name address1 gradesServed teamMembersBackpackBuddy { type email } } }`;

  it("prefills any school's address, and its roster only for linked educators and admins", async () => {
    const { userSchools, schoolTeamMembers } = await import('../../db/schema/schools.ts');
    const linked = await createUser(api.db);
    const other = await createUser(api.db);
    const admin = await createUser(api.db, { type: 'ADMIN' });
    const school = await createSchool(api.db, {
      name: 'Reagan High',
      address1: '413 E 13th St',
      gradesServed: ['9'],
    });
    await api.db.insert(userSchools).values({ userId: linked.id, schoolId: school.id });
    await api.db.insert(schoolTeamMembers).values({
      schoolId: school.id,
      program: 'BACKPACK_BUDDY',
      type: 'PRINCIPAL',
      firstName: 'Pat',
      lastName: 'Lee',
      email: 'pat@school.test',
    });
    const roster = [{ type: 'PRINCIPAL', email: 'pat@school.test' }];
    const base = { name: 'Reagan High', address1: '413 E 13th St', gradesServed: ['9'] };
    expect((await api.gql(QUERY, { id: school.id }, { token: linked.token })).data).toEqual({
      applicationSchool: { ...base, teamMembersBackpackBuddy: roster },
    });
    expect((await api.gql(QUERY, { id: school.id }, { token: admin.token })).data).toEqual({
      applicationSchool: { ...base, teamMembersBackpackBuddy: roster },
    });
    expect((await api.gql(QUERY, { id: school.id }, { token: other.token })).data).toEqual({
      applicationSchool: { ...base, teamMembersBackpackBuddy: [] },
    });
    expect(firstError(await api.gql(QUERY, { id: 999999 }, { token: other.token }))).toBe(
      MESSAGES.notFound,
    );
  });
});
