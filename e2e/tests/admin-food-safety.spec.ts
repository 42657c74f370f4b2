import type { Page } from '@playwright/test';
import { POOLS, schoolForCopy } from './demo-schools';
import { expect, expectAccessible, test, unique } from './fixtures';
import { adminPage, schoolId } from './helpers';

/**
 * The Food Safety tab (issue 14 item 3, spec 3 §2, §3, §5, §7): an admin records a food safety
 * entry of a Backpack Buddy school (Completed By, Completion Date, Expiration Date, all required,
 * MM/DD/YYYY), sees a soon-expiring certificate stand out in the tab and in the school list, and
 * deletes the entry again ('Are you sure?'). The journey's schools have no entries of their own
 * (POOLS.adminRecordsFoodSafety), so it ends as it began and can run again.
 */

/** MM/DD/YYYY of today (UTC) plus some days. */
function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test('an admin records a food safety entry, sees it expiring soon, and deletes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const school = schoolForCopy(POOLS.adminRecordsFoodSafety);
  const id = await schoolId(school);
  const trainer = `Tess Trainer ${unique()}`;
  const expires = inDays(10);
  const page = await adminPage(browser);
  await page.goto(`/backpack-buddy/schools/${id}`);
  await expect(page.getByRole('heading', { name: school.name, level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Food Safety' }).click();
  await expect(page).toHaveURL(new RegExp(`/backpack-buddy/schools/${id}/food-safety$`));
  await expect(page.getByRole('heading', { name: 'Food Safety', level: 3 })).toBeVisible();
  const summary = page.locator('.food-safety-summary');
  await expect(summary).toContainText('No certificate');
  await expectAccessible(page);

  // The rules speak before anything is sent.
  const form = page.getByRole('form', { name: 'Add Entry' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(3);
  await expect(form.getByLabel('Completed By')).toBeFocused();
  await form.getByLabel('Completed By').fill(trainer);
  await form.getByLabel('Completion Date').fill(inDays(0));
  await form.getByLabel('Expiration Date').fill(inDays(-30));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Expiration date must be after completion date')).toBeVisible();

  // Recorded: the certificate expires within 30 days, and says so in words.
  await form.getByLabel('Completion Date').fill(inDays(-355));
  await form.getByLabel('Expiration Date').fill(expires);
  await form.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Update Successful');
  await expect(summary).toContainText(`Expiring soon ${expires}`);
  const entries = page.getByRole('table', { name: 'Food safety entries' });
  const row = entries.getByRole('row').filter({ hasText: trainer });
  await expect(row).toContainText(expires);
  await expect(row).toContainText('Expiring soon');
  await expect(form.getByLabel('Completed By')).toHaveValue('');
  await expectAccessible(page);

  // The school list's Food Safety column says it too.
  await page.getByRole('link', { name: /Back to Schools/ }).click();
  await page.getByLabel('Search').fill(school.name.toLowerCase());
  const listed = page
    .getByRole('table', { name: 'Schools' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: school.name }) });
  await expect(listed).toContainText(`Expiring soon ${expires}`);

  // Deleted again, after 'Are you sure?': no certificate.
  await listed.getByRole('link', { name: school.name }).click();
  await page.getByRole('link', { name: 'Food Safety' }).click();
  await row.getByRole('button', { name: /^Delete entry of Tess Trainer/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Delete Successful');
  await expect(row).toHaveCount(0);
  await expect(summary).toContainText('No certificate');
  await page.close();
});
