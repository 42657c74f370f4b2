import { test as setup } from '@playwright/test';
import { adminApi, gql } from '../tests/api';
import { storeAdminSignIn } from './admin-sign-in';
import { waitForBenchServer } from './bench-server';

setup(
  'the bench-seed server is up and the administrator signs in',
  async ({ browser, baseURL }) => {
    // Started by the global setup at the beginning of the run; seeding takes 20–40 s.
    setup.setTimeout(240_000);
    await waitForBenchServer(baseURL!, 230_000);
    await storeAdminSignIn(browser, baseURL!);
    // The first list of the 5,000 schools fills the server's snapshot cache (about 1.5 s, more
    // on a busy machine): the journeys then start from a server that has served it once.
    const api = await adminApi();
    await gql(api, 'query E2eWarmSchools { schoolsBackpackBuddy { schoolId } }');
    await api.dispose();
  },
);
