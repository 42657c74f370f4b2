import { eq } from 'drizzle-orm';
import { KIDS_CAFE_DEFAULT_APPLICATION_YEAR } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { programSettings } from '../../db/schema/settings.ts';
import type { Program } from '../../graphql/generated/resolvers.ts';

/** A program's settings; a program without a row is closed (every flag false). */
export async function programConfig(db: DbOrTx, program: Program) {
  const [row] = await db
    .select()
    .from(programSettings)
    .where(eq(programSettings.program, program))
    .limit(1);
  return {
    schoolEnabled: row?.schoolEnabled ?? false,
    summerEnabled: row?.summerEnabled ?? false,
    waitlistEnabled: row?.waitlistEnabled ?? false,
    acceptingApplications: row?.acceptingApplications ?? false,
    waitlisted: row?.waitlisted ?? false,
    applicationYear: row?.applicationYear ?? KIDS_CAFE_DEFAULT_APPLICATION_YEAR,
    lastEdited: row?.updatedAt ?? null,
  };
}
