/**
 * Ours (the spec gives the settings, not their refusals): the messages of the settings inputs
 * and of creating the next terms.
 */
export const SETTINGS_MESSAGES = {
  /** A setting the program does not have (a School Market flag sent for Backpack Buddy, say). */
  notOfProgram: (programName: string, setting: string) =>
    `${programName} has no ${setting} setting.`,
  /** The application year outside the years the portal takes. */
  yearRange: (min: number, max: number) => `Must be a year from ${min} to ${max}`,
  /** Creating terms for a program without an Active Terms tab (Kids Cafe, Partner Services). */
  noTerms: (programName: string) => `${programName} has no terms to create.`,
  /** Create next terms for a year whose terms exist already: a second click, say. */
  termsExist: (year: number) => `The terms of ${year} already exist.`,
  /** Create next terms for a year after the next one. */
  notNextYear: (year: number, next: number) =>
    `The terms of ${year} cannot be created before those of ${next}.`,
  /** The start page's waitlist text of a program that does not word its own (waitlistNotice). */
  waitlistGeneric: (programName: string) =>
    `${programName} is at capacity. New applications are placed on the waitlist, and you can still apply.`,
  /** The line before the program's contact mail link under the waitlist heading. */
  waitlistContact: 'Questions about the waitlist? Contact us at',
  /** Success toast of creating the next terms. */
  termsCreated: (year: number) => `Terms for ${year} created`,
} as const;
