import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementVersion, PROGRAMS_BY_KEY } from '@portal/domain';
import {
  operatingFrequencyIssue,
  schoolMarketApplicationSchema,
} from '@portal/domain/programs/school-market';
import { hashToken } from '../../modules/auth/tokens.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { Database } from '../client.ts';
import {
  applicationSchoolMarket,
  districts,
  principalSignatures,
  programTerms,
  schools,
  schoolTeamMembers,
  userSchools,
  users,
} from '../schema/index.ts';
import type { ProposedSchool } from '../../modules/applications/proposed-school.ts';
import { DEMO_SCHOOLS } from './demo-data.ts';
import {
  DEMO_SCHOOL_MARKET_SCHOOLS,
  demoSchoolMarketPeople,
  demoSchoolMarketSignaturePath,
  demoSchoolMarketSignatureToken,
  seedDemoSchoolMarket,
} from './demo-school-market.ts';
import { seedDemo } from './demo.ts';

const NAMES = DEMO_SCHOOL_MARKET_SCHOOLS.map((s) => s.name);
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

/** The demo School Market applications, with their school and term, in a stable order. */
async function applications(database: Database) {
  return database.db
    .select({
      app: applicationSchoolMarket,
      school: schools,
      district: districts.name,
      term: programTerms,
      owner: users.email,
    })
    .from(applicationSchoolMarket)
    .innerJoin(schools, eq(schools.id, applicationSchoolMarket.schoolId))
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .innerJoin(programTerms, eq(programTerms.id, applicationSchoolMarket.termId))
    .leftJoin(users, eq(users.id, applicationSchoolMarket.submittedById))
    .where(inArray(schools.name, NAMES))
    .orderBy(asc(schools.name), asc(programTerms.year), asc(programTerms.type));
}

async function rosterOf(database: Database, schoolId: number) {
  return database.db
    .select()
    .from(schoolTeamMembers)
    .where(
      and(
        eq(schoolTeamMembers.schoolId, schoolId),
        eq(schoolTeamMembers.program, 'SCHOOL_MARKET'),
        isNull(schoolTeamMembers.deletedAt),
      ),
    )
    .orderBy(asc(schoolTeamMembers.id));
}

