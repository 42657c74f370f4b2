import { termMonthLabel } from '@portal/domain';
import {
  compareCurrentAndNextMonth,
  nextMonthStart,
  utcMonthStart,
} from '@portal/domain/programs/backpack-buddy';
import { NoResults } from '../../../components/no-results';
import type { AllocationFieldsFragment } from '../../../gql/graphql';
import { MonthComparison } from './month-comparison';
import '../../../styles/tables.css';

type Month = AllocationFieldsFragment['termMonths'][number];

/**
 * The school's monthly allocation per term month, oldest first, with the current and next month
 * (UTC month starts) marked in words and compared above the table.
 */
export function MonthlyAllocations({
  months,
  now = new Date(),
}: {
  months: readonly Month[];
  now?: Date;
}) {
  const current = utcMonthStart(now);
  const next = nextMonthStart(current);
  const result = compareCurrentAndNextMonth(months, now);
  const marks: Record<string, string> = { [current]: 'Current month', [next]: 'Next month' };

  return (
    <section aria-labelledby="monthly-allocations-heading">
      <h4 id="monthly-allocations-heading">Monthly Allocation</h4>
      <MonthComparison result={result} now={now} />
      {months.length === 0 ? (
        <NoResults />
      ) : (
        <div className="table-scroll">
          <table className="data-table list-table monthly-allocations">
            <caption className="visually-hidden">Monthly allocation per term month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Term</th>
                <th scope="col">Monthly Allocation</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => {
                const mark = marks[month.startDate];
                return (
                  <tr
                    key={month.termMonthId}
                    className={mark ? `allocation-row-${result.comparison}` : undefined}
                  >
                    <th scope="row">
                      {termMonthLabel(month.startDate)}
                      {mark ? <span className="allocation-month-mark"> ({mark})</span> : null}
                    </th>
                    <td>{month.termFormattedShort}</td>
                    <td>{month.monthlyAllocation ?? 0}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
