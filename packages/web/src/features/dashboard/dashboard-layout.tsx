import { Outlet } from 'react-router';
import { ReminderBanner } from './reminder-banner';
import { SchoolSiteSelect } from './school-site-select';
import { useUserSchools } from './school-param';
import './dashboard.css';

/**
 * The frame of the dashboard area (reports, contacts, surveys, documents): the 'Reminder' banner
 * and, for a user with schools, the school-site dropdown above the screen.
 */
export function DashboardLayout() {
  const schools = useUserSchools();
  return (
    <div className="dashboard-area">
      <ReminderBanner />
      {schools.length > 0 ? <SchoolSiteSelect /> : null}
      <Outlet />
    </div>
  );
}
