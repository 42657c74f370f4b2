// Partner Services' domain module, imported as '@portal/domain/programs/partner-services'. Built
// so far: its registry entry. Not built: the application schema (the Partner Services issue).
export * from './program.ts';
