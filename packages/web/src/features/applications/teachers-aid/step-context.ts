import type { ApplicationStep, IntakeConfig, Program } from '@portal/domain';
import type { TeachersAidApplicationQuery, TeachersAidIntakeQuery } from '../../../gql/graphql';

export type TeachersAidApplication = TeachersAidApplicationQuery['applicationTeachersAid'];
export type IntakeTerm = TeachersAidIntakeQuery['programTerms'][number];
export type ApiTeacher = TeachersAidApplication['teachers'][number];

/** What every step of the Teachers Aid form is given by the application page. */
export type StepContext = {
  program: Program;
  /** The loaded application; null for a new one (step-1 without an id). */
  application: TeachersAidApplication | null;
  terms: readonly IntakeTerm[];
  config: IntakeConfig;
  readOnly: boolean;
  isAdmin: boolean;
  termYear: number;
  hrefFor: (step: ApplicationStep) => string | null;
  exitTo: string;
};
