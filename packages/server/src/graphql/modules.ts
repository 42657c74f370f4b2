import { adminOrganizationsModule } from '../modules/admin-organizations/resolvers.ts';
import { adminSchoolsModule } from '../modules/admin-schools/resolvers.ts';
import { adminSitesModule } from '../modules/admin-sites/resolvers.ts';
import { adminUsersModule } from '../modules/admin-users/resolvers.ts';
import { allocationsModule } from '../modules/allocations/resolvers.ts';
import { auditModule } from '../modules/audit/resolvers.ts';
import { authModule } from '../modules/auth/resolvers.ts';
import { contactsModule } from '../modules/contacts/resolvers.ts';
import { districtsModule } from '../modules/districts/resolvers.ts';
import { emailsModule } from '../modules/emails/resolvers.ts';
import { documentsModule } from '../modules/documents/resolvers.ts';
import { enumsModule } from '../modules/enums/resolvers.ts';
import { foodSafetyModule } from '../modules/food-safety/resolvers.ts';
import { notificationsModule } from '../modules/notifications/resolvers.ts';
import { programGraphqlModules } from '../modules/programs/registry.ts';
import { reportsModule } from '../modules/reports/resolvers.ts';
import { schoolsModule } from '../modules/schools/resolvers.ts';
import { settingsModule } from '../modules/settings/resolvers.ts';
import { signaturesModule } from '../modules/signatures/resolvers.ts';
import { surveysModule } from '../modules/surveys/resolvers.ts';
import { termsModule } from '../modules/terms/resolvers.ts';
import { usersModule } from '../modules/users/resolvers.ts';
import type { Module } from './module.ts';

/** Every API module; each brings its schema, resolvers and access rules. */
export const modules: Module[] = [
  authModule,
  usersModule,
  enumsModule,
  termsModule,
  settingsModule,
  notificationsModule,
  schoolsModule,
  // Each program's own GraphQL part, from the program registry (the built ones).
  ...programGraphqlModules(),
  signaturesModule,
  reportsModule,
  contactsModule,
  surveysModule,
  documentsModule,
  auditModule,
  adminSchoolsModule,
  adminSitesModule,
  adminOrganizationsModule,
  allocationsModule,
  foodSafetyModule,
  districtsModule,
  adminUsersModule,
  emailsModule,
];
