import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchools } from '../../db/schema/schools.ts';
import { surveys } from '../../db/schema/surveys.ts';
import { createSchool, createUser } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';

const SURVEYS = `query ($schoolId: Int) { surveys(schoolId: $schoolId) { surveyId title link createdAt } }`;

type Survey = { surveyId: number; title: string; link: string; createdAt: string };

let api: TestApi;
let educator: Awaited<ReturnType<typeof createUser>>;
let otherEducator: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let school: Awaited<ReturnType<typeof createSchool>>;
let archived: Awaited<ReturnType<typeof createSchool>>;

beforeAll(async () => {
  api = await createTestApi();
  educator = await createUser(api.db);
  otherEducator = await createUser(api.db);
  admin = await createUser(api.db, { type: 'ADMIN' });
  school = await createSchool(api.db);
  archived = await createSchool(api.db, { deletedAt: new Date() });
  const other = await createSchool(api.db);
  await api.db.insert(userSchools).values([
    { userId: educator.id, schoolId: school.id },
    { userId: educator.id, schoolId: archived.id },
    { userId: otherEducator.id, schoolId: other.id },
  ]);
  await api.db.insert(surveys).values([
    {
      program: 'BACKPACK_BUDDY',
      title: 'Older',
      link: 'https://forms.example.org/older',
      createdAt: new Date('2025-01-05T12:00:00Z'),
    },
    {
      program: 'BACKPACK_BUDDY',
      title: 'Newest',
      link: 'https://forms.example.org/newest',
      createdAt: new Date('2026-02-01T12:00:00Z'),
    },
    {
      program: 'BACKPACK_BUDDY',
      title: 'Deleted',
      link: 'https://forms.example.org/deleted',
      createdAt: new Date('2026-03-01T12:00:00Z'),
      deletedAt: new Date(),
    },
    {
      program: 'SCHOOL_MARKET',
      title: 'Other program',
      link: 'https://forms.example.org/market',
      createdAt: new Date('2026-04-01T12:00:00Z'),
    },
  ]);
});
afterAll(async () => {
  await api.close();
});

const titles = (result: { data?: { surveys: Survey[] } | null }) =>
  result.data?.surveys.map((s) => s.title);

describe('surveys', () => {
  it("gives the school's educator the live Backpack Buddy surveys, newest first", async () => {
    const result = await api.gql<{ surveys: Survey[] }>(
      SURVEYS,
      { schoolId: school.id },
      { token: educator.token },
    );
    expect(result.errors).toBeUndefined();
    expect(titles(result)).toEqual(['Newest', 'Older']);
    expect(result.data!.surveys[0]).toEqual({
      surveyId: expect.any(Number),
      title: 'Newest',
      link: 'https://forms.example.org/newest',
      createdAt: '2026-02-01T12:00:00.000Z',
    });
  });

  it('answers without a school too, and for an admin with any school', async () => {
    expect(titles(await api.gql(SURVEYS, {}, { token: educator.token }))).toEqual([
      'Newest',
      'Older',
    ]);
    expect(titles(await api.gql(SURVEYS, { schoolId: school.id }, { token: admin.token }))).toEqual(
      ['Newest', 'Older'],
    );
  });

  it("is 'Not found' for a school that is not the educator's, unknown or archived", async () => {
    for (const [token, schoolId] of [
      [otherEducator.token, school.id],
      [educator.token, 999_999],
      [educator.token, archived.id],
    ] as const) {
      const result = await api.gql(SURVEYS, { schoolId }, { token });
      expect(firstError(result)).toBe(MESSAGES.notFound);
      expect(result.data).toBeNull();
    }
  });

  it('asks an anonymous caller to log in', async () => {
    expect(firstError(await api.gql(SURVEYS, { schoolId: school.id }))).toBe(MESSAGES.notLoggedIn);
    expect(firstError(await api.gql(SURVEYS, {}))).toBe(MESSAGES.notLoggedIn);
  });

  it('refuses a schoolId that is not a number', async () => {
    const result = await api.gql(SURVEYS, { schoolId: 'x' }, { token: educator.token });
    expect(result.errors).toBeDefined();
  });
});
