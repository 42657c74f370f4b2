import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES, termChoiceIssue, type SchoolProgram } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import { schools } from '../../db/schema/schools.ts';
import { programTerms } from '../../db/schema/terms.ts';
import { fieldError } from '../../graphql/errors.ts';
import { programConfig } from '../settings/service.ts';

// The checks a school program's save makes of the term and the school the form chose.

/** The term: one of the program's terms whose type's intake is open (Program Settings). */
export async function checkTerm(tx: Tx, program: SchoolProgram, termId: number) {
  const [term] = await tx.select().from(programTerms).where(eq(programTerms.id, termId)).limit(1);
  if (!term || term.program !== program) throw fieldError('termId', MESSAGES.required);
  const sameYear = await tx
    .select()
    .from(programTerms)
    .where(and(eq(programTerms.program, program), eq(programTerms.year, term.year)));
  const issue = termChoiceIssue(
    termId,
    sameYear.map((t) => ({ termId: t.id, type: t.type, year: t.year })),
    await programConfig(tx, program),
  );
  if (issue) throw fieldError('termId', issue);
  return term;
}

/**
 * The school: a live one of the chosen type and district, never an elementary school (the
 * program's message `notForElementary`).
 */
export async function checkSchool(
  tx: Tx,
  data: { schoolId: number; schoolType?: string | null; districtId?: number | null },
  notForElementary: string,
) {
  const [school] = await tx
    .select()
    .from(schools)
    .where(and(eq(schools.id, data.schoolId), isNull(schools.deletedAt)))
    .limit(1);
  if (!school) throw fieldError('schoolId', MESSAGES.schoolNotFound);
  if (school.type === 'ELEMENTARY') throw fieldError('schoolType', notForElementary);
  // The school must be one the type and district selects offered.
  if (
    (data.schoolType && school.type !== data.schoolType) ||
    (data.districtId && school.districtId !== data.districtId)
  ) {
    throw fieldError('schoolId', MESSAGES.schoolNotFound);
  }
  return school;
}
