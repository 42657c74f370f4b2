import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../client.ts';
import { applicationBackpackBuddy } from '../schema/application-backpack-buddy.ts';
import { applicationSchoolMarket } from '../schema/application-school-market.ts';
import { applicationTeachersAid, teachers } from '../schema/application-teachers-aid.ts';
import type { Program } from '../schema/enums.ts';
import { schoolTeamMembers } from '../schema/schools.ts';
import { principalSignatures } from '../schema/signatures.ts';
import type { DemoContext } from './demo-context.ts';
import { DEMO_DISTRICTS, DEMO_SCHOOLS, DEMO_TEACHERS } from './demo-data.ts';
import { emailDomain, person, type Person } from './demo-people.ts';
import {
  BACKPACK_BUDDY_PLAN,
  SCHOOL_MARKET_PLAN,
  signedAt,
  submittedAt,
  TEACHERS_AID_PLAN,
  withContinuation,
  type PlannedApplication,
} from './demo-plan.ts';
import { seedDemoReports } from './demo-reports.ts';

const DAY = 86_400_000;
const full = (p: Person) => `${p.firstName} ${p.lastName}`;

function schoolPeople(index: number) {
  const districtName = DEMO_SCHOOLS[index]![2];
  const district = DEMO_DISTRICTS.find((d) => d.name === districtName)!;
  const domain = emailDomain(districtName);
  return {
    districtName,
    principal: person(index, 'principal', domain, district.areaCode),
    primary: person(index, 'primary', domain, district.areaCode),
    coordinator: person(index, 'coordinator', domain, district.areaCode),
  };
}

/** Created, updated and submitted times of a planned application. */
function times(p: PlannedApplication) {
  const submitted = submittedAt(p);
  const signed = signedAt(p);
  const createdAt = submitted
    ? new Date(submitted.getTime() - 7 * DAY)
    : new Date(Date.UTC(p.year, 9, 1, 14));
  return { submittedAt: submitted, createdAt, updatedAt: signed ?? submitted ?? createdAt };
}

/** Fields shared by the three school programs' applications. */
function schoolApplication(
  ctx: DemoContext,
  program: Program,
  p: PlannedApplication & { isContinuation: boolean; isNew: boolean },
) {
  const draft = p.status === 'IN_PROGRESS';
  const people = schoolPeople(p.index);
  const enrollment = 350 + ((p.index * 53 + p.year) % 900);
  const signer = full(people.primary);
  return {
    ...times(p),
    status: p.status,
    draft,
    new: p.isNew,
    isContinuation: p.isContinuation,
    submittedById: ctx.linkedEducator(p.index),
    schoolId: ctx.schoolIds[p.index]!,
    termId: ctx.termOf(program, p.type, p.year).id,
    organizationType: 'PUBLIC_SCHOOL',
    nonProfitOrganizations:
      p.index % 4 === 0 ? `${people.districtName} Education Foundation` : null,
    numTotalEnrollment: enrollment,
    numFreeLunch: draft ? null : Math.floor(enrollment * 0.62),
    numReducedLunch: draft ? null : Math.floor(enrollment * 0.11),
    certififedVerification: draft ? null : true,
    nameSignFirst: draft ? null : signer,
    nameSignSecond: draft ? null : signer,
    nameSignThird: draft ? null : signer,
    signedAt: signedAt(p),
  };
}

/** A signature request row for a submitted application awaiting or holding the signature. */
function signature(p: PlannedApplication, signee: Person) {
  const sent = submittedAt(p)!;
  const signed = signedAt(p);
  return {
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    principalEmail: signee.email,
    expiresAt: new Date(sent.getTime() + 30 * DAY),
    signeeName: signed ? full(signee) : null,
    signeeEmail: signed ? signee.email : null,
    signedAt: signed,
    signeeAddress: signed ? `203.0.113.${10 + p.index}` : null,
    createdAt: sent,
  };
}

