import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schoolTeamMembers, schools, userSchools } from '../../db/schema/schools.ts';
import { createSchool, createUser } from '../../testing/factories.ts';
import { createTestApi, firstError, type TestApi } from '../../testing/test-api.ts';

const CONTACTS = `query ($schoolId: Int!) { schoolContacts(schoolId: $schoolId) {
  id schoolId name lastEditedTeamMembers
  teamMembers { teamMemberId type firstName lastName fullName title phone email } } }`;
const EDIT = `mutation ($input: EditSchoolContactsInput!) { editSchoolContacts(input: $input) {
  schoolId lastEditedTeamMembers teamMembers { teamMemberId type fullName title phone email } } }`;

type Member = {
  teamMemberId: number;
  type: string;
  fullName: string;
  title: string | null;
  phone: string | null;
  email: string | null;
};
type Contacts = { schoolId: number; lastEditedTeamMembers: string | null; teamMembers: Member[] };

const principal = {
  type: 'PRINCIPAL' as const,
  firstName: 'Pat',
  lastName: 'Lee',
  phone: '7135550100',
  email: 'pat@school.test',
};
const primary = {
  type: 'PRIMARY' as const,
  firstName: 'Kim',
  lastName: 'Ortiz',
  title: 'Counselor',
  phone: '(713) 555-0101',
  email: 'kim@school.test',
};

let api: TestApi;
let educator: Awaited<ReturnType<typeof createUser>>;
let otherEducator: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let school: Awaited<ReturnType<typeof createSchool>>;

const live = async (schoolId: number) =>
  api.db
    .select()
    .from(schoolTeamMembers)
    .where(and(eq(schoolTeamMembers.schoolId, schoolId), isNull(schoolTeamMembers.deletedAt)))
    .orderBy(schoolTeamMembers.id);

async function edit(token: string | undefined, input: Record<string, unknown>) {
  return api.gql<{ editSchoolContacts: Contacts }>(EDIT, { input }, { token });
}

beforeAll(async () => {
  api = await createTestApi();
  educator = await createUser(api.db);
  otherEducator = await createUser(api.db);
  admin = await createUser(api.db, { type: 'ADMIN' });
  const other = await createSchool(api.db, { name: 'Other High' });
  await api.db.insert(userSchools).values({ userId: otherEducator.id, schoolId: other.id });
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  school = await createSchool(api.db, { name: 'Bellaire High' });
  await api.db.insert(userSchools).values({ userId: educator.id, schoolId: school.id });
  await api.db.insert(schoolTeamMembers).values([
    { ...principal, phone: '713-555-0100', schoolId: school.id, program: 'BACKPACK_BUDDY' },
    { ...primary, phone: '713-555-0101', schoolId: school.id, program: 'BACKPACK_BUDDY' },
    // Another program's roster is not the Backpack Buddy one.
    {
      type: 'PRINCIPAL',
      firstName: 'Other',
      lastName: 'Program',
      email: 'o@school.test',
      schoolId: school.id,
      program: 'TEACHERS_AID',
    },
  ]);
});

