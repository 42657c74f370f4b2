// Kids Cafe's domain module, imported as '@portal/domain/programs/kids-cafe': its registry
// entry, the meal sets and clearing rules, the form schema and its rules, the agreement text.
// Not built: the site contacts of the registry entry (kidsCafeSiteMemberTypes).
export * from './program.ts';
export * from './meals.ts';
export * from './application.ts';
export * from './agreement.ts';
