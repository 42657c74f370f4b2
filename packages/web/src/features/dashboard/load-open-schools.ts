import type { ApolloClient } from '@apollo/client';
import type { ReportRange } from '../../lib/session-store';
import { SchoolReportsDocument } from './reports.queries';
import { openSchool } from './report-types';
import type { OpenSchoolReport, SchoolReport } from './report-types';

/** Requests in flight at once while an export loads school after school. */
const AT_ONCE = 3;

/**
 * The schools of the summary with their students, for the export of All School Sites: the
 * server gives one school's students per answer, so one request per school (a few at a time),
 * straight from the network and kept out of the cache. In the summary's order.
 */
export async function loadOpenSchools(
  client: ApolloClient,
  range: ReportRange,
  schools: readonly SchoolReport[],
): Promise<OpenSchoolReport[]> {
  const loaded: OpenSchoolReport[] = new Array(schools.length);
  let next = 0;
  const worker = async () => {
    while (next < schools.length) {
      const at = next++;
      const answer = await client.query({
        query: SchoolReportsDocument,
        variables: { ...range, schoolId: schools[at]!.schoolId, students: true },
        fetchPolicy: 'no-cache',
      });
      if (!answer.data) throw answer.error ?? new Error('No reports');
      // A school whose months left the range since the summary exports nothing.
      const school = answer.data.schoolReports[0];
      loaded[at] = school ? openSchool(school) : { ...schools[at]!, termMonths: [] };
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, schools.length) }, worker));
  return loaded;
}