describe('School Market demo data', () => {
  let database: Database;
  let rows: Awaited<ReturnType<typeof applications>>;
  beforeAll(async () => {
    database = await seeded();
    rows = await applications(database);
  });

  it('keeps clear of the e2e journeys: schools of their own, names no journey search matches', () => {
    const stems = DEMO_SCHOOLS.map(([name]) => name.replace(/ \S+$/, '').toLowerCase());
    for (const name of NAMES) {
      expect(DEMO_SCHOOLS.map(([n]) => n)).not.toContain(name);
      for (const stem of [...stems, 'eastwood']) expect(name.toLowerCase()).not.toContain(stem);
    }
    expect(new Set(NAMES).size).toBe(NAMES.length);
  });

  it('has middle and high schools with agency numbers, statuses and a School Market roster', async () => {
    const found = await database.db.select().from(schools).where(inArray(schools.name, NAMES));
    expect(found).toHaveLength(NAMES.length);
    for (const school of found) {
      expect(['MIDDLE', 'HIGH']).toContain(school.type);
      expect(school.schoolMarketAgencyNumber).toMatch(/^SM\d{4}$/);
      expect(school.backpackBuddyId).toBeNull();
      expect(school.statusBackpackBuddy).toBeNull();
      const roster = await rosterOf(database, school.id);
      expect(roster.map((m) => m.type)).toEqual(['PRIMARY_POINT_OF_CONTACT', 'PRINCIPAL']);
      expect(roster[0]!.email).not.toBe(roster[1]!.email);
    }
    const statuses = Object.fromEntries(found.map((s) => [s.name, s.statusSchoolMarket]));
    expect(statuses).toEqual({
      'Clinton Park High School': 'PENDING',
      'Second Ward Middle School': 'ACTIVE',
      'Ella Boulevard Middle School': 'ACTIVE',
      'Bissonnet Creek High School': null,
      'Spencer Highway Middle School': 'INACTIVE',
      'Hammerly Oaks High School': 'WAITLISTED',
      'Pelican Island High School': 'INACTIVE',
      'Dulles Avenue Middle School': 'PENDING',
    });
    expect(new Set(found.map((s) => s.schoolMarketAgencyNumber)).size).toBe(found.length);
  });

  it('has applications in every School Market status, in the SCHOOL and SUMMER terms', () => {
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.app.status))).toEqual(
      new Set(PROGRAMS_BY_KEY.schoolMarket.statuses),
    );
    expect(new Set(rows.map((r) => `${r.term.type} ${r.term.year}`))).toEqual(
      new Set(['SCHOOL 2024', 'SCHOOL 2025', 'SUMMER 2025']),
    );
    expect(rows.every((r) => r.term.program === 'SCHOOL_MARKET')).toBe(true);
    expect(rows.every((r) => r.owner !== null)).toBe(true);
    expect(new Set(rows.map((r) => r.app.marketType))).toEqual(
      new Set(['BRICK_MORTAR', 'MOBILE', 'ALTERNATE']),
    );
    const waitlisted = rows.find((r) => r.app.status === 'WAITLISTED')!.app;
    expect(waitlisted).toMatchObject({ waitlisted: true });
    expect(waitlisted.waitlistedAt).toBeInstanceOf(Date);
    expect(rows.filter((r) => r.app.waitlisted)).toHaveLength(1);
  });

  it('gives the demo educator School Market applications but no new school', async () => {
    const mine = rows.filter((r) => r.owner === 'educator@example.org');
    expect(mine.map((r) => [r.school.name, r.app.status])).toEqual([
      ['Bissonnet Creek High School', 'IN_PROGRESS'],
      ['Clinton Park High School', 'PENDING_PRINCIPAL'],
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
        expect(proposal.roster?.program).toBe('SCHOOL_MARKET');
        expect(proposal.profile?.address1).toBe(school.address1);
        expect(app.signedAt).toBeNull();
        if (!rows.some((r) => r.school.id === school.id && r.app.status === 'APPROVED')) {
          expect(granted).toEqual([]);
        }
      }
    }
  });

  it('holds valid forms: submitted ones pass the submit schema, the draft the draft schema', async () => {
    for (const { app, school, term } of rows) {
      const roster = await rosterOf(database, school.id);
      const proposal = app.proposedSchool as ProposedSchool | null;
      const members = proposal?.roster?.members ?? roster;
      const contact = (type: string) => {
        const m = members.find((x) => x.type === type);
        return m
          ? {
              firstName: m.firstName,
              lastName: m.lastName,
              title: m.title,
              phone: m.phone,
              email: m.email,
            }
          : {};
      };
      const draft = app.status === 'IN_PROGRESS';
      expect(app.draft).toBe(draft);
      const input = {
        ...app,
        schoolType: school.type,
        districtId: school.districtId,
        ...(proposal?.profile ?? school),
        primaryPointOfContact: contact('PRIMARY_POINT_OF_CONTACT'),
        principal: contact('PRINCIPAL'),
      };
      const parsed = schoolMarketApplicationSchema(draft ? 'draft' : 'submit').safeParse(input);
      expect(parsed.error?.issues ?? [], `${school.name} ${app.status}`).toEqual([]);
      expect(operatingFrequencyIssue(app.operatingFrequency, term.type)).toBeNull();
      if (!draft) {
        expect(app.submittedAt).toBeInstanceOf(Date);
        expect(app.stepsCompleted).toBe(1);
      } else {
        expect(app.submittedAt).toBeNull();
      }
    }
  });

  it('shows the older text for 2024 and a continuation, the newer otherwise', () => {
    const versions = rows.map((r) => [
      r.school.name,
      r.term.year,
      r.term.type,
      r.app.isContinuation,
      agreementVersion({
        submittedAt: r.app.submittedAt,
        continuationCondition: r.app.isContinuation,
      }),
    ]);
    expect(versions).toContainEqual(['Second Ward Middle School', 2024, 'SCHOOL', false, 'older']);
    expect(versions).toContainEqual(['Second Ward Middle School', 2025, 'SCHOOL', true, 'older']);
    expect(versions.filter((v) => v[4] === 'older')).toHaveLength(2);
    expect(versions.filter((v) => v[3] === true)).toHaveLength(1);
  });

  it('sends the signature link to the Houston ISD primary point of contact, else the principal', async () => {
    const signatures = await database.db
      .select({ signature: principalSignatures, app: applicationSchoolMarket, school: schools })
      .from(principalSignatures)
      .innerJoin(
        applicationSchoolMarket,
        eq(applicationSchoolMarket.id, principalSignatures.applicationSchoolMarketId),
      )
      .innerJoin(schools, eq(schools.id, applicationSchoolMarket.schoolId))
      .where(inArray(schools.name, NAMES));
    expect(signatures.map((s) => s.app.status).sort()).toEqual([
      'APPROVED',
      'APPROVED',
      'APPROVED',
      'APPROVED',
      'PENDING_PRINCIPAL',
      'PENDING_PRINCIPAL',
    ]);
    for (const { signature, app, school } of signatures) {
      const index = NAMES.indexOf(school.name);
      const people = demoSchoolMarketPeople(index);
      const houston = DEMO_SCHOOL_MARKET_SCHOOLS[index]!.district === 'Houston ISD';
      const signer = houston ? people.primary : people.principal;
      expect(signature).toMatchObject({ program: 'SCHOOL_MARKET', principalEmail: signer.email });
      if (app.status === 'APPROVED') {
        expect(signature).toMatchObject({
          signeeEmail: signer.email,
          signeeName: `${signer.firstName} ${signer.lastName}`,
        });
        expect(signature.signedAt).toEqual(app.signedAt);
      } else {
        expect(signature.signedAt).toBeNull();
        expect(signature.expiresAt.getTime()).toBeGreaterThan(Date.now());
      }
    }
    // Houston ISD's pending application: its link is the one the demo can open.
    const clinton = DEMO_SCHOOL_MARKET_SCHOOLS[0]!;
    const pending = clinton.applications[0]!;
    const token = demoSchoolMarketSignatureToken(clinton, pending);
    const [row] = await database.db
      .select()
      .from(principalSignatures)
      .where(eq(principalSignatures.tokenHash, hashToken(token)));
    expect(row).toMatchObject({
      principalEmail: demoSchoolMarketPeople(0).primary.email,
      signedAt: null,
    });
    expect(demoSchoolMarketSignaturePath(clinton, pending)).toBe(`/principal-signature/${token}`);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await applications(database);
    await database.db.transaction((tx) => seedDemoSchoolMarket(tx));
    expect(await applications(database)).toEqual(before);
    const [terms] = await database.db
      .select({ n: count() })
      .from(programTerms)
      .where(eq(programTerms.program, 'SCHOOL_MARKET'));
    expect(terms!.n).toBe(6);
  });
});

