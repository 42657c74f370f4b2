import { eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { MESSAGES, PROGRAMS_BY_KEY } from '@portal/domain';
import { kidsCafeApplicationSchema } from '@portal/domain/programs/kids-cafe';
import { applicationKidsCafe } from '../../../db/schema/application-kids-cafe.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import type { Context } from '../../../graphql/context.ts';
import { fieldError, parseInput } from '../../../graphql/errors.ts';
import { findKidsCafeApplicationFor } from './access.ts';
import { proposedSiteOf } from './proposed-site.ts';
import { openKidsCafeApplicationOf } from './queries.ts';
import { assertEditable } from '../editable.ts';
import { assertIntakeOpen } from '../holder-intake.ts';
import { checkSite } from './save-checks.ts';
import { applicationColumnsOf } from './values.ts';
import { kidsCafeTermFormatted } from './years.ts';

/** The index that keeps one live application per site, application year and type. */
const LIVE_KEY = 'application_kids_cafe_live_holder_year_key';

export interface SaveKidsCafeRequest {
  applicationKidsCafeId?: number | null;
  draft: boolean;
  [field: string]: unknown;
}

class SiteTermTaken extends Error {
  constructor() {
    super('site term taken');
  }
}

/**
 * Saves the Kids Cafe form (spec 2 "Kids Cafe form"), in one transaction. Creates the
 * application when no id is given; otherwise the caller must be its starter or an educator
 * granted its site, and it must still be in progress. Intake must be open (acceptingApplications)
 * and the site a live one with no other open application for the same application year and type.
 * The site's profile and its two contacts as the form gives them are kept on the application
 * (proposed_site): naming a site grants nothing and changes nothing its people see; approval
 * applies them (approval.ts). Unless a draft, the application is submitted: PENDING, for the
 * food bank's team (no signature link), the caller its submitter.
 */
export async function saveKidsCafeApplication(ctx: Context, input: SaveKidsCafeRequest) {
  const viewer = ctx.viewer!;
  const { applicationKidsCafeId, draft, ...form } = input;
  const data = parseInput(kidsCafeApplicationSchema(draft ? 'draft' : 'submit'), form);
  const siteId = data.site.siteId;
  try {
    return await ctx.db.transaction(async (tx) => {
      const existing = applicationKidsCafeId
        ? await findKidsCafeApplicationFor(tx, viewer, applicationKidsCafeId, { forUpdate: true })
        : undefined;
      if (existing) assertEditable(existing);
      await assertIntakeOpen(tx, PROGRAMS_BY_KEY.kidsCafe);
      await checkSite(tx, siteId);
      const other = await openKidsCafeApplicationOf(tx, {
        siteId,
        applicationYear: data.applicationYear,
        type: data.type,
        exceptId: existing?.id,
      });
      if (other) throw new SiteTermTaken();

      const values = {
        ...applicationColumnsOf(data),
        // The site's shared records change only when the application is approved.
        proposedSite: proposedSiteOf(data),
        draft,
        ...(draft
          ? { status: 'IN_PROGRESS' as const, stepsCompleted: existing?.stepsCompleted ?? 0 }
          : {
              // The submitter is the applicant of record: a colleague of the site who completes
              // somebody else's draft submits it as their own, and approval grants them the site.
              status: 'PENDING' as const,
              stepsCompleted: 1,
              submittedAt: sql`now()`,
              submittedById: viewer.userId,
            }),
      };
      const [saved] = existing
        ? await tx
            .update(applicationKidsCafe)
            .set(values)
            .where(eq(applicationKidsCafe.id, existing.id))
            .returning()
        : await tx
            .insert(applicationKidsCafe)
            .values({ submittedById: viewer.userId, ...values })
            .returning();
      if (!saved) throw new GraphQLError(MESSAGES.unknownError);
      return saved;
    });
  } catch (error) {
    // Another open application of the site for the year and type, found here or committed
    // between our check and our write (the live index).
    if (error instanceof SiteTermTaken || isUniqueViolation(error, LIVE_KEY)) {
      throw fieldError(
        'site.siteId',
        MESSAGES.siteApplicationInProgress(
          PROGRAMS_BY_KEY.kidsCafe.name,
          kidsCafeTermFormatted(data.type, data.applicationYear),
        ),
      );
    }
    throw error;
  }
}
