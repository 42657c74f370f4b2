import { useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { useT } from '../../i18n/use-t';
import { DistributionsTable } from './distributions-table';
import { EmptyMonthActions } from './empty-month-actions';
import { MonthDialogs } from './month-dialogs';
import type { MonthDialog } from './month-dialogs';
import { useMonthLabel } from './month-label';
import { monthMessages } from './month.messages';
import { MonthSummary } from './month-summary';
import { ReportCommentsForm, SubmittedReport } from './report-comments';
import type { TermMonth } from './report-types';

/**
 * One term month of a school, in one of the spec's three states: no students (upload, template,
 * copy, add), students (the table with add, edit, delete one or the selected, then comments and
 * Submit Report), report submitted (comments read-only, 'Submitted by …'). After submission an
 * educator sees the month read-only; an admin may still change the students, and picks months
 * for Delete Reports with the checkbox by the month's name.
 */
export function TermMonthPanel({
  month,
  schoolName,
  isAdmin,
  monthSelected,
  onMonthSelect,
}: {
  month: TermMonth;
  schoolName: string;
  isAdmin: boolean;
  monthSelected: boolean;
  onMonthSelect: (checked: boolean) => void;
}) {
  const headingId = useId();
  const t = useT();
  const label = useMonthLabel()(month);
  const report = month.distributionReport;
  const submitted = report !== null && report !== undefined;
  const editable = isAdmin || !submitted;
  const empty = month.distributions.length === 0;

  const [dialog, setDialog] = useState<MonthDialog>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const panelRef = useRef<HTMLElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  // Only rows still on screen count as selected (a refetch may have removed some).
  const present = new Set(month.distributions.map((d) => d.distributionId));
  const selectedIds = [...selected].filter((id) => present.has(id));

  const onSelect = (ids: readonly number[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const focusInPanel = () =>
    addRef.current ?? panelRef.current?.querySelector<HTMLElement>('h4') ?? null;

  return (
    <section
      ref={panelRef}
      className={`month-panel${submitted ? ' month-submitted' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="month-panel-header">
        <h4 id={headingId} tabIndex={-1}>
          {label}
        </h4>
        {submitted ? <span className="month-status">{t(monthMessages.submitted)}</span> : null}
        {isAdmin && submitted ? (
          <label className="month-select">
            <input
              type="checkbox"
              checked={monthSelected}
              onChange={(event) => onMonthSelect(event.target.checked)}
            />
            {t(monthMessages.selectMonth, { month: label })}
            <span className="visually-hidden">{` ${t(monthMessages.ofSchool, { school: schoolName })}`}</span>
          </label>
        ) : null}
      </div>
      <MonthSummary month={month} />

      {empty && !submitted ? (
        <EmptyMonthActions
          termMonthId={month.termMonthId}
          monthLabel={label}
          onAdd={() => setDialog({ kind: 'student', distribution: null })}
        />
      ) : (
        <>
          {editable ? (
            <div className="month-action-buttons">
              <button
                ref={addRef}
                type="button"
                className="button button-primary"
                onClick={() => setDialog({ kind: 'student', distribution: null })}
              >
                {t(monthMessages.addStudent)}
              </button>
              {/* aria-disabled, not disabled: focus can come back to it after the dialog. */}
              <Button
                variant="secondary"
                aria-disabled={selectedIds.length === 0 || undefined}
                onClick={() => {
                  if (selectedIds.length > 0)
                    setDialog({ kind: 'delete-selected', ids: selectedIds });
                }}
              >
                {t(monthMessages.deleteSelected)}
              </Button>
            </div>
          ) : null}
          <DistributionsTable
            month={month}
            caption={t(monthMessages.studentsOf, { month: label, school: schoolName })}
            editable={editable}
            selected={selected}
            onSelect={onSelect}
            onEdit={(distribution) => setDialog({ kind: 'student', distribution })}
            onDelete={(distribution) => setDialog({ kind: 'delete-one', distribution })}
          />
        </>
      )}

      {submitted ? (
        <SubmittedReport report={report} />
      ) : empty ? null : (
        <ReportCommentsForm termMonthId={month.termMonthId} />
      )}

      <MonthDialogs
        month={month}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onDeleted={(ids) =>
          setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))))
        }
        fallbackFocus={focusInPanel}
      />
    </section>
  );
}
