// Backpack Buddy's domain module, imported as '@portal/domain/programs/backpack-buddy': its
// registry entry, step schemas, team roster, School Contacts and agreement texts.
export * from './program.ts';
export * from './step-one.ts';
export * from './step-two.ts';
export * from './step-three.ts';
export * from './roster.ts';
export * from './school-contacts.ts';
export * from './agreement.ts';
