import type { ApplicationStep, IntakeConfig, Program } from '@portal/domain';
import type { BackpackBuddyApplicationQuery, BackpackBuddyIntakeQuery } from '../../../gql/graphql';

export type BackpackBuddyApplication = BackpackBuddyApplicationQuery['applicationBackpackBuddy'];
export type IntakeTerm = BackpackBuddyIntakeQuery['programTerms'][number];
export type RosterMember = BackpackBuddyApplication['school']['teamMembersBackpackBuddy'][number];

/** What every step of the form is given by the application page. */
export type StepContext = {
  program: Program;
  /** The loaded application; null for a new one (step 1 without an id). */
  application: BackpackBuddyApplication | null;
  terms: readonly IntakeTerm[];
  config: IntakeConfig;
  readOnly: boolean;
  isAdmin: boolean;
  termYear: number;
  hrefFor: (step: ApplicationStep) => string | null;
  exitTo: string;
};
