import { and, eq } from 'drizzle-orm';
import { programByEnum, signerRole, type SchoolProgram } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { districts } from '../../db/schema/districts.ts';
import { schoolTeamMembers, schools } from '../../db/schema/schools.ts';
import { liveTeamMembers } from '../admin-schools/team-members.ts';
import { proposedRoster, type ProposedSchool } from './proposed-school.ts';

/**
 * The two signers of an application: the one on record for the school (its live roster of the
 * program) and the one the application names (its proposed roster), by the signer rule of the
 * program's registry entry (Houston ISD School Market: the primary point of contact).
 */
export async function applicationSigners(
  db: DbOrTx,
  program: SchoolProgram,
  app: { schoolId: number; proposedSchool: unknown },
) {
  const [school] = await db
    .select({ name: schools.name, districtName: districts.name })
    .from(schools)
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .where(eq(schools.id, app.schoolId))
    .limit(1);
  const role = signerRole(programByEnum(program)!, school?.districtName);
  if (!role) throw new Error(`${program}: nobody signs its applications`);
  const [onRecord] = await liveTeamMembers(
    db,
    program,
    and(eq(schoolTeamMembers.schoolId, app.schoolId), eq(schoolTeamMembers.type, role)),
  );
  const proposal = app.proposedSchool as ProposedSchool | null;
  const named =
    proposal?.roster?.program === program
      ? proposedRoster(proposal).find((m) => m.type === role)
      : undefined;
  return { schoolName: school?.name ?? '', role, onRecord, named };
}
