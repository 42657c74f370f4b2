// Backpack Buddy's domain module, imported as '@portal/domain/programs/backpack-buddy': its
// registry entry, step schemas, team roster, School Contacts, agreement texts,
// food safety entries, allocations and monthly report reminders.
export * from './program.ts';
export * from './step-one.ts';
export * from './step-two.ts';
export * from './step-three.ts';
export * from './roster.ts';
export * from './school-contacts.ts';
export * from './agreement.ts';
// The agreement's Spanish courtesy translation (issue 20; the English is binding).
export * from './agreement-es.ts';
export * from './food-safety.ts';
export * from './allocation.ts';
export * from './report-reminders.ts';
