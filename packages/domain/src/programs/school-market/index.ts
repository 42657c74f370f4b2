// School Market's domain module, imported as '@portal/domain/programs/school-market': its
// registry entry, the form schema and its rules, the agreement heading and texts.
export * from './program.ts';
export * from './agreement.ts';
// The agreement's Spanish courtesy translation (issue 20; the English is binding).
export * from './agreement-es.ts';
export * from './application.ts';
