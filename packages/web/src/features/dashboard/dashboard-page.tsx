import { MESSAGES } from '@portal/domain';
import { NoResults } from '../../components/no-results';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import { DistributionReports } from './distribution-reports';
import { reportsMessages } from './reports.messages';
import { useSelectedSchoolId, useUserSchools } from './school-param';

/**
 * /backpack-buddy/dashboard for an educator: the distribution reports of the school chosen in
 * the dropdown, or the summary of all of the user's schools (the default); an educator with one
 * school sees it open. 'No Results' and 'You have no school associations' for an educator
 * without schools.
 */
export default function DashboardPage() {
  const schools = useUserSchools();
  const schoolId = useSelectedSchoolId();
  const t = useT();
  const translate = useTranslateMessage();
  if (schools.length === 0) {
    return (
      <section className="distribution-reports" aria-labelledby="distribution-reports-heading">
        <h2 id="distribution-reports-heading">{t(reportsMessages.heading)}</h2>
        <NoResults>{translate(MESSAGES.noSchoolAssociations)}</NoResults>
      </section>
    );
  }
  const only = schools.length === 1 ? schools[0]!.schoolId : null;
  return <DistributionReports schoolId={schoolId ?? only} />;
}
