import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.ts';
import { ensureEmailTemplates } from '../../modules/emails/templates.ts';
import type { Db, Tx } from '../client.ts';
import { users } from '../schema/auth.ts';
import { districts } from '../schema/districts.ts';
import type { Program, TeamMemberType, TermType } from '../schema/enums.ts';
import { notifications } from '../schema/notifications.ts';
import { userSchools, schools, schoolTeamMembers } from '../schema/schools.ts';
import { programSettings } from '../schema/settings.ts';
import { surveys } from '../schema/surveys.ts';
import { programTerms } from '../schema/terms.ts';
import { termDates } from '../../modules/terms/calendar.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoApplications } from './demo-applications.ts';
import { seedDemoKidsCafe } from './demo-kids-cafe.ts';
import { seedDemoPartnerServices } from './demo-partner-services.ts';
import { seedDemoSchoolMarket } from './demo-school-market.ts';
import { seedDemoTeachersAid } from './demo-teachers-aid.ts';
import type { DemoContext } from './demo-context.ts';
import { DEMO_DISTRICTS, DEMO_SCHOOLS, GRADES_BY_TYPE, STREETS } from './demo-data.ts';
import { emailDomain, person, type Person } from './demo-people.ts';
import {
  BACKPACK_BUDDY_PLAN,
  foodSafetyStatus,
  programStatus,
  SCHOOL_MARKET_PLAN,
  TEACHERS_AID_PLAN,
} from './demo-plan.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.ts';

const PROGRAMS: Program[] = [
  'BACKPACK_BUDDY',
  'SCHOOL_MARKET',
  'TEACHERS_AID',
  'KIDS_CAFE',
  'PARTNER_SERVICES',
];
const TERM_YEARS = [2024, 2025, 2026];
const TERM_TYPES: TermType[] = ['SCHOOL', 'SUMMER'];

/**
 * Which demo schools each educator is linked to (by list index). Kids Cafe sites and Partner
 * Services organizations, and their grants, are seeded by demo-kids-cafe.ts and
 * demo-partner-services.ts.
 */
const LINKS: Record<string, number[]> = {
  'educator@example.org': [2, 12, 18],
  'marcus.rivera@example.org': [0, 1],
  'priya.shah@example.org': [9, 10, 13, 14],
};

/** Schools with a Backpack Buddy roster (principal and primary; a secondary for some). */
const BACKPACK_BUDDY_ROSTER = 24;

/**
 * Demo data for a first start: districts, schools, sites, organizations, terms, settings,
 * applications in every state, distribution reports and the demo accounts (see DEMO_ACCOUNTS).
 * Runs once: it does nothing when any district exists. Everything is written in one transaction.
 */
