import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementVersion, PROGRAMS_BY_KEY } from '@portal/domain';
import { teacherSchema } from '@portal/domain/programs/teachers-aid';
import { hashToken } from '../../modules/auth/tokens.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { Database } from '../client.ts';
import {
  applicationTeachersAid,
  principalSignatures,
  programTerms,
  schools,
  schoolTeamMembers,
  teachers,
  userSchools,
  users,
} from '../schema/index.ts';
import type { ProposedSchool } from '../../modules/applications/proposed-school.ts';
import { DEMO_SCHOOLS } from './demo-data.ts';
import { DEMO_SCHOOL_MARKET_SCHOOLS } from './demo-school-market.ts';
import {
  DEMO_TEACHERS_AID_SCHOOLS,
  demoTeachersAidDemographics,
  demoTeachersAidPeople,
  demoTeachersAidSignaturePath,
  demoTeachersAidSignatureToken,
  demoTeachersAidTeachers,
  seedDemoTeachersAid,
} from './demo-teachers-aid.ts';
import { seedDemo } from './demo.ts';

const NAMES = DEMO_TEACHERS_AID_SCHOOLS.map((s) => s.name);
const SEEDED_AT = new Date('2030-01-15T12:00:00Z');

const opened: Database[] = [];
async function seeded(): Promise<Database> {
  const database = await openTestDatabase();
  opened.push(database);
  await seedDemo(database.db);
  return database;
}
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
});

/** The demo Teachers Aid applications, with their school, term and owner, in a stable order. */
async function applications(database: Database) {
  return database.db
    .select({
      app: applicationTeachersAid,
      school: schools,
      term: programTerms,
      owner: users.email,
    })
    .from(applicationTeachersAid)
    .innerJoin(schools, eq(schools.id, applicationTeachersAid.schoolId))
    .innerJoin(programTerms, eq(programTerms.id, applicationTeachersAid.termId))
    .leftJoin(users, eq(users.id, applicationTeachersAid.submittedById))
    .where(inArray(schools.name, NAMES))
    .orderBy(asc(schools.name), asc(programTerms.year), asc(programTerms.type));
}

async function teachersOf(database: Database, applicationId: number) {
  return database.db
    .select()
    .from(teachers)
    .where(eq(teachers.applicationTeachersAidId, applicationId))
    .orderBy(asc(teachers.id));
}

