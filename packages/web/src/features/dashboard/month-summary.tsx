import { formatShortDate } from '@portal/domain';
import type { TermMonth } from './report-types';
import { sortedDates } from './report-types';

/**
 * A month's figures: weekly and monthly allocation, the distribution dates (M-D-YY), and
 * Allocated, Distributed and Discarded (allocated minus distributed) as the server adds them up
 * (with the domain's monthTotals, the arithmetic of the export).
 */
export function MonthSummary({ month }: { month: TermMonth }) {
  const dates = sortedDates(month).map((d) => formatShortDate(d.date));
  return (
    <dl className="month-summary">
      <div>
        <dt>Weekly Allocation</dt>
        <dd>{month.weeklyAllocation}</dd>
      </div>
      <div>
        <dt>Monthly Allocation</dt>
        <dd>{month.monthlyAllocation}</dd>
      </div>
      <div className="month-summary-dates">
        <dt>Distribution Dates</dt>
        <dd>{dates.length > 0 ? dates.join(', ') : 'None'}</dd>
      </div>
      <div>
        <dt>Allocated</dt>
        <dd>{month.allocated}</dd>
      </div>
      <div>
        <dt>Distributed</dt>
        <dd>{month.distributed}</dd>
      </div>
      <div>
        <dt>Discarded</dt>
        <dd>{month.discarded}</dd>
      </div>
    </dl>
  );
}
