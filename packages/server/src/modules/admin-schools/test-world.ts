/** Shared set-up of the admin-schools integration tests (not a test file itself). */
import { eq } from 'drizzle-orm';
import type { SchoolProgram } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import type { ApplicationStatus, TeamMemberType, TermType } from '../../db/schema/enums.ts';
import { schoolTeamMembers, schools } from '../../db/schema/schools.ts';
import { createTerm, createUser } from '../../testing/factories.ts';
import type { TestApi } from '../../testing/test-api.ts';
import { programConfig } from './programs.ts';

export const SCHOOL_FIELDS = `id schoolId program name type address1 address2 city county state zip
  districtId districtName gradesServed notes deletedAt lastEdited lastEditedTeamMembers programId
  programStatus programStatusUpdatedAt firstYearApplied returning approvedApplicationId
  numTotalEnrollment numReducedLunch numFreeLunch participatedLastYear
  teamMembers { teamMemberId type firstName lastName fullName title phone email }
  applications { id applicationId termId termFormattedShort submittedAt submittedByName
    submittedByEmail isContinuation status createdAt new signedAt }
  termMonths { termMonthId startDate monthlyAllocation }
  history { id action entityType entityId actorName createdAt changes { field before after } }`;

export const DETAIL: Record<SchoolProgram, string> = {
  BACKPACK_BUDDY: `query ($id: Int!) { school: adminSchoolBackpackBuddy(schoolId: $id) { ${SCHOOL_FIELDS} } }`,
  SCHOOL_MARKET: `query ($id: Int!) { school: adminSchoolSchoolMarket(schoolId: $id) { ${SCHOOL_FIELDS} } }`,
  TEACHERS_AID: `query ($id: Int!) { school: adminSchoolTeachersAid(schoolId: $id) { ${SCHOOL_FIELDS} } }`,
};

const ROW_FIELDS = `id schoolId name type districtId districtName address1 city county zip programId
  programStatus returning principalName principalEmail contactName contactEmail contactPhone deletedAt
  applications { applicationId termId termFormattedShort status submittedAt submittedByName
    isContinuation new numTotalEnrollment numReducedLunch numFreeLunch }`;

export const LIST: Record<SchoolProgram, string> = {
  BACKPACK_BUDDY: `query ($termId: Int) { rows: schoolsBackpackBuddy(termId: $termId) { ${ROW_FIELDS} } }`,
  SCHOOL_MARKET: `query ($termId: Int) { rows: schoolsSchoolMarket(termId: $termId) { ${ROW_FIELDS} } }`,
  TEACHERS_AID: `query ($termId: Int) { rows: schoolsTeachersAid(termId: $termId) { ${ROW_FIELDS} } }`,
};

export interface AuditEntryResult {
  action: string;
  entityType: string;
  entityId: number;
  actorName: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

export interface SchoolResult {
  id: string;
  schoolId: number;
  program: SchoolProgram;
  name: string;
  type: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  county: string | null;
  state: string | null;
  zip: string | null;
  districtId: number | null;
  districtName: string | null;
  gradesServed: string[];
  notes: string | null;
  deletedAt: string | null;
  lastEdited: string | null;
  lastEditedTeamMembers: string | null;
  programId: string | null;
  programStatus: string | null;
  programStatusUpdatedAt: string | null;
  firstYearApplied: number | null;
  returning: string;
  approvedApplicationId: number | null;
  numTotalEnrollment: number | null;
  numReducedLunch: number | null;
  numFreeLunch: number | null;
  participatedLastYear: boolean | null;
  teamMembers: {
    teamMemberId: number;
    type: string;
    fullName: string;
    title: string | null;
    phone: string | null;
    email: string | null;
  }[];
  applications: {
    applicationId: number;
    termId: number;
    termFormattedShort: string;
    status: string;
    submittedByName: string | null;
    submittedByEmail: string | null;
    new: boolean | null;
    signedAt: string | null;
  }[];
  termMonths: { termMonthId: number; startDate: string; monthlyAllocation: number | null }[];
  history: AuditEntryResult[];
}

export interface ListRow {
  id: string;
  schoolId: number;
  name: string;
  districtName: string | null;
  programId: string | null;
  programStatus: string | null;
  returning: string;
  principalName: string | null;
  principalEmail: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  deletedAt: string | null;
  applications: {
    applicationId: number;
    termId: number;
    termFormattedShort: string;
    status: string;
    submittedByName: string | null;
    numTotalEnrollment: number | null;
  }[];
}

export type User = Awaited<ReturnType<typeof createUser>>;

let counter = 0;

/** A term of a school program (SCHOOL year by default). */
export function programTerm(
  db: Db,
  program: SchoolProgram,
  year: number,
  type: TermType = 'SCHOOL',
) {
  return createTerm(db, { program, year, type });
}

/** An application of a school program; the counts and dates are optional. */
export async function createApplication(
  db: Db,
  program: SchoolProgram,
  values: {
    schoolId: number;
    termId: number;
    status?: ApplicationStatus;
    new?: boolean | null;
    submittedAt?: Date | null;
    submittedById?: number | null;
    numTotalEnrollment?: number | null;
    numReducedLunch?: number | null;
    numFreeLunch?: number | null;
    deletedAt?: Date | null;
    verifyPrincipalEmail?: string | null;
  },
) {
  const { table } = programConfig(program);
  const [row] = await db
    .insert(table)
    .values({
      status: 'PENDING_PRINCIPAL',
      submittedAt: values.status === 'IN_PROGRESS' ? null : new Date('2025-04-01T12:00:00Z'),
      ...values,
    })
    .returning({ id: table.id, status: table.status });
  return row!;
}

/** A live team member of a school program's roster. */
export async function createMember(
  db: Db,
  values: {
    schoolId: number;
    program: SchoolProgram;
    type: TeamMemberType;
    firstName?: string;
    lastName?: string;
    email?: string | null;
    phone?: string | null;
    title?: string | null;
  },
) {
  const n = (counter += 1);
  const [row] = await db
    .insert(schoolTeamMembers)
    .values({
      firstName: `Member${n}`,
      lastName: values.type,
      email: `member${n}@school.test`,
      phone: '713-555-0100',
      ...values,
    })
    .returning();
  return row!;
}

/** Principal and main contact of a program's roster. */
export async function createRoster(db: Db, program: SchoolProgram, schoolId: number) {
  const principal = await createMember(db, {
    schoolId,
    program,
    type: 'PRINCIPAL',
    firstName: 'Pat',
    lastName: 'Lee',
    email: `pat.${schoolId}.${program.toLowerCase()}@school.test`,
  });
  const main = await createMember(db, {
    schoolId,
    program,
    type: programConfig(program).mainContactType,
    firstName: 'Kim',
    lastName: 'Ortiz',
    email: `kim.${schoolId}.${program.toLowerCase()}@school.test`,
    phone: '713-555-0101',
  });
  return { principal, main };
}

export async function schoolRow(db: Db, schoolId: number) {
  const [row] = await db.select().from(schools).where(eq(schools.id, schoolId));
  return row;
}

/** The callers of the role matrix: an admin and an educator (anonymous callers send no token). */
export async function callers(api: TestApi) {
  const admin = await createUser(api.db, { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  const educator = await createUser(api.db, { firstName: 'Erin', lastName: 'Educator' });
  return { admin, educator };
}
