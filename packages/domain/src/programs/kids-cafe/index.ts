// Kids Cafe's domain module, imported as '@portal/domain/programs/kids-cafe'. Built so far: its
// registry entry. Not built: the application schema, site contacts and agreement text (the Kids
// Cafe issue).
export * from './program.ts';
