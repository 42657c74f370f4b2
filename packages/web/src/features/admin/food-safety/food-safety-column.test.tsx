import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import type { SchoolListBinding, SchoolListRow } from '../schools/schools.queries';
import { schoolColumns } from '../schools/school-columns';
import { foodSafetyColumn } from './food-safety-column';
import type { FoodSafetyListFacts } from './food-safety-column';

const column = foodSafetyColumn<FoodSafetyListFacts>();

function cell(row: FoodSafetyListFacts) {
  const { container } = render(<>{column.render!(row)}</>);
  return container.querySelector('.food-safety-state')!;
}

describe('the Food Safety column of the school list', () => {
  it.each([
    ['EXPIRED', '01/15/2026', 'Expired 01/15/2026', 'food-safety-state-expired'],
    ['EXPIRING_SOON', '04/01/2026', 'Expiring soon 04/01/2026', 'food-safety-state-expiring-soon'],
    ['CURRENT', '12/31/2027', 'Current 12/31/2027', 'food-safety-state-current'],
    ['NONE', null, 'No certificate', 'food-safety-state-none'],
  ] as const)('says %s in words, styled to match', (state, date, text, className) => {
    const shown = cell({ foodSafetyCertificate: state, foodSafetyExpirationDate: date });
    expect(shown.textContent).toBe(text);
    expect(shown.classList.contains(className)).toBe(true);
  });

  it('reads a row without the facts as no certificate', () => {
    expect(cell({}).textContent).toBe('No certificate');
  });

  it('sorts by the expiration date, schools without one blank (last)', () => {
    expect(column.header).toBe('Food Safety');
    expect(column.value({ foodSafetyExpirationDate: '01/15/2026' })).toBe('2026-01-15');
    expect(column.value({ foodSafetyExpirationDate: '12/31/2025' })! < '2026-01-15').toBe(true);
    expect(column.value({ foodSafetyExpirationDate: null })).toBeNull();
  });
});

describe('a program list with its own columns', () => {
  const binding = { programIdHeader: 'Backpack Buddy ID' } as SchoolListBinding;
  const headers = (columns: { header: string }[]) => columns.map((c) => c.header);

  it('shows the Food Safety column before Archived when its binding gives it', () => {
    // Typed as a list row's column; the rows' food safety facts do not matter here.
    const food = foodSafetyColumn() as unknown as DataTableColumn<SchoolListRow>;
    const shown = headers(schoolColumns({ ...binding, columns: [food] }));
    expect(shown.slice(-2)).toEqual(['Food Safety', 'Archived']);
    expect(headers(schoolColumns(binding))).not.toContain('Food Safety');
  });
});
