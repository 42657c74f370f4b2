import { Outlet } from 'react-router';
import { Loading } from '../../components/loading';
import { ReminderBanner } from './reminder-banner';
import { SchoolSiteSelect } from './school-site-select';
import { useEducatorSchools } from './school-param';
import './dashboard.css';

/**
 * The frame of the dashboard area (reports, contacts, surveys, documents): the 'Reminder' banner
 * and, for a user with schools, the school-site dropdown above the screen. The screens wait
 * for the user's schools (they choose the school shown, or tell there is none).
 */
export function DashboardLayout() {
  const { schools, loading } = useEducatorSchools();
  if (loading) return <Loading />;
  return (
    <div className="dashboard-area">
      <ReminderBanner />
      {schools.length > 0 ? <SchoolSiteSelect /> : null}
      <Outlet />
    </div>
  );
}
