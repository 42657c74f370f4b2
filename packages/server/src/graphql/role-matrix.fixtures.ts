/**
 * The world of the role matrix (role-matrix.test.ts): two schools, A and B, with what the
 * operations touch, and the five callers. Not a test file itself.
 */
import { eq } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { users } from '../db/schema/auth.ts';
import { applicationSchoolMarket } from '../db/schema/application-school-market.ts';
import { applicationTeachersAid } from '../db/schema/application-teachers-aid.ts';
import { allocationEntries } from '../db/schema/allocations.ts';
import { districts } from '../db/schema/districts.ts';
import type { TeamMemberType } from '../db/schema/enums.ts';
import { storedFiles } from '../db/schema/files.ts';
import { foodSafetyEntries } from '../db/schema/food-safety.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { localStorage } from '../services/storage/local-storage.ts';
import {
  createBackpackBuddyApplication,
  createDistribution,
  createKidsCafeApplication,
  createOrganization,
  createOrganizationMember,
  createPartnerServicesApplication,
  createSite,
  createSiteMember,
  createDistrict,
  createPasswordResetToken,
  createReport,
  createSchool,
  createSignatureLink,
  createSurvey,
  createTeamMember,
  createTerm,
  createTermMonth,
  createUser,
  grantSchool,
  grantOrganization,
  grantSite,
  setProgramSettings,
} from '../testing/factories.ts';
import type { TestApi } from '../testing/test-api.ts';

