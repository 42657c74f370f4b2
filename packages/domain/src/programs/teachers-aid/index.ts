// Teachers Aid's domain module, imported as '@portal/domain/programs/teachers-aid': its
// registry entry, its three step schemas, the agreement texts and the roster upload.
export * from './program.ts';
export * from './step-one.ts';
export * from './step-two.ts';
export * from './step-three.ts';
export * from './agreement.ts';
// The agreement's Spanish courtesy translation (issue 20; the English is binding).
export * from './agreement-es.ts';
export * from './roster-upload.ts';
