import { GraphQLError } from 'graphql';
import { educatorIntake, type Program } from '@portal/domain';
import type { Tx } from '../../db/client.ts';
import { programConfig } from '../settings/service.ts';

/**
 * The intake of a program whose holders are sites or organizations (Kids Cafe, Partner
 * Services): its config's acceptingApplications (Program Settings). Closed, the form is
 * read-only and every save — new, draft or submit — is refused with the closed notice (spec 2
 * §4 and §8).
 */
export async function assertIntakeOpen(tx: Tx, program: Program): Promise<void> {
  const intake = educatorIntake(program, [], await programConfig(tx, program.programEnum));
  if (intake.state === 'closed' || intake.state === 'noTerms') {
    throw new GraphQLError(intake.message, { extensions: { code: 'BAD_USER_INPUT' } });
  }
}
