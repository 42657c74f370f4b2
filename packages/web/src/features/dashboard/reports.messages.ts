import { defineMessages } from '../../i18n/define-messages';

/**
 * Backpack Distribution Reports: the screen's heading and toolbar, a school's header, the summary
 * of all schools and a month's figures.
 */
export const reportsMessages = defineMessages('dashboard.reports', {
  heading: 'Backpack Distribution Reports',
  pageTitle: 'Backpack Distribution Reports | Backpack Buddy | Partner Portal',
  reportMonths: 'Report months',
  startDate: 'Start Date',
  endDate: 'End Date',
  monthPlaceholder: 'YYYY-MM',
  export: 'Export',
  deleteReports: 'Delete Reports',
  backpackBuddyId: 'Backpack Buddy ID: <0>{id}</0>',
  none: 'None',
  noDates: 'None',
  open: 'Open',
  noTermMonths: 'No term months in these dates.',
  monthsOf: 'Months of {school}',
  month: 'Month',
  students: 'Students',
  weeklyAllocation: 'Weekly Allocation',
  monthlyAllocation: 'Monthly Allocation',
  distributionDates: 'Distribution Dates',
  allocated: 'Allocated',
  distributed: 'Distributed',
  discarded: 'Discarded',
  report: 'Report',
  notSubmitted: 'Not submitted',
  unknownSubmitter: 'Unknown',
});
