export * from './catalogue.ts';
export * from './render.ts';
export * from './schema.ts';
