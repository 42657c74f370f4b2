import { useQuery } from '@apollo/client/react';
import { formatShortDate, termMonthLabel } from '@portal/domain';
import { DistributionReports } from '../../features/dashboard/distribution-reports';
import { ReportsAlsoRefetch } from '../../features/dashboard/report-actions';
import { AdminSchoolReportReminderDocument } from './report-reminder.queries';

const SCHOOL_QUERY = ['AdminSchoolBackpackBuddy'];

/**
 * The Reports tab of a school in the Backpack Buddy admin console: when its educators were last
 * reminded of a missing monthly report (issue 14 item 5), then the educator's screen, as admin.
 */
export default function AdminReportsTab({ schoolId }: { schoolId: number }) {
  return (
    <>
      <LastReportReminder schoolId={schoolId} />
      {/* Each change reads the school again: its Change History lists the admin's changes. */}
      <ReportsAlsoRefetch value={SCHOOL_QUERY}>
        <DistributionReports schoolId={schoolId} />
      </ReportsAlsoRefetch>
    </>
  );
}

/** 'Last report reminder: 3-5-26 (February 2026 report, 2 educators mailed)', or that none was. */
export function LastReportReminder({ schoolId }: { schoolId: number }) {
  const { data } = useQuery(AdminSchoolReportReminderDocument, { variables: { schoolId } });
  const school = data?.school;
  if (!school || school.schoolId !== schoolId) return null;
  const reminder = school.lastReportReminder;
  const mailed = reminder?.recipients === 1 ? '1 educator' : `${reminder?.recipients} educators`;
  return (
    <p className="report-reminder-last">
      {reminder ? (
        <>
          {'Last report reminder: '}
          <time dateTime={reminder.sentAt}>{formatShortDate(reminder.sentAt)}</time>
          {` (${termMonthLabel(reminder.monthStart)} report, ${mailed} mailed)`}
        </>
      ) : (
        'No report reminder sent yet.'
      )}
    </p>
  );
}
