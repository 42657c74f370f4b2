import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeLink } from '../../test/fake-link';
import { loadOpenSchools } from './load-open-schools';
import { makeDistribution, makeSchoolReport, monthWith, reportsResult } from './reports-test-utils';

const RANGE = { startDate: '2026-01-01', endDate: '2026-12-31' };

describe('loadOpenSchools (the export of All School Sites)', () => {
  it("asks for each school's students, one school per request, and keeps the summary's order", async () => {
    const full = (schoolId: number, name: string) =>
      makeSchoolReport({ schoolId, name, termMonths: [monthWith([makeDistribution(schoolId)])] });
    const link = fakeLink({
      SchoolReports: (variables) =>
        // Adams answers after Lincoln: the order is the summary's, not the answers'.
        new Promise((resolve) =>
          setTimeout(
            () =>
              resolve(
                reportsResult(
                  variables.schoolId === 43
                    ? [full(43, 'Adams High School')]
                    : variables.schoolId === 42
                      ? [full(42, 'Lincoln Middle School')]
                      : [],
                ),
              ),
            variables.schoolId === 43 ? 20 : 0,
          ),
        ),
    });
    const summary = [43, 42, 44].map((schoolId) =>
      makeSchoolReport({ schoolId, name: `School ${schoolId}`, termMonths: [] }),
    );
    const schools = await loadOpenSchools(createApolloClient(link), RANGE, summary as never);
    expect(link.calls.map((c) => c.variables)).toEqual(
      [43, 42, 44].map((schoolId) => ({ ...RANGE, schoolId, students: true })),
    );
    expect(schools.map((s) => s.name)).toEqual([
      'Adams High School',
      'Lincoln Middle School',
      'School 44',
    ]);
    expect(schools[0]!.termMonths[0]!.distributions.map((d) => d.counts)).toEqual([[2, 1]]);
    // A school whose months left the range since the summary: nothing to export.
    expect(schools[2]!.termMonths).toEqual([]);
  });
});
