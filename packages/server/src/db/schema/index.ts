// The drizzle schema, one file per module. This entry lists them for the client and drizzle-kit
// (application-common.ts holds column helpers only and is not listed).
export * from './enums.ts';
export * from './auth.ts';
export * from './mail.ts';
export * from './districts.ts';
export * from './schools.ts';
export * from './sites.ts';
export * from './organizations.ts';
export * from './terms.ts';
export * from './distributions.ts';
export * from './allocations.ts';
export * from './food-safety.ts';
export * from './application-backpack-buddy.ts';
export * from './application-school-market.ts';
export * from './application-teachers-aid.ts';
export * from './application-kids-cafe.ts';
export * from './application-partner-services.ts';
export * from './signatures.ts';
export * from './settings.ts';
export * from './emails.ts';
export * from './notifications.ts';
export * from './report-reminders.ts';
export * from './surveys.ts';
export * from './files.ts';
export * from './audit.ts';
