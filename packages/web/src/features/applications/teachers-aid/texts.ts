import { teachersAidMessages } from './teachers-aid.messages';

/**
 * The Teachers Aid title in English, 'Teachers Aid Program Application {year}' (the screens use
 * teachersAidMessages.applicationTitle in their language; tests and other English callers this).
 */
export const teachersAidApplicationTitle = (termYear: number | string) =>
  teachersAidMessages.applicationTitle.message.replace('{year}', String(termYear));
