// School Market's domain module, imported as '@portal/domain/programs/school-market'. Built so
// far: its registry entry and agreement heading. Not built: step schemas and agreement texts
// (the School Market issue).
export * from './program.ts';
export * from './agreement.ts';
