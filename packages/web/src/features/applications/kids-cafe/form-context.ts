import type { Program } from '@portal/domain';
import type { KidsCafeApplicationQuery } from '../../../gql/graphql';

export type KidsCafeApplication = KidsCafeApplicationQuery['applicationKidsCafe'];
export type KidsCafeSite = KidsCafeApplication['site'];

/** What the form is given by the application page. */
export type FormContext = {
  program: Program;
  /** The loaded application; null for a new one (step-1 without an id). */
  application: KidsCafeApplication | null;
  /** The stored application year (a SUMMER application's is displayed as year + 1). */
  applicationYear: number;
  readOnly: boolean;
  /** Why the form is read-only for the applicant ('We are not currently accepting …'). */
  notice: string | null;
  exitTo: string;
};
