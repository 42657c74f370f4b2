import { termMonthLabel } from '@portal/domain';
import {
  MONTH_COMPARISON_LABELS,
  nextMonthStart,
  utcMonthStart,
} from '@portal/domain/programs/backpack-buddy';
import type { MonthComparisonResult } from '@portal/domain/programs/backpack-buddy';

const SIGNS = { same: '✓', different: '✗', none: '–' } as const;

const amount = (value: number | null) => (value === null ? 'no month' : String(value));

/**
 * The current month against the next (spec 3 §4: green when the monthly allocations are the
 * same, red when they differ). The words and a sign say it; the colour only repeats it.
 */
export function MonthComparison({ result, now }: { result: MonthComparisonResult; now: Date }) {
  const current = utcMonthStart(now);
  const next = nextMonthStart(current);
  return (
    <p className={`allocation-compare allocation-compare-${result.comparison}`}>
      <span className="allocation-compare-sign" aria-hidden="true">
        {SIGNS[result.comparison]}
      </span>{' '}
      <strong>{MONTH_COMPARISON_LABELS[result.comparison]}</strong>
      <span className="allocation-compare-months">
        {`${termMonthLabel(current)}: ${amount(result.current)}, ${termMonthLabel(next)}: ${amount(result.next)}`}
      </span>
    </p>
  );
}
