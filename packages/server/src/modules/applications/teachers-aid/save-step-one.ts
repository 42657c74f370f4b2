import { eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { MESSAGES } from '@portal/domain';
import { teachersAidStepOneSchema } from '@portal/domain/programs/teachers-aid';
import { applicationTeachersAid } from '../../../db/schema/application-teachers-aid.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import type { Context } from '../../../graphql/context.ts';
import { fieldError, parseInput } from '../../../graphql/errors.ts';
import { openApplicationOf } from '../application-queries.ts';
import { previousYearApproval } from '../continuation.ts';
import { proposalFor, proposedProfile } from '../proposed-school.ts';
import { checkSchool, checkTerm } from '../save-checks.ts';
import { findTeachersAidApplicationFor } from './access.ts';
import { proposedMembers } from './contacts.ts';
import { teachersAidTable } from './table.ts';
import { assertEditable, stepsCompletedAfter } from './rules.ts';

const PROGRAM = 'TEACHERS_AID';
const PROGRAM_NAME = 'Teachers Aid';
/** The index that keeps one live application per school and term (application-common.ts). */
export const LIVE_KEY = 'application_teachers_aid_live_school_term_key';

export interface StepOneRequest {
  applicationTeachersAidId?: number | null;
  draft: boolean;
  siteCoordinator?: unknown;
  principal?: unknown;
  [field: string]: unknown;
}

class TermTaken extends Error {
  constructor(readonly year: number) {
    super('term taken');
  }
}

/**
 * Step 1 (school information, staff demographics, site coordinator and principal), in one
 * transaction. Creates the application when no id is given; otherwise the caller must be its
 * starter or an educator of its school, and it must still be in progress. The term must be a
 * Teachers Aid term whose intake is open; the school live, of the chosen type and district, not
 * elementary; and no other open application of the school for the term. The school's profile
 * and the two contacts as the educator gives them are kept on the application (proposed_school):
 * naming a school in a draft neither links the educator to it nor changes what its people see;
 * approval applies them (approval.ts). Demographics are stored as fractions.
 */
export async function saveStepOne(ctx: Context, input: StepOneRequest) {
  const viewer = ctx.viewer!;
  const mode = input.draft ? 'draft' : 'submit';
  const values = input.draft
    ? // A draft that sends no contact at all (naming only the term and the school).
      { ...input, siteCoordinator: input.siteCoordinator ?? {}, principal: input.principal ?? {} }
    : input;
  const data = parseInput(teachersAidStepOneSchema(mode), values);
  const complete = !input.draft || teachersAidStepOneSchema('submit').safeParse(values).success;
  let termYear = 0;
  try {
    return await ctx.db.transaction(async (tx) => {
      const existing = input.applicationTeachersAidId
        ? await findTeachersAidApplicationFor(tx, viewer, input.applicationTeachersAidId, {
            forUpdate: true,
          })
        : undefined;
      if (existing) assertEditable(existing);
      const term = await checkTerm(tx, PROGRAM, data.termId);
      termYear = term.year;
      const school = await checkSchool(tx, data, MESSAGES.notForElementary);
      const other = await openApplicationOf(tx, teachersAidTable, {
        schoolId: school.id,
        termId: term.id,
        exceptId: existing?.id,
      });
      if (other) throw new TermTaken(term.year);

      // The school's shared records change only when the application is approved.
      const proposedSchool = await proposalFor(tx, school.id, {
        profile: proposedProfile(data, school),
        roster: { program: PROGRAM, members: await proposedMembers(tx, school.id, data) },
      });
      const continuing = !!(await previousYearApproval(
        tx,
        teachersAidTable,
        school.id,
        new Date(),
      ));
      const row = {
        termId: term.id,
        schoolId: school.id,
        new: data.new,
        organizationType: data.organizationType,
        nonProfitOrganizations: data.nonProfitOrganizations,
        numTotalEnrollment: data.numTotalEnrollment,
        numReducedLunch: data.numReducedLunch,
        numFreeLunch: data.numFreeLunch,
        demographicAsian: data.demographicAsian,
        demographicBlack: data.demographicBlack,
        demographicHispanic: data.demographicHispanic,
        demographicWhite: data.demographicWhite,
        proposedSchool,
        isContinuation: continuing,
        draft: input.draft,
        stepsCompleted: stepsCompletedAfter(existing, 1, { draft: input.draft, complete }),
      };
      const [saved] = existing
        ? await tx
            .update(applicationTeachersAid)
            .set(row)
            .where(eq(applicationTeachersAid.id, existing.id))
            .returning()
        : await tx
            .insert(applicationTeachersAid)
            .values({ submittedById: viewer.userId, ...row })
            .returning();
      if (!saved) throw new GraphQLError(MESSAGES.unknownError);
      return saved;
    });
  } catch (error) {
    // Another educator's application of the same school and term, found here or committed
    // between our check and our write (the live index).
    if (error instanceof TermTaken || (termYear && isUniqueViolation(error, LIVE_KEY))) {
      throw fieldError('schoolId', MESSAGES.applicationInProgress(PROGRAM_NAME, termYear));
    }
    throw error;
  }
}
