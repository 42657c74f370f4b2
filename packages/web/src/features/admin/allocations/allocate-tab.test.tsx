import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES, termMonthLabel } from '@portal/domain';
import {
  MONTH_COMPARISON_LABELS,
  nextMonthStart,
  utcMonthStart,
} from '@portal/domain/programs/backpack-buddy';
import { fakeLink } from '../../../test/fake-link';
import {
  callsOf,
  dismissToasts,
  makeSchool,
  renderSchoolDetail,
  schoolResult,
} from '../schools/school-detail-test-utils';
import AllocateTab from './allocate-tab';

const CURRENT = utcMonthStart();
const NEXT = nextMonthStart(CURRENT);
const PAST = '2020-01-01';

function month(termMonthId: number, startDate: string, monthlyAllocation: number) {
  return {
    __typename: 'AdminSchoolTermMonth',
    termMonthId,
    startDate,
    monthlyAllocation,
    termFormattedShort: 'SY 25-26',
  };
}

function entry(allocationEntryId: number, weeklyAllocation: number, createdAt: string) {
  return {
    __typename: 'AllocationEntry',
    allocationEntryId,
    weeklyAllocation,
    updatedBy: 'Ada Admin',
    createdAt,
  };
}

const ENTRIES = [
  entry(12, 20, '2025-03-05T15:00:00.000Z'),
  entry(11, 15, '2024-08-01T15:00:00.000Z'),
];

/** The Allocate tab's view of school 42 (the school query's AdminSchool, with its allocations). */
function allocations(
  months = [month(1, PAST, 60), month(2, CURRENT, 80), month(3, NEXT, 80)],
  entries = ENTRIES,
) {
  return {
    __typename: 'AdminSchool',
    id: 'BACKPACK_BUDDY:42',
    schoolId: 42,
    termMonths: months,
    allocationEntries: entries,
  };
}

const answer = (school: ReturnType<typeof allocations>) => ({ data: { school } });

function render(handlers: Parameters<typeof fakeLink>[0]) {
  const link = fakeLink({
    AdminSchoolBackpackBuddy: () => schoolResult(makeSchool()),
    ...handlers,
  });
  renderSchoolDetail('/backpack-buddy/schools/42/allocate', link, {
    extraTabs: { allocate: AllocateTab },
  });
  return link;
}

