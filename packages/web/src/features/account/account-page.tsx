import { Navigate, Route, Routes } from 'react-router';
import type { PortalProgram } from '../../lib/programs';
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
  const base = `${program.url}/account`;
  const toApplications = <Navigate to={`${base}/applications`} replace />;
  return (
    <div className="account-page">
      <title>{`My Account | ${program.name} | Partner Portal`}</title>
      <h2>My Account</h2>
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
