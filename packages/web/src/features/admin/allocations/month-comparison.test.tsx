import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { termMonthLabel } from '@portal/domain';
import {
  MONTH_COMPARISON_LABELS,
  nextMonthStart,
  utcMonthStart,
} from '@portal/domain/programs/backpack-buddy';
import { MonthlyAllocations } from './monthly-allocations';
import { declarations, readStyleSheet } from './css-test-utils';

const allocateCss = readStyleSheet(import.meta.dirname, 'allocate.css');

// Spec 3 §4 colours the comparison green (same) or red (different); issue 20 asks that the
// colour is never the only cue. These tests hold the other cues: words, a sign, and the sign
// repeated on the tinted rows by the style sheet (happy-dom draws no ::after, so its rule is read).

const NOW = new Date('2026-03-10T12:00:00Z');
const CURRENT = utcMonthStart(NOW);
const NEXT = nextMonthStart(CURRENT);

const month = (termMonthId: number, startDate: string, monthlyAllocation: number) => ({
  __typename: 'AdminSchoolTermMonth' as const,
  termMonthId,
  startDate,
  monthlyAllocation,
  termFormattedShort: 'SY 25-26',
});

describe('the current against the next month, not by colour alone', () => {
  it.each([
    ['same', 80, '✓'],
    ['different', 100, '✗'],
  ] as const)('says %s in words and with a sign', (comparison, next, sign) => {
    render(<MonthlyAllocations months={[month(1, CURRENT, 80), month(2, NEXT, next)]} now={NOW} />);
    const words = screen.getByText(MONTH_COMPARISON_LABELS[comparison]);
    const summary = words.closest('p')!;
    expect(summary.className).toContain(`allocation-compare-${comparison}`);
    // The sign is seen, not read twice: the words are the accessible text.
    const shownSign = within(summary).getByText(sign);
    expect(shownSign.getAttribute('aria-hidden')).toBe('true');

    // The tinted rows say which months they are in words, and the style sheet adds the sign.
    const rows = screen.getAllByRole('row').filter((r) => r.className);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      `${termMonthLabel(CURRENT)} (Current month)`,
      `${termMonthLabel(NEXT)} (Next month)`,
    ]);
    for (const row of rows) expect(row.className).toBe(`allocation-row-${comparison}`);
    expect(declarations(allocateCss, `tr.allocation-row-${comparison} > th::after`)).toContain(
      `content: ' ${sign}' / ''`,
    );
  });

  it('gives each comparison its own sign, so two rows never differ by colour only', () => {
    const same = declarations(allocateCss, 'tr.allocation-row-same > th::after');
    const different = declarations(allocateCss, 'tr.allocation-row-different > th::after');
    expect(same).not.toBe('');
    expect(different).not.toBe('');
    expect(same).not.toEqual(different);
  });
});
