// Program Settings (spec 3 §2, §3, §4; spec 2 §2 to §5): what each program's settings hold, their
// inputs, the next terms and what educators meet.
export * from './fields.ts';
export * from './intake.ts';
export * from './messages.ts';
export * from './next-terms.ts';
export * from './schemas.ts';
