import type { KidsCafeApplication } from '@portal/domain/programs/kids-cafe';
import type {
  SaveKidsCafeApplicationInput,
  SaveKidsCafeApplicationMutation,
} from '../../../gql/graphql';
import type { OneStepSave } from '../use-one-step-save';
import { refetchesAfterSave } from '../use-save-step';
import {
  KidsCafeApplicationDocument,
  KidsCafeUserApplicationsDocument,
} from './application.queries';
import { SaveKidsCafeApplicationDocument } from './save.queries';
import { kidsCafeInput } from './save-input';

/**
 * How the Kids Cafe form is saved (useOneStepSave, spec 2 §4): saveKidsCafeApplication, then the
 * user's Kids Cafe applications, the user (network) and the application are refetched.
 */
export const KIDS_CAFE_SAVE: OneStepSave<
  KidsCafeApplication,
  SaveKidsCafeApplicationMutation,
  SaveKidsCafeApplicationInput
> = {
  mutation: SaveKidsCafeApplicationDocument,
  input: kidsCafeInput,
  savedId: (data) => data?.saveKidsCafeApplication.applicationKidsCafeId,
  queries: refetchesAfterSave(KidsCafeUserApplicationsDocument, KidsCafeApplicationDocument),
};
