import { Navigate, Route, Routes } from 'react-router';
import { useT } from '../../i18n/use-t';
import type { PortalProgram } from '../../lib/programs';
import { accountMessages } from './account.messages';
import { AccountTabs } from './account-tabs';
import { ApplicationsTab } from './applications-tab';
import { ProfileTab } from './profile-tab';
import type { UserApplicationsSource } from './user-applications';
import './account.css';

/**
 * My Account of a program ({programUrl}/account/*): the Applications tab (default) and the
 * Profile tab; any other sub-path goes to Applications. The program area above it holds the h1.
 * The program's web module gives where its applications come from.
 */
export default function AccountPage({
  program,
  applications,
}: {
  program: PortalProgram;
  applications: UserApplicationsSource;
}) {
  const t = useT();
  const base = `${program.url}/account`;
  const toApplications = <Navigate to={`${base}/applications`} replace />;
  return (
    <div className="account-page">
      <title>{t(accountMessages.title, { program: program.name })}</title>
      <h2>{t(accountMessages.heading)}</h2>
      <AccountTabs base={base} />
      <Routes>
        <Route
          path="applications"
          element={<ApplicationsTab program={program} source={applications} />}
        />
        <Route path="profile" element={<ProfileTab />} />
        <Route index element={toApplications} />
        <Route path="*" element={toApplications} />
      </Routes>
    </div>
  );
}
