import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { districts } from '../../db/schema/districts.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { createSession } from '../auth/sessions.ts';

const SCHOOLS = `query { educatorSchools { id schoolId name districtId districtName } }`;

let api: TestApi;
let ids: { educator: number; none: number; admin: number; school: number; other: number };
const token = async (userId: number) => (await createSession(api.db, userId, 60_000)).token;
const schoolsOf = async (userId?: number) =>
  api.gql<{ educatorSchools: Record<string, unknown>[] }>(
    SCHOOLS,
    {},
    userId === undefined ? {} : { token: await token(userId) },
  );

beforeAll(async () => {
  api = await createTestApi();
  const [district] = await api.db.insert(districts).values({ name: 'Houston ISD' }).returning();
  const [school, other, archived, elsewhere] = await api.db
    .insert(schools)
    .values([
      { name: 'Bellaire High', districtId: district!.id, type: 'HIGH' },
      { name: 'Austin Middle', type: 'MIDDLE' },
      { name: 'Closed Middle', type: 'MIDDLE', deletedAt: new Date() },
      { name: 'Somebody Else High', type: 'HIGH' },
    ])
    .returning();
  const [educator, none, admin, neighbour] = await api.db
    .insert(users)
    .values([
      { type: 'EDUCATOR', firstName: 'Erin', lastName: 'Educator', email: 'erin@school.org' },
      { type: 'EDUCATOR', firstName: 'Noel', lastName: 'None', email: 'noel@school.org' },
      { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin', email: 'ada@foodbank.example' },
      { type: 'EDUCATOR', firstName: 'Nina', lastName: 'Next', email: 'nina@school.org' },
    ])
    .returning();
  await api.db.insert(userSchools).values([
    { userId: educator!.id, schoolId: school!.id },
    { userId: educator!.id, schoolId: other!.id },
    { userId: educator!.id, schoolId: archived!.id },
    { userId: neighbour!.id, schoolId: elsewhere!.id },
  ]);
  ids = {
    educator: educator!.id,
    none: none!.id,
    admin: admin!.id,
    school: school!.id,
    other: other!.id,
  };
});
afterAll(async () => {
  await api.close();
});

describe('educatorSchools', () => {
  it("lists the educator's live granted schools by name, with their district", async () => {
    const result = await schoolsOf(ids.educator);
    expect(result.errors).toBeUndefined();
    expect(result.data!.educatorSchools).toEqual([
      {
        id: String(ids.other),
        schoolId: ids.other,
        name: 'Austin Middle',
        districtId: null,
        districtName: null,
      },
      {
        id: String(ids.school),
        schoolId: ids.school,
        name: 'Bellaire High',
        districtId: expect.any(Number),
        districtName: 'Houston ISD',
      },
    ]);
  });

  it('answers an empty list to an educator without grants and to an admin', async () => {
    expect((await schoolsOf(ids.none)).data).toEqual({ educatorSchools: [] });
    // An admin has no grants (like educatorUser's schools): all schools are allSchools' answer.
    expect((await schoolsOf(ids.admin)).data).toEqual({ educatorSchools: [] });
  });

  it('refuses an anonymous caller', async () => {
    expect(firstError(await schoolsOf())).toBe(MESSAGES.notLoggedIn);
  });

  it('reads the session and then the schools in one bounded statement, whatever their number', async () => {
    const extra = await api.db
      .insert(schools)
      .values(Array.from({ length: 20 }, (_, i) => ({ name: `Extra School ${i}` })))
      .returning();
    await api.db
      .insert(userSchools)
      .values(extra.map((s) => ({ userId: ids.educator, schoolId: s.id })));
    const educatorToken = await token(ids.educator);
    api.statements.length = 0;
    const result = await api.gql<{ educatorSchools: unknown[] }>(
      SCHOOLS,
      {},
      { token: educatorToken },
    );
    expect(result.data!.educatorSchools).toHaveLength(22);
    expect(api.statements).toHaveLength(2);
    expect(api.statements[1]).toMatch(/from user_schools us join schools s/);
    expect(api.statements[1]).toMatch(/\blimit\b/);

    const adminToken = await token(ids.admin);
    api.statements.length = 0;
    await api.gql(SCHOOLS, {}, { token: adminToken });
    // An administrator has no grants: the session statement is the whole read.
    expect(api.statements).toHaveLength(1);
  });
});
