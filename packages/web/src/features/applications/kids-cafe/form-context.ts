import type { KidsCafeApplicationQuery } from '../../../gql/graphql';
import type { OneStepFormContext } from '../one-step-application';

export type KidsCafeApplication = KidsCafeApplicationQuery['applicationKidsCafe'];
export type KidsCafeSite = KidsCafeApplication['site'];

/** What the form is given by the application page. */
export type FormContext = OneStepFormContext<KidsCafeApplication>;
