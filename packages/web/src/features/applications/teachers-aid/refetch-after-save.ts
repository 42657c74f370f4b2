import { refetchesAfterSave } from '../use-save-step';
import {
  TeachersAidApplicationDocument,
  TeachersAidUserApplicationsDocument,
} from './application.queries';

/** What each Teachers Aid save refetches (spec 2 §4): see refetchesAfterSave. */
export const refetchAfterSave = refetchesAfterSave(
  TeachersAidUserApplicationsDocument,
  TeachersAidApplicationDocument,
);
