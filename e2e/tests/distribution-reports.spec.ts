import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { POOLS, schoolForAttempt, schoolForCopy } from './demo-schools';
import { expect, expectAccessible, test } from './fixtures';
import { signInNewEducator } from './helpers';

const EXPORT_COLUMNS = [
  'First name',
  'Student ID',
  'Week 1',
  'Week 2',
  'Week 3',
  'Week 4',
  'Week 5',
  'Testimonial',
  'Month',
  'Year',
  'Allocated',
  'Distributed',
  'Discarded',
  'School Name',
  'Backpack Buddy ID Number',
];

/** A student template as an educator fills it: a header row, then names and IDs with stray spaces. */
async function filledTemplate(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(['Student Name', 'Student ID']);
  sheet.addRow(['  Ana Diaz ', ' S-100 ']);
  sheet.addRow(['Ben Ito', 'S-101']);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'template-')), 'students.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

const month = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: label, exact: true });

async function fillCounts(dialog: Locator, value: string) {
  const counts = dialog.getByRole('group', { name: 'Backpacks distributed' }).getByRole('textbox');
  for (let i = 0; i < (await counts.count()); i += 1) await counts.nth(i).fill(value);
}

test('an educator reports a month: upload, add, edit, delete, copy, submit, export', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A demo school with an approved 2026 application whose November and December 2026 have no
  // students yet; the journey submits November, so each attempt takes its own school.
  const school = schoolForAttempt(POOLS.educatorReportsMonth);
  const educator = await signInNewEducator(page, 'Rita', 'Reporter', [school]);
  await page.goto('/backpack-buddy/dashboard');
  await expect(page.getByRole('heading', { name: 'Backpack Distribution Reports' })).toBeVisible();
  await page.getByLabel(/School Site/).selectOption({ label: school.name });
  const november = month(page, 'November 2026');
  await expect(november).toBeVisible();
  await expectAccessible(page);

  // Upload the filled template: the header row is skipped, names and IDs are trimmed.
  await november.getByText('Upload Students').setInputFiles(await filledTemplate());
  await expect(page.getByText('Upload Successful')).toBeVisible();
  await expect(november.getByRole('rowheader', { name: 'Ana Diaz', exact: true })).toBeVisible();
  await expect(november.getByRole('cell', { name: 'S-100', exact: true })).toBeVisible();

  // Add a student by hand; the modal's rules speak first.
  await november.getByRole('button', { name: 'Add Student' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Student' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByLabel('Student Name').fill('Cara Flores');
  await dialog.getByLabel('Student ID Number').fill('  S-102  ');
  await fillCounts(dialog, '-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must be 0 or more').first()).toBeVisible();
  await fillCounts(dialog, '1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Distribution Saved')).toBeVisible();
  await expect(november.getByRole('cell', { name: 'S-102', exact: true })).toBeVisible();

  // Edit Ana's counts.
  await november.getByRole('button', { name: 'Edit Ana Diaz' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Student' });
  await fillCounts(dialog, '2');
  await dialog
    .getByLabel('Testimonial')
    .fill('She says the weekend food helps her focus on Mondays.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Delete Ben.
  await november.getByRole('button', { name: 'Delete Ben Ito' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText('Are you sure you want to delete this distribution?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Distribution Deleted')).toBeVisible();
  await expect(november.getByRole('rowheader', { name: 'Ben Ito' })).toHaveCount(0);

  // Copy November's students into December.
  const december = month(page, 'December 2026');
  await december.getByRole('button', { name: 'Copy Students' }).click();
  await expect(page.getByText('Copy Students Successful')).toBeVisible();
  await expect(december.getByRole('rowheader', { name: 'Ana Diaz', exact: true })).toBeVisible();
  await expect(december.getByRole('rowheader', { name: 'Cara Flores', exact: true })).toBeVisible();

  // Submit November's report: it becomes read-only for the educator.
  await november.getByLabel('Comments').fill('Two students moved away mid-month.');
  await november.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Report Submitted')).toBeVisible();
  await expect(november.getByText(`Submitted by ${educator.fullName}`)).toBeVisible();
  await expect(november.getByRole('button', { name: 'Add Student' })).toHaveCount(0);
  await expect(november.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  // The totals on screen, for the export check.
  const distributedOnScreen = Number(
    (await november.getByText('Distributed', { exact: true }).locator('..').innerText()).match(
      /(-?\d+)/,
    )?.[1],
  );

  // Export: a workbook with exactly the spec's columns and the same totals.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('distribution-reports.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(EXPORT_COLUMNS);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [c, values[i]])));
  });
  const novemberRows = rows.filter(
    (r) =>
      r['Month'] === 'November' && Number(r['Year']) === 2026 && r['School Name'] === school.name,
  );
  expect(novemberRows.map((r) => r['Student ID']).sort()).toEqual(['S-100', 'S-102']);
  const weeks = (r: Record<string, unknown>) =>
    ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5'].reduce(
      (sum, w) => sum + Number(r[w] ?? 0),
      0,
    );
  const distributed = novemberRows.reduce((sum, r) => sum + weeks(r), 0);
  expect(Number(novemberRows[0]!['Distributed'])).toBe(distributed);
  expect(Number(novemberRows[0]!['Discarded'])).toBe(
    Number(novemberRows[0]!['Allocated']) - distributed,
  );
  expect(distributedOnScreen).toBe(distributed);
});

test('an upload that is not a spreadsheet is refused', async ({ page }) => {
  const school = schoolForCopy(POOLS.educatorUploadRefused);
  await signInNewEducator(page, 'Uma', 'Uploader', [school]);
  await page.goto('/backpack-buddy/dashboard');
  await page.getByLabel(/School Site/).selectOption({ label: school.name });
  const january = month(page, 'January 2027');
  const dir = mkdtempSync(path.join(tmpdir(), 'upload-'));
  const csv = path.join(dir, 'students.csv');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(csv, 'Student Name,Student ID\nAna,1\n');
  await page.getByLabel('End Date').fill('2027-12');
  await january.getByText('Upload Students').setInputFiles(csv);
  await expect(page.getByText('Upload must be a .xlsx file')).toBeVisible();
  const fake = path.join(dir, 'students.xlsx');
  writeFileSync(fake, 'this is not a zip file');
  await january.getByText('Upload Students').setInputFiles(fake);
  await expect(january.getByRole('alert')).toBeVisible();
  await expect(january.getByRole('button', { name: 'Add Student' })).toBeVisible();
});
