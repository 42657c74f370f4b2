import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { FOOD_SAFETY_MESSAGES } from '@portal/domain/programs/backpack-buddy';
import { fakeLink } from '../../../test/fake-link';
import {
  callsOf,
  dismissToasts,
  makeSchool,
  renderSchoolDetail,
  schoolResult,
} from '../schools/school-detail-test-utils';
import FoodSafetyTab from './food-safety-tab';

const PATH = '/backpack-buddy/schools/42/food-safety';

/** MM/DD/YYYY of today (UTC) plus some days. */
function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

function entry(id: number, completedBy: string, completionDate: string, expirationDate: string) {
  return {
    __typename: 'FoodSafetyEntry',
    foodSafetyEntryId: id,
    completedBy,
    completionDate,
    expirationDate,
  };
}

const SOON = inDays(10);
const ENTRIES = [
  entry(12, 'Dana Reyes', '03/01/2025', SOON),
  entry(11, 'Sam Ortiz', '01/15/2019', '01/15/2020'),
];

function foodSafety(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      school: {
        __typename: 'AdminSchool',
        id: 'BACKPACK_BUDDY:42',
        schoolId: 42,
        foodSafetyStatus: 'COMPLETED',
        foodSafetyExpirationDate: SOON,
        foodSafetyCertificate: 'EXPIRING_SOON',
        foodSafetyEntries: ENTRIES,
        ...overrides,
      },
    },
  };
}

/** The answer of a change: the school's food safety under the mutation's field. */
const changed = (field: string, overrides: Record<string, unknown> = {}) => ({
  data: { [field]: foodSafety(overrides).data.school },
});

function renderTab(handlers: Parameters<typeof fakeLink>[0] = {}) {
  const link = fakeLink({
    AdminSchoolBackpackBuddy: () => schoolResult(makeSchool()),
    AdminSchoolFoodSafety: () => foodSafety(),
    ...handlers,
  });
  const view = renderSchoolDetail(PATH, link, { extraTabs: { 'food-safety': FoodSafetyTab } });
  return { link, ...view };
}

afterEach(() => {
  dismissToasts();
});

