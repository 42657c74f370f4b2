// The package entry: everything the server and the web app import from '@portal/domain'.
export * from './auth-schemas.ts';
export * from './constants.ts';
export * from './enums.ts';
export * from './format.ts';
export * from './messages.ts';
export * from './pagination.ts';
export * from './programs.ts';
export * from './rules.ts';
export * from './terms.ts';
export * from './backpack-buddy/save-mode.ts';
export * from './backpack-buddy/roster.ts';
export * from './backpack-buddy/step-one.ts';
export * from './backpack-buddy/step-two.ts';
export * from './backpack-buddy/step-three.ts';
export * from './backpack-buddy/term-choice.ts';
export * from './backpack-buddy/profile.ts';
export * from './agreements/index.ts';
