import type { Db } from '../db/client.ts';
import { applicationBackpackBuddy } from '../db/schema/application-backpack-buddy.ts';
import { passwordResetTokens, users } from '../db/schema/auth.ts';
import {
  distributionDateEntries,
  distributionReports,
  distributions,
} from '../db/schema/distributions.ts';
import { districts } from '../db/schema/districts.ts';
import type { ApplicationStatus, TeamMemberType } from '../db/schema/enums.ts';
import { schoolTeamMembers, schools, userSchools } from '../db/schema/schools.ts';
import { programSettings } from '../db/schema/settings.ts';
import { siteMembers, sites, userSites } from '../db/schema/sites.ts';
import { applicationKidsCafe } from '../db/schema/application-kids-cafe.ts';
import { applicationPartnerServices } from '../db/schema/application-partner-services.ts';
import {
  organizationMembers,
  organizations,
  userOrganizations,
} from '../db/schema/organizations.ts';
import { principalSignatures } from '../db/schema/signatures.ts';
import { surveys } from '../db/schema/surveys.ts';
import { programTerms, termMonthDistributionDates, termMonths } from '../db/schema/terms.ts';
import { fridaysOf } from '../modules/terms/calendar.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { hashToken, newToken } from '../modules/auth/tokens.ts';

let counter = 0;
const next = () => (counter += 1);

/** A user with a session; returns the row and its bearer token. */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      type: 'EDUCATOR',
      firstName: `First${n}`,
      lastName: `Last${n}`,
      email: `user${n}@school.test`,
      ...overrides,
    })
    .returning();
  const { token } = await createSession(db, user!.id, 60 * 60 * 1000);
  return { ...user!, token };
}

export async function createDistrict(db: Db, name = `District ${next()}`) {
  const [district] = await db.insert(districts).values({ name }).returning();
  return district!;
}

export async function createSchool(db: Db, overrides: Partial<typeof schools.$inferInsert> = {}) {
  const [school] = await db
    .insert(schools)
    .values({
      name: `School ${next()}`,
      type: 'HIGH',
      city: 'Houston',
      county: 'HARRIS',
      ...overrides,
    })
    .returning();
  return school!;
}

export async function createTerm(
  db: Db,
  overrides: Partial<typeof programTerms.$inferInsert> = {},
) {
  const year = overrides.year ?? 2025;
  const type = overrides.type ?? 'SCHOOL';
  const [term] = await db
    .insert(programTerms)
    .values({
      program: 'BACKPACK_BUDDY',
      type,
      year,
      startDate: type === 'SCHOOL' ? `${year}-08-01` : `${year}-06-01`,
      endDate: type === 'SCHOOL' ? `${year + 1}-05-31` : `${year}-08-31`,
      ...overrides,
    })
    .returning();
  return term!;
}

export async function setProgramSettings(
  db: Db,
  values: Omit<typeof programSettings.$inferInsert, 'id'>,
) {
  await db
    .insert(programSettings)
    .values(values)
    .onConflictDoUpdate({ target: programSettings.program, set: values });
}

/** Links an educator to a school (user_schools). */
export async function linkSchool(db: Db, userId: number, schoolId: number) {
  await db.insert(userSchools).values({ userId, schoolId });
}

/**
 * A school's term month with its distribution dates (by default the month's Fridays) and a
 * monthly allocation of weeklyAllocation × the number of dates.
 */
export async function createTermMonth(
  db: Db,
  values: {
    schoolId: number;
    termId: number;
    startDate: string;
    weeklyAllocation?: number;
    monthlyAllocation?: number;
    dates?: string[];
  },
) {
  const dates = values.dates ?? fridaysOf(values.startDate);
  const weeklyAllocation = values.weeklyAllocation ?? 10;
  const [month] = await db
    .insert(termMonths)
    .values({
      schoolId: values.schoolId,
      termId: values.termId,
      startDate: values.startDate,
      weeklyAllocation,
      monthlyAllocation: values.monthlyAllocation ?? weeklyAllocation * dates.length,
    })
    .returning();
  const dateRows = dates.length
    ? await db
        .insert(termMonthDistributionDates)
        .values(dates.map((date) => ({ termMonthId: month!.id, date })))
        .returning()
    : [];
  return { ...month!, dates: dateRows.sort((a, b) => a.date.localeCompare(b.date)) };
}

