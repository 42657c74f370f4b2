import {
  PROGRAM_KEYS,
  SCHOOL_PROGRAMS,
  isBuilt,
  programByEnum,
  type ProgramKey,
  type SchoolProgram,
} from '@portal/domain';
import type { Module } from '../../graphql/module.ts';
import { backpackBuddyModule } from '../applications/backpack-buddy/module.ts';
import { kidsCafeModule } from '../applications/kids-cafe/module.ts';
import { partnerServicesModule } from '../applications/partner-services/module.ts';
import { schoolMarketModule } from '../applications/school-market/module.ts';
import { teachersAidModule } from '../applications/teachers-aid/module.ts';
import type { SchoolProgramModule, ServerProgramModule } from './types.ts';

/**
 * The server's program registry (ARCHITECTURE.md "Programs as modules"): one module per program,
 * each from its folder modules/applications/<slug>/module.ts. No `Partial`: a program missing
 * here does not compile, and registry.test.ts fails. The GraphQL schema (graphql/modules.ts),
 * the signature page (signatures/service.ts), the educator's required flags
 * (users/required-flags.ts) and the admin console's schools (admin-schools/programs.ts) read it.
 *
 * Code that a program module itself imports (its resolvers and their services) must not import
 * this file: that would be an import cycle. Such code takes the program's domain entry
 * (`PROGRAMS_BY_KEY`, `programByEnum`) or its module as an argument instead.
 */
export const PROGRAM_MODULES: { readonly [K in ProgramKey]: ServerProgramModule<K> } = {
  backpackBuddy: backpackBuddyModule,
  kidsCafe: kidsCafeModule,
  schoolMarket: schoolMarketModule,
  teachersAid: teachersAidModule,
  partnerServices: partnerServicesModule,
};

/** Every program's module, in the registry's order of programs. */
export function programModules(): ServerProgramModule[] {
  return PROGRAM_KEYS.map((key) => PROGRAM_MODULES[key]);
}

export function isSchoolProgramModule(module: ServerProgramModule): module is SchoolProgramModule {
  return module.holder.kind === 'school';
}

/** The module of a school program (the GraphQL `SchoolProgram` enum value). */
export function schoolProgramModule(program: SchoolProgram): SchoolProgramModule {
  const key = programByEnum(program)?.key;
  const module = key ? PROGRAM_MODULES[key] : undefined;
  if (!module || !isSchoolProgramModule(module)) throw new Error(`${program}: no school program`);
  return module;
}

/** The modules of the programs whose applicants are schools, in SCHOOL_PROGRAMS' order. */
export function schoolProgramModules(): SchoolProgramModule[] {
  return SCHOOL_PROGRAMS.map(schoolProgramModule);
}

/** The GraphQL parts of the programs that have built theirs. */
export function programGraphqlModules(): Module[] {
  return programModules()
    .map((module) => module.graphql)
    .filter(isBuilt);
}
