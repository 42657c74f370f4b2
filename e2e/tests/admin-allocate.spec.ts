import type { Locator, Page } from '@playwright/test';
import { POOLS, schoolForCopy } from './demo-schools';
import { expect, expectAccessible, test } from './fixtures';
import { adminPage, anonymousPage, schoolId, signInNewEducator } from './helpers';

/**
 * The Allocate tab (issue 14 item 1, spec 3 §2, §4, §7): an admin saves a weekly allocation of a
 * Backpack Buddy school, sees the current and future months take it and the current month
 * compared with the next (green and 'Same as next month', or red and 'Differs from next month'),
 * an educator of the school sees the allocation in the month's report, and the admin deletes
 * the journey's entries again ('Are you sure?'), which brings the allocation in force back.
 * Demo data: Almeda Road High School (POOLS.adminAllocates) has an approved 2026-27 Backpack
 * Buddy application, so its term months run from August 2026 to May 2027, and a seeded entry.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The first day of a UTC month, `offset` months from now. */
function monthStart(offset: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

const label = (start: Date) => `${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()}`;

/** The Fridays of a month: its distribution dates in the demo data. */
function fridays(start: Date): number {
  let count = 0;
  for (let d = new Date(start); d.getUTCMonth() === start.getUTCMonth();) {
    if (d.getUTCDay() === 5) count += 1;
    d = new Date(d.getTime() + 24 * 60 * 60 * 1000);
  }
  return count;
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** The monthly allocation row of a month (the current and next say so beside the month). */
const monthRow = (table: Locator, start: Date) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label(start) }) });

async function saveWeekly(page: Page, value: string) {
  await page.getByRole('textbox', { name: 'Weekly Allocation' }).fill(value);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test('an admin sets a weekly allocation, sees the month rule, and an educator sees it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const current = monthStart(0);
  const next = monthStart(1);
  // The demo school's months cover the 2026-27 school year (August to May).
  test.skip(
    current < new Date(Date.UTC(2026, 7, 1)) || next > new Date(Date.UTC(2027, 4, 1)),
    'the demo term months cover August 2026 to May 2027',
  );
  const school = schoolForCopy(POOLS.adminAllocates);
  const id = await schoolId(school);
  const page = await adminPage(browser);
  await page.goto(`/backpack-buddy/schools/${id}`);
  await expect(page.getByRole('heading', { name: school.name, level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Allocate' }).click();
  await expect(page).toHaveURL(new RegExp(`/backpack-buddy/schools/${id}/allocate$`));
  await expect(page.getByRole('heading', { name: 'Allocate', level: 3 })).toBeVisible();
  const inForce = page.getByText(
    /^Weekly allocation in force: \d+|^No weekly allocation saved yet/,
  );
  const before = /^[^(]+/.exec((await inForce.textContent())!)![0].trim();
  await expectAccessible(page);

  // The rule speaks before anything is sent: required, numeric.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await saveWeekly(page, 'ab');
  await expect(page.getByText('Must be a number', { exact: true })).toBeVisible();

  // Saved: a new entry by the admin, the current and future months take it, past ones keep theirs.
  await saveWeekly(page, '7');
  await toast(page, 'Update Successful');
  await expect(inForce).toHaveText(/^Weekly allocation in force: 7 /);
  const entries = page.getByRole('table', { name: 'Allocation entries, newest first' });
  await expect(entries.getByRole('row').nth(1)).toContainText('7');
  await expect(entries.getByRole('row').nth(1)).toContainText('Ada Admin');
  const months = page.getByRole('table', { name: 'Monthly allocation per term month' });
  await expect(monthRow(months, current)).toContainText('(Current month)');
  await expect(monthRow(months, current).getByRole('cell').last()).toHaveText(
    String(7 * fridays(current)),
  );
  await expect(monthRow(months, next).getByRole('cell').last()).toHaveText(
    String(7 * fridays(next)),
  );

  // Current against next month: in words, and green or red.
  const same = fridays(current) === fridays(next);
  const summary = page.locator('.allocation-compare');
  await expect(summary).toContainText(same ? 'Same as next month' : 'Differs from next month');
  await expect(summary).toHaveCSS(
    'background-color',
    same ? 'rgb(232, 245, 233)' : 'rgb(253, 236, 234)',
  );
  await expectAccessible(page);

  // The educator's report of the current month uses it.
  const educatorPage = await anonymousPage(browser);
  await signInNewEducator(educatorPage, 'Alma', 'Allocated', [school]);
  await educatorPage.goto('/backpack-buddy/dashboard');
  await educatorPage.getByLabel(/School Site/).selectOption({ label: school.name });
  const reported = educatorPage.getByRole('region', { name: label(current), exact: true });
  const figure = (name: string) =>
    reported.locator('.month-summary > div').filter({ hasText: name }).locator('dd');
  await expect(figure('Weekly Allocation')).toHaveText('7');
  await expect(figure('Monthly Allocation')).toHaveText(String(7 * fridays(current)));
  await educatorPage.context().close();

  // 0 a week: both months 0, the same, green.
  await saveWeekly(page, '0');
  await toast(page, 'Update Successful');
  await expect(summary).toContainText('Same as next month');
  await expect(summary).toHaveCSS('background-color', 'rgb(232, 245, 233)');

  // The journey's entries deleted again (newest first): the allocation in force comes back.
  for (const value of ['0', '7']) {
    await entries
      .getByRole('button', { name: new RegExp(`^Delete entry ${value} of `) })
      .first()
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await toast(page, 'Delete Successful');
  }
  await expect(inForce).toHaveText(new RegExp(`^${before}`));
  await page.close();
});
