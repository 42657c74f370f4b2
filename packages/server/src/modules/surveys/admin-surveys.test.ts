import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { SURVEY_LINK_MAX } from '@portal/domain/library/surveys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { surveys } from '../../db/schema/surveys.ts';
import { createSchool, createSurvey, createUser, grantSchool } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';

const CREATE = `mutation ($title: String!, $link: String!) {
  adminCreateSurvey(title: $title, link: $link) { surveyId title link createdAt } }`;
const DELETE = `mutation ($id: Int!) { adminDeleteSurvey(surveyId: $id) { surveyId title } }`;
const SURVEYS = `query ($schoolId: Int) { surveys(schoolId: $schoolId) { surveyId title link } }`;

type Survey = { surveyId: number; title: string; link: string; createdAt: string };

let api: TestApi;
let admin: Awaited<ReturnType<typeof createUser>>;
let educator: Awaited<ReturnType<typeof createUser>>;
let schoolId: number;

/** Every survey row (live or deleted) and every survey audit entry. */
async function snapshot() {
  return {
    surveys: await api.db.select().from(surveys).orderBy(surveys.id),
    audit: (await api.db.select().from(auditLog).where(eq(auditLog.entityType, 'surveys'))).length,
  };
}

/** The titles an educator of the school sees, newest first. */
async function educatorSees(): Promise<string[]> {
  const result = await api.gql<{ surveys: Survey[] }>(
    SURVEYS,
    { schoolId },
    { token: educator.token },
  );
  return result.data!.surveys.map((s) => s.title);
}

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, { type: 'ADMIN' });
  educator = await createUser(api.db);
  const school = await createSchool(api.db);
  schoolId = school.id;
  await grantSchool(api.db, educator.id, school.id, 'ADMIN');
  await createSurvey(api.db, { title: 'Seeded', createdAt: new Date('2025-01-01T00:00:00Z') });
});
afterAll(async () => {
  await api.close();
});

describe('adminCreateSurvey', () => {
  it('adds a Backpack Buddy survey, trimmed and audited, that educators see first', async () => {
    const result = await api.gql<{ adminCreateSurvey: Survey }>(
      CREATE,
      { title: '  Spring Check-In ', link: ' https://forms.example.org/spring ' },
      { token: admin.token },
    );
    expect(result.errors).toBeUndefined();
    const created = result.data!.adminCreateSurvey;
    expect(created).toEqual({
      surveyId: expect.any(Number),
      title: 'Spring Check-In',
      link: 'https://forms.example.org/spring',
      createdAt: expect.any(String),
    });
    const [row] = await api.db.select().from(surveys).where(eq(surveys.id, created.surveyId));
    expect(row).toMatchObject({
      program: 'BACKPACK_BUDDY',
      createdById: admin.id,
      deletedAt: null,
    });
    const audit = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'surveys'), eq(auditLog.entityId, created.surveyId)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'CREATE_SURVEY',
        before: null,
        after: { title: 'Spring Check-In', link: 'https://forms.example.org/spring' },
      }),
    ]);
    expect(await educatorSees()).toEqual(['Spring Check-In', 'Seeded']);
  });

  it.each([
    ['a link without http', { title: 'Survey', link: 'forms.example.org/s' }, MESSAGES.invalidUrl],
    ['a javascript: link', { title: 'Survey', link: 'javascript:alert(1)' }, MESSAGES.invalidUrl],
    ['an ftp link', { title: 'Survey', link: 'ftp://example.org/s' }, MESSAGES.invalidUrl],
    ['no title', { title: '  ', link: 'https://example.org/s' }, MESSAGES.required],
    ['no link', { title: 'Survey', link: '' }, MESSAGES.required],
    [
      'a title on two lines',
      { title: 'a\nb', link: 'https://example.org/s' },
      MESSAGES.controlCharacters,
    ],
    [
      'a title too long',
      { title: 'x'.repeat(256), link: 'https://example.org/s' },
      MESSAGES.maxLength(255),
    ],
    [
      'a link too long',
      { title: 'Survey', link: `https://example.org/${'x'.repeat(SURVEY_LINK_MAX)}` },
      MESSAGES.maxLength(SURVEY_LINK_MAX),
    ],
  ])('refuses %s with its message and writes nothing', async (_name, variables, message) => {
    const before = await snapshot();
    const result = await api.gql(CREATE, variables, { token: admin.token });
    expect(firstError(result)).toBe(message);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses educators and anonymous callers, writing nothing', async () => {
    const before = await snapshot();
    const variables = { title: 'Sneaky', link: 'https://example.org/s' };
    expect(firstError(await api.gql(CREATE, variables, { token: educator.token }))).toBe(
      MESSAGES.forbidden,
    );
    expect(firstError(await api.gql(CREATE, variables))).toBe(MESSAGES.notLoggedIn);
    expect(await snapshot()).toEqual(before);
  });
});

describe('adminDeleteSurvey', () => {
  it('takes the survey away from educators, keeping the row, audited', async () => {
    const survey = await createSurvey(api.db, { title: 'Short-lived' });
    expect(await educatorSees()).toContain('Short-lived');
    const result = await api.gql<{ adminDeleteSurvey: { surveyId: number; title: string } }>(
      DELETE,
      { id: survey.id },
      { token: admin.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminDeleteSurvey).toEqual({ surveyId: survey.id, title: 'Short-lived' });
    expect(await educatorSees()).not.toContain('Short-lived');
    const [row] = await api.db.select().from(surveys).where(eq(surveys.id, survey.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const audit = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'surveys'), eq(auditLog.entityId, survey.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'DELETE_SURVEY',
        before: { title: 'Short-lived', link: survey.link },
        after: null,
      }),
    ]);

    // Deleted once: a second delete finds nothing.
    const again = await api.gql(DELETE, { id: survey.id }, { token: admin.token });
    expect(firstError(again)).toBe(MESSAGES.notFound);
  });

  it("is 'Not found' for an unknown id, 0, or another program's survey", async () => {
    const market = await createSurvey(api.db, { program: 'SCHOOL_MARKET', title: 'Market' });
    const before = await snapshot();
    for (const id of [999_999, 0, -1, market.id]) {
      const result = await api.gql(DELETE, { id }, { token: admin.token });
      expect(firstError(result), String(id)).toBe(MESSAGES.notFound);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses educators and anonymous callers, deleting nothing', async () => {
    const survey = await createSurvey(api.db, { title: 'Kept' });
    const before = await snapshot();
    expect(firstError(await api.gql(DELETE, { id: survey.id }, { token: educator.token }))).toBe(
      MESSAGES.forbidden,
    );
    expect(firstError(await api.gql(DELETE, { id: survey.id }))).toBe(MESSAGES.notLoggedIn);
    expect(await snapshot()).toEqual(before);
  });
});
