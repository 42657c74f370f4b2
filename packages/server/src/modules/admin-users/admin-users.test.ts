import { count, eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/auth.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import { createDistrict, createSchool, createUser, linkSchool } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';
import { hashPassword } from '../auth/password.ts';
import { hashToken } from '../auth/tokens.ts';
import { INVITE_TTL_DAYS } from './account-invite.ts';

const FIELDS = `id educatorId firstName lastName fullName email phone createdAt updatedAt deletedAt
  schools { id schoolId name districtId districtName }
  history { action entityType entityId actorName changes { field before after } }`;
const LIST = `query { educatorUsers { ${FIELDS} } }`;
const DETAILS = `query ($id: Int!) { adminEducatorUserDetails(educatorId: $id) { ${FIELDS} } }`;
const OPTIONS = `query { adminSchoolOptions { id schoolId name districtId districtName } }`;
const UPDATE = `mutation ($input: AdminUpdateEducatorUserInput!) { adminUpdateEducatorUser(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: Int!) { adminDeleteEducatorUser(educatorId: $id) { ${FIELDS} } }`;
const RESTORE = `mutation ($id: Int!) { adminRestoreEducatorUser(educatorId: $id) { ${FIELDS} } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token userType } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { success message } }`;
const FORGOT = `mutation ($input: SendPasswordResetEmailInput!) { sendPasswordResetEmail(input: $input) { success message } }`;
const ME = `query { educatorUser { email schools { schoolId name } } }`;

interface User {
  id: string;
  educatorId: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  updatedAt: string;
  deletedAt: string | null;
  schools: {
    id: string;
    schoolId: number;
    name: string;
    districtId: number | null;
    districtName: string | null;
  }[];
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
let district: Awaited<ReturnType<typeof createDistrict>>;
let loginAddress = 0;

const asAdmin = <T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
) => api.gql<T>(query, variables, { token: admin.token });
const login = (email: string, password: string) =>
  api.gql<{ login: { token: string } }>(
    LOGIN,
    { input: { email, password } },
    { address: `10.2.0.${(loginAddress += 1)}` },
  );
const userRow = async (id: number) =>
  (await api.db.select().from(users).where(eq(users.id, id)))[0];
const linkedSchoolIds = async (userId: number) =>
  (
    await api.db
      .select({ schoolId: userSchools.schoolId })
      .from(userSchools)
      .where(eq(userSchools.userId, userId))
  )
    .map((l) => l.schoolId)
    .sort((a, b) => a - b);
const tableCounts = async () => {
  const n = async (
    table:
      | typeof users
      | typeof userSchools
      | typeof mailOutbox
      | typeof passwordResetTokens
      | typeof auditLog,
  ) => (await api.db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    userSchools: await n(userSchools),
    mails: await n(mailOutbox),
    tokens: await n(passwordResetTokens),
    audit: await n(auditLog),
  };
};
const tokenFromMail = (text: string) => {
  const match = /\/reset-password\?token=([\w%-]+)/.exec(text);
  return match ? decodeURIComponent(match[1]!) : undefined;
};

beforeAll(async () => {
  api = await createTestApi();
  admin = await createUser(api.db, {
    type: 'ADMIN',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'ada.admin@foodbank.test',
  });
  educator = await createUser(api.db, { firstName: 'Edna', lastName: 'Educator' });
  district = await createDistrict(api.db, 'Houston ISD');
});
afterAll(async () => {
  await api.close();
});

describe('educatorUsers', () => {
  it('lists every educator, deleted ones too, with their live schools and districts; no admins', async () => {
    const school = await createSchool(api.db, { name: 'Bellaire High', districtId: district.id });
    const hidden = await createSchool(api.db, { name: 'Closed High', deletedAt: new Date() });
    const zed = await createUser(api.db, { firstName: 'Zed', lastName: 'aardvark' });
    const gone = await createUser(api.db, {
      firstName: 'Gone',
      lastName: 'Person',
      deletedAt: new Date(),
    });
    await linkSchool(api.db, zed.id, school.id);
    await linkSchool(api.db, zed.id, hidden.id);

    const result = await asAdmin<{ educatorUsers: User[] }>(LIST);
    expect(result.errors).toBeUndefined();
    const list = result.data!.educatorUsers;
    expect(list.map((u) => u.lastName)).toEqual(['aardvark', 'Educator', 'Person']);
    expect(list.some((u) => u.email === admin.email)).toBe(false);
    expect(list[0]).toMatchObject({
      id: String(zed.id),
      educatorId: zed.id,
      fullName: 'Zed aardvark',
      deletedAt: null,
      history: [],
      schools: [
        {
          id: String(school.id),
          schoolId: school.id,
          name: 'Bellaire High',
          districtId: district.id,
          districtName: 'Houston ISD',
        },
      ],
    });
    expect(list.find((u) => u.educatorId === gone.id)?.deletedAt).not.toBeNull();
  });

  it('runs the same number of statements for 2 and for 20 educators with schools', async () => {
    const statementsForList = async () => {
      api.statements.length = 0;
      const result = await asAdmin<{ educatorUsers: User[] }>(LIST);
      return { statements: api.statements.length, users: result.data!.educatorUsers };
    };
    // Kept, then a write: both reads below miss the kept list (db/snapshot-cache.ts).
    await statementsForList();
    await createUser(api.db, { lastName: 'Few' });
    const small = await statementsForList();
    expect(small.users.length).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 20; i += 1) {
      const user = await createUser(api.db, { lastName: `Many ${i}` });
      await linkSchool(api.db, user.id, (await createSchool(api.db)).id);
      await linkSchool(api.db, user.id, (await createSchool(api.db)).id);
    }
    const large = await statementsForList();
    expect(large.users.length).toBe(small.users.length + 20);
    expect(large.users.find((u) => u.lastName === 'Many 7')?.schools).toHaveLength(2);
    expect(large.statements).toBe(small.statements);
  });
});

