import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { ErrorBlock } from '../../components/error-block';
import { Loading } from '../../components/loading';
import { NoResults } from '../../components/no-results';
import { useT } from '../../i18n/use-t';
import { useCurrentUser } from '../../lib/current-user';
import { sessionStore, useSession } from '../../lib/session-store';
import { DeleteReportsButton } from './delete-reports-button';
import { ExportButton } from './export-button';
import { loadOpenSchools } from './load-open-schools';
import { MonthRangePickers } from './month-range-pickers';
import { openSchool } from './report-types';
import { SchoolReportSection } from './school-report-section';
import { SchoolSummarySection } from './school-summary-section';
import { SchoolReportsDocument } from './reports.queries';
import { reportsMessages } from './reports.messages';

/**
 * Backpack Distribution Reports (spec 1 §2, §4): month pickers (the session keeps the range,
 * the current year by default), Export, and for each school its term months. With a `schoolId`
 * the school is open: each month with its dates, students and actions. `schoolId` null is the
 * summary of all of the user's schools (a row of figures per month and a link that opens the
 * school): the server gives one school's students per answer. Admins (user.type ADMIN) may
 * change submitted months and delete the reports of the months they tick.
 */
export function DistributionReports({ schoolId }: { schoolId: number | null }) {
  const user = useCurrentUser();
  const isAdmin = user?.type === 'ADMIN';
  const client = useApolloClient();
  const t = useT();
  const { reportRange } = useSession();
  const [rangeValid, setRangeValid] = useState(true);
  const [selectedMonths, setSelectedMonths] = useState<ReadonlySet<number>>(new Set());
  const students = schoolId !== null;
  const { data, loading, error } = useQuery(SchoolReportsDocument, {
    variables: { ...reportRange, schoolId, students },
    fetchPolicy: 'cache-and-network',
    skip: !rangeValid,
  });
  const reports = rangeValid ? data?.schoolReports : undefined;
  const open = useMemo(
    () => (students ? reports?.map(openSchool) : undefined),
    [students, reports],
  );
  const loadExport = !reports
    ? undefined
    : open
      ? () => open
      : () => loadOpenSchools(client, reportRange, reports);

  // Only months still on screen count (a refetch or another range may have dropped some).
  const monthIds = new Set(reports?.flatMap((s) => s.termMonths.map((m) => m.termMonthId)));
  const selectedIds = [...selectedMonths].filter((id) => monthIds.has(id));
  const onMonthSelect = (termMonthId: number, checked: boolean) =>
    setSelectedMonths((current) => {
      const next = new Set(current);
      if (checked) next.add(termMonthId);
      else next.delete(termMonthId);
      return next;
    });

  let body;
  if (!rangeValid) body = null;
  else if (!reports && loading) body = <Loading />;
  else if (!reports && error) body = <ErrorBlock headingLevel={3} />;
  else if (!reports || reports.length === 0) body = <NoResults />;
  else if (!open)
    body = reports.map((school) => <SchoolSummarySection key={school.schoolId} school={school} />);
  else
    body = open.map((school) => (
      <SchoolReportSection
        key={school.schoolId}
        school={school}
        isAdmin={isAdmin}
        selectedMonths={selectedMonths}
        onMonthSelect={onMonthSelect}
      />
    ));

  return (
    <section className="distribution-reports" aria-labelledby="distribution-reports-heading">
      <title>{t(reportsMessages.pageTitle)}</title>
      <h2 id="distribution-reports-heading">{t(reportsMessages.heading)}</h2>
      <div className="reports-toolbar">
        <MonthRangePickers
          range={reportRange}
          onChange={(range) => sessionStore.setReportRange(range)}
          onValidity={setRangeValid}
        />
        <div className="reports-toolbar-actions">
          <ExportButton load={loadExport} />
          {isAdmin ? (
            <DeleteReportsButton
              termMonthIds={selectedIds}
              onDeleted={() => setSelectedMonths(new Set())}
            />
          ) : null}
        </div>
      </div>
      {body}
    </section>
  );
}
