import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { formatTerm, formatTermShort } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { programTerms } from '../../db/schema/terms.ts';
import type { Program } from '../../graphql/generated/resolvers.ts';

export async function listProgramTerms(db: DbOrTx, program: Program, termYear?: number | null) {
  const where: SQL[] = [eq(programTerms.program, program)];
  if (termYear != null) where.push(eq(programTerms.year, termYear));
  const rows = await db
    .select()
    .from(programTerms)
    .where(and(...where))
    .orderBy(desc(programTerms.year), asc(programTerms.type));
  return rows.map(toProgramTerm);
}

export function toProgramTerm(t: typeof programTerms.$inferSelect) {
  return {
    termId: t.id,
    type: t.type,
    year: t.year,
    startDate: `${t.startDate}T00:00:00.000Z`,
    endDate: `${t.endDate}T00:00:00.000Z`,
    termFormatted: formatTerm(t.type, t.year),
    termFormattedShort: formatTermShort(t.type, t.year),
  };
}
