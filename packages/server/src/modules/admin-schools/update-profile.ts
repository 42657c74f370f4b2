import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { MESSAGES, adminSchoolProfileSchema, type AdminSchoolProfile } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import { districts } from '../../db/schema/districts.ts';
import type { SchoolType } from '../../db/schema/enums.ts';
import { schools } from '../../db/schema/schools.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError, parseInput } from '../../graphql/errors.ts';
import type { AdminUpdateSchoolProfileInput } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { applicationRows, mostRecentApproved } from './application-rows.ts';
import { programConfig, type SchoolProgramConfig } from './programs.ts';
import { lockSchool } from './school-lock.ts';
import { adminSchool } from './school-view.ts';

/** Ours: the spec does not say Backpack Buddy IDs are unique; the database does. */
export const BACKPACK_BUDDY_ID_TAKEN = 'Backpack Buddy ID already in use';

async function assertLiveDistrict(tx: Tx, districtId: number) {
  const [district] = await tx
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.id, districtId), isNull(districts.deletedAt)))
    .limit(1);
  if (!district) throw fieldError('districtId', MESSAGES.required);
}

async function assertBackpackBuddyIdFree(tx: Tx, schoolId: number, backpackBuddyId: string) {
  const [other] = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.backpackBuddyId, backpackBuddyId), ne(schools.id, schoolId)))
    .limit(1);
  if (other) throw fieldError('programId', BACKPACK_BUDDY_ID_TAKEN);
}

async function saveProfile(
  tx: Tx,
  actorId: number,
  config: SchoolProgramConfig,
  input: AdminUpdateSchoolProfileInput,
) {
  const school = await lockSchool(tx, input.schoolId);
  const t = config.table;
  const approved = mostRecentApproved(
    await applicationRows(tx, config, and(eq(t.schoolId, school.id), isNull(t.deletedAt))),
  );
  const data = parseInput<AdminSchoolProfile>(
    adminSchoolProfileSchema({ hasApprovedApplication: !!approved }),
    input,
  );
  // A school may keep a district archived since; a new choice must be a live district.
  if (data.districtId !== school.districtId) await assertLiveDistrict(tx, data.districtId);
  const programIdColumn = config.columns.programId;
  if (programIdColumn === 'backpackBuddyId' && data.programId) {
    await assertBackpackBuddyIdFree(tx, school.id, data.programId);
  }

  const after = {
    name: data.name,
    type: data.type as SchoolType,
    address1: data.address1,
    address2: data.address2,
    city: data.city,
    county: data.county,
    state: data.state,
    zip: data.zip,
    districtId: data.districtId,
    gradesServed: data.gradesServed,
    notes: data.notes,
    [programIdColumn]: data.programId,
  };
  const before = Object.fromEntries(
    Object.keys(after).map((key) => [key, school[key as keyof typeof school]]),
  );
  await tx
    .update(schools)
    .set({ ...after, lastEdited: sql`now()` })
    .where(eq(schools.id, school.id));
  await recordAudit(tx, {
    actorId,
    action: 'UPDATE_PROFILE',
    entityType: 'schools',
    entityId: school.id,
    before,
    after,
  });

  if (approved) {
    const counts = {
      numTotalEnrollment: data.numTotalEnrollment,
      numReducedLunch: data.numReducedLunch,
      numFreeLunch: data.numFreeLunch,
      new: data.participatedLastYear === null ? null : !data.participatedLastYear,
    };
    await tx.update(t).set(counts).where(eq(t.id, approved.id));
    await recordAudit(tx, {
      actorId,
      action: 'UPDATE_PROFILE',
      entityType: config.tableName,
      entityId: approved.id,
      before: {
        numTotalEnrollment: approved.numTotalEnrollment,
        numReducedLunch: approved.numReducedLunch,
        numFreeLunch: approved.numFreeLunch,
        new: approved.new,
      },
      after: counts,
    });
  }
}

/**
 * The School Profile tab's save: the school's profile and program id, and the counts of its most
 * recent approved application (required when there is one), in one transaction.
 */
export async function updateSchoolProfile(ctx: Context, input: AdminUpdateSchoolProfileInput) {
  const config = programConfig(input.program);
  try {
    await ctx.db.transaction((tx) => saveProfile(tx, ctx.viewer!.userId, config, input));
  } catch (error) {
    // Two admins giving the same ID at once: the unique index decides.
    if (isUniqueViolation(error, 'schools_backpack_buddy_id_key')) {
      throw fieldError('programId', BACKPACK_BUDDY_ID_TAKEN);
    }
    throw error;
  }
  return adminSchool(ctx.db, input.program, input.schoolId);
}