/** anonymous; a newly registered account with no grant; educators of A and of B; an admin. */
export const CALLERS = ['anon', 'fresh', 'a', 'b', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type Outcome = 'allowed' | 'refused';
export type Expected = Record<Caller, Outcome>;

/** The error codes of a closed door. */
export const DOOR_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'];

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/** A school's Backpack Buddy roster as the inputs carry it (team members). */
export interface RosterInput {
  type: TeamMemberType;
  firstName: string;
  lastName: string;
  title?: string;
  phone: string;
  email: string;
}

let serial = 0;
const nextSerial = () => (serial += 1);

const rosterOf = (schoolKey: string): RosterInput[] => [
  {
    type: 'PRINCIPAL',
    firstName: 'Pat',
    lastName: `Principal${schoolKey}`,
    phone: '713-555-0100',
    email: `principal.${schoolKey.toLowerCase()}@school.test`,
  },
  {
    type: 'PRIMARY',
    firstName: 'Kim',
    lastName: `Primary${schoolKey}`,
    title: 'Counselor',
    phone: '713-555-0101',
    email: `primary.${schoolKey.toLowerCase()}@school.test`,
  },
];

/** A school's School Market contacts as the form carries them. */
const schoolMarketContactsOf = (schoolKey: string) => ({
  primaryPointOfContact: {
    firstName: 'Sam',
    lastName: `Contact${schoolKey}`,
    phone: '713-555-0102',
    email: `market.contact.${schoolKey.toLowerCase()}@school.test`,
  },
  principal: {
    firstName: 'Pat',
    lastName: `Principal${schoolKey}`,
    phone: '713-555-0100',
    email: `market.principal.${schoolKey.toLowerCase()}@school.test`,
  },
});

/** A school's Teachers Aid contacts as the form carries them. */
const teachersAidContactsOf = (schoolKey: string) => ({
  siteCoordinator: {
    firstName: 'Cora',
    lastName: `Coordinator${schoolKey}`,
    phone: '713-555-0103',
    email: `aid.coordinator.${schoolKey.toLowerCase()}@school.test`,
  },
  principal: {
    firstName: 'Pat',
    lastName: `Principal${schoolKey}`,
    phone: '713-555-0100',
    email: `aid.principal.${schoolKey.toLowerCase()}@school.test`,
  },
});

async function schoolWithRoster(api: TestApi, key: string, districtId: number) {
  const school = await createSchool(api.db, {
    name: `${key === 'A' ? 'Alpha' : 'Bravo'} High`,
    type: 'HIGH',
    districtId,
    address1: `${key === 'A' ? 1 : 2}00 Main St`,
    city: 'Houston',
    county: 'HARRIS',
    zip: '77002',
    gradesServed: ['9', '10', '11', '12'],
  });
  const roster = rosterOf(key);
  for (const member of roster) await createTeamMember(api.db, { schoolId: school.id, ...member });
  return { school, roster };
}

/**
 * Builds the world: school A (roster, a submitted application of educator A with its signature
 * link, an application in progress, a reported-on month with a student and the month before),
 * school B (its own roster and month), a survey, a document and a resource, and the callers.
 */
export async function buildWorld(api: TestApi) {
  await setProgramSettings(api.db, {
    program: 'BACKPACK_BUDDY',
    schoolEnabled: true,
    summerEnabled: true,
  });
  const district = await createDistrict(api.db, 'Matrix ISD');
  const term = await createTerm(api.db, { year: 2025, type: 'SCHOOL' });
  const summer = await createTerm(api.db, { year: 2025, type: 'SUMMER' });
  /** A term in which school A has no application (the school-claim attack applies in it). */
  const claimTerm = await createTerm(api.db, { year: 2026, type: 'SCHOOL' });

  const A = await schoolWithRoster(api, 'A', district.id);
  const B = await schoolWithRoster(api, 'B', district.id);

  // School Market: its terms, open intake, school A's School Market contacts.
  await setProgramSettings(api.db, {
    program: 'SCHOOL_MARKET',
    schoolEnabled: true,
    summerEnabled: true,
  });
  const smTerm = await createTerm(api.db, { program: 'SCHOOL_MARKET', year: 2025, type: 'SCHOOL' });
  const smSummer = await createTerm(api.db, {
    program: 'SCHOOL_MARKET',
    year: 2025,
    type: 'SUMMER',
  });
  const smContactsA = schoolMarketContactsOf('A');
  await createTeamMember(api.db, {
    schoolId: A.school.id,
    program: 'SCHOOL_MARKET',
    type: 'PRIMARY_POINT_OF_CONTACT',
    ...smContactsA.primaryPointOfContact,
  });
  await createTeamMember(api.db, {
    schoolId: A.school.id,
    program: 'SCHOOL_MARKET',
    type: 'PRINCIPAL',
    ...smContactsA.principal,
  });

  // Teachers Aid: its terms, open intake, school A's Teachers Aid contacts.
  await setProgramSettings(api.db, {
    program: 'TEACHERS_AID',
    schoolEnabled: true,
    summerEnabled: true,
  });
  const taTerm = await createTerm(api.db, { program: 'TEACHERS_AID', year: 2025, type: 'SCHOOL' });
  const taSummer = await createTerm(api.db, {
    program: 'TEACHERS_AID',
    year: 2025,
    type: 'SUMMER',
  });
  const taContactsA = teachersAidContactsOf('A');
  await createTeamMember(api.db, {
    schoolId: A.school.id,
    program: 'TEACHERS_AID',
    type: 'SITE_COORDINATOR',
    ...taContactsA.siteCoordinator,
  });
  await createTeamMember(api.db, {
    schoolId: A.school.id,
    program: 'TEACHERS_AID',
    type: 'PRINCIPAL',
    ...taContactsA.principal,
  });

  const educatorA = await createUser(api.db, { firstName: 'Ava', lastName: 'Alpha', phone: null });
  const educatorB = await createUser(api.db, { firstName: 'Ben', lastName: 'Bravo', phone: null });
  const admin = await createUser(api.db, { type: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  await grantSchool(api.db, educatorA.id, A.school.id, 'ADMIN');
  await grantSchool(api.db, educatorB.id, B.school.id, 'ADMIN');

  // The fresh account registers like anybody on the internet can.
  const registered = await api.gql(
    `mutation ($input: RegisterInput!) { register(input: $input) { userType } }`,
    {
      input: {
        firstName: 'Fred',
        lastName: 'Fresh',
        phone: '7135550199',
        email: 'fred.fresh@matrix.test',
        password: 'Fresh-account-1',
      },
    },
    { address: '10.9.0.1' },
  );
  if (registered.errors) throw new Error(`register: ${registered.errors[0]!.message}`);
  const [fresh] = await api.db
    .select()
    .from(users)
    .where(eq(users.email, 'fred.fresh@matrix.test'));

  const submittedA = await createBackpackBuddyApplication(api.db, {
    schoolId: A.school.id,
    termId: term.id,
    status: 'PENDING_PRINCIPAL',
    submittedById: educatorA.id,
    new: true,
    agreeToProgramPurpose: true,
    agreeToProgramResponsibilities: true,
    agreeNondiscrimination: true,
    verifyPrincipalEmail: A.roster[0]!.email,
  });
  const submittedLinkA = await createSignatureLink(api.db, {
    applicationId: submittedA.id,
    principalEmail: A.roster[0]!.email,
  });
  const draftA = await createBackpackBuddyApplication(api.db, {
    schoolId: A.school.id,
    termId: summer.id,
    status: 'IN_PROGRESS',
    stepsCompleted: 2,
    submittedById: educatorA.id,
    new: true,
  });

  const [smSubmittedA] = await api.db
    .insert(applicationSchoolMarket)
    .values({
      schoolId: A.school.id,
      termId: smTerm.id,
      status: 'PENDING_PRINCIPAL',
      submittedAt: new Date('2025-04-01T12:00:00Z'),
      submittedById: educatorA.id,
      new: true,
    })
    .returning();
  const [smDraftA] = await api.db
    .insert(applicationSchoolMarket)
    .values({
      schoolId: A.school.id,
      termId: smSummer.id,
      status: 'IN_PROGRESS',
      submittedById: educatorA.id,
      new: true,
    })
    .returning();

  const [taSubmittedA] = await api.db
    .insert(applicationTeachersAid)
    .values({
      schoolId: A.school.id,
      termId: taTerm.id,
      status: 'PENDING_PRINCIPAL',
      stepsCompleted: 3,
      submittedAt: new Date('2025-04-01T12:00:00Z'),
      submittedById: educatorA.id,
      new: true,
    })
    .returning();
  // Steps 1 and 2 saved in full: the matrix's step-2 and step-3 rows may save it.
  const [taDraftA] = await api.db
    .insert(applicationTeachersAid)
    .values({
      schoolId: A.school.id,
      termId: taSummer.id,
      status: 'IN_PROGRESS',
      stepsCompleted: 2,
      submittedById: educatorA.id,
      new: true,
    })
    .returning();

  const previousMonthA = await createTermMonth(api.db, {
    schoolId: A.school.id,
    termId: term.id,
    startDate: '2025-09-01',
  });
  await createDistribution(api.db, previousMonthA, { studentName: 'Paco Previous' });
  const openMonthA = await createTermMonth(api.db, {
    schoolId: A.school.id,
    termId: term.id,
    startDate: '2025-10-01',
  });
  const studentA = await createDistribution(api.db, openMonthA, {
    studentName: 'Ana Alpha',
    studentIdNumber: 'A-001',
    counts: [1, 1, 1, 1, 1],
  });
  const monthB = await createTermMonth(api.db, {
    schoolId: B.school.id,
    termId: term.id,
    startDate: '2025-10-01',
  });
  await createDistribution(api.db, monthB, { studentName: 'Bea Bravo' });

  const survey = await createSurvey(api.db, { title: 'Matrix survey' });

  // Kids Cafe: open intake, site A (educator A's, granted by an admin) with its two contacts,
  // site B (educator B's); A's draft and A's submitted (PENDING) application.
  await setProgramSettings(api.db, {
    program: 'KIDS_CAFE',
    acceptingApplications: true,
    waitlisted: false,
  });
  const siteA = await createSite(api.db, { name: 'Matrix Site A' });
  const siteB = await createSite(api.db, { name: 'Matrix Site B' });
  const siteContactsA = [
    await createSiteMember(api.db, {
      siteId: siteA.id,
      type: 'PRIMARY_POINT_CONTACT',
      firstName: 'Pia',
      lastName: 'Primary',
      email: 'pia.primary@site-a.test',
      isSupervisor: true,
    }),
    await createSiteMember(api.db, {
      siteId: siteA.id,
      type: 'SECONDARY_POINT_CONTACT',
      firstName: 'Sid',
      lastName: 'Secondary',
      email: 'sid.secondary@site-a.test',
    }),
  ];
  await grantSite(api.db, educatorA.id, siteA.id, 'ADMIN');
  await grantSite(api.db, educatorB.id, siteB.id, 'ADMIN');
  const kcSubmittedA = await createKidsCafeApplication(api.db, {
    siteId: siteA.id,
    type: 'SCHOOL',
    applicationYear: 2024,
    status: 'PENDING',
    stepsCompleted: 1,
    submittedAt: new Date('2024-04-01T12:00:00Z'),
    submittedById: educatorA.id,
  });
  // Partner Services: open intake, organization A (educator A's, granted by an admin) with its
  // two contacts, organization B (educator B's); A's draft and A's submitted (PENDING) one.
  await setProgramSettings(api.db, { program: 'PARTNER_SERVICES', acceptingApplications: true });
  const orgA = await createOrganization(api.db, { name: 'Matrix Pantry A' });
  const orgB = await createOrganization(api.db, { name: 'Matrix Pantry B' });
  const orgContactsA = [
    await createOrganizationMember(api.db, {
      organizationId: orgA.id,
      type: 'PRIMARY_POINT_CONTACT',
      firstName: 'Paz',
      lastName: 'Pantry',
      email: 'paz.pantry@org-a.test',
    }),
    await createOrganizationMember(api.db, {
      organizationId: orgA.id,
      type: 'SECONDARY_POINT_CONTACT',
      firstName: 'Sol',
      lastName: 'Second',
      email: 'sol.second@org-a.test',
    }),
  ];
  await grantOrganization(api.db, educatorA.id, orgA.id, 'ADMIN');
  await grantOrganization(api.db, educatorB.id, orgB.id, 'ADMIN');
  const psSubmittedA = await createPartnerServicesApplication(api.db, {
    organizationId: orgA.id,
    applicationYear: 2024,
    status: 'PENDING',
    stepsCompleted: 1,
    submittedAt: new Date('2024-04-01T12:00:00Z'),
    submittedById: educatorA.id,
  });
  const psDraftA = await createPartnerServicesApplication(api.db, {
    organizationId: orgA.id,
    applicationYear: 2025,
    status: 'IN_PROGRESS',
    submittedById: educatorA.id,
  });
  const kcDraftA = await createKidsCafeApplication(api.db, {
    siteId: siteA.id,
    type: 'SUMMER',
    applicationYear: 2024,
    status: 'IN_PROGRESS',
    submittedById: educatorA.id,
  });

  const storage = api.config.storage;
  if (storage.kind !== 'local') throw new Error('the role matrix uses local storage');
  const files = localStorage(storage.root);
  const bytes = new TextEncoder().encode('matrix file');
  await files.put(storage.buckets.documents, 'matrix-guide.txt', bytes);
  await files.put(storage.buckets.resources, 'matrix-resource.txt', bytes);
  await api.db.insert(storedFiles).values([
    { bucket: 'documents', key: 'matrix-guide.txt', title: 'Matrix guide', size: bytes.length },
    { bucket: 'resources', key: 'matrix-resource.txt', title: 'Matrix plan', size: bytes.length },
  ]);

  const loginPassword = 'Login-account-1';
  const loginUser = await createUser(api.db, {
    email: 'lou.login@matrix.test',
    passwordHash: await hashPassword(loginPassword),
  });

  const person = (u: typeof educatorA | typeof fresh): Person => ({
    id: u!.id,
    firstName: u!.firstName,
    lastName: u!.lastName,
    email: u!.email,
    phone: u!.phone,
  });
  const people: Record<Exclude<Caller, 'anon'>, Person> = {
    fresh: person(fresh),
    a: person(educatorA),
    b: person(educatorB),
    admin: person(admin),
  };

  const world = {
    api,
    district,
    term,
    summer,
    claimTerm,
    schoolA: A.school,
    rosterA: A.roster,
    schoolB: B.school,
    people,
    submittedA,
    submittedLinkA,
    draftA,
    smTerm,
    smSummer,
    smContactsA,
    smSubmittedA: smSubmittedA!,
    smDraftA: smDraftA!,
    taTerm,
    taSummer,
    taContactsA,
    taSubmittedA: taSubmittedA!,
    taDraftA: taDraftA!,
    previousMonthA,
    openMonthA,
    studentA,
    survey,
    siteA,
    siteB,
    siteContactsA,
    kcSubmittedA,
    kcDraftA,
    orgA,
    orgB,
    orgContactsA,
    psSubmittedA,
    psDraftA,
    documentKey: 'matrix-guide.txt',
    resourceKey: 'matrix-resource.txt',
    login: { email: loginUser.email, password: loginPassword },
  };
  return { ...world, make: makers(world) };
}

type WorldCore = {
  api: TestApi;
  openMonthA: { id: number; dates: { id: number }[] };
  term: { id: number };
  schoolA: { id: number; districtId: number | null };
  rosterA: RosterInput[];
  people: Record<Exclude<Caller, 'anon'>, Person>;
};

/**
 * Fresh targets, made per call, for the operations that destroy or spend what they touch
 * (deletes, archives, submissions, signatures, resets), so that rows pass in any order.
 */
function makers(w: WorldCore) {
  const db = w.api.db;
  const make = {
    /** A client address of its own, so that per-address limits of one row never touch another. */
    address: () => `10.1.${Math.floor(nextSerial() / 250)}.${(serial % 250) + 1}`,
    email: (prefix: string) => `${prefix}${nextSerial()}@matrix.test`,
    /** A Backpack Buddy school-year term nobody applied in. */
    term: () => createTerm(db, { year: 2100 + nextSerial(), type: 'SCHOOL' }),
    /** A School Market school-year term nobody applied in. */
    schoolMarketTerm: () =>
      createTerm(db, { program: 'SCHOOL_MARKET', year: 2100 + nextSerial(), type: 'SCHOOL' }),
    /** A Teachers Aid school-year term nobody applied in. */
    teachersAidTerm: () =>
      createTerm(db, { program: 'TEACHERS_AID', year: 2100 + nextSerial(), type: 'SCHOOL' }),
    /** A new month of school A (after every other), with one student; submitted if asked. */
    async monthOfA(options: { submitted?: boolean } = {}) {
      const n = nextSerial();
      const startDate = `${2030 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-01`;
      const month = await createTermMonth(db, {
        schoolId: w.schoolA.id,
        termId: w.term.id,
        startDate,
      });
      const student = await createDistribution(db, month, { studentName: `Student ${n}` });
      if (options.submitted) {
        await createReport(db, { termMonthId: month.id, submittedById: w.people.a.id });
      }
      return { month, student };
    },
    /** A new student of A's open month. */
    studentOfA: () => createDistribution(db, w.openMonthA, { studentName: `Gone ${nextSerial()}` }),
    /** An educator account of its own (no school). */
    account: () => createUser(db, { email: make.email('account') }),
    /** A new application of school A by educator A in a new term. */
    async applicationOfA(status: 'IN_PROGRESS' | 'PENDING_PRINCIPAL' = 'PENDING_PRINCIPAL') {
      const term = await make.term();
      return createBackpackBuddyApplication(db, {
        schoolId: w.schoolA.id,
        termId: term.id,
        status,
        submittedById: w.people.a.id,
        new: true,
        agreeToProgramPurpose: true,
        agreeToProgramResponsibilities: true,
        agreeNondiscrimination: true,
        verifyPrincipalEmail: w.rosterA[0]!.email,
      });
    },
    /** An unspent signature link of a new application of school A, sent to A's principal. */
    async signatureLinkOfA() {
      const app = await make.applicationOfA('PENDING_PRINCIPAL');
      return createSignatureLink(db, {
        applicationId: app.id,
        principalEmail: w.rosterA[0]!.email,
      });
    },
    /** A weekly allocation entry of school A, for the row that deletes one. */
    async allocationEntryOfA() {
      const [entry] = await db
        .insert(allocationEntries)
        .values({ schoolId: w.schoolA.id, weeklyAllocation: 5 })
        .returning();
      return entry!;
    },
    /** A food safety entry of school A, for the row that deletes one. */
    async foodSafetyEntryOfA() {
      const [entry] = await db
        .insert(foodSafetyEntries)
        .values({
          schoolId: w.schoolA.id,
          completedBy: 'Pat Row',
          completionDate: '2026-01-05',
          expirationDate: '2027-01-05',
        })
        .returning();
      return entry!;
    },
    /** A live Backpack Buddy survey, for the row that deletes one. */
    survey: () => createSurvey(db, { title: `Matrix survey ${nextSerial()}` }),
    /** An object of its own in a bucket (documents or resources), for the row that deletes one. */
    async storedObject(bucket: 'documents' | 'resources') {
      const storage = w.api.config.storage;
      if (storage.kind !== 'local') throw new Error('the role matrix uses local storage');
      const key = `matrix-${bucket}-${nextSerial()}.txt`;
      await localStorage(storage.root).put(
        storage.buckets[bucket],
        key,
        new TextEncoder().encode('matrix file'),
      );
      return key;
    },
    /** A PDF with a title of its own, for the rows that upload one. */
    uploadFile: () => ({
      file: new File(['%PDF-1.7\n%%EOF\n'], 'matrix.pdf', { type: 'application/pdf' }),
      title: `Matrix upload ${nextSerial()}`,
    }),
    /** A high school of A's district that nobody applied for or was granted. */
    school: () => createSchool(db, { type: 'HIGH', districtId: w.schoolA.districtId }),
    /** A school of educator A (archived if asked), for the operations that remove schools. */
    async schoolOfA(options: { archived?: boolean } = {}) {
      const school = await createSchool(db, {
        districtId: w.schoolA.districtId,
        deletedAt: options.archived ? new Date() : null,
      });
      await grantSchool(db, w.people.a.id, school.id, 'ADMIN');
      return school;
    },
    /** A Kids Cafe site nobody applied for or was granted. */
    site: () => createSite(db),
    /** A Kids Cafe site of educator A (archived if asked), for the operations that remove sites. */
    async siteOfA(options: { archived?: boolean } = {}) {
      const site = await createSite(db, { deletedAt: options.archived ? new Date() : null });
      await grantSite(db, w.people.a.id, site.id, 'ADMIN');
      return site;
    },
    /** A PENDING Kids Cafe application of a site of educator A, for status changes and deletes. */
    async kidsCafeApplicationOfA() {
      const site = await createSite(db);
      await grantSite(db, w.people.a.id, site.id, 'ADMIN');
      const application = await createKidsCafeApplication(db, {
        siteId: site.id,
        type: 'SCHOOL',
        applicationYear: 2024,
        status: 'PENDING',
        stepsCompleted: 1,
        submittedAt: new Date(),
        submittedById: w.people.a.id,
      });
      return { site, application };
    },
    /** A Partner Services organization nobody applied for or was granted. */
    organization: () => createOrganization(db),
    /** An organization of educator A (archived if asked), for the operations that remove them. */
    async organizationOfA(options: { archived?: boolean } = {}) {
      const organization = await createOrganization(db, {
        deletedAt: options.archived ? new Date() : null,
      });
      await grantOrganization(db, w.people.a.id, organization.id, 'ADMIN');
      return organization;
    },
    /** A PENDING Partner Services application of an organization of educator A. */
    async partnerServicesApplicationOfA() {
      const organization = await createOrganization(db);
      await grantOrganization(db, w.people.a.id, organization.id, 'ADMIN');
      const application = await createPartnerServicesApplication(db, {
        organizationId: organization.id,
        applicationYear: 2024,
        status: 'PENDING',
        stepsCompleted: 1,
        submittedAt: new Date(),
        submittedById: w.people.a.id,
      });
      return { organization, application };
    },
    /** An educator account of school A (deleted if asked), for the user administration. */
    async educatorOfA(options: { deleted?: boolean } = {}) {
      const user = await createUser(db, {
        email: make.email('target'),
        deletedAt: options.deleted ? new Date() : null,
      });
      await grantSchool(db, user.id, w.schoolA.id, 'ADMIN');
      return user;
    },
    /** A district of its own (archived if asked). */
    async district(options: { archived?: boolean } = {}) {
      const district = await createDistrict(db, `District ${nextSerial()}`);
      if (options.archived) {
        await db
          .update(districts)
          .set({ deletedAt: new Date() })
          .where(eq(districts.id, district.id));
      }
      return district;
    },
    /** A password reset token of an account of its own. */
    async resetToken() {
      const user = await createUser(db, { email: make.email('reset') });
      return createPasswordResetToken(db, user.id);
    },
  };
  return make;
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** Calls the API as a caller, with a session of its own (so that a logout spoils nothing). */
export function callAs(
  w: World,
  caller: Caller,
  document: string,
  variables: Record<string, unknown>,
): Promise<ExecutionResult<Record<string, unknown>>> {
  return callAsUser(w, caller === 'anon' ? null : w.people[caller].id, document, variables);
}

/** Calls the API as an account (null: anonymous) with a new session and client address. */
export async function callAsUser(
  w: World,
  userId: number | null,
  document: string,
  variables: Record<string, unknown>,
): Promise<ExecutionResult<Record<string, unknown>>> {
  const token =
    userId === null ? undefined : (await createSession(w.api.db, userId, 60 * 60 * 1000)).token;
  return w.api.gql(document, variables, { token, address: w.make.address() });
}

/** What a call shows: the door opened, closed, or a failure that proves neither. */
export type Verdict = { outcome: Outcome; why: string } | { outcome: 'inconclusive'; why: string };

/**
 * Reads a result. An error coded UNAUTHENTICATED, FORBIDDEN or NOT_FOUND is a refusal. Any other
 * error (bad input, a 500, a rate limit) proves neither, since input is often checked before the
 * door: the rows send valid input, so that an answer without errors shows the door opened. For
 * queries that answer null or empty instead of an error, a row's own check (`sees`: is the
 * target's data in the answer?) decides.
 */
export function verdict(
  result: ExecutionResult<Record<string, unknown>>,
  sees?: (data: Record<string, unknown>) => boolean,
): Verdict {
  const errors = result.errors ?? [];
  const door = errors.find((e) => DOOR_CODES.includes(String(e.extensions?.code)));
  if (door) return { outcome: 'refused', why: `${String(door.extensions?.code)}: ${door.message}` };
  const other = errors[0];
  if (other) {
    return {
      outcome: 'inconclusive',
      why: `error ${String(other.extensions?.code)}: ${other.message}`,
    };
  }
  const summary = `data ${JSON.stringify(result.data).slice(0, 300)}`;
  if (!sees) return { outcome: 'allowed', why: summary };
  return sees(result.data ?? {})
    ? { outcome: 'allowed', why: `target's data present; ${summary}` }
    : { outcome: 'refused', why: `target's data absent; ${summary}` };
}