describe('Allocate tab', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    dismissToasts();
  });

  it('lists the entries newest first and the monthly allocation per term month', async () => {
    render({ AdminSchoolAllocations: () => answer(allocations()) });
    const entries = await screen.findByRole('table', { name: 'Allocation entries, newest first' });
    expect(
      within(entries)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Weekly Allocation', 'Updated By', 'Created At', 'Actions']);
    const rows = within(entries).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Ada Admin', '3-5-25', 'Delete entry 20 of 3-5-25'],
      ['Ada Admin', '8-1-24', 'Delete entry 15 of 8-1-24'],
    ]);
    expect(screen.getByText(/Weekly allocation in force: 20/)).toBeTruthy();

    const months = screen.getByRole('table', { name: 'Monthly allocation per term month' });
    expect(
      within(months)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      `${termMonthLabel(PAST)}SY 25-2660`,
      `${termMonthLabel(CURRENT)} (Current month)SY 25-2680`,
      `${termMonthLabel(NEXT)} (Next month)SY 25-2680`,
    ]);
  });

  it.each([
    ['same', 80, 80, 'allocation-compare-same'],
    ['different', 80, 100, 'allocation-compare-different'],
  ] as const)(
    'says in words and colour when the current and next month are %s',
    async (comparison, current, next, className) => {
      render({
        AdminSchoolAllocations: () =>
          answer(allocations([month(2, CURRENT, current), month(3, NEXT, next)])),
      });
      const label = await screen.findByText(MONTH_COMPARISON_LABELS[comparison]);
      const summary = label.closest('p')!;
      expect(summary.className).toContain(className);
      expect(summary.textContent).toContain(
        `${termMonthLabel(CURRENT)}: ${current}, ${termMonthLabel(NEXT)}: ${next}`,
      );
      const currentRow = screen.getByRole('rowheader', { name: /Current month/ }).closest('tr')!;
      expect(currentRow.className).toBe(`allocation-row-${comparison}`);
    },
  );

  it('says there is nothing to compare without a next month, and No Results without entries', async () => {
    render({
      AdminSchoolAllocations: () => answer(allocations([month(2, CURRENT, 80)], [])),
    });
    const label = await screen.findByText(MONTH_COMPARISON_LABELS.none);
    expect(label.closest('p')!.textContent).toContain(`${termMonthLabel(NEXT)}: no month`);
    expect(screen.getByText(MESSAGES.noResults)).toBeTruthy();
    expect(screen.getByText('No weekly allocation saved yet.')).toBeTruthy();
  });

  it('refuses a blank or non-numeric allocation before sending it', async () => {
    const user = userEvent.setup();
    const link = render({ AdminSchoolAllocations: () => answer(allocations()) });
    const input = await screen.findByRole('textbox', { name: 'Weekly Allocation' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);

    await user.type(input, 'ab');
    expect(await screen.findByText(MESSAGES.invalidNumber)).toBeTruthy();
    // At most 4 characters can be typed.
    await user.clear(input);
    await user.type(input, '123456');
    expect((input as HTMLInputElement).value).toBe('1234');
    expect(callsOf(link, 'AdminSaveAllocation')).toHaveLength(0);
  });

  it("saves the weekly allocation with 'Update Successful' and refetches the school", async () => {
    const user = userEvent.setup();
    const link = render({
      AdminSchoolAllocations: () => answer(allocations()),
      AdminSaveAllocation: () => ({
        data: {
          adminSaveAllocation: allocations(
            [month(1, PAST, 60), month(2, CURRENT, 100), month(3, NEXT, 100)],
            [entry(13, 25, '2025-03-06T15:00:00.000Z'), ...ENTRIES],
          ),
        },
      }),
    });
    const input = await screen.findByRole('textbox', { name: 'Weekly Allocation' });
    await user.type(input, '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminSaveAllocation')[0]?.variables).toEqual({
      schoolId: 42,
      weeklyAllocation: '25',
    });
    expect(await screen.findByText(/Weekly allocation in force: 25/)).toBeTruthy();
    expect(
      screen.getByRole('rowheader', { name: /Current month/ }).closest('tr')!.textContent,
    ).toContain('100');
    expect((input as HTMLInputElement).value).toBe('');
    // The school is read again (its change history).
    await waitFor(() => expect(callsOf(link, 'AdminSchoolBackpackBuddy')).toHaveLength(2));
  });

  it("shows the server's refusal on the field and announces it", async () => {
    const user = userEvent.setup();
    render({
      AdminSchoolAllocations: () => answer(allocations()),
      AdminSaveAllocation: () => ({
        errors: [
          {
            message: MESSAGES.maxLength(4),
            extensions: {
              code: 'BAD_USER_INPUT',
              field: 'weeklyAllocation',
              issues: [{ path: 'weeklyAllocation', message: MESSAGES.maxLength(4) }],
            },
          },
        ],
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Weekly Allocation' }), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.maxLength(4));
    expect(screen.getAllByText(MESSAGES.maxLength(4))).toHaveLength(2);
    expect(screen.queryByText(MESSAGES.updateSuccessful)).toBeNull();
  });

  it("deletes an entry after 'Are you sure?' with 'Delete Successful'", async () => {
    const user = userEvent.setup();
    const link = render({
      AdminSchoolAllocations: () => answer(allocations()),
      AdminDeleteAllocationEntry: () => ({
        data: { adminDeleteAllocationEntry: allocations(undefined, [ENTRIES[1]!]) },
      }),
    });
    const remove = await screen.findByRole('button', { name: 'Delete entry 20 of 3-5-25' });
    await user.click(remove);
    let dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsOf(link, 'AdminDeleteAllocationEntry')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete entry 20 of 3-5-25' }));
    dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(MESSAGES.deleteSuccessful);
    expect(callsOf(link, 'AdminDeleteAllocationEntry')[0]?.variables).toEqual({
      allocationEntryId: 12,
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete entry 20 of 3-5-25' })).toBeNull(),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText(/Weekly allocation in force: 15/)).toBeTruthy();
  });

  it('shows the error view when the allocations fail to load', async () => {
    render({
      AdminSchoolAllocations: () => ({ errors: [{ message: MESSAGES.notFound }] }),
    });
    expect(await screen.findByText(MESSAGES.loadingErrorText)).toBeTruthy();
  });
});
