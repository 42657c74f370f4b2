import { Button } from '../../components/button';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import '../../styles/tables.css';
import { useMonthLabel } from './month-label';
import { monthMessages } from './month.messages';
import { countOn, sortedDates } from './report-types';
import type { Distribution, TermMonth } from './report-types';

/**
 * A month's students: Student Name, Student ID, the count of each distribution date and the
 * Testimonial; while the month may be changed, a checkbox to select each row (and all), and
 * Edit and Delete.
 */
export function DistributionsTable({
  month,
  caption,
  editable,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  month: TermMonth;
  caption: string;
  editable: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], checked: boolean) => void;
  onEdit: (distribution: Distribution) => void;
  onDelete: (distribution: Distribution) => void;
}) {
  const t = useT();
  const format = useFormat();
  const monthLabel = useMonthLabel()(month);
  const dates = sortedDates(month);
  const rows = month.distributions;
  const allIds = rows.map((row) => row.distributionId);
  const countText = (count: number | null) => (count === null ? '' : format.number(count));
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.has(id));

  return (
    <div className="table-scroll">
      <table className="list-table distributions-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {editable ? (
              <th scope="col" className="select-cell">
                <input
                  type="checkbox"
                  aria-label={t(monthMessages.selectAllStudents, { month: monthLabel })}
                  checked={allSelected}
                  disabled={rows.length === 0}
                  onChange={(event) => onSelect(allIds, event.target.checked)}
                />
              </th>
            ) : null}
            <th scope="col">{t(monthMessages.studentName)}</th>
            <th scope="col">{t(monthMessages.studentId)}</th>
            {dates.map((date) => (
              <th scope="col" key={date.termMonthDistributionDateId} className="numeric">
                {format.shortDate(date.date)}
              </th>
            ))}
            <th scope="col">{t(monthMessages.testimonial)}</th>
            {editable ? (
              <>
                <th scope="col">{t(monthMessages.edit)}</th>
                <th scope="col">{t(monthMessages.delete)}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={dates.length + (editable ? 6 : 3)} className="table-empty">
                {t(monthMessages.noStudentsYet)}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.distributionId}>
                {editable ? (
                  <td className="select-cell">
                    <input
                      type="checkbox"
                      aria-label={t(monthMessages.selectStudent, { student: row.studentName })}
                      checked={selected.has(row.distributionId)}
                      onChange={(event) => onSelect([row.distributionId], event.target.checked)}
                    />
                  </td>
                ) : null}
                <th scope="row">{row.studentName}</th>
                <td>{row.studentIdNumber}</td>
                {dates.map((date) => (
                  <td key={date.termMonthDistributionDateId} className="numeric">
                    {countText(countOn(row, date))}
                  </td>
                ))}
                <td className="testimonial-cell">{row.testimonial}</td>
                {editable ? (
                  <>
                    <td>
                      <Button variant="link" onClick={() => onEdit(row)}>
                        {t(monthMessages.edit)}
                        <span className="visually-hidden"> {row.studentName}</span>
                      </Button>
                    </td>
                    <td>
                      <Button variant="link" onClick={() => onDelete(row)}>
                        {t(monthMessages.delete)}
                        <span className="visually-hidden"> {row.studentName}</span>
                      </Button>
                    </td>
                  </>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