/** Finds the inserted id of a planned school application by its school and term. */
function applicationIds(
  ctx: DemoContext,
  program: Program,
  rows: { id: number; schoolId: number; termId: number }[],
) {
  return (p: PlannedApplication) => {
    const schoolId = ctx.schoolIds[p.index];
    const termId = ctx.termOf(program, p.type, p.year).id;
    return rows.find((r) => r.schoolId === schoolId && r.termId === termId)!.id;
  };
}

const awaitsOrHasSignature = (p: PlannedApplication) =>
  p.status === 'APPROVED' || p.status === 'PENDING_PRINCIPAL';

/** Applications of every program, their rosters, signatures and Backpack Buddy reports. */
export async function seedDemoApplications(tx: Tx, ctx: DemoContext): Promise<void> {
  await seedBackpackBuddy(tx, ctx);
  await seedSchoolMarket(tx, ctx);
  await seedTeachersAid(tx, ctx);
}

async function seedBackpackBuddy(tx: Tx, ctx: DemoContext) {
  const planned = withContinuation(BACKPACK_BUDDY_PLAN);
  const rows = await tx
    .insert(applicationBackpackBuddy)
    .values(
      planned.map((p) => {
        const draft = p.status === 'IN_PROGRESS';
        return {
          ...schoolApplication(ctx, 'BACKPACK_BUDDY', p),
          emailSecondaryCoordinator: draft ? null : p.index % 3 === 0,
          willHelpMediaEvents: draft ? null : p.index % 4 !== 1,
          willDistributeInfo: draft ? null : true,
          programInterests: draft
            ? []
            : [['NUTRITION_EDUCATION', 'SNAP'], ['KIDS_CAFE'], ['TEACHERS_AID', 'SNAP'], []][
                p.index % 4
              ]!,
          agreeToProgramPurpose: !draft,
          agreeToProgramResponsibilities: !draft,
          agreeNondiscrimination: !draft,
          verifyPrincipalEmail: draft ? null : schoolPeople(p.index).principal.email,
        };
      }),
    )
    .returning({
      id: applicationBackpackBuddy.id,
      schoolId: applicationBackpackBuddy.schoolId,
      termId: applicationBackpackBuddy.termId,
    });
  const idOf = applicationIds(ctx, 'BACKPACK_BUDDY', rows);
  await tx.insert(principalSignatures).values(
    planned.flatMap((p) =>
      awaitsOrHasSignature(p)
        ? [
            {
              program: 'BACKPACK_BUDDY' as const,
              applicationBackpackBuddyId: idOf(p),
              ...signature(p, schoolPeople(p.index).principal),
            },
          ]
        : [],
    ),
  );
  await seedDemoReports(tx, ctx, planned);
}

async function seedSchoolMarket(tx: Tx, ctx: DemoContext) {
  const planned = withContinuation(SCHOOL_MARKET_PLAN);
  const indexes = [...new Set(planned.map((p) => p.index))];
  await tx.insert(schoolTeamMembers).values(
    indexes.flatMap((index) => {
      const people = schoolPeople(index);
      return [
        { type: 'PRIMARY_POINT_OF_CONTACT' as const, ...people.primary },
        { type: 'PRINCIPAL' as const, ...people.principal },
      ].map((m) => ({ ...m, schoolId: ctx.schoolIds[index]!, program: 'SCHOOL_MARKET' as const }));
    }),
  );
  const rows = await tx
    .insert(applicationSchoolMarket)
    .values(
      planned.map((p) => {
        const draft = p.status === 'IN_PROGRESS';
        return {
          ...schoolApplication(ctx, 'SCHOOL_MARKET', p),
          marketType: p.marketType,
          operatingFrequency: draft ? null : 'AUGUST_MAY_TWICE_MONTHLY',
          preferredDistributionDay: draft ? null : 'WEDNESDAY',
          preferredDistributionTime: draft ? null : 'DISTRIBUTION_2PM_5PM',
          secondaryPreferredDistributionDay: draft ? null : 'THURSDAY',
          secondaryPreferredDistributionTime: draft ? null : 'DISTRIBUTION_8AM_11AM',
          agreeToProgramPurpose: !draft,
          agreeToProgramResponsibilities: !draft,
          agreeNondiscrimination: !draft,
          waitlisted: p.status === 'WAITLISTED',
          waitlistedAt: p.status === 'WAITLISTED' ? submittedAt(p) : null,
        };
      }),
    )
    .returning({
      id: applicationSchoolMarket.id,
      schoolId: applicationSchoolMarket.schoolId,
      termId: applicationSchoolMarket.termId,
    });
  const idOf = applicationIds(ctx, 'SCHOOL_MARKET', rows);
  await tx.insert(principalSignatures).values(
    planned.flatMap((p) => {
      if (!awaitsOrHasSignature(p)) return [];
      const people = schoolPeople(p.index);
      // Houston ISD: the primary point of contact signs School Market applications.
      const signee = people.districtName === 'Houston ISD' ? people.primary : people.principal;
      return [
        {
          program: 'SCHOOL_MARKET' as const,
          applicationSchoolMarketId: idOf(p),
          ...signature(p, signee),
        },
      ];
    }),
  );
}

