import { useQuery } from '@apollo/client/react';
import { formatShortDate, termMonthLabel } from '@portal/domain';
import { DistributionReports } from '../../features/dashboard/distribution-reports';
import { AdminSchoolReportReminderDocument } from './report-reminder.queries';

/**
 * The Reports tab of a school in the Backpack Buddy admin console: when its educators were last
 * reminded of a missing monthly report (issue 14 item 5), then the educator's screen, as admin.
 */
export default function AdminReportsTab({ schoolId }: { schoolId: number }) {
  return (
    <>
      <LastReportReminder schoolId={schoolId} />
      <DistributionReports schoolId={schoolId} />
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