describe('seedDemoSchoolMarket', () => {
  it('is deterministic for the same seeding time', async () => {
    const snapshot = async () => {
      const database = await openTestDatabase();
      opened.push(database);
      await seedDemo(database.db);
      // Seed again at a fixed time into a copy without the School Market demo schools.
      await database.db.delete(schools).where(inArray(schools.name, NAMES));
      await database.db.transaction((tx) => seedDemoSchoolMarket(tx, SEEDED_AT));
      const list = await applications(database);
      const signatures = (
        await database.db
          .select({ signature: principalSignatures })
          .from(principalSignatures)
          .innerJoin(
            applicationSchoolMarket,
            eq(applicationSchoolMarket.id, principalSignatures.applicationSchoolMarketId),
          )
          .innerJoin(schools, eq(schools.id, applicationSchoolMarket.schoolId))
          .where(inArray(schools.name, NAMES))
      ).map((r) => r.signature);
      const strip = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;
      return {
        applications: list.map((r) => ({
          school: r.school.name,
          status: r.school.statusSchoolMarket,
          term: `${r.term.type} ${r.term.year}`,
          owner: r.owner,
          app: {
            ...strip(r.app),
            schoolId: undefined,
            termId: undefined,
            submittedById: undefined,
          },
        })),
        signatures: signatures
          .map((s) => ({ ...strip(s), applicationSchoolMarketId: undefined }))
          .sort((a, b) => a.tokenHash.localeCompare(b.tokenHash)),
      };
    };
    const [a, b] = [await snapshot(), await snapshot()];
    expect(a).toEqual(b);
    // The links waiting for a signature run SIGNATURE_LINK_TTL_DAYS from the seeding.
    const pending = a.signatures.filter((s) => s.signedAt === null);
    expect(pending.map((s) => s.expiresAt)).toEqual([
      new Date('2030-02-14T12:00:00Z'),
      new Date('2030-02-14T12:00:00Z'),
    ]);
  });
});
