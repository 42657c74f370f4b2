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
const REPORTS = `query ($school: Int) { schoolReports(startDate: "2025-01-01", endDate: "2025-12-31", schoolId: $school) {
  schoolId name termMonths { startDate allocated distributed studentCount distributionReport { submittedBy } } } }`;
const STUDENTS = `query ($school: Int!) { schoolReports(startDate: "2025-01-01", endDate: "2025-12-31", schoolId: $school) {
  termMonths { distributionDates { date } distributions { studentIdNumber counts } } } }`;

type Reports = {
  schoolReports: {
    schoolId: number;
    termMonths: {
      startDate: string;
      distributed: number;
      studentCount: number;
      distributionReport: { submittedBy: string } | null;
    }[];
  }[];
};
type Students = {
  schoolReports: { termMonths: { distributions: { counts: (number | null)[] }[] }[] }[];
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
    const token = login.data!.login.token;
    const result = await api.gql<Reports>(REPORTS, {}, { token });
    expect(result.errors).toBeUndefined();
    const schools = result.data!.schoolReports;
    expect(schools).toHaveLength(2);
    const months = schools.flatMap((s) => s.termMonths);
    expect(months).toHaveLength(24);
    expect(months.every((m) => m.studentCount === 3)).toBe(true);
    let counts = 0;
    for (const school of schools) {
      const students = await api.gql<Students>(STUDENTS, { school: school.schoolId }, { token });
      expect(students.errors).toBeUndefined();
      for (const month of students.data!.schoolReports[0]!.termMonths) {
        expect(month.distributions).toHaveLength(3);
        counts += month.distributions.flatMap((d) => d.counts).filter((n) => n !== null).length;
      }
    }
    expect(counts).toBe(seeded.entries);
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
