// Partner Services' domain module, imported as '@portal/domain/programs/partner-services': its
// registry entry, the form schema and its rules, the agreement text, the admin console's
// Organization Profile and Contacts (organization members) schemas.
export * from './program.ts';
export * from './application.ts';
export * from './agreement.ts';
// The agreement's Spanish courtesy translation (issue 20; the English is binding).
export * from './agreement-es.ts';
export * from './organization-profile.ts';
export * from './organization-members.ts';
