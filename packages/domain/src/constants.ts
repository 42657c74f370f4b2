/**
 * Business constants and limits: spec 1 §9, spec 2 §9, spec 3 §9.
 * Values marked "ours" are not given by the spec and are recorded in docs/decisions.md.
 */

/** Default term year of the educator flows (Backpack Buddy, School Market, Teachers Aid). */
export const DEFAULT_TERM_YEAR = 2025;
/** The general default that appears in some places of spec 1 ("both readings stand"). */
export const GENERAL_DEFAULT_TERM_YEAR = 2024;
/** Kids Cafe `applicationYear` default. */
export const KIDS_CAFE_DEFAULT_APPLICATION_YEAR = 2024;

/** Table page size (the one reading of the spec that gives a value). */
export const PAGE_SIZE = 25;

/** Toasts close after 2 seconds. */
export const TOAST_DURATION_MS = 2000;
/** The start-up loader shows for an extra 100 ms. */
export const STARTUP_LOADER_EXTRA_MS = 100;
/** Pause before redirect (success) or form reset (error) after a principal signature result. */
export const SIGNATURE_RESULT_DELAY_MS = 2000;
/** Print screens open the print dialog 500 ms after the click. */
export const PRINT_DIALOG_DELAY_MS = 500;
/** Kids Cafe agreement "scrolled to the end" check debounce. */
export const AGREEMENT_READ_DEBOUNCE_MS = 50;

/** Text input maximum by default. */
export const TEXT_MAX = 255;
/** Text area maximum by default. */
export const TEXTAREA_MAX = 255;
/** Testimonial, report comment, email message and banner text. */
export const LONG_TEXT_MAX = 5000;
/** Kids Cafe enrichmentPrograms, closureDates and fieldTrips. */
export const MEDIUM_TEXT_MAX = 1000;
/** Kids Cafe gate code. */
export const GATE_CODE_MAX = 10;
/** Date inputs (MM/DD/YYYY). */
export const DATE_MAX = 10;
/** Time inputs (11:00 AM). */
export const TIME_MAX = 8;
/** Enrolment, lunch and participant counts: at most 4 digits. */
export const COUNT_MAX_DIGITS = 4;
/** Largest count that fits in COUNT_MAX_DIGITS digits. */
export const COUNT_MAX = 10 ** COUNT_MAX_DIGITS - 1;
export const PHONE_DIGITS = 10;
export const PASSWORD_MIN = 6;
/** Up to 5 weekly columns (Week 1 to Week 5) in the distribution report export. */
export const EXPORT_WEEK_COLUMNS = 5;

/** Applications submitted before this day get the older agreement text. */
export const AGREEMENT_CUTOFF_ISO = '2024-08-01';

/** Application deadlines shown to applicants (month is 1-based). */
export const DEADLINES = {
  nextSchoolYear: { month: 5, day: 30, label: 'May 30' },
  summer: { month: 8, day: 2, label: 'August 2' },
} as const;

/** Object storage region. */
export const STORAGE_REGION = 'us-east-1';
/**
 * The two buckets, by logical name. The spec does not name the real buckets (ours): the server
 * maps these logical names to configured bucket names.
 */
export const STORAGE_BUCKETS = {
  documents: 'documents',
  resources: 'resources',
} as const;
export type StorageBucket = (typeof STORAGE_BUCKETS)[keyof typeof STORAGE_BUCKETS];

/** Ours: how long a password reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Ours: how long an emailed principal signature link stays valid. */
export const SIGNATURE_LINK_TTL_DAYS = 30;

/**
 * Ours: the header the web client sends with every GraphQL request (CSRF protection). A
 * cross-site page cannot add it without a CORS preflight, which only configured origins pass;
 * the server refuses a request that carries the session cookie without it.
 */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';
