import type { ApplicationStep, IntakeConfig, Program } from '@portal/domain';
import type { SchoolMarketApplicationQuery, SchoolMarketIntakeQuery } from '../../../gql/graphql';

export type SchoolMarketApplication = SchoolMarketApplicationQuery['applicationSchoolMarket'];
export type IntakeTerm = SchoolMarketIntakeQuery['programTerms'][number];

/** What the form is given by the application page. */
export type FormContext = {
  program: Program;
  /** The loaded application; null for a new one (step-1 without an id). */
  application: SchoolMarketApplication | null;
  terms: readonly IntakeTerm[];
  config: IntakeConfig;
  readOnly: boolean;
  termYear: number;
  exitTo: string;
  hrefFor: (step: ApplicationStep) => string | null;
};