describe('the Food Safety tab', () => {
  it('shows the certificate, the status and the entries, expired ones said in words', async () => {
    renderTab();
    const heading = await screen.findByRole('heading', { name: 'Food Safety', level: 3 });
    const tab = heading.closest('section')!;
    // The summary: the state in words, not colour alone.
    const summary = within(tab).getByText(`Expiring soon ${SOON}`);
    expect(
      summary.closest('.food-safety-state')?.classList.contains('food-safety-state-expiring-soon'),
    ).toBe(true);
    expect(
      (within(tab).getByRole('combobox', { name: 'Food Safety Status' }) as HTMLInputElement).value,
    ).toBe('COMPLETED');

    const table = within(tab).getByRole('table', { name: 'Food safety entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Dana Reyes',
      'Sam Ortiz',
    ]);
    expect(within(rows[0]!).getByText('Expiring soon')).toBeTruthy();
    expect(
      within(rows[1]!).getByText('Expired')?.classList.contains('food-safety-state-expired'),
    ).toBe(true);
  });

  it("says 'No certificate' and 'No Results' for a school without entries", async () => {
    renderTab({
      AdminSchoolFoodSafety: () =>
        foodSafety({
          foodSafetyEntries: [],
          foodSafetyCertificate: 'NONE',
          foodSafetyExpirationDate: null,
          foodSafetyStatus: null,
        }),
    });
    expect(await screen.findByText('No certificate')).toBeTruthy();
    expect(screen.getByText(MESSAGES.noResults)).toBeTruthy();
    expect(
      (screen.getByRole('combobox', { name: 'Food Safety Status' }) as HTMLInputElement).value,
    ).toBe('');
    expect(
      (screen.getByRole('button', { name: 'Save Status' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('records an entry: the values as the domain writes them, the school read again', async () => {
    const user = userEvent.setup();
    const saved = entry(13, 'Lee Park', '02/03/2026', '02/03/2028');
    const { link } = renderTab({
      AdminUpdateFoodSafety: () =>
        changed('adminUpdateFoodSafety', {
          foodSafetyEntries: [saved, ...ENTRIES],
          foodSafetyCertificate: 'CURRENT',
          foodSafetyExpirationDate: '02/03/2028',
        }),
    });
    await user.type(await screen.findByLabelText('Completed By'), '  Lee Park ');
    await user.type(screen.getByLabelText(/Completion Date/), '2/3/2026');
    await user.type(screen.getByLabelText(/Expiration Date/), '02/03/2028');
    const loadsBefore = callsOf(link, 'AdminSchoolBackpackBuddy').length;
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateFoodSafety')[0]?.variables).toEqual({
      schoolId: 42,
      completedBy: 'Lee Park',
      completionDate: '02/03/2026',
      expirationDate: '02/03/2028',
    });
    await waitFor(() =>
      expect(callsOf(link, 'AdminSchoolBackpackBuddy').length).toBe(loadsBefore + 1),
    );
    expect(screen.getByText('Current 02/03/2028')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Lee Park' })).toBeTruthy();
    expect((screen.getByLabelText('Completed By') as HTMLInputElement).value).toBe('');
  });

  it('refuses missing fields and bad dates with their messages, sending nothing', async () => {
    const user = userEvent.setup();
    const { link } = renderTab();
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByLabelText('Completed By'));
    expect(screen.getByLabelText('Completed By').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Completed By'), 'Dana');
    await user.type(screen.getByLabelText(/Completion Date/), '13/45/2026');
    await user.type(screen.getByLabelText(/Expiration Date/), '01/01/2027');
    await user.click(save);
    const completion = screen.getByLabelText(/Completion Date/);
    const invalid = await screen.findByText(MESSAGES.invalidDate);
    expect(completion.getAttribute('aria-describedby')).toContain(invalid.id);
    expect(document.activeElement).toBe(completion);

    await user.clear(completion);
    await user.type(completion, '06/01/2027');
    await user.click(save);
    expect(await screen.findByText(FOOD_SAFETY_MESSAGES.expirationNotAfterCompletion)).toBeTruthy();
    expect(callsOf(link, 'AdminUpdateFoodSafety')).toHaveLength(0);
  });

  it("announces the server's refusal and puts it on its field", async () => {
    const user = userEvent.setup();
    renderTab({
      AdminUpdateFoodSafety: () => ({
        errors: [
          {
            message: MESSAGES.invalidDate,
            extensions: {
              code: 'BAD_USER_INPUT',
              field: 'expirationDate',
              issues: [{ path: 'expirationDate', message: MESSAGES.invalidDate }],
            },
          },
        ],
      }),
    });
    await user.type(await screen.findByLabelText('Completed By'), 'Dana');
    await user.type(screen.getByLabelText(/Completion Date/), '01/01/2026');
    await user.type(screen.getByLabelText(/Expiration Date/), '01/01/2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.invalidDate);
    expect(screen.getByLabelText(/Expiration Date/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Completed By') as HTMLInputElement).value).toBe('Dana');
  });

  it("deletes an entry after 'Are you sure?'; Cancel deletes nothing", async () => {
    const user = userEvent.setup();
    const { link } = renderTab({
      AdminDeleteFoodSafetyEntry: () =>
        changed('adminDeleteFoodSafetyEntry', { foodSafetyEntries: [ENTRIES[0]] }),
    });
    const remove = await screen.findByRole('button', {
      name: 'Delete entry of Sam Ortiz, 01/15/2019',
    });
    await user.click(remove);
    let dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsOf(link, 'AdminDeleteFoodSafetyEntry')).toHaveLength(0);

    await user.click(remove);
    dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(MESSAGES.deleteSuccessful);
    expect(callsOf(link, 'AdminDeleteFoodSafetyEntry')[0]?.variables).toEqual({
      foodSafetyEntryId: 11,
    });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Sam Ortiz' })).toBeNull());
  });

  it("shows a refused delete's message", async () => {
    const user = userEvent.setup();
    renderTab({
      AdminDeleteFoodSafetyEntry: () => ({
        errors: [{ message: MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete entry of Sam Ortiz, 01/15/2019' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Sam Ortiz' })).toBeTruthy();
  });

  it('saves the status chosen from the enumeration', async () => {
    const user = userEvent.setup();
    const { link } = renderTab({
      AdminUpdateFoodSafetyStatus: () =>
        changed('adminUpdateFoodSafetyStatus', { foodSafetyStatus: 'EXPIRED' }),
    });
    const select = await screen.findByRole('combobox', { name: 'Food Safety Status' });
    const save = screen.getByRole('button', { name: 'Save Status' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(select, 'EXPIRED');
    await user.click(save);
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateFoodSafetyStatus')[0]?.variables).toEqual({
      schoolId: 42,
      foodSafetyStatus: 'EXPIRED',
    });
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Save Status' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });

  it('shows the error view when the school cannot be read', async () => {
    renderTab({
      AdminSchoolFoodSafety: () => ({
        errors: [{ message: MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } }],
      }),
    });
    expect(await screen.findByText(MESSAGES.loadingErrorText)).toBeTruthy();
  });
});