export async function seedDemo(db: Db): Promise<void> {
  if (await hasDistricts(db)) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then sees the first one's data.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal:seed-demo'))`);
    if (await hasDistricts(tx)) return;
    await insertDemo(tx, passwordHash);
  });
}

/** A demo school's per-program status columns, consistent with its planned applications. */
function programColumns(i: number) {
  const bb = programStatus(BACKPACK_BUDDY_PLAN, i);
  const sm = programStatus(SCHOOL_MARKET_PLAN, i);
  const ta = programStatus(TEACHERS_AID_PLAN, i);
  return {
    statusBackpackBuddy: bb.status,
    statusBackpackBuddyUpdatedAt: bb.updatedAt,
    firstYearAppliedBackpackBuddy: bb.firstYear,
    statusSchoolMarket: sm.status,
    statusSchoolMarketUpdatedAt: sm.updatedAt,
    firstYearAppliedSchoolMarket: sm.firstYear,
    statusTeachersAid: ta.status,
    statusTeachersAidUpdatedAt: ta.updatedAt,
    firstYearAppliedTeachersAid: ta.firstYear,
    foodSafetyStatus: foodSafetyStatus(i),
  };
}

async function hasDistricts(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: districts.id }).from(districts).limit(1);
  return rows.length > 0;
}

async function insertDemo(tx: Tx, passwordHash: string): Promise<void> {
  const userRows = await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        type: a.type,
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        phone: a.phone,
        passwordHash: a.password ? passwordHash : null,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userId = new Map(userRows.map((u) => [u.email, u.id]));
  const adminId = userId.get('admin@foodbank.example') ?? null;

  const districtRows = await tx
    .insert(districts)
    .values(DEMO_DISTRICTS.map((d) => ({ name: d.name })))
    .returning({ id: districts.id, name: districts.name });
  const districtId = new Map(districtRows.map((d) => [d.name, d.id]));
  const districtOf = (name: string) => DEMO_DISTRICTS.find((d) => d.name === name)!;

  const schoolRows = await tx
    .insert(schools)
    .values(
      DEMO_SCHOOLS.map(([name, type, districtName], i) => {
        const d = districtOf(districtName);
        const secondary = type === 'MIDDLE' || type === 'HIGH';
        return {
          name,
          type,
          backpackBuddyId: String(1001 + i),
          schoolMarketAgencyNumber: secondary ? `SM${String(2001 + i)}` : null,
          teachersAidSchoolNumber: type !== 'ELEMENTARY' ? `TA${String(301 + i)}` : null,
          address1: `${100 + ((i * 373) % 8900)} ${STREETS[i % STREETS.length]}`,
          address2: i % 9 === 4 ? 'Building B' : null,
          city: d.city,
          county: d.county,
          state: 'TX',
          zip: d.zip,
          districtId: districtId.get(districtName),
          gradesServed: GRADES_BY_TYPE[type],
          notes: i % 5 === 0 ? 'Deliveries to the back gate on the east side of campus.' : null,
          ...programColumns(i),
          lastEdited: new Date('2025-07-15T15:00:00Z'),
        };
      }),
    )
    .returning({ id: schools.id, name: schools.name });
  const schoolIds = DEMO_SCHOOLS.map(([name]) => schoolRows.find((s) => s.name === name)!.id);

  const roster = DEMO_SCHOOLS.slice(0, BACKPACK_BUDDY_ROSTER).flatMap(([, , districtName], i) => {
    const d = districtOf(districtName);
    const domain = emailDomain(districtName);
    const rows: ({ type: TeamMemberType } & Person)[] = [
      { type: 'PRINCIPAL' as const, ...person(i, 'principal', domain, d.areaCode) },
      { type: 'PRIMARY' as const, ...person(i, 'primary', domain, d.areaCode) },
    ];
    if (i % 3 === 0)
      rows.push({ type: 'SECONDARY', ...person(i, 'secondary', domain, d.areaCode) });
    return rows.map((r) => ({ ...r, schoolId: schoolIds[i]!, program: 'BACKPACK_BUDDY' as const }));
  });
  await tx.insert(schoolTeamMembers).values(roster);

  await tx
    .insert(userSchools)
    .values(
      Object.entries(LINKS).flatMap(([email, link]) =>
        link.map((i) => ({ userId: userId.get(email)!, schoolId: schoolIds[i]! })),
      ),
    );

  const termRows = await tx
    .insert(programTerms)
    .values(
      PROGRAMS.flatMap((program) =>
        TERM_YEARS.flatMap((year) =>
          TERM_TYPES.map((type) => ({ program, type, year, ...termDates(type, year) })),
        ),
      ),
    )
    .returning();
  const termOf = (program: Program, type: TermType, year: number) =>
    termRows.find((t) => t.program === program && t.type === type && t.year === year)!;

  await tx.insert(programSettings).values([
    { program: 'BACKPACK_BUDDY', schoolEnabled: true, summerEnabled: true },
    { program: 'SCHOOL_MARKET', schoolEnabled: true, summerEnabled: false, waitlistEnabled: false },
    { program: 'TEACHERS_AID', schoolEnabled: true, summerEnabled: false, waitlistEnabled: false },
    { program: 'KIDS_CAFE', acceptingApplications: true, waitlisted: false, applicationYear: 2024 },
  ]);
  await tx.insert(notifications).values({
    program: 'BACKPACK_BUDDY',
    text: 'Reminder: please submit each monthly distribution report by the 10th of the following month.',
    updatedById: adminId,
  });
  await tx.insert(surveys).values([
    {
      program: 'BACKPACK_BUDDY',
      title: 'Backpack Buddy Mid-Year Check-In 2026',
      link: 'https://forms.example.org/backpack-buddy/mid-year-2026',
      createdById: adminId,
      createdAt: new Date('2026-01-12T15:00:00Z'),
    },
    {
      program: 'BACKPACK_BUDDY',
      title: 'Student and Family Feedback Survey',
      link: 'https://forms.example.org/backpack-buddy/family-feedback',
      createdById: adminId,
      createdAt: new Date('2026-03-02T15:00:00Z'),
    },
    {
      program: 'BACKPACK_BUDDY',
      title: 'End of Year Coordinator Survey 2025-2026',
      link: 'https://forms.example.org/backpack-buddy/end-of-year-2026',
      createdById: adminId,
      createdAt: new Date('2026-05-04T15:00:00Z'),
    },
  ]);
  // The email templates with their default texts (the catalogue's; admins edit them).
  await ensureEmailTemplates(tx);

  const context: DemoContext = {
    userId: (email) => userId.get(email) ?? null,
    adminId,
    schoolIds,
    termOf,
    linkedEducator: (index) => {
      for (const [email, link] of Object.entries(LINKS)) {
        if (link.includes(index)) return userId.get(email) ?? null;
      }
      return null;
    },
  };
  await seedDemoApplications(tx, context);
  await seedDemoSchoolMarket(tx);
  await seedDemoTeachersAid(tx);
  await seedDemoKidsCafe(tx);
  await seedDemoPartnerServices(tx);
}
