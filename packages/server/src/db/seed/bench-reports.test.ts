import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { seedReports } from './bench-reports.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;
const REPORTS = `query { schoolReports(startDate: "2025-01-01", endDate: "2025-12-31") {
  name termMonths { startDate allocated distributed distributionReport { submittedBy }
  distributionDates { date } distributions { studentIdNumber distributionDateEntries { distributionNumber } } } } }`;

type Reports = {
  schoolReports: {
    termMonths: {
      startDate: string;
      distributed: number;
      distributionReport: { submittedBy: string } | null;
      distributionDates: unknown[];
      distributions: { distributionDateEntries: { distributionNumber: number }[] }[];
    }[];
  }[];
};

describe('seedReports', () => {
  it('gives an educator schools × months × students that schoolReports answers', async () => {
    const email = 'reports.educator@bench.example.org';
    const seeded = await seedReports(api.db, {
      educatorEmail: email,
      schools: 2,
      months: 12,
      students: 3,
    });
    expect(seeded).toMatchObject({ schools: 2, months: 24, distributions: 72, reports: 20 });
    const login = await api.gql<{ login: { token: string } }>(LOGIN, {
      input: { email, password: DEMO_PASSWORD },
    });
    const result = await api.gql<Reports>(REPORTS, {}, { token: login.data!.login.token });
    expect(result.errors).toBeUndefined();
    const schools = result.data!.schoolReports;
    expect(schools).toHaveLength(2);
    const months = schools.flatMap((s) => s.termMonths);
    expect(months).toHaveLength(24);
    expect(months.every((m) => m.distributions.length === 3)).toBe(true);
    const entries = months.flatMap((m) =>
      m.distributions.flatMap((d) => d.distributionDateEntries),
    );
    expect(entries).toHaveLength(seeded.entries);
    expect(months.filter((m) => m.distributionReport === null).map((m) => m.startDate)).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2025-11-01',
      '2025-12-01',
    ]);
    // Seeding again for the same educator adds schools, not a second account.
    const again = await seedReports(api.db, {
      educatorEmail: email,
      schools: 1,
      months: 1,
      students: 1,
    });
    expect(again).toMatchObject({ schools: 1, months: 1, distributions: 1 });
  });
});