describe('schoolContacts', () => {
  it("gives the school's educator the Backpack Buddy roster", async () => {
    const result = await api.gql<{ schoolContacts: Contacts }>(
      CONTACTS,
      { schoolId: school.id },
      { token: educator.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.schoolContacts).toMatchObject({
      id: String(school.id),
      schoolId: school.id,
      name: 'Bellaire High',
      lastEditedTeamMembers: null,
      teamMembers: [
        { type: 'PRINCIPAL', fullName: 'Pat Lee', phone: '713-555-0100' },
        { type: 'PRIMARY', fullName: 'Kim Ortiz', title: 'Counselor' },
      ],
    });
  });

  it('gives an admin any school', async () => {
    const result = await api.gql<{ schoolContacts: Contacts }>(
      CONTACTS,
      { schoolId: school.id },
      { token: admin.token },
    );
    expect(result.data!.schoolContacts.teamMembers).toHaveLength(2);
  });

  it("is 'Not found' for another school's educator, an unknown school and an archived school", async () => {
    const asOther = await api.gql(
      CONTACTS,
      { schoolId: school.id },
      { token: otherEducator.token },
    );
    expect(firstError(asOther)).toBe(MESSAGES.notFound);
    expect(asOther.data).toBeNull();
    const unknown = await api.gql(CONTACTS, { schoolId: 999_999 }, { token: educator.token });
    expect(firstError(unknown)).toBe(MESSAGES.notFound);

    await api.db.update(schools).set({ deletedAt: new Date() }).where(eq(schools.id, school.id));
    const archived = await api.gql(CONTACTS, { schoolId: school.id }, { token: educator.token });
    expect(firstError(archived)).toBe(MESSAGES.notFound);
  });

  it('asks an anonymous caller to log in', async () => {
    const result = await api.gql(CONTACTS, { schoolId: school.id });
    expect(firstError(result)).toBe(MESSAGES.notLoggedIn);
  });
});

describe('editSchoolContacts', () => {
  it('replaces the roster: keeps ids, adds, removes, normalises phones, drops staff contacts', async () => {
    const [pat, kim] = await live(school.id);
    const result = await edit(educator.token, {
      schoolId: school.id,
      teamMembers: [
        { ...principal, teamMemberId: pat!.id, lastName: 'Long', title: 'Head' },
        {
          type: 'SECONDARY',
          firstName: 'Sol',
          lastName: 'Ng',
          phone: '713 555 0102',
          email: 'sol@school.test',
        },
        {
          type: 'STAFF',
          firstName: 'Al',
          lastName: 'Cruz',
          phone: '1',
          email: 'no',
          title: 'Aide',
        },
        // Kim becomes the primary again under the same id.
        { ...primary, teamMemberId: kim!.id },
      ],
    });
    expect(result.errors).toBeUndefined();
    const saved = result.data!.editSchoolContacts;
    expect(saved.lastEditedTeamMembers).toEqual(expect.any(String));
    expect(saved.teamMembers.map((m) => [m.type, m.fullName, m.title, m.phone, m.email])).toEqual([
      ['PRINCIPAL', 'Pat Long', null, '713-555-0100', 'pat@school.test'],
      ['PRIMARY', 'Kim Ortiz', 'Counselor', '713-555-0101', 'kim@school.test'],
      ['SECONDARY', 'Sol Ng', null, '713-555-0102', 'sol@school.test'],
      ['STAFF', 'Al Cruz', 'Aide', null, null],
    ]);
    expect(saved.teamMembers[0]!.teamMemberId).toBe(pat!.id);
    expect(saved.teamMembers[1]!.teamMemberId).toBe(kim!.id);
    // The other program's principal is untouched.
    expect((await live(school.id)).filter((m) => m.program === 'TEACHERS_AID')).toHaveLength(1);

    // Removing the secondary and the staff member retires them.
    const again = await edit(educator.token, {
      schoolId: school.id,
      teamMembers: [
        { ...principal, teamMemberId: pat!.id },
        { ...primary, teamMemberId: kim!.id },
      ],
    });
    expect(again.data!.editSchoolContacts.teamMembers).toHaveLength(2);
    const bb = (await live(school.id)).filter((m) => m.program === 'BACKPACK_BUDDY');
    expect(bb.map((m) => m.id)).toEqual([pat!.id, kim!.id]);
  });

  it('lets principal and primary swap people in one save', async () => {
    const [pat, kim] = await live(school.id);
    const result = await edit(educator.token, {
      schoolId: school.id,
      teamMembers: [
        { ...principal, teamMemberId: pat!.id, type: 'PRIMARY' },
        { ...primary, teamMemberId: kim!.id, type: 'PRINCIPAL' },
      ],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.editSchoolContacts.teamMembers.map((m) => m.type)).toEqual([
      'PRIMARY',
      'PRINCIPAL',
    ]);
  });

  it('lets an admin edit any school', async () => {
    const result = await edit(admin.token, {
      schoolId: school.id,
      teamMembers: [principal, primary],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.editSchoolContacts.teamMembers).toHaveLength(2);
  });

  it.each([
    ['no principal', [primary], MESSAGES.principalRequired],
    ['no primary', [principal], MESSAGES.primaryCoordinatorRequired],
    ['an empty roster', [], MESSAGES.principalRequired],
    [
      'two principals',
      [principal, { ...principal, email: 'p2@school.test' }, primary],
      MESSAGES.principalAlreadyExists,
    ],
    [
      'two secondaries',
      [
        principal,
        primary,
        { ...primary, type: 'SECONDARY', email: 'a@school.test' },
        { ...primary, type: 'SECONDARY', email: 'b@school.test' },
      ],
      MESSAGES.secondaryCoordinatorAlreadyExists,
    ],
    ['a 9-digit phone', [{ ...principal, phone: '713-555-010' }, primary], MESSAGES.invalidPhone],
    ['a bad email', [principal, { ...primary, email: 'kim@' }], MESSAGES.invalidEmail],
    ['a coordinator without phone', [principal, { ...primary, phone: '' }], MESSAGES.required],
    ['a blank first name', [{ ...principal, firstName: ' ' }, primary], MESSAGES.required],
    [
      'a shared email',
      [principal, { ...primary, email: 'PAT@school.test' }],
      MESSAGES.emailMustBeUnique,
    ],
    ['an unknown type', [principal, primary, { ...primary, type: 'JANITOR' }], undefined],
  ])('refuses %s and writes nothing', async (_name, teamMembers, message) => {
    const before = await live(school.id);
    const result = await edit(educator.token, { schoolId: school.id, teamMembers });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    if (message) expect(firstError(result)).toBe(message);
    expect(await live(school.id)).toEqual(before);
    const [row] = await api.db.select().from(schools).where(eq(schools.id, school.id));
    expect(row!.lastEditedTeamMembers).toBeNull();
  });

  it("refuses another school's member id, or one id twice, and writes nothing", async () => {
    const other = await createSchool(api.db);
    const [stranger] = await api.db
      .insert(schoolTeamMembers)
      .values({ ...principal, schoolId: other.id, program: 'BACKPACK_BUDDY' })
      .returning();
    const [pat] = await live(school.id);
    const before = await live(school.id);
    for (const teamMembers of [
      [{ ...principal, teamMemberId: stranger!.id }, primary],
      [
        { ...principal, teamMemberId: pat!.id },
        { ...primary, teamMemberId: pat!.id },
      ],
    ]) {
      const result = await edit(educator.token, { schoolId: school.id, teamMembers });
      expect(firstError(result)).toBe(MESSAGES.notFound);
      expect(await live(school.id)).toEqual(before);
    }
  });

  it("is 'Not found' for another school's educator, and asks an anonymous caller to log in; nothing is written", async () => {
    const before = await live(school.id);
    const input = { schoolId: school.id, teamMembers: [principal, primary] };
    expect(firstError(await edit(otherEducator.token, input))).toBe(MESSAGES.notFound);
    expect(firstError(await edit(undefined, input))).toBe(MESSAGES.notLoggedIn);
    expect(await live(school.id)).toEqual(before);
  });
});
