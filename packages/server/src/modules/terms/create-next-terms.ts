import { eq } from 'drizzle-orm';
import { SETTINGS_MESSAGES, hasTermSettings, nextTerms } from '@portal/domain';
import { programSettings } from '../../db/schema/settings.ts';
import { programTerms } from '../../db/schema/terms.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Context } from '../../graphql/context.ts';
import { fieldError } from '../../graphql/errors.ts';
import type { Program } from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import { TERMS_ENTITY, adminProgramSettings, programOf } from '../settings/service.ts';
import { lockSettingsRow } from '../settings/update-settings.ts';

const TERMS_KEY = 'program_terms_program_type_year_key';

/** The refusal of a year that is not the next one. */
function notNext(year: number, next: number) {
  return fieldError(
    'year',
    year < next ? SETTINGS_MESSAGES.termsExist(year) : SETTINGS_MESSAGES.notNextYear(year, next),
  );
}

/**
 * Creates the next year's SCHOOL and SUMMER terms of a program (spec 3 §2 Active Terms). The
 * caller names the year it showed, which must still be the next one: the program's settings row
 * is locked while the next year is read and the terms inserted, so concurrent calls run one
 * after the other and all but the first are refused (the year is no longer next). The unique key
 * (program, type, year) stays the last guard. Each term is audited, and lastEdited moves.
 */
export async function createNextTerms(ctx: Context, value: Program, year: number) {
  const program = programOf(value);
  if (!hasTermSettings(program)) {
    throw fieldError('program', SETTINGS_MESSAGES.noTerms(program.name));
  }
  const actorId = ctx.viewer!.userId;
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockSettingsRow(tx, value);
      const existing = await tx
        .select({ year: programTerms.year })
        .from(programTerms)
        .where(eq(programTerms.program, value));
      const terms = nextTerms(program, existing);
      const next = terms[0]!.year;
      if (year !== next) throw notNext(year, next);
      const created = await tx
        .insert(programTerms)
        .values(terms.map((term) => ({ program: value, ...term })))
        .returning();
      for (const term of created) {
        await recordAudit(tx, {
          actorId,
          action: 'CREATE',
          entityType: TERMS_ENTITY,
          entityId: term.id,
          after: {
            program: value,
            type: term.type,
            year: term.year,
            startDate: term.startDate,
            endDate: term.endDate,
          },
        });
      }
      await tx
        .update(programSettings)
        .set({ updatedById: actorId, updatedAt: new Date() })
        .where(eq(programSettings.id, row.id));
    });
  } catch (error) {
    // Terms written around the lock (a seed, a script): the key refuses the duplicate.
    if (isUniqueViolation(error, TERMS_KEY))
      throw fieldError('year', SETTINGS_MESSAGES.termsExist(year));
    throw error;
  }
  return adminProgramSettings(ctx.db, value);
}
