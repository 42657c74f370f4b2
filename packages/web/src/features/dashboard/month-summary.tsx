import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { reportsMessages } from './reports.messages';
import type { TermMonth } from './report-types';
import { sortedDates } from './report-types';

/**
 * A month's figures: weekly and monthly allocation, the distribution dates (M-D-YY in English),
 * and Allocated, Distributed and Discarded (allocated minus distributed) as the server adds
 * them up (with the domain's monthTotals, the arithmetic of the export).
 */
export function MonthSummary({ month }: { month: TermMonth }) {
  const t = useT();
  const format = useFormat();
  const dates = sortedDates(month).map((d) => format.shortDate(d.date));
  return (
    <dl className="month-summary">
      <div>
        <dt>{t(reportsMessages.weeklyAllocation)}</dt>
        <dd>{format.number(month.weeklyAllocation)}</dd>
      </div>
      <div>
        <dt>{t(reportsMessages.monthlyAllocation)}</dt>
        <dd>{format.number(month.monthlyAllocation)}</dd>
      </div>
      <div className="month-summary-dates">
        <dt>{t(reportsMessages.distributionDates)}</dt>
        <dd>{dates.length > 0 ? dates.join(', ') : t(reportsMessages.noDates)}</dd>
      </div>
      <div>
        <dt>{t(reportsMessages.allocated)}</dt>
        <dd>{format.number(month.allocated)}</dd>
      </div>
      <div>
        <dt>{t(reportsMessages.distributed)}</dt>
        <dd>{format.number(month.distributed)}</dd>
      </div>
      <div>
        <dt>{t(reportsMessages.discarded)}</dt>
        <dd>{format.number(month.discarded)}</dd>
      </div>
    </dl>
  );
}
