import { useId } from 'react';
import { Link } from 'react-router';
import { MESSAGES, formatLongDateTime } from '@portal/domain';
import '../../styles/tables.css';
import { localTimeZone } from './report-comments';
import { schoolSearch } from './school-param';
import type { SchoolReport } from './report-types';

/**
 * A school in the summary of All School Sites: its name and Backpack Buddy ID, a row per term
 * month with its students, allocation, totals and report, and a link that opens the school (its
 * students, the month actions) as the school-site dropdown does.
 */
export function SchoolSummarySection({ school }: { school: SchoolReport }) {
  const headingId = useId();
  const zone = localTimeZone();
  return (
    <section className="school-report" aria-labelledby={headingId}>
      <div className="school-report-header">
        <h3 id={headingId}>{school.name}</h3>
        <p>
          Backpack Buddy ID: <strong>{school.backpackBuddyId ?? 'None'}</strong>
        </p>
        <Link className="button button-secondary" to={{ search: schoolSearch(school.schoolId) }}>
          Open<span className="visually-hidden"> {school.name}</span>
        </Link>
      </div>
      {school.termMonths.length === 0 ? (
        <p className="month-empty">No term months in these dates.</p>
      ) : (
        <div className="table-scroll">
          <table className="list-table month-summary-table">
            <caption className="visually-hidden">Months of {school.name}</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col" className="numeric">
                  Students
                </th>
                <th scope="col" className="numeric">
                  Weekly Allocation
                </th>
                <th scope="col" className="numeric">
                  Allocated
                </th>
                <th scope="col" className="numeric">
                  Distributed
                </th>
                <th scope="col" className="numeric">
                  Discarded
                </th>
                <th scope="col">Report</th>
              </tr>
            </thead>
            <tbody>
              {school.termMonths.map((month) => {
                const report = month.distributionReport;
                return (
                  <tr key={month.termMonthId}>
                    <th scope="row">{month.termMonthFormatted}</th>
                    <td className="numeric">{month.studentCount}</td>
                    <td className="numeric">{month.weeklyAllocation}</td>
                    <td className="numeric">{month.allocated}</td>
                    <td className="numeric">{month.distributed}</td>
                    <td className="numeric">{month.discarded}</td>
                    <td>
                      {report
                        ? MESSAGES.submittedBy(
                            report.submittedBy ?? 'Unknown',
                            formatLongDateTime(report.createdAt, zone),
                          )
                        : 'Not submitted'}
                    </td>
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