describe('Teachers Aid demo data', () => {
  let database: Database;
  let rows: Awaited<ReturnType<typeof applications>>;
  beforeAll(async () => {
    database = await seeded();
    rows = await applications(database);
  });

  it('keeps clear of the e2e journeys: schools of their own, names no journey search matches', () => {
    const others = [
      ...DEMO_SCHOOLS.map(([name]) => name),
      ...DEMO_SCHOOL_MARKET_SCHOOLS.map((s) => s.name),
    ];
    const stems = others.map((name) => name.replace(/ \S+$/, '').toLowerCase());
    for (const name of NAMES) {
      expect(others).not.toContain(name);
      for (const stem of [...stems, 'eastwood']) expect(name.toLowerCase()).not.toContain(stem);
    }
    expect(new Set(NAMES).size).toBe(NAMES.length);
  });

  it('has middle and high schools with school numbers, statuses and a Teachers Aid roster', async () => {
    const found = await database.db.select().from(schools).where(inArray(schools.name, NAMES));
    expect(found).toHaveLength(NAMES.length);
    for (const school of found) {
      expect(['MIDDLE', 'HIGH']).toContain(school.type);
      expect(school.teachersAidSchoolNumber).toMatch(/^TA\d{4}$/);
      expect(school.backpackBuddyId).toBeNull();
      expect(school.statusBackpackBuddy).toBeNull();
      expect(school.statusSchoolMarket).toBeNull();
      const roster = await database.db
        .select()
        .from(schoolTeamMembers)
        .where(and(eq(schoolTeamMembers.schoolId, school.id), isNull(schoolTeamMembers.deletedAt)))
        .orderBy(asc(schoolTeamMembers.id));
      expect(roster.map((m) => [m.program, m.type])).toEqual([
        ['TEACHERS_AID', 'SITE_COORDINATOR'],
        ['TEACHERS_AID', 'PRINCIPAL'],
      ]);
      expect(roster[0]!.email).not.toBe(roster[1]!.email);
    }
    expect(Object.fromEntries(found.map((s) => [s.name, s.statusTeachersAid]))).toEqual({
      'Lockhaven Prairie Middle School': 'PENDING',
      'Quillfeather High School': null,
      'Marigold Flats Middle School': null,
      'Juniper Hollow High School': 'ACTIVE',
      'Sagebrook Middle School': 'INACTIVE',
      'Wrenfield High School': 'WAITLISTED',
      'Driftwood Shoals Middle School': 'INACTIVE',
      'Thornbury Ranch High School': 'ACTIVE',
    });
    expect(new Set(found.map((s) => s.teachersAidSchoolNumber)).size).toBe(found.length);
  });

  it('has applications in every Teachers Aid status, drafts at step 1 and at step 2', () => {
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((r) => r.app.status))).toEqual(
      new Set(PROGRAMS_BY_KEY.teachersAid.statuses),
    );
    expect(rows.every((r) => r.term.program === 'TEACHERS_AID')).toBe(true);
    expect(rows.every((r) => r.owner !== null)).toBe(true);
    const drafts = rows.filter((r) => r.app.status === 'IN_PROGRESS');
    expect(
      drafts.map((r) => [r.app.draft, r.app.stepsCompleted, r.app.submittedAt]).sort(),
    ).toEqual([
      [true, 0, null],
      [true, 1, null],
    ]);
    for (const r of rows.filter((x) => x.app.status !== 'IN_PROGRESS')) {
      expect(r.app).toMatchObject({
        draft: false,
        stepsCompleted: 3,
        certifiedProgramRules: true,
        certifiedAgreement: true,
        certifiedNonDiscrimination: true,
        certififedVerification: true,
      });
      expect(r.app.submittedAt).toBeInstanceOf(Date);
      expect(r.app.nameSignFirst).toBeTruthy();
    }
    const waitlisted = rows.find((r) => r.app.status === 'WAITLISTED')!.app;
    expect(waitlisted.waitlisted).toBe(true);
    expect(waitlisted.waitlistedAt).toBeInstanceOf(Date);
    expect(rows.filter((r) => r.app.waitlisted)).toHaveLength(1);
  });

  it('gives staff demographics as fractions summing to at most 1', () => {
    for (const { app } of rows) {
      const parts = [
        app.demographicAsian,
        app.demographicBlack,
        app.demographicHispanic,
        app.demographicWhite,
      ];
      for (const p of parts) expect(p).toBeGreaterThanOrEqual(0);
      expect(parts.reduce((a, b) => a! + b!, 0)).toBeLessThanOrEqual(1);
    }
    for (const index of DEMO_TEACHERS_AID_SCHOOLS.keys()) {
      const sum = Object.values(demoTeachersAidDemographics(index)).reduce((a, b) => a + b, 0);
      expect(sum).toBeLessThanOrEqual(1);
    }
  });

  it('lists 5 to 25 valid teachers per application past step 1, none on a step 1 draft', async () => {
    const sizes: number[] = [];
    for (const { app, school } of rows) {
      const list = await teachersOf(database, app.id);
      if (app.status === 'IN_PROGRESS' && app.stepsCompleted === 0) {
        expect(list).toEqual([]);
        continue;
      }
      sizes.push(list.length);
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(list.length).toBeLessThanOrEqual(25);
      const emails = list.map((t) => t.email.toLowerCase());
      expect(new Set(emails).size).toBe(emails.length);
      const grades = school.gradesServed ?? [];
      for (const t of list) {
        const parsed = teacherSchema('submit').safeParse(t);
        expect(parsed.error?.issues ?? [], `${school.name} ${t.email}`).toEqual([]);
        expect(t.subjectsTaught.length).toBeGreaterThan(0);
        for (const g of t.gradesTaught) expect(grades).toContain(g);
      }
    }
    expect(sizes).toHaveLength(8);
    expect(new Set(sizes).size).toBeGreaterThan(2);
  });

  it('gives the demo educator a draft and a pending application but no new school', async () => {
    const mine = rows.filter((r) => r.owner === 'educator@example.org');
    expect(mine.map((r) => [r.school.name, r.app.status])).toEqual([
      ['Lockhaven Prairie Middle School', 'PENDING_PRINCIPAL'],
      ['Quillfeather High School', 'IN_PROGRESS'],
    ]);
    const [educator] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'educator@example.org'));
    const [links] = await database.db
      .select({ n: count() })
      .from(userSchools)
      .where(eq(userSchools.userId, educator!.id));
    expect(links!.n).toBe(3);
  });

  it('applies approved applications to the school and grants it to their submitter', async () => {
    for (const { app, school, owner } of rows) {
      const granted = await database.db
        .select({ source: userSchools.source, email: users.email })
        .from(userSchools)
        .innerJoin(users, eq(users.id, userSchools.userId))
        .where(eq(userSchools.schoolId, school.id));
      if (app.status === 'APPROVED') {
        expect(app.proposedSchool).toBeNull();
        expect(app.signedAt).toBeInstanceOf(Date);
        expect(granted).toEqual([{ source: 'APPLICATION', email: owner }]);
      } else {
        const proposal = app.proposedSchool as ProposedSchool;
        expect(proposal.roster?.program).toBe('TEACHERS_AID');
        expect(proposal.roster?.members.map((m) => m.type)).toEqual([
          'SITE_COORDINATOR',
          'PRINCIPAL',
        ]);
        expect(proposal.profile?.address1).toBe(school.address1);
        expect(app.signedAt).toBeNull();
        expect(granted).toEqual([]);
      }
    }
  });

  it('shows the older text for 2024 and a continuation, the newer otherwise', () => {
    const versions = rows.map((r) => [
      r.school.name,
      r.term.year,
      r.app.isContinuation,
      agreementVersion({
        submittedAt: r.app.submittedAt,
        continuationCondition: r.app.isContinuation,
      }),
    ]);
    expect(versions).toContainEqual(['Juniper Hollow High School', 2024, false, 'older']);
    expect(versions).toContainEqual(['Juniper Hollow High School', 2025, true, 'older']);
    expect(versions.filter((v) => v[3] === 'older')).toHaveLength(2);
  });

  it('sends the signature link to the principal; the pending one opens', async () => {
    const signatures = await database.db
      .select({ signature: principalSignatures, app: applicationTeachersAid, school: schools })
      .from(principalSignatures)
      .innerJoin(
        applicationTeachersAid,
        eq(applicationTeachersAid.id, principalSignatures.applicationTeachersAidId),
      )
      .innerJoin(schools, eq(schools.id, applicationTeachersAid.schoolId))
      .where(inArray(schools.name, NAMES));
    expect(signatures.map((s) => s.app.status).sort()).toEqual([
      'APPROVED',
      'APPROVED',
      'APPROVED',
      'PENDING_PRINCIPAL',
    ]);
    for (const { signature, app, school } of signatures) {
      const principal = demoTeachersAidPeople(NAMES.indexOf(school.name)).principal;
      expect(signature).toMatchObject({ program: 'TEACHERS_AID', principalEmail: principal.email });
      expect(app.verifyPrincipalEmail).toBe(principal.email);
      if (app.status === 'APPROVED') {
        expect(signature).toMatchObject({
          signeeEmail: principal.email,
          signeeName: `${principal.firstName} ${principal.lastName}`,
        });
        expect(signature.signedAt).toEqual(app.signedAt);
      } else {
        expect(signature.signedAt).toBeNull();
        expect(signature.expiresAt.getTime()).toBeGreaterThan(Date.now());
      }
    }
    const school = DEMO_TEACHERS_AID_SCHOOLS[0]!;
    const pending = school.applications[0]!;
    const token = demoTeachersAidSignatureToken(school, pending);
    const [row] = await database.db
      .select()
      .from(principalSignatures)
      .where(eq(principalSignatures.tokenHash, hashToken(token)));
    expect(row).toMatchObject({
      principalEmail: demoTeachersAidPeople(0).principal.email,
      signedAt: null,
    });
    expect(demoTeachersAidSignaturePath(school, pending)).toBe(`/principal-signature/${token}`);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await applications(database);
    const [teachersBefore] = await database.db.select({ n: count() }).from(teachers);
    await database.db.transaction((tx) => seedDemoTeachersAid(tx));
    expect(await applications(database)).toEqual(before);
    const [teachersAfter] = await database.db.select({ n: count() }).from(teachers);
    expect(teachersAfter!.n).toBe(teachersBefore!.n);
    const [terms] = await database.db
      .select({ n: count() })
      .from(programTerms)
      .where(eq(programTerms.program, 'TEACHERS_AID'));
    expect(terms!.n).toBe(6);
  });
});

