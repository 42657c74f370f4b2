import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { POOLS, schoolForCopy, type DemoSchool } from './demo-schools';
import { expect, expectAccessible, test, unique } from './fixtures';
import { adminPage, signInNewEducator } from './helpers';

/**
 * The Backpack Buddy admin Documents, Surveys and Resources screens (issue 14 item 7, spec 3
 * §2): an admin uploads a document that an educator then downloads, adds a survey that an
 * educator sees until the admin deletes it, and uploads and deletes a resource. Every title is
 * the run's own (unique), and what a journey adds it deletes, so the journeys run in parallel,
 * in any order and again. The educator reads a demo school's Documents and Surveys only
 * (POOLS.educatorReadsSurveys, which nothing changes).
 */

async function toast(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

/** Opens an admin tab of Backpack Buddy from the sub-navigation. */
async function openAdminTab(page: Page, tab: 'Documents' | 'Surveys' | 'Resources') {
  await page.goto('/backpack-buddy');
  await page
    .getByRole('navigation', { name: 'Backpack Buddy administration' })
    .getByRole('link', { name: tab })
    .click();
  await expect(page.getByRole('heading', { name: tab, level: 2 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/backpack-buddy/${tab.toLowerCase()}$`));
}

async function upload(page: Page, title: string, file: { name: string; buffer: Buffer }) {
  const form = page.getByRole('form', { name: 'Upload' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('File').setInputFiles({ ...file, mimeType: 'application/octet-stream' });
  await form.getByRole('button', { name: 'Upload' }).click();
  await toast(page, 'Upload Successful');
}

async function deleteRow(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Delete Successful');
  await expect(page.getByRole('button', { name: `Delete ${name}`, exact: true })).toHaveCount(0);
}

/** The educator's dashboard area with the school chosen, then one of its tabs. */
async function openEducatorTab(page: Page, school: DemoSchool, tab: 'Documents' | 'Surveys') {
  await page.goto('/backpack-buddy/dashboard');
  await page.getByLabel(/School Site/).selectOption({ label: school.name });
  await page
    .getByRole('navigation', { name: 'Backpack Buddy' })
    .getByRole('link', { name: tab })
    .click();
  await expect(
    page.getByRole('heading', { name: tab === 'Documents' ? 'Document Library' : 'Surveys' }),
  ).toBeVisible();
}

test('an admin uploads a document that an educator downloads, then deletes it', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const school = schoolForCopy(POOLS.educatorReadsSurveys);
  const admin = await adminPage(browser);
  const title = `Flyer ${unique()}`;
  const key = `${title}.pdf`;
  const bytes = Buffer.from(`%PDF-1.4\n% Backpack Buddy flyer ${title}\n%%EOF\n`);

  await openAdminTab(admin, 'Documents');
  await expectAccessible(admin);
  // The form's own rules first: nothing chosen is refused before anything is sent.
  await admin.getByRole('button', { name: 'Upload' }).click();
  await expect(admin.getByLabel('Title')).toBeFocused();
  await expect(admin.getByText('Required')).toHaveCount(2);

  await upload(admin, title, { name: 'flyer.pdf', buffer: bytes });
  const row = admin.getByRole('row', { name: new RegExp(key) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText(/KB$/);
  // The same title again is refused, in any letter case.
  await admin.getByLabel('Title').fill(title.toUpperCase());
  await admin.getByLabel('File').setInputFiles({
    name: 'again.pdf',
    mimeType: 'application/pdf',
    buffer: bytes,
  });
  await admin.getByRole('button', { name: 'Upload' }).click();
  await expect(admin.getByRole('alert')).toHaveText('A file with this title already exists');

  // The educator downloads exactly the uploaded file.
  await signInNewEducator(page, 'Dora', 'Documents', [school]);
  await openEducatorTab(page, school, 'Documents');
  const document = page.getByRole('row', { name: new RegExp(title) });
  await expect(document).toBeVisible();
  const downloading = page.waitForEvent('download');
  await document.getByRole('link', { name: /Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(key);
  expect(readFileSync(await download.path()).equals(bytes)).toBe(true);

  // The admin deletes it: gone for the educator too.
  await deleteRow(admin, key);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Document Library' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  await admin.context().close();
});

test('an admin adds a survey that an educator sees, then deletes it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const school = schoolForCopy(POOLS.educatorReadsSurveys);
  const admin = await adminPage(browser);
  const id = unique();
  const title = `Check-In ${id}`;
  const link = `https://forms.example.org/e2e/${id}`;

  await openAdminTab(admin, 'Surveys');
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel(/^Link/).fill(`forms.example.org/e2e/${id}`);
  await admin.getByRole('button', { name: 'Add Survey' }).click();
  await expect(admin.getByText('Invalid URL')).toBeVisible();
  await expect(admin.getByLabel(/^Link/)).toBeFocused();
  await admin.getByLabel(/^Link/).fill(link);
  await admin.getByRole('button', { name: 'Add Survey' }).click();
  await toast(admin, 'Update Successful');
  await expect(admin.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  await expectAccessible(admin);

  await signInNewEducator(page, 'Sam', 'Surveys', [school]);
  await openEducatorTab(page, school, 'Surveys');
  const survey = page.getByRole('row', { name: new RegExp(title) });
  await expect(survey.getByRole('link', { name: /View/ })).toHaveAttribute('href', link);

  await deleteRow(admin, title);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Surveys' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  await admin.context().close();
});

test('an admin uploads and deletes a resource for administrators only', async ({ browser }) => {
  const admin = await adminPage(browser);
  const title = `Staff Notes ${unique()}`;
  const key = `${title}.txt`;

  await openAdminTab(admin, 'Resources');
  await expect(
    admin.getByText('Upload any important resources for use by program administrators only.'),
  ).toBeVisible();
  await upload(admin, title, { name: 'notes.txt', buffer: Buffer.from('For admins only.\n') });
  await expect(admin.getByRole('row', { name: new RegExp(key) })).toBeVisible();
  await expectAccessible(admin);
  await deleteRow(admin, key);
  await admin.context().close();
});
