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
