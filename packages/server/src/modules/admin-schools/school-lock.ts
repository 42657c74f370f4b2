import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { schools } from '../../db/schema/schools.ts';
import { userError } from '../../graphql/errors.ts';
import type { SchoolApplicationTable } from '../programs/types.ts';

// Lock order. Every transaction that changes a school program's application together with
// its school or its signature links takes the row locks in one order: the school row, then the
// application row, then the application's signature links (principal_signatures). An admin's
// status change, an admin's deletion or resend, and the principal's signature of the same
// application then wait for one another instead of deadlocking (issue: signing locked the link
// and the application, then the school; the admin's change the school, then the application).

/**
 * The school row, locked until the caller's transaction ends (so two admin saves of one school
 * run one after the other), or 'Not found'. Archived schools are found: admins still edit them.
 */
export async function lockSchool(tx: DbOrTx, schoolId: number) {
  const [school] = await tx
    .select()
    .from(schools)
    .where(eq(schools.id, schoolId))
    .for('update')
    .limit(1);
  if (!school) throw userError('NOT_FOUND');
  return school;
}

/**
 * A school program's application and its school, both locked in the lock order (the school
 * first), or undefined when there is no such application (a soft-deleted one is returned:
 * the caller decides). The application is read once unlocked to learn its school; an in-progress
 * application can move to another school meanwhile (step 1), so the school is read again under
 * the lock and the locks taken again for the new school.
 */
export async function lockSchoolApplication(
  tx: Tx,
  table: SchoolApplicationTable,
  applicationId: number,
) {
  let schoolId: number | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (schoolId === undefined) {
      const [peek] = await tx
        .select({ schoolId: table.schoolId })
        .from(table)
        .where(eq(table.id, applicationId))
        .limit(1);
      if (!peek) return undefined;
      schoolId = peek.schoolId;
    }
    const [school] = await tx
      .select()
      .from(schools)
      .where(eq(schools.id, schoolId))
      .for('update')
      .limit(1);
    const [app] = await tx
      .select()
      .from(table)
      .where(eq(table.id, applicationId))
      .for('update')
      .limit(1);
    if (!app || !school) return undefined;
    if (app.schoolId === school.id) return { school, app };
    schoolId = app.schoolId;
  }
  return undefined;
}
