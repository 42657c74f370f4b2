import { formatShortDate, monthTotals } from '@portal/domain';
import type { TermMonth } from './report-types';
import { sortedDates } from './report-types';

/**
 * A month's figures: weekly and monthly allocation, the distribution dates (M-D-YY), and
 * Allocated, Distributed and Discarded (allocated minus distributed), computed by the domain as
 * the export computes them.
 */
export function MonthSummary({ month }: { month: TermMonth }) {
  const totals = monthTotals(month);
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
        <dd>{totals.allocated}</dd>
      </div>
      <div>
        <dt>Distributed</dt>
        <dd>{totals.distributed}</dd>
      </div>
      <div>
        <dt>Discarded</dt>
        <dd>{totals.discarded}</dd>
      </div>
    </dl>
  );
}
