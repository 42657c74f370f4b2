// Teachers Aid's domain module, imported as '@portal/domain/programs/teachers-aid'. Built so far:
// its registry entry. Not built: step schemas and agreement texts (the Teachers Aid issue).
export * from './program.ts';