/** A student of a term month with one count per date (counts in date order; 0 when not given). */
export async function createDistribution(
  db: Db,
  month: { id: number; dates: { id: number }[] },
  values: {
    studentName?: string;
    studentIdNumber?: string;
    testimonial?: string | null;
    counts?: number[];
  } = {},
) {
  const n = next();
  const [row] = await db
    .insert(distributions)
    .values({
      termMonthId: month.id,
      studentName: values.studentName ?? `Student ${n}`,
      studentIdNumber: values.studentIdNumber ?? `ID${n}`,
      testimonial: values.testimonial ?? null,
    })
    .returning();
  if (month.dates.length) {
    await db.insert(distributionDateEntries).values(
      month.dates.map((date, i) => ({
        distributionId: row!.id,
        termMonthDistributionDateId: date.id,
        distributionNumber: values.counts?.[i] ?? 0,
      })),
    );
  }
  return row!;
}

/** A submitted report of a term month. */
export async function createReport(
  db: Db,
  values: { termMonthId: number; submittedById?: number | null; comments?: string | null },
) {
  const [report] = await db.insert(distributionReports).values(values).returning();
  return report!;
}

/** An admin's grant of a school to an account (user_schools, source ADMIN unless told). */
export async function grantSchool(
  db: Db,
  userId: number,
  schoolId: number,
  source: 'ADMIN' | 'APPLICATION' = 'ADMIN',
) {
  const [grant] = await db.insert(userSchools).values({ userId, schoolId, source }).returning();
  return grant!;
}

/** A live member of a school's roster (Backpack Buddy unless told). */
export async function createTeamMember(
  db: Db,
  values: {
    schoolId: number;
    type: TeamMemberType;
    program?: typeof schoolTeamMembers.$inferInsert.program;
    firstName?: string;
    lastName?: string;
    title?: string | null;
    phone?: string | null;
    email?: string | null;
  },
) {
  const n = next();
  const [member] = await db
    .insert(schoolTeamMembers)
    .values({
      program: 'BACKPACK_BUDDY',
      firstName: `Member${n}`,
      lastName: values.type,
      phone: '713-555-0100',
      email: `member${n}@school.test`,
      ...values,
    })
    .returning();
  return member!;
}

/**
 * A Backpack Buddy application of a school for a term: IN_PROGRESS by default; any other status
 * is a submitted one (submittedAt set).
 */
export async function createBackpackBuddyApplication(
  db: Db,
  values: Omit<typeof applicationBackpackBuddy.$inferInsert, 'id'> & {
    schoolId: number;
    termId: number;
  },
) {
  const status: ApplicationStatus = values.status ?? 'IN_PROGRESS';
  const [app] = await db
    .insert(applicationBackpackBuddy)
    .values({
      stepsCompleted: status === 'IN_PROGRESS' ? 0 : 3,
      submittedAt: status === 'IN_PROGRESS' ? null : new Date('2025-04-01T12:00:00Z'),
      ...values,
      status,
    })
    .returning();
  return app!;
}

