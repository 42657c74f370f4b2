/**
 * Issue 12 (bad input): control characters, oversized strings and oversized lists are refused
 * through GraphQL with a clear message (never 'An unknown error occured.'), and nothing changes.
 */
import { count, eq } from 'drizzle-orm';
import { INPUT_CEILINGS, MESSAGES, listTooLongMessage } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { distributionReports, distributions } from '../db/schema/distributions.ts';
import {
  createDistribution,
  createReport,
  createSchool,
  createTerm,
  createTermMonth,
  createUser,
  linkSchool,
} from '../testing/factories.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import type { ExecutionResult } from 'graphql';

let api: TestApi;
let educator: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let month: Awaited<ReturnType<typeof createTermMonth>>;
let schoolId: number;

beforeAll(async () => {
  api = await createTestApi();
  educator = await createUser(api.db, { firstName: 'Erin', lastName: 'Educator', phone: null });
  admin = await createUser(api.db, { type: 'ADMIN' });
  const school = await createSchool(api.db);
  schoolId = school.id;
  await linkSchool(api.db, educator.id, school.id);
  const term = await createTerm(api.db, { year: 2025, type: 'SCHOOL' });
  month = await createTermMonth(api.db, {
    schoolId: school.id,
    termId: term.id,
    startDate: '2025-10-01',
    dates: ['2025-10-03', '2025-10-10'],
  });
});
afterAll(async () => {
  await api.close();
});

const NUL = '\u0000';
const many = <T>(n: number, item: (i: number) => T) => Array.from({ length: n }, (_, i) => item(i));

/** The refusal as the client reads it: message, code and field. */
function refusal(result: ExecutionResult) {
  const error = result.errors?.[0];
  return {
    message: error?.message,
    code: error?.extensions?.['code'],
    field: error?.extensions?.['field'],
  };
}

const rowCounts = async () => {
  const [u] = await api.db.select({ n: count() }).from(users);
  const [d] = await api.db.select({ n: count() }).from(distributions);
  const [r] = await api.db.select({ n: count() }).from(distributionReports);
  return { users: u!.n, distributions: d!.n, reports: r!.n };
};

/**
 * Expects the call refused with the message on the field, and no row added or removed. With the
 * GraphQL input guard (input-guard.ts) in the server, a control character is refused before the
 * resolver, with the same message on the path of the variable ('input.firstName').
 */
async function refused(
  call: () => Promise<ExecutionResult>,
  expected: { message: string | string[]; field: string },
) {
  const before = await rowCounts();
  const result = await call();
  expect(result.data ?? null).toBeNull();
  const messages = Array.isArray(expected.message) ? expected.message : [expected.message];
  const { message, code, field } = refusal(result);
  expect(messages).toContain(message);
  expect(code).toBe('BAD_USER_INPUT');
  expect([expected.field, `input.${expected.field}`]).toContain(field);
  expect(await rowCounts()).toEqual(before);
}

