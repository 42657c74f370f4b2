import { DistributionReports } from '../../features/dashboard/distribution-reports';

/** The Reports tab of a school in the Backpack Buddy admin console: the educator's screen, as admin. */
export default function AdminReportsTab({ schoolId }: { schoolId: number }) {
  return <DistributionReports schoolId={schoolId} />;
}