describe('adminEducatorUserDetails', () => {
  it('gives an educator (deleted or not) with schools and history', async () => {
    const gone = await createUser(api.db, { deletedAt: new Date() });
    const result = await asAdmin<{ adminEducatorUserDetails: User }>(DETAILS, { id: gone.id });
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminEducatorUserDetails).toMatchObject({
      educatorId: gone.id,
      email: gone.email,
      schools: [],
      history: [],
    });
  });

  it('answers Not found for an unknown id and for an admin account', async () => {
    expect(firstError(await asAdmin(DETAILS, { id: 999_999 }))).toBe(MESSAGES.notFound);
    expect(firstError(await asAdmin(DETAILS, { id: admin.id }))).toBe(MESSAGES.notFound);
  });
});

describe('adminSchoolOptions', () => {
  it('offers every live school with its district, by name', async () => {
    const result = await asAdmin<{
      adminSchoolOptions: { schoolId: number; name: string; districtName: string | null }[];
    }>(OPTIONS);
    expect(result.errors).toBeUndefined();
    const options = result.data!.adminSchoolOptions;
    const live = await api.db.select().from(schools);
    expect(options).toHaveLength(live.filter((s) => s.deletedAt === null).length);
    expect(options.map((o) => o.name)).not.toContain('Closed High');
    expect(options.find((o) => o.name === 'Bellaire High')).toMatchObject({
      districtName: 'Houston ISD',
    });
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('adminUpdateEducatorUser: creating an account', () => {
  it('creates a passwordless educator, mails a set-password link; the person sets a password and logs in', async () => {
    const one = await createSchool(api.db, { name: 'Create One', districtId: district.id });
    const two = await createSchool(api.db, { name: 'Create Two' });
    const result = await asAdmin<{ adminUpdateEducatorUser: User }>(UPDATE, {
      input: {
        firstName: ' Nora ',
        lastName: 'New',
        email: 'nora.new@school.test',
        schoolIds: [two.id, one.id, two.id],
      },
    });
    expect(result.errors).toBeUndefined();
    const created = result.data!.adminUpdateEducatorUser;
    expect(created).toMatchObject({
      firstName: 'Nora',
      lastName: 'New',
      email: 'nora.new@school.test',
      deletedAt: null,
    });
    expect(created.schools.map((s) => s.name)).toEqual(['Create One', 'Create Two']);
    const row = await userRow(created.educatorId);
    expect(row).toMatchObject({ type: 'EDUCATOR', passwordHash: null });
    expect(await linkedSchoolIds(created.educatorId)).toEqual(
      [one.id, two.id].sort((a, b) => a - b),
    );
    expect(created.history).toEqual([
      {
        action: 'CREATE',
        entityType: 'users',
        entityId: created.educatorId,
        actorName: 'Ada Admin',
        changes: expect.arrayContaining([
          { field: 'email', before: null, after: '"nora.new@school.test"' },
          {
            field: 'schoolIds',
            before: null,
            after: JSON.stringify([one.id, two.id].sort((a, b) => a - b)),
          },
        ]),
      },
    ]);

    // Without a password the account cannot log in, and says only what a wrong password says.
    expect(firstError(await login('nora.new@school.test', 'Anything1'))).toBe(
      MESSAGES.invalidCredentials,
    );

    const [mail] = await api.mails();
    expect(mail).toMatchObject({
      to: 'nora.new@school.test',
      subject: 'Your Partner Portal account',
      kind: 'account-created',
    });
    expect(mail!.text).toContain('http://portal.test/reset-password?token=');
    const token = tokenFromMail(mail!.text);
    expect(token).toBeDefined();
    const [stored] = await api.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token!)));
    expect(stored?.userId).toBe(created.educatorId);
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(INVITE_TTL_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(INVITE_TTL_DAYS);

    const reset = await api.gql(RESET, {
      input: { password: 'Welcome1', passwordResetToken: token },
    });
    expect(reset.data).toEqual({
      resetPassword: { success: true, message: MESSAGES.passwordResetSuccessful },
    });
    const signedIn = await login('Nora.New@school.test', 'Welcome1');
    expect(signedIn.errors).toBeUndefined();
    const me = await api.gql<{ educatorUser: { email: string; schools: { name: string }[] } }>(
      ME,
      {},
      { token: signedIn.data!.login.token },
    );
    expect(me.data!.educatorUser.schools.map((s) => s.name)).toEqual(['Create One', 'Create Two']);
  });

  it.each([
    ['a blank first name', { firstName: '  ' }, MESSAGES.required, 'firstName'],
    ['a blank last name', { lastName: '' }, MESSAGES.required, 'lastName'],
    ['a malformed email', { email: 'nope@' }, MESSAGES.invalidEmail, 'email'],
    [
      "an educator's email in another case",
      { email: 'TAKEN@school.test' },
      MESSAGES.emailTaken,
      'email',
    ],
    ["an admin's email", { email: 'ada.admin@foodbank.test' }, MESSAGES.emailTaken, 'email'],
    ['an unknown school', { schoolIds: [999_999] }, MESSAGES.required, 'schoolIds.0'],
    ['an archived school', { schoolIds: ['ARCHIVED'] }, MESSAGES.required, 'schoolIds.0'],
  ])('refuses %s and writes nothing', async (_name, change, message, field) => {
    await createUser(api.db, { email: 'taken@school.test' }).catch(() => undefined);
    const archived = await createSchool(api.db, { deletedAt: new Date() });
    const input = {
      firstName: 'Val',
      lastName: 'Id',
      email: 'valid.person@school.test',
      schoolIds: [] as unknown[],
      ...change,
    };
    input.schoolIds = input.schoolIds.map((id) => (id === 'ARCHIVED' ? archived.id : id));
    const before = await tableCounts();
    const result = await asAdmin(UPDATE, { input });
    expect(firstError(result)).toBe(message);
    expect(result.errors?.[0]?.extensions?.field).toBe(field);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('adminUpdateEducatorUser: editing an account', () => {
  it('changes names and email, replaces the schools, bumps updatedAt and records before and after', async () => {
    const keep = await createSchool(api.db, { name: 'Keep School' });
    const drop = await createSchool(api.db, { name: 'Drop School' });
    const add = await createSchool(api.db, { name: 'Add School' });
    const archived = await createSchool(api.db, { name: 'Archived School' });
    const person = await createUser(api.db, {
      firstName: 'Old',
      lastName: 'Name',
      email: 'old.name@school.test',
      updatedAt: new Date('2024-01-01T00:00:00Z'),
    });
    for (const s of [keep, drop, archived]) await linkSchool(api.db, person.id, s.id);
    await api.db.update(schools).set({ deletedAt: new Date() }).where(eq(schools.id, archived.id));

    const result = await asAdmin<{ adminUpdateEducatorUser: User }>(UPDATE, {
      input: {
        educatorId: person.id,
        firstName: 'New',
        lastName: 'Name',
        email: 'new.name@school.test',
        schoolIds: [add.id, keep.id],
      },
    });
    expect(result.errors).toBeUndefined();
    const updated = result.data!.adminUpdateEducatorUser;
    expect(updated).toMatchObject({ firstName: 'New', email: 'new.name@school.test' });
    expect(updated.schools.map((s) => s.name)).toEqual(['Add School', 'Keep School']);
    const row = await userRow(person.id);
    expect(row).toMatchObject({
      firstName: 'New',
      lastName: 'Name',
      email: 'new.name@school.test',
    });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The archived school's link is kept (hidden), the dropped one is gone.
    expect(await linkedSchoolIds(person.id)).toEqual(
      [keep.id, add.id, archived.id].sort((a, b) => a - b),
    );

    const sorted = (ids: number[]) => JSON.stringify([...ids].sort((a, b) => a - b));
    expect(updated.history).toEqual([
      {
        action: 'UPDATE',
        entityType: 'users',
        entityId: person.id,
        actorName: 'Ada Admin',
        // jsonb keeps its own key order: compare the set of changes.
        changes: expect.arrayContaining([
          { field: 'firstName', before: '"Old"', after: '"New"' },
          { field: 'email', before: '"old.name@school.test"', after: '"new.name@school.test"' },
          {
            field: 'schoolIds',
            before: sorted([keep.id, drop.id]),
            after: sorted([keep.id, add.id]),
          },
        ]),
      },
    ]);
    // The unchanged last name is not recorded.
    expect(updated.history[0]!.changes).toHaveLength(3);
    // The mailbox is for new accounts only.
    expect((await api.mails())[0]?.to).not.toBe('new.name@school.test');
  });

  it('lets an account keep its own email in another case', async () => {
    const person = await createUser(api.db, { email: 'own.case@school.test' });
    const result = await asAdmin<{ adminUpdateEducatorUser: User }>(UPDATE, {
      input: {
        educatorId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        email: 'Own.Case@school.test',
        schoolIds: [],
      },
    });
    expect(result.errors).toBeUndefined();
    expect((await userRow(person.id))?.email).toBe('Own.Case@school.test');
  });

  it.each([
    ["another account's email", 'other', MESSAGES.emailTaken],
    ['an unknown account', 'unknown', MESSAGES.notFound],
    ['an admin account', 'admin', MESSAGES.notFound],
  ])('refuses to edit with %s and writes nothing', async (_name, which, message) => {
    const other = await createUser(api.db);
    const person = await createUser(api.db, { firstName: 'Unchanged' });
    const school = await createSchool(api.db);
    const educatorId = which === 'unknown' ? 999_999 : which === 'admin' ? admin.id : person.id;
    const before = await tableCounts();
    const result = await asAdmin(UPDATE, {
      input: {
        educatorId,
        firstName: 'Changed',
        lastName: 'Person',
        email: which === 'other' ? other.email.toUpperCase() : 'changed.person@school.test',
        schoolIds: [school.id],
      },
    });
    expect(firstError(result)).toBe(message);
    expect(await tableCounts()).toEqual(before);
    expect((await userRow(person.id))?.firstName).toBe('Unchanged');
    expect((await userRow(admin.id))?.firstName).toBe('Ada');
  });
});

describe('adminDeleteEducatorUser and adminRestoreEducatorUser', () => {
  it('deletes softly, signs the person out at once and refuses login; restore lets them in again', async () => {
    const person = await createUser(api.db, {
      email: 'deletable@school.test',
      passwordHash: await hashPassword('Secret1'),
    });
    expect((await api.gql(ME, {}, { token: person.token })).errors).toBeUndefined();

    const deleted = await asAdmin<{ adminDeleteEducatorUser: User }>(DELETE, { id: person.id });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.adminDeleteEducatorUser.deletedAt).not.toBeNull();
    expect((await userRow(person.id))?.deletedAt).toBeInstanceOf(Date);
    const live = await api.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect(firstError(await api.gql(ME, {}, { token: person.token }))).toBe(MESSAGES.notLoggedIn);
    expect(firstError(await login('deletable@school.test', 'Secret1'))).toBe(
      MESSAGES.invalidCredentials,
    );
    const list = await asAdmin<{ educatorUsers: User[] }>(LIST);
    expect(
      list.data!.educatorUsers.find((u) => u.educatorId === person.id)?.deletedAt,
    ).not.toBeNull();

    // Deleting again changes and records nothing.
    const before = await tableCounts();
    await asAdmin(DELETE, { id: person.id });
    expect(await tableCounts()).toEqual(before);

    const restored = await asAdmin<{ adminRestoreEducatorUser: User }>(RESTORE, { id: person.id });
    expect(restored.data!.adminRestoreEducatorUser.deletedAt).toBeNull();
    expect((await userRow(person.id))?.deletedAt).toBeNull();
    expect((await login('deletable@school.test', 'Secret1')).errors).toBeUndefined();
    expect(restored.data!.adminRestoreEducatorUser.history).toEqual([
      expect.objectContaining({ action: 'RESTORE', actorName: 'Ada Admin' }),
      expect.objectContaining({
        action: 'DELETE',
        changes: [{ field: 'deletedAt', before: null, after: expect.stringMatching(/^"\d{4}-/) }],
      }),
    ]);
  });

  it.each([DELETE, RESTORE])(
    'answers Not found for unknown and admin accounts',
    async (mutation) => {
      const before = await tableCounts();
      expect(firstError(await asAdmin(mutation, { id: 999_999 }))).toBe(MESSAGES.notFound);
      expect(firstError(await asAdmin(mutation, { id: admin.id }))).toBe(MESSAGES.notFound);
      expect(await tableCounts()).toEqual(before);
      expect((await userRow(admin.id))?.deletedAt).toBeNull();
    },
  );
});

describe("the admin's password-reset link button", () => {
  it('sends an educator a reset mail when an admin asks (sendPasswordResetEmail)', async () => {
    const person = await createUser(api.db, { email: 'forgetful@school.test' });
    const result = await asAdmin(FORGOT, { input: { email: person.email } });
    expect(result.data).toEqual({
      sendPasswordResetEmail: { success: true, message: MESSAGES.resetEmailSent },
    });
    const [mail] = await api.mails();
    expect(mail).toMatchObject({ to: 'forgetful@school.test', kind: 'password-reset' });
    expect(tokenFromMail(mail!.text)).toBeDefined();
  });
});

describe('who may call the user operations', () => {
  it.each([
    ['educatorUsers', LIST, () => ({})],
    ['adminEducatorUserDetails', DETAILS, (id: number) => ({ id })],
    ['adminSchoolOptions', OPTIONS, () => ({})],
    [
      'adminUpdateEducatorUser (create)',
      UPDATE,
      () => ({
        input: { firstName: 'S', lastName: 'N', email: 'sneaky@school.test', schoolIds: [] },
      }),
    ],
    [
      'adminUpdateEducatorUser (edit)',
      UPDATE,
      (id: number) => ({
        input: {
          educatorId: id,
          firstName: 'S',
          lastName: 'N',
          email: 'sneaky@school.test',
          schoolIds: [],
        },
      }),
    ],
    ['adminDeleteEducatorUser', DELETE, (id: number) => ({ id })],
    ['adminRestoreEducatorUser', RESTORE, (id: number) => ({ id })],
  ])(
    'refuses %s to educators and anonymous callers and writes nothing',
    async (_n, query, vars) => {
      const person = await createUser(api.db, { firstName: 'Target' });
      const variables = vars(person.id);
      const before = await tableCounts();
      const asEducator = await api.gql(query, variables, { token: educator.token });
      expect(firstError(asEducator)).toBe(MESSAGES.forbidden);
      expect(asEducator.data).toBeNull();
      expect(firstError(await api.gql(query, variables))).toBe(MESSAGES.notLoggedIn);
      expect(await tableCounts()).toEqual(before);
      expect(await userRow(person.id)).toMatchObject({ firstName: 'Target', deletedAt: null });
    },
  );
});
