import { refetchesAfterSave } from '../use-save-step';
import {
  BackpackBuddyApplicationDocument,
  BackpackBuddyUserApplicationsDocument,
} from './application.queries';

/** What each Backpack Buddy save refetches (spec 1 §7): see refetchesAfterSave. */
export const refetchAfterSave = refetchesAfterSave(
  BackpackBuddyUserApplicationsDocument,
  BackpackBuddyApplicationDocument,
);
