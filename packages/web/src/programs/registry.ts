import type { ProgramKey } from '@portal/domain';
import { backpackBuddyModule } from './backpack-buddy/module';
import { kidsCafeModule } from './kids-cafe/module';
import { partnerServicesModule } from './partner-services/module';
import { schoolMarketModule } from './school-market/module';
import { teachersAidModule } from './teachers-aid/module';
import type { WebProgramModule } from './web-program';

/**
 * The web registry: one module per program, from its folder (programs/<slug>/module.ts). No
 * `Partial`: a program missing here does not compile, and a screen or tab a program has not
 * built yet is a `notBuilt` marker in its module (registry.test.ts checks both against spec 3
 * §2). The routers, the sub-navigation, My Account and the admin school detail read it; it is
 * loaded with the program areas, never by the login page.
 */
export const WEB_PROGRAMS: { readonly [K in ProgramKey]: WebProgramModule<K> } = {
  backpackBuddy: backpackBuddyModule,
  kidsCafe: kidsCafeModule,
  schoolMarket: schoolMarketModule,
  teachersAid: teachersAidModule,
  partnerServices: partnerServicesModule,
};

export function webProgram(key: ProgramKey): WebProgramModule {
  return WEB_PROGRAMS[key];
}
