export * from './catalogue.ts';
export * from './mail-values.ts';
export * from './render.ts';
export * from './schema.ts';
