import { describe, expect, it } from 'vitest';
import { notBuilt } from '@portal/domain';
import { SCHOOL_OWN_TABS } from '../features/admin/schools/school-detail-tabs';
import { PROGRAM_SETTINGS_TAB, USERS_TAB } from './admin-tabs';
import { kidsCafeModule } from './kids-cafe/module';
import type { WebProgramModule } from './web-program';

// A web module is keyed by the tabs its domain entry declares: a missing, misspelt or extra tab
// fails the type check (npm run typecheck; each @ts-expect-error below must meet its error).
// At run time these modules are only built, never mounted.

const sites = notBuilt('the site list and site detail');

describe("a web module's tab keys are its domain entry's (type check)", () => {
  it('refuses a module without one of its admin tabs, or with a misspelt one', () => {
    const missing: WebProgramModule<'kidsCafe'> = {
      ...kidsCafeModule,
      // @ts-expect-error Kids Cafe's Sites tab is missing
      adminTabs: { users: USERS_TAB, settings: PROGRAM_SETTINGS_TAB },
    };
    const misspelt: WebProgramModule<'kidsCafe'> = {
      ...kidsCafeModule,
      // @ts-expect-error 'site' is not a tab of Kids Cafe (its segment is 'sites')
      adminTabs: { site: sites, sites, users: USERS_TAB, settings: PROGRAM_SETTINGS_TAB },
    };
    expect([missing, misspelt]).toHaveLength(2);
  });

  it('refuses a detail tab or settings sub-tab the entry does not have', () => {
    const extraDetail: WebProgramModule<'kidsCafe'> = {
      ...kidsCafeModule,
      detailTabs: {
        ...kidsCafeModule.detailTabs,
        // @ts-expect-error Kids Cafe sites have no Allocate tab
        allocate: SCHOOL_OWN_TABS.profile,
      },
    };
    const wrongLabel: WebProgramModule<'kidsCafe'> = {
      ...kidsCafeModule,
      // @ts-expect-error Kids Cafe's settings sub-tab is 'Application', not 'Active Terms'
      settingsTabs: { 'Active Terms': { own: 'activeTerms' } },
    };
    expect([extraDetail, wrongLabel]).toHaveLength(2);
  });

  it("takes any program's module where a screen serves every program", () => {
    const any: WebProgramModule = kidsCafeModule;
    expect(any.adminTabs['sites']).toBe(kidsCafeModule.adminTabs.sites);
  });
});