/** The guard's refusal of a list over its ceiling (INPUT_CEILINGS.listLength). */
const GUARD_LIST = MESSAGES.tooManyAtOnce(INPUT_CEILINGS.listLength, 'items');

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { userType } }`;
const EDIT_PROFILE = `mutation ($input: EditProfileInput!) { editProfile(input: $input) { firstName } }`;
const SAVE = `mutation ($input: SaveDistributionInput!) { saveDistribution(input: $input) { distributionId } }`;
const DELETE = `mutation ($ids: [Int!]!) { deleteDistributions(distributionIds: $ids) }`;
const DELETE_REPORTS = `mutation ($ids: [Int!]!) { deleteReports(termMonthIds: $ids) }`;
const UPLOAD = `mutation ($input: UploadStudentsInput!) { uploadStudents(input: $input) }`;
const SUBMIT = `mutation ($input: SubmitReportInput!) { submitReport(input: $input) { comments } }`;
const CONTACTS = `mutation ($input: EditSchoolContactsInput!) { editSchoolContacts(input: $input) { schoolId } }`;
const APPLICATIONS = `mutation ($input: AdminUpdateApplicationsInput!) {
  adminUpdateApplications(input: $input) { schoolId } }`;
const EDUCATOR_USER = `mutation ($input: AdminUpdateEducatorUserInput!) {
  adminUpdateEducatorUser(input: $input) { educatorId } }`;
const ENUMS = `query ($names: [String!]) { enums(names: $names) { name } }`;

const registration = {
  firstName: 'Pat',
  lastName: 'Lee',
  phone: '713-555-0100',
  email: 'pat.lee@school.test',
  password: 'Secret1',
};
const student = () => ({
  termMonthId: month.id,
  studentName: 'Ana Ruiz',
  studentIdNumber: 'S-1',
  testimonial: null,
  dateEntries: month.dates.map((d) => ({
    termMonthDistributionDateId: d.id,
    distributionNumber: '1',
  })),
});

describe('text with control characters', () => {
  it('a NUL byte in a registration field', async () => {
    await refused(() => api.gql(REGISTER, { input: { ...registration, firstName: `Pat${NUL}` } }), {
      message: MESSAGES.controlCharacters,
      field: 'firstName',
    });
  });

  it('a NUL byte in a registration email', async () => {
    await refused(
      () => api.gql(REGISTER, { input: { ...registration, email: `pat${NUL}@school.test` } }),
      { message: MESSAGES.controlCharacters, field: 'email' },
    );
  });

  it('a NUL byte or a line break in a profile field, and the profile is unchanged', async () => {
    for (const lastName of [`Lee${NUL}`, 'Le\ne', 'Le\u001be']) {
      await refused(
        () =>
          api.gql(
            EDIT_PROFILE,
            { input: { firstName: 'Pat', lastName, email: educator.email } },
            { token: educator.token },
          ),
        { message: MESSAGES.controlCharacters, field: 'lastName' },
      );
    }
    const [row] = await api.db.select().from(users).where(eq(users.id, educator.id));
    expect(row).toMatchObject({ firstName: 'Erin', lastName: 'Educator' });
  });

  it('a NUL byte in a student name, while line breaks stay allowed in a testimonial', async () => {
    await refused(
      () =>
        api.gql(
          SAVE,
          { input: { ...student(), studentName: `Ana${NUL}` } },
          { token: educator.token },
        ),
      { message: MESSAGES.controlCharacters, field: 'studentName' },
    );
    await refused(
      () =>
        api.gql(
          SAVE,
          { input: { ...student(), testimonial: `Thanks${NUL}` } },
          { token: educator.token },
        ),
      { message: MESSAGES.controlCharacters, field: 'testimonial' },
    );
    const saved = await api.gql<{ saveDistribution: { distributionId: number } }>(
      SAVE,
      { input: { ...student(), studentIdNumber: 'S-2', testimonial: 'Line 1\r\n\tLine 2' } },
      { token: educator.token },
    );
    expect(saved.errors).toBeUndefined();
    const [row] = await api.db
      .select({ testimonial: distributions.testimonial })
      .from(distributions)
      .where(eq(distributions.id, saved.data!.saveDistribution.distributionId));
    expect(row!.testimonial).toBe('Line 1\r\n\tLine 2');
  });

  it('a NUL byte in report comments', async () => {
    await refused(
      () =>
        api.gql(
          SUBMIT,
          { input: { termMonthId: month.id, comments: `Fine${NUL}` } },
          { token: educator.token },
        ),
      { message: MESSAGES.controlCharacters, field: 'comments' },
    );
  });

  it('a line break in an uploaded student name (one line)', async () => {
    await refused(
      () =>
        api.gql(
          UPLOAD,
          {
            input: {
              termMonthId: month.id,
              students: [{ studentName: 'Ana\nLopez', studentIdNumber: 'U-1' }],
            },
          },
          { token: educator.token },
        ),
      { message: `Row 2: ${MESSAGES.studentNameControlCharacters}`, field: '' },
    );
  });
});

describe('oversized strings', () => {
  it.each([
    ['256', 256, [MESSAGES.maxLength(255)]],
    // The name's own maximum, or the input guard's ceiling when the guard is in the server.
    ['100,000', 100_000, [MESSAGES.maxLength(255), MESSAGES.maxLength(INPUT_CEILINGS.textLength)]],
  ])('a %s-character name', async (_label, length, messages) => {
    await refused(
      () =>
        api.gql(
          EDIT_PROFILE,
          { input: { firstName: 'x'.repeat(length), lastName: 'Lee', email: educator.email } },
          { token: educator.token },
        ),
      { message: messages, field: 'firstName' },
    );
  });

  it('a 5,001-character testimonial', async () => {
    await refused(
      () =>
        api.gql(
          SAVE,
          { input: { ...student(), testimonial: 'x'.repeat(5001) } },
          { token: educator.token },
        ),
      { message: MESSAGES.maxLength(5000), field: 'testimonial' },
    );
  });

  it('a 1,000-character password at registration', async () => {
    await refused(
      () => api.gql(REGISTER, { input: { ...registration, password: `S${'x'.repeat(999)}` } }),
      { message: MESSAGES.maxLength(255), field: 'password' },
    );
  });
});

describe('oversized lists', () => {
  it('a delete of 100,000 ids is refused and deletes nothing', async () => {
    const kept = await createDistribution(api.db, month);
    const before = await rowCounts();
    const result = await api.gql(
      DELETE,
      { ids: [kept.id, ...many(99_999, (i) => kept.id + i + 1)] },
      { token: educator.token },
    );
    // The resolver's limit, or the input guard's ceiling when the guard is in the server.
    expect(result.data ?? null).toBeNull();
    expect([
      { message: 'At most 5,000 distributions at once.', field: 'distributionIds' },
      { message: GUARD_LIST, field: 'ids' },
    ]).toContainEqual({ message: refusal(result).message, field: refusal(result).field });
    expect(refusal(result).code).toBe('BAD_USER_INPUT');
    expect(await rowCounts()).toEqual(before);
  });

  it('a delete of 5,001 ids is refused and deletes nothing', async () => {
    const kept = await createDistribution(api.db, month);
    await refused(
      () =>
        api.gql(
          DELETE,
          { ids: [kept.id, ...many(5000, (i) => kept.id + i + 1)] },
          { token: educator.token },
        ),
      { message: 'At most 5,000 distributions at once.', field: 'distributionIds' },
    );
    const [row] = await api.db.select().from(distributions).where(eq(distributions.id, kept.id));
    expect(row).toBeDefined();
  });

  it('a delete of 5,000 ids is answered (unknown ids: not found), not refused for its size', async () => {
    const kept = await createDistribution(api.db, month);
    const result = await api.gql(
      DELETE,
      { ids: [kept.id, ...many(4999, (i) => 2_000_000_000 + i)] },
      { token: educator.token },
    );
    expect(result.errors?.[0]?.message).not.toBe(listTooLongMessage('distributionIds'));
    expect(result.errors?.[0]?.message).not.toBe(MESSAGES.unknownError);
  });

  it('a delete of 1,001 reports', async () => {
    const report = await createReport(api.db, { termMonthId: month.id });
    await refused(
      () =>
        api.gql(
          DELETE_REPORTS,
          { ids: [month.id, ...many(1000, (i) => month.id + i + 1)] },
          {
            token: admin.token,
          },
        ),
      { message: 'At most 1,000 reports at once.', field: 'termMonthIds' },
    );
    await api.db.delete(distributionReports).where(eq(distributionReports.id, report.id));
  });

  it('an upload of 2,001 students', async () => {
    await refused(
      () =>
        api.gql(
          UPLOAD,
          {
            input: {
              termMonthId: month.id,
              students: many(2001, (i) => ({ studentName: `S${i}`, studentIdNumber: `U${i}` })),
            },
          },
          { token: educator.token },
        ),
      { message: MESSAGES.uploadTooManyStudents(2000), field: '' },
    );
  });

  it('a distribution with 32 dates', async () => {
    await refused(
      () =>
        api.gql(
          SAVE,
          {
            input: {
              ...student(),
              dateEntries: many(32, (i) => ({
                termMonthDistributionDateId: i + 1,
                distributionNumber: '1',
              })),
            },
          },
          { token: educator.token },
        ),
      { message: 'At most 31 distribution dates', field: 'dateEntries' },
    );
  });

  it('a roster of 101 team members', async () => {
    const member = (i: number) => ({ type: 'STAFF', firstName: `S${i}`, lastName: 'Aide' });
    await refused(
      () =>
        api.gql(
          CONTACTS,
          { input: { schoolId, teamMembers: many(101, member) } },
          { token: educator.token },
        ),
      { message: 'At most 100 team members', field: 'teamMembers' },
    );
  });

  it('101 application status changes', async () => {
    await refused(
      () =>
        api.gql(
          APPLICATIONS,
          {
            input: {
              program: 'BACKPACK_BUDDY',
              schoolId,
              applications: many(101, (i) => ({ id: i + 1, status: 'APPROVED' })),
            },
          },
          { token: admin.token },
        ),
      { message: 'At most 100 applications at once.', field: 'applications' },
    );
  });

  it('an educator with 201 schools', async () => {
    await refused(
      () =>
        api.gql(
          EDUCATOR_USER,
          {
            input: {
              firstName: 'New',
              lastName: 'Person',
              email: 'new.person@school.test',
              schoolIds: many(201, (i) => i + 1),
            },
          },
          { token: admin.token },
        ),
      { message: 'At most 200 schools', field: 'schoolIds' },
    );
  });

  it('51 enumeration names', async () => {
    await refused(() => api.gql(ENUMS, { names: many(51, (i) => `name${i}`) }), {
      message: 'At most 50 enumerations at once.',
      field: 'names',
    });
    const fine = await api.gql<{ enums: { name: string }[] }>(ENUMS, { names: ['counties'] });
    expect(fine.data?.enums.map((e) => e.name)).toEqual(['counties']);
  });
});