/** A principal's signature link of a Backpack Buddy application; returns its token. */
export async function createSignatureLink(
  db: Db,
  values: { applicationId: number; principalEmail: string; expiresAt?: Date },
) {
  const token = newToken();
  await db.insert(principalSignatures).values({
    program: 'BACKPACK_BUDDY',
    applicationBackpackBuddyId: values.applicationId,
    tokenHash: hashToken(token),
    principalEmail: values.principalEmail,
    expiresAt: values.expiresAt ?? new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return token;
}

/** A live survey of a program (Backpack Buddy unless told). */
export async function createSurvey(
  db: Db,
  values: Partial<Omit<typeof surveys.$inferInsert, 'id'>> = {},
) {
  const n = next();
  const [survey] = await db
    .insert(surveys)
    .values({
      program: 'BACKPACK_BUDDY',
      title: `Survey ${n}`,
      link: `https://survey.test/${n}`,
      ...values,
    })
    .returning();
  return survey!;
}

/** An unused password reset token of an account (valid for an hour); returns the token. */
export async function createPasswordResetToken(db: Db, userId: number) {
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

let siteSerial = 0;

/** A live Kids Cafe site with its address (a childcare centre unless told). */
export async function createSite(db: Db, overrides: Partial<typeof sites.$inferInsert> = {}) {
  siteSerial += 1;
  const [site] = await db
    .insert(sites)
    .values({
      name: `Site ${siteSerial} ${Math.random().toString(36).slice(2, 7)}`,
      type: 'CHILDCARE',
      address1: `${100 + siteSerial} Kids Way`,
      crossStreet: 'Main St',
      city: 'Houston',
      county: 'HARRIS',
      state: 'TX',
      zip: '77002',
      closestSchool: 'Lamar High School',
      ...overrides,
    })
    .returning();
  return site!;
}

/** A site's primary or secondary point of contact (site_members). */
export async function createSiteMember(
  db: Db,
  values: Pick<typeof siteMembers.$inferInsert, 'siteId' | 'type' | 'firstName' | 'lastName'> &
    Partial<typeof siteMembers.$inferInsert>,
) {
  const [member] = await db
    .insert(siteMembers)
    .values({ phone: '713-555-0100', isSupervisor: false, ...values })
    .returning();
  return member!;
}

/** A grant of a Kids Cafe site to an account (user_sites, source ADMIN unless told). */
export async function grantSite(
  db: Db,
  userId: number,
  siteId: number,
  source: 'ADMIN' | 'APPLICATION' = 'ADMIN',
) {
  const [grant] = await db.insert(userSites).values({ userId, siteId, source }).returning();
  return grant!;
}

/** A Kids Cafe application of a site (IN_PROGRESS, SUMMER 2024 unless told). */
export async function createKidsCafeApplication(
  db: Db,
  values: Pick<typeof applicationKidsCafe.$inferInsert, 'siteId'> &
    Partial<typeof applicationKidsCafe.$inferInsert>,
) {
  const [application] = await db
    .insert(applicationKidsCafe)
    .values({ type: 'SUMMER', applicationYear: 2024, ...values })
    .returning();
  return application!;
}

let organizationSerial = 0;

/** A live Partner Services organization with its address (an EIN of its own). */
export async function createOrganization(
  db: Db,
  overrides: Partial<typeof organizations.$inferInsert> = {},
) {
  organizationSerial += 1;
  const n = organizationSerial;
  const [organization] = await db
    .insert(organizations)
    .values({
      name: `Organization ${n} ${Math.random().toString(36).slice(2, 7)}`,
      einNumber: `7${n % 10}-${String(1000000 + ((n * 7919 + Math.floor(Math.random() * 1e6)) % 9000000)).slice(0, 7)}`,
      address1: `${200 + n} Pantry Ln`,
      city: 'Houston',
      county: 'HARRIS',
      state: 'TX',
      zip: '77003',
      phone: '713-555-0150',
      ...overrides,
    })
    .returning();
  return organization!;
}

/** An organization's primary or secondary point of contact (organization_members). */
export async function createOrganizationMember(
  db: Db,
  values: Pick<
    typeof organizationMembers.$inferInsert,
    'organizationId' | 'type' | 'firstName' | 'lastName'
  > &
    Partial<typeof organizationMembers.$inferInsert>,
) {
  const [member] = await db
    .insert(organizationMembers)
    .values({ phone: '713-555-0160', ...values })
    .returning();
  return member!;
}

/** A grant of an organization to an account (user_organizations, source ADMIN unless told). */
export async function grantOrganization(
  db: Db,
  userId: number,
  organizationId: number,
  source: 'ADMIN' | 'APPLICATION' = 'ADMIN',
) {
  const [grant] = await db
    .insert(userOrganizations)
    .values({ userId, organizationId, source })
    .returning();
  return grant!;
}

/** A Partner Services application (IN_PROGRESS, 2025 unless told). */
export async function createPartnerServicesApplication(
  db: Db,
  values: Partial<typeof applicationPartnerServices.$inferInsert>,
) {
  const [application] = await db
    .insert(applicationPartnerServices)
    .values({ applicationYear: 2025, ...values })
    .returning();
  return application!;
}
