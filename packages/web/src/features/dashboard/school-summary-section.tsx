import { useId } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { useFormat } from '../../i18n/format';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import '../../styles/tables.css';
import { BackpackBuddyId } from './backpack-buddy-id';
import { useMonthLabel } from './month-label';
import { localTimeZone } from './report-comments';
import { reportsMessages } from './reports.messages';
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
  const t = useT();
  const translate = useTranslateMessage();
  const format = useFormat();
  const monthLabel = useMonthLabel();
  return (
    <section className="school-report" aria-labelledby={headingId}>
      <div className="school-report-header">
        <h3 id={headingId}>{school.name}</h3>
        <BackpackBuddyId id={school.backpackBuddyId} />
        <Link className="button button-secondary" to={{ search: schoolSearch(school.schoolId) }}>
          {t(reportsMessages.open)}
          <span className="visually-hidden"> {school.name}</span>
        </Link>
      </div>
      {school.termMonths.length === 0 ? (
        <p className="month-empty">{t(reportsMessages.noTermMonths)}</p>
      ) : (
        <div className="table-scroll">
          <table className="list-table month-summary-table">
            <caption className="visually-hidden">
              {t(reportsMessages.monthsOf, { school: school.name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t(reportsMessages.month)}</th>
                <th scope="col" className="numeric">
                  {t(reportsMessages.students)}
                </th>
                <th scope="col" className="numeric">
                  {t(reportsMessages.weeklyAllocation)}
                </th>
                <th scope="col" className="numeric">
                  {t(reportsMessages.allocated)}
                </th>
                <th scope="col" className="numeric">
                  {t(reportsMessages.distributed)}
                </th>
                <th scope="col" className="numeric">
                  {t(reportsMessages.discarded)}
                </th>
                <th scope="col">{t(reportsMessages.report)}</th>
              </tr>
            </thead>
            <tbody>
              {school.termMonths.map((month) => {
                const report = month.distributionReport;
                return (
                  <tr key={month.termMonthId}>
                    <th scope="row">{monthLabel(month)}</th>
                    <td className="numeric">{format.number(month.studentCount)}</td>
                    <td className="numeric">{format.number(month.weeklyAllocation)}</td>
                    <td className="numeric">{format.number(month.allocated)}</td>
                    <td className="numeric">{format.number(month.distributed)}</td>
                    <td className="numeric">{format.number(month.discarded)}</td>
                    <td>
                      {report
                        ? translate(
                            MESSAGES.submittedBy(
                              report.submittedBy ?? t(reportsMessages.unknownSubmitter),
                              format.longDateTime(report.createdAt, zone),
                            ),
                          )
                        : t(reportsMessages.notSubmitted)}
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