describe('seedDemoTeachersAid', () => {
  it.each(
    DEMO_TEACHERS_AID_SCHOOLS.flatMap((s, i) => s.applications.map((a) => [s.name, i, a] as const)),
  )('%s %#: a deterministic roster of 5 to 25 teachers', (_, index, application) => {
    const roster = demoTeachersAidTeachers(index, application);
    expect(roster).toEqual(demoTeachersAidTeachers(index, application));
    expect(roster.length).toBeGreaterThanOrEqual(5);
    expect(roster.length).toBeLessThanOrEqual(25);
  });

  it('is deterministic for the same seeding time', async () => {
    const snapshot = async () => {
      const database = await openTestDatabase();
      opened.push(database);
      await seedDemo(database.db);
      // Seed again at a fixed time into a copy without the Teachers Aid demo schools.
      await database.db.delete(schools).where(inArray(schools.name, NAMES));
      await database.db.transaction((tx) => seedDemoTeachersAid(tx, SEEDED_AT));
      const list = await applications(database);
      const strip = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;
      const result = [];
      for (const r of list) {
        result.push({
          school: r.school.name,
          status: r.school.statusTeachersAid,
          term: `${r.term.type} ${r.term.year}`,
          owner: r.owner,
          app: {
            ...strip(r.app),
            schoolId: undefined,
            termId: undefined,
            submittedById: undefined,
          },
          teachers: (await teachersOf(database, r.app.id)).map((t) => ({
            ...strip(t),
            applicationTeachersAidId: undefined,
          })),
        });
      }
      const signatures = (
        await database.db
          .select({ signature: principalSignatures })
          .from(principalSignatures)
          .innerJoin(
            applicationTeachersAid,
            eq(applicationTeachersAid.id, principalSignatures.applicationTeachersAidId),
          )
          .innerJoin(schools, eq(schools.id, applicationTeachersAid.schoolId))
          .where(inArray(schools.name, NAMES))
      )
        .map((s) => ({ ...strip(s.signature), applicationTeachersAidId: undefined }))
        .sort((a, b) => a.tokenHash.localeCompare(b.tokenHash));
      return { applications: result, signatures };
    };
    const [a, b] = [await snapshot(), await snapshot()];
    expect(a).toEqual(b);
    const pending = a.signatures.filter((s) => s.signedAt === null);
    expect(pending.map((s) => s.expiresAt)).toEqual([new Date('2030-02-14T12:00:00Z')]);
  });
});
