import { useId, useState } from 'react';
import { MESSAGES, monthRangeIssue } from '@portal/domain';
import { useT, useTranslateMessage } from '../../i18n/use-t';
import type { ReportRange } from '../../lib/session-store';
import { monthsToRange, toMonthValue } from './month-range';
import { reportsMessages } from './reports.messages';

/**
 * Start Date and End Date as month pickers. A valid range goes to `onChange` (the session keeps
 * it); an empty month or a start after the end shows the domain's message instead, tied to both
 * pickers, and `onValidity(false)` tells the screen not to ask for reports.
 */
export function MonthRangePickers({
  range,
  onChange,
  onValidity,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
  onValidity: (valid: boolean) => void;
}) {
  const [start, setStart] = useState(toMonthValue(range.startDate));
  const [end, setEnd] = useState(toMonthValue(range.endDate));
  // The domain's English message; shown in the screen's language.
  const [issue, setIssue] = useState<string | null>(null);
  const t = useT();
  const translate = useTranslateMessage();
  const id = useId();
  const errorId = `${id}-error`;

  const pick = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    const next = monthsToRange(nextStart, nextEnd);
    const problem =
      !nextStart || !nextEnd ? MESSAGES.required : monthRangeIssue(next.startDate, next.endDate);
    setIssue(problem);
    onValidity(problem === null);
    if (problem === null) onChange(next);
  };

  const invalid = issue !== null;
  const common = {
    type: 'month',
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    placeholder: t(reportsMessages.monthPlaceholder),
  } as const;
  return (
    <fieldset className="month-range">
      <legend className="visually-hidden">{t(reportsMessages.reportMonths)}</legend>
      <div className={invalid ? 'field field-invalid' : 'field'}>
        <label htmlFor={`${id}-start`}>{t(reportsMessages.startDate)}</label>
        <input
          id={`${id}-start`}
          name="startDate"
          value={start}
          onChange={(event) => pick(event.target.value, end)}
          {...common}
        />
      </div>
      <div className={invalid ? 'field field-invalid' : 'field'}>
        <label htmlFor={`${id}-end`}>{t(reportsMessages.endDate)}</label>
        <input
          id={`${id}-end`}
          name="endDate"
          value={end}
          onChange={(event) => pick(start, event.target.value)}
          {...common}
        />
      </div>
      <div className="month-range-error" role="alert">
        {issue ? (
          <p id={errorId} className="field-error">
            {translate(issue)}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