async function seedTeachersAid(tx: Tx, ctx: DemoContext) {
  const planned = withContinuation(TEACHERS_AID_PLAN);
  const indexes = [...new Set(planned.map((p) => p.index))];
  await tx.insert(schoolTeamMembers).values(
    indexes.flatMap((index) => {
      const people = schoolPeople(index);
      return [
        { type: 'SITE_COORDINATOR' as const, ...people.coordinator },
        { type: 'PRINCIPAL' as const, ...people.principal },
      ].map((m) => ({ ...m, schoolId: ctx.schoolIds[index]!, program: 'TEACHERS_AID' as const }));
    }),
  );
  const rows = await tx
    .insert(applicationTeachersAid)
    .values(
      planned.map((p) => {
        const draft = p.status === 'IN_PROGRESS';
        return {
          ...schoolApplication(ctx, 'TEACHERS_AID', p),
          demographicAsian: 0.08,
          demographicBlack: 0.31,
          demographicHispanic: 0.44,
          demographicWhite: 0.17,
          certifiedProgramRules: !draft,
          certifiedAgreement: !draft,
          certifiedNonDiscrimination: !draft,
          verifyPrincipalEmail: draft ? null : schoolPeople(p.index).principal.email,
          waitlisted: p.status === 'WAITLISTED',
          waitlistedAt: p.status === 'WAITLISTED' ? submittedAt(p) : null,
        };
      }),
    )
    .returning({
      id: applicationTeachersAid.id,
      schoolId: applicationTeachersAid.schoolId,
      termId: applicationTeachersAid.termId,
    });
  const idOf = applicationIds(ctx, 'TEACHERS_AID', rows);
  await tx.insert(teachers).values(
    planned.flatMap((p) => {
      const domain = emailDomain(schoolPeople(p.index).districtName);
      const count = p.status === 'IN_PROGRESS' ? 2 : 3 + (p.index % 3);
      return DEMO_TEACHERS.slice(0, count).map(
        ([firstName, lastName, title, grades, subjects]) => ({
          applicationTeachersAidId: idOf(p),
          firstName,
          lastName,
          title,
          phone: `713-555-${String(2000 + p.index * 10 + grades.length).padStart(4, '0')}`,
          email: `${firstName}.${lastName}@${domain}`.toLowerCase(),
          proxyTeacher: firstName === 'Omar' ? 'Jessica Tate' : null,
          gradesTaught: grades,
          subjectsTaught: subjects,
          numStudentsTaughtPerYear: 90 + grades.length * 20,
        }),
      );
    }),
  );
  await tx.insert(principalSignatures).values(
    planned.flatMap((p) =>
      awaitsOrHasSignature(p)
        ? [
            {
              program: 'TEACHERS_AID' as const,
              applicationTeachersAidId: idOf(p),
              ...signature(p, schoolPeople(p.index).principal),
            },
          ]
        : [],
    ),
  );
}
