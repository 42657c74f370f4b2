import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { BackpackBuddyId } from './backpack-buddy-id';
import { reportsMessages } from './reports.messages';
import type { OpenSchoolReport } from './report-types';
import { TermMonthPanel } from './term-month-panel';

/** An open school's reports: its name and Backpack Buddy ID, then a panel per term month. */
export function SchoolReportSection({
  school,
  isAdmin,
  selectedMonths,
  onMonthSelect,
}: {
  school: OpenSchoolReport;
  isAdmin: boolean;
  selectedMonths: ReadonlySet<number>;
  onMonthSelect: (termMonthId: number, checked: boolean) => void;
}) {
  const headingId = useId();
  const t = useT();
  return (
    <section className="school-report" aria-labelledby={headingId}>
      <div className="school-report-header">
        <h3 id={headingId}>{school.name}</h3>
        <BackpackBuddyId id={school.backpackBuddyId} />
      </div>
      {school.termMonths.length === 0 ? (
        <p className="month-empty">{t(reportsMessages.noTermMonths)}</p>
      ) : (
        school.termMonths.map((month) => (
          <TermMonthPanel
            key={month.termMonthId}
            month={month}
            schoolName={school.name}
            isAdmin={isAdmin}
            monthSelected={selectedMonths.has(month.termMonthId)}
            onMonthSelect={(checked) => onMonthSelect(month.termMonthId, checked)}
          />
        ))
      )}
    </section>
  );
}
