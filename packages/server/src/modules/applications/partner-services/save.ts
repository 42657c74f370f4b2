import { eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { MESSAGES, PROGRAMS_BY_KEY } from '@portal/domain';
import { partnerServicesApplicationSchema } from '@portal/domain/programs/partner-services';
import { applicationPartnerServices } from '../../../db/schema/application-partner-services.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import type { Context } from '../../../graphql/context.ts';
import { fieldError, parseInput } from '../../../graphql/errors.ts';
import { assertEditable } from '../editable.ts';
import { assertIntakeOpen } from '../holder-intake.ts';
import { findPartnerServicesApplicationFor } from './access.ts';
import { organizationForNewAgency } from './new-agency.ts';
import { proposedOrganizationOf } from './proposed-organization.ts';
import { hasApprovedApplication, openPartnerServicesApplicationOf } from './queries.ts';
import { ORGANIZATION_FIELD, checkOrganization } from './save-checks.ts';
import { applicationColumnsOf } from './values.ts';

/** The index that keeps one live application per organization and application year. */
const LIVE_KEY = 'application_partner_services_live_holder_year_key';

/** Where a new agency's application is refused when its EIN's organization has one open. */
const EIN_FIELD = 'organization.einNumber';

const PARTNER_SERVICES = PROGRAMS_BY_KEY.partnerServices;

export interface SavePartnerServicesRequest {
  applicationPartnerServicesId?: number | null;
  draft: boolean;
  [field: string]: unknown;
}

class OrganizationYearTaken extends Error {
  constructor() {
    super('organization year taken');
  }
}

/**
 * Saves the Partner Services form, in one transaction. Creates the application when no id is
 * given; otherwise the caller must be its starter or an educator granted its organization, and
 * it must still be in progress. Intake must be open (acceptingApplications). The form applies
 * either for one of the caller's organizations (organizationId: a live one granted to them) or
 * for a new agency (no id). Either way the organization's details and two contacts are kept on
 * the application (proposed_organization) and applied only by approval (approval.ts).
 *
 * A draft stays IN_PROGRESS and never creates an organization. Unless a draft, the application
 * is submitted: PENDING, the caller its submitter; a new agency's is linked to the live
 * organization of its EIN, or to one created from its details (new-agency.ts) — no grant.
 * One open application per organization and application year (also under a race: the live
 * index), refused on the organization's id, or on the EIN for a new agency.
 */
export async function savePartnerServicesApplication(
  ctx: Context,
  input: SavePartnerServicesRequest,
) {
  const viewer = ctx.viewer!;
  const { applicationPartnerServicesId, draft, ...form } = input;
  const data = parseInput(partnerServicesApplicationSchema(draft ? 'draft' : 'submit'), form);
  const chosenId = data.organization.organizationId;
  const takenField = chosenId === null ? EIN_FIELD : ORGANIZATION_FIELD;
  try {
    return await ctx.db.transaction(async (tx) => {
      const existing = applicationPartnerServicesId
        ? await findPartnerServicesApplicationFor(tx, viewer, applicationPartnerServicesId, {
            forUpdate: true,
          })
        : undefined;
      if (existing) assertEditable(existing);
      await assertIntakeOpen(tx, PARTNER_SERVICES);
      if (chosenId !== null) await checkOrganization(tx, viewer, chosenId);
      const proposal = proposedOrganizationOf(data);
      const organizationId =
        chosenId ?? (draft ? null : await organizationForNewAgency(tx, viewer.userId, proposal));
      if (organizationId !== null) {
        const other = await openPartnerServicesApplicationOf(tx, {
          organizationId,
          applicationYear: data.applicationYear,
          exceptId: existing?.id,
        });
        if (other) throw new OrganizationYearTaken();
      }

      const values = {
        ...applicationColumnsOf(data),
        organizationId,
        // New to the program: no approved Partner Services application of the organization yet.
        new: organizationId === null || !(await hasApprovedApplication(tx, organizationId)),
        // The organization's shared records change only when the application is approved.
        proposedOrganization: proposal,
        draft,
        ...(draft
          ? { status: 'IN_PROGRESS' as const, stepsCompleted: existing?.stepsCompleted ?? 0 }
          : {
              // The submitter is the applicant of record: approval grants them the organization.
              status: 'PENDING' as const,
              stepsCompleted: 1,
              submittedAt: sql`now()`,
              submittedById: viewer.userId,
            }),
      };
      const t = applicationPartnerServices;
      const [saved] = existing
        ? await tx.update(t).set(values).where(eq(t.id, existing.id)).returning()
        : await tx
            .insert(t)
            .values({ submittedById: viewer.userId, ...values })
            .returning();
      if (!saved) throw new GraphQLError(MESSAGES.unknownError);
      return saved;
    });
  } catch (error) {
    // Another open application of the organization for the year, found here or committed
    // between our check and our write (the live index).
    if (error instanceof OrganizationYearTaken || isUniqueViolation(error, LIVE_KEY)) {
      throw fieldError(
        takenField,
        MESSAGES.organizationApplicationInProgress(PARTNER_SERVICES.name, data.applicationYear),
      );
    }
    throw error;
  }
}
