import { and, eq, isNull, ne, notInArray } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { MESSAGES, termChoiceIssue } from '@portal/domain';
import { stepOneSchema, type StepOne } from '@portal/domain/programs/backpack-buddy';
import type { Tx } from '../../../db/client.ts';
import { applicationBackpackBuddy } from '../../../db/schema/application-backpack-buddy.ts';
import { schools } from '../../../db/schema/schools.ts';
import { programTerms } from '../../../db/schema/terms.ts';
import type { Context } from '../../../graphql/context.ts';
import { fieldError, parseInput } from '../../../graphql/errors.ts';
import { previousYearApproval } from '../continuation.ts';
import { backpackBuddyTable } from './table.ts';
import { proposalFor } from '../proposed-school.ts';
import { programConfig } from '../../settings/service.ts';
import { findApplicationFor } from './access.ts';
import { assertEditable } from './rules.ts';

interface StepOneRequest {
  applicationBackpackBuddyId?: number | null;
  draft: boolean;
  [field: string]: unknown;
}

async function checkTerm(tx: Tx, termId: number) {
  const [term] = await tx.select().from(programTerms).where(eq(programTerms.id, termId)).limit(1);
  if (!term || term.program !== 'BACKPACK_BUDDY') throw fieldError('termId', MESSAGES.required);
  const sameYear = await tx
    .select()
    .from(programTerms)
    .where(and(eq(programTerms.program, 'BACKPACK_BUDDY'), eq(programTerms.year, term.year)));
  const config = await programConfig(tx, 'BACKPACK_BUDDY');
  const issue = termChoiceIssue(
    termId,
    sameYear.map((t) => ({ termId: t.id, type: t.type, year: t.year })),
    config,
  );
  if (issue) throw fieldError('termId', issue);
  return term;
}

async function checkSchool(tx: Tx, data: StepOne) {
  const [school] = await tx
    .select()
    .from(schools)
    .where(and(eq(schools.id, data.schoolId), isNull(schools.deletedAt)))
    .limit(1);
  if (!school) throw fieldError('schoolId', MESSAGES.schoolNotFound);
  if (school.type === 'ELEMENTARY') throw fieldError('schoolType', MESSAGES.notForElementary);
  // The school must be the one the type and district selects offered.
  if (
    (data.schoolType && school.type !== data.schoolType) ||
    (data.districtId && school.districtId !== data.districtId)
  ) {
    throw fieldError('schoolId', MESSAGES.schoolNotFound);
  }
  return school;
}

async function assertNoOtherOpenApplication(
  tx: Tx,
  schoolId: number,
  termId: number,
  year: number,
  exceptId?: number,
) {
  const [other] = await tx
    .select({ id: applicationBackpackBuddy.id })
    .from(applicationBackpackBuddy)
    .where(
      and(
        eq(applicationBackpackBuddy.schoolId, schoolId),
        eq(applicationBackpackBuddy.termId, termId),
        isNull(applicationBackpackBuddy.deletedAt),
        notInArray(applicationBackpackBuddy.status, ['DENIED', 'WITHDRAWN']),
        ...(exceptId ? [ne(applicationBackpackBuddy.id, exceptId)] : []),
      ),
    )
    .limit(1);
  if (other) throw fieldError('schoolId', MESSAGES.applicationInProgress('Backpack Buddy', year));
}

/**
 * Step 1 (Application Type, Initial School Information, Team Information). Creates the
 * application when no id is given. The school's profile and roster as the educator gives them are
 * kept on the application (proposed_school): naming a school in a draft neither links the
 * educator to it nor changes what its people see (issue 12).
 */
export async function saveStepOne(ctx: Context, input: StepOneRequest) {
  const viewer = ctx.viewer!;
  const data = parseInput(stepOneSchema(input.draft ? 'draft' : 'submit'), input);
  return ctx.db.transaction(async (tx) => {
    const existing = input.applicationBackpackBuddyId
      ? await findApplicationFor(tx, viewer, input.applicationBackpackBuddyId, { forUpdate: true })
      : undefined;
    if (existing) assertEditable(existing);
    const term = await checkTerm(tx, data.termId);
    const school = await checkSchool(tx, data);
    await assertNoOtherOpenApplication(tx, school.id, term.id, term.year, existing?.id);

    // The school's shared records change only when the application is approved (approval.ts).
    const proposedSchool = await proposalFor(tx, school.id, {
      profile: {
        address1: data.address1,
        address2: data.address2,
        city: data.city,
        county: data.county,
        state: data.state ?? school.state,
        zip: data.zip,
        gradesServed: data.gradesServed,
      },
      roster: { program: 'BACKPACK_BUDDY', members: data.teamMembers },
    });

    const continuing = !!(await previousYearApproval(
      tx,
      backpackBuddyTable,
      school.id,
      new Date(),
    ));
    const values = {
      termId: term.id,
      schoolId: school.id,
      new: data.new,
      organizationType: data.organizationType,
      nonProfitOrganizations: data.nonProfitOrganizations,
      proposedSchool,
      isContinuation: continuing,
      draft: input.draft,
      stepsCompleted: input.draft
        ? (existing?.stepsCompleted ?? 0)
        : Math.max(existing?.stepsCompleted ?? 0, 1),
    };
    const [saved] = existing
      ? await tx
          .update(applicationBackpackBuddy)
          .set(values)
          .where(eq(applicationBackpackBuddy.id, existing.id))
          .returning()
      : await tx
          .insert(applicationBackpackBuddy)
          .values({ ...values, submittedById: viewer.userId })
          .returning();
    if (!saved) throw new GraphQLError(MESSAGES.unknownError);
    return saved;
  });
}
