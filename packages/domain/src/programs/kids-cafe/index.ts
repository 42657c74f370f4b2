// Kids Cafe's domain module, imported as '@portal/domain/programs/kids-cafe': its registry
// entry, the meal sets and clearing rules, the form schema and its rules, the agreement text,
// the admin console's Site Profile and Contacts (site members) schemas.
export * from './program.ts';
export * from './meals.ts';
export * from './application.ts';
export * from './agreement.ts';
// The agreement's Spanish courtesy translation (issue 20; the English is binding).
export * from './agreement-es.ts';
export * from './site-profile.ts';
export * from './site-members.ts';
