import { eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { MESSAGES, SIGNATURE_LINK_TTL_DAYS, signerDecision } from '@portal/domain';
import {
  operatingFrequencyIssue,
  schoolMarketApplicationSchema,
} from '@portal/domain/programs/school-market';
import { applicationSchoolMarket } from '../../../db/schema/application-school-market.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import type { Context } from '../../../graphql/context.ts';
import { fieldError, parseInput } from '../../../graphql/errors.ts';
import { createSignatureRequest } from '../../signatures/requests.ts';
import { previousYearApproval } from '../continuation.ts';
import { openApplicationOf } from '../application-queries.ts';
import { proposalFor, proposedProfile } from '../proposed-school.ts';
import { checkSchool, checkTerm } from '../save-checks.ts';
import { applicationSigners } from '../signer.ts';
import { findSchoolMarketApplicationFor } from './access.ts';
import { proposedMembers } from './contacts.ts';
import { assertEditable } from './rules.ts';

const PROGRAM = 'SCHOOL_MARKET';
const PROGRAM_NAME = 'School Market';
/** The index that keeps one live application per school and term (application-common.ts). */
const LIVE_KEY = 'application_school_market_live_school_term_key';

export interface SaveSchoolMarketRequest {
  applicationSchoolMarketId?: number | null;
  draft: boolean;
  primaryPointOfContact?: unknown;
  principal?: unknown;
  [field: string]: unknown;
}

class TermTaken extends Error {
  constructor(readonly year: number) {
    super('term taken');
  }
}

/**
 * Saves the School Market form (spec 2 "School Market form"), in one transaction. Creates the
 * application when no id is given; otherwise the caller must be its starter or an educator of its
 * school, and it must still be in progress. The school's profile and the two contacts as the
 * educator gives them are kept on the application (proposed_school): naming a school in a draft
 * neither links the educator to it nor changes what its people see; approval applies them
 * (approval.ts). Unless a draft, the application is submitted: PENDING_PRINCIPAL, and the signer
 * (the principal; a Houston ISD school's primary point of contact) is mailed the link — the
 * signer on record when the application names the same person, the named one for a school's
 * first application; a different named signer holds the application for review, nobody mailed.
 */
export async function saveSchoolMarketApplication(ctx: Context, input: SaveSchoolMarketRequest) {
  const viewer = ctx.viewer!;
  const data = parseInput(schoolMarketApplicationSchema(input.draft ? 'draft' : 'submit'), {
    ...input,
    // A form that sends no contact at all (a draft naming only the term and the school).
    primaryPointOfContact: input.primaryPointOfContact ?? {},
    principal: input.principal ?? {},
  });
  const submit = !input.draft;
  let termYear = 0;
  try {
    return await ctx.db.transaction(async (tx) => {
      const existing = input.applicationSchoolMarketId
        ? await findSchoolMarketApplicationFor(tx, viewer, input.applicationSchoolMarketId, {
            forUpdate: true,
          })
        : undefined;
      if (existing) assertEditable(existing);
      const term = await checkTerm(tx, PROGRAM, data.termId);
      termYear = term.year;
      const frequency = operatingFrequencyIssue(data.operatingFrequency, term.type);
      if (frequency) throw fieldError('operatingFrequency', frequency);
      const school = await checkSchool(tx, data, MESSAGES.schoolMarketNotForElementary);
      const other = await openApplicationOf(tx, applicationSchoolMarket, {
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
        applicationSchoolMarket,
        school.id,
        new Date(),
      ));

      // Who signs: the one on record for the school and the one the application names.
      const signers = submit
        ? await applicationSigners(tx, PROGRAM, { schoolId: school.id, proposedSchool })
        : undefined;
      const decision = signers ? signerDecision(signers.onRecord, signers.named) : undefined;
      if (decision?.kind === 'missing') {
        const field = signers!.role === 'PRINCIPAL' ? 'principal' : 'primaryPointOfContact';
        throw fieldError(`${field}.email`, MESSAGES.required);
      }

      const values = {
        termId: term.id,
        schoolId: school.id,
        new: data.new,
        organizationType: data.organizationType,
        nonProfitOrganizations: data.nonProfitOrganizations,
        numTotalEnrollment: data.numTotalEnrollment,
        numReducedLunch: data.numReducedLunch,
        numFreeLunch: data.numFreeLunch,
        marketType: data.marketType,
        operatingFrequency: data.operatingFrequency,
        preferredDistributionDay: data.preferredDistributionDay,
        preferredDistributionTime: data.preferredDistributionTime,
        secondaryPreferredDistributionDay: data.secondaryPreferredDistributionDay,
        secondaryPreferredDistributionTime: data.secondaryPreferredDistributionTime,
        agreeToProgramPurpose: data.agreeToProgramPurpose,
        agreeNondiscrimination: data.agreeNondiscrimination,
        agreeToProgramResponsibilities: data.agreeToProgramResponsibilities,
        nameSignFirst: data.nameSignFirst,
        nameSignSecond: data.nameSignSecond,
        nameSignThird: data.nameSignThird,
        certififedVerification: data.certififedVerification,
        proposedSchool,
        isContinuation: continuing,
        draft: input.draft,
        stepsCompleted: submit ? 1 : (existing?.stepsCompleted ?? 0),
        // The submitter is the applicant of record: a colleague of the school who completes
        // somebody else's draft submits it as their own, and the approval grants them the school.
        ...(submit
          ? {
              status: 'PENDING_PRINCIPAL' as const,
              submittedAt: sql`now()`,
              submittedById: viewer.userId,
              // A signer other than the one on record: nobody is mailed, an admin reviews it.
              signerReview:
                decision?.kind === 'review'
                  ? {
                      namedEmail: decision.namedEmail,
                      onRecordEmail: decision.onRecordEmail,
                      at: new Date().toISOString(),
                    }
                  : null,
            }
          : {}),
      };
      const [saved] = existing
        ? await tx
            .update(applicationSchoolMarket)
            .set(values)
            .where(eq(applicationSchoolMarket.id, existing.id))
            .returning()
        : await tx
            .insert(applicationSchoolMarket)
            .values({ submittedById: viewer.userId, ...values })
            .returning();
      if (!saved) throw new GraphQLError(MESSAGES.unknownError);
      if (decision?.kind === 'send') {
        await createSignatureRequest(tx, {
          program: PROGRAM,
          applicationId: saved.id,
          principalEmail: decision.to.email,
          principalFirstName: decision.to.firstName,
          schoolName: signers!.schoolName,
          publicUrl: ctx.services.publicUrl,
          ttlDays: SIGNATURE_LINK_TTL_DAYS,
          submittedById: saved.submittedById,
        });
      }
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
