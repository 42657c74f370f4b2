// The package entry: everything the server and the web app import from '@portal/domain'.
export * from './auth-schemas.ts';
export * from './constants.ts';
export * from './enums.ts';
export * from './format.ts';
export * from './messages.ts';
export * from './pagination.ts';
export * from './lists/list-page.ts';
export * from './programs.ts';
export * from './rules.ts';
export * from './terms.ts';
// What every program's forms use; a program's own schemas come from its folder,
// '@portal/domain/programs/<slug>' (so two programs' stepOneSchema never meet in this barrel).
export * from './applications/save-mode.ts';
export * from './applications/term-choice.ts';
export * from './applications/principal-signature.ts';
export * from './account/profile.ts';
export * from './agreements/index.ts';
export * from './reports/distribution-student.ts';
export * from './reports/uploaded-students.ts';
export * from './reports/month-range.ts';
export * from './reports/month-totals.ts';
export * from './reports/export-rows.ts';
export * from './admin/school-profile.ts';
export * from './admin/school-contacts.ts';
export * from './admin/application-status.ts';
export * from './admin/search.ts';
export * from './admin/district.ts';
export * from './admin/educator-user.ts';
export * from './admin/notification.ts';
export * from './input-limits.ts';
export * from './settings/index.ts';
export * from './emails/index.ts';
