// Agreement engine: document model, fill values, texts, catalogue and version/date rules.
export * from './catalogue.ts';
export * from './document.ts';
export * from './fill.ts';
export * from './rules.ts';
export * from './school-programs-mou.ts';
export * from './usda-nondiscrimination.ts';
export * from './signer.ts';
