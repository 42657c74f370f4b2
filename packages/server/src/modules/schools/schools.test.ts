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
