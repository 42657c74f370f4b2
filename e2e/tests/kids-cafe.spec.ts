import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminApi, gql } from './api';
import { expect, expectAccessible, test, unique } from './fixtures';
import { adminPage, signInNewEducator } from './helpers';

// Kids Cafe (spec 2 "Kids Cafe form", §4 and §5; spec 3 §2 Kids Cafe sites, print): a child-care
// site's contact applies for the summer, the food bank's team approves, prints and exports. Each
// journey adds a site of its own through the admin API (Add Site), so journeys run in parallel,
// in any order and again on retry.

const AGREEMENT = 'Kids Cafe Program Agreement';

/** A new live site of the journey's own (adminCreateSite), with its name. */
async function createSite(prefix: string): Promise<{ siteId: number; name: string }> {
  const name = `${prefix} ${unique()}`;
  const api = await adminApi();
  try {
    const data = await gql<{ adminCreateSite: { siteId: number } }>(
      api,
      `mutation E2eCreateSite($input: AdminCreateSiteInput!) {
        adminCreateSite(input: $input) { siteId }
      }`,
      {
        input: {
          name,
          type: 'CHILDCARE',
          address1: '4500 Bissonnet St',
          crossStreet: 'Weslayan St',
          city: 'Bellaire',
          county: 'HARRIS',
          state: 'TX',
          zip: '77401',
          closestSchool: 'Condit Elementary',
        },
      },
    );
    return { siteId: data.adminCreateSite.siteId, name };
  } finally {
    await api.dispose();
  }
}

interface Contact {
  first: string;
  last: string;
  phone: string;
  email: string;
}

const contact = (first: string, last: string, phone: string): Contact => ({
  first,
  last,
  phone,
  email: `${first.toLowerCase()}.${unique()}@site.example`,
});

async function fillContact(page: Page, legend: string, person: Contact) {
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('First Name').fill(person.first);
  await group.getByLabel('Last Name').fill(person.last);
  await group.getByLabel('Phone').fill(person.phone);
  await group.getByLabel('Email').fill(person.email);
  await group
    .getByRole('group', { name: 'Is this contact a supervisor?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
}

/** Answers every Yes/No question of a section: No for the agriculture program, Yes otherwise. */
async function answerYesNo(section: Locator) {
  const questions = section
    .locator('fieldset')
    .filter({ has: section.page().getByRole('radio', { name: 'Yes', exact: true }) })
    .filter({ hasNot: section.page().locator('fieldset fieldset') });
  for (const question of await questions.all()) {
    const legend = (await question.locator('legend').first().innerText()).trim();
    if (legend.startsWith('Is this contact')) continue;
    const answer = /Agriculture/i.test(legend) ? 'No' : 'Yes';
    await question.getByRole('radio', { name: answer, exact: true }).check();
  }
}

/** The Kids Cafe form for a SUMMER application of the site: every required answer. */
async function fillSummerApplication(page: Page, siteName: string, people: Contact[]) {
  await page.getByLabel('Site', { exact: true }).selectOption({ label: siteName });
  // The site's record fills the address in (after a request).
  await expect(page.getByLabel('Site Name')).toHaveValue(siteName);
  await expect(page.getByLabel('City')).toHaveValue('Bellaire');
  await page.getByLabel('Site Type').selectOption({ label: 'Childcare' });
  await page.getByLabel('Childcare License').selectOption({ label: 'Yes' });
  const site = page.getByRole('region', { name: 'Site Information' });
  await answerYesNo(site);
  // Childcare Center Information appears for a childcare centre only.
  const childcare = page.getByRole('region', { name: 'Childcare Center Information' });
  await expect(childcare).toBeVisible();
  await childcare.getByLabel('Texas Rising Star Status').selectOption({ label: 'Two-Star' });
  await answerYesNo(childcare);

  await fillContact(page, 'Primary Point of Contact', people[0]!);
  await fillContact(page, 'Secondary Point of Contact', people[1]!);
  await expect(
    page.getByRole('group', { name: 'Primary Point of Contact' }).getByLabel('Phone'),
  ).toHaveValue(people[0]!.phone.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3'));

  await page.getByRole('radio', { name: 'Summer 2025' }).check();
  await page.getByLabel('Start Date').fill('06/02/2025');
  await page.getByLabel('End Date').fill('08/01/2025');
  await page.getByLabel('Operating Hours Start Time').fill('7:30 AM');
  await page.getByLabel('Operating Hours End Time').fill('5:30 PM');
  await page.getByLabel('Expected Number of Participants').fill('60');
  for (const range of ['4-6', '7-9']) {
    await page.getByRole('checkbox', { name: range, exact: true }).check();
  }
  for (const day of ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays']) {
    await page.getByRole('checkbox', { name: day, exact: true }).check();
  }
  // A meal's times and count show only once it is chosen.
  const meals = page.getByRole('group', { name: 'Meals' });
  await expect(meals.getByLabel('Lunch Start Time')).toHaveCount(0);
  for (const [meal, start, end, count] of [
    ['Breakfast', '8:00 AM', '8:30 AM', '55'],
    ['Lunch', '11:30 AM', '12:15 PM', '60'],
  ] as const) {
    await meals.getByRole('checkbox', { name: meal, exact: true }).check();
    await meals.getByLabel(`${meal} Start Time`).fill(start);
    await meals.getByLabel(`${meal} End Time`).fill(end);
    await meals.getByLabel(`${meal} Expected Participants`).fill(count);
  }
  await page.getByLabel('Earliest Delivery Time').fill('7:00 AM');
  await page.getByLabel('Enrichment Programs').fill('Reading circle and garden club');
  await page.getByLabel('Closure Dates').fill('07/04/2025');
  await page.getByLabel('Field Trips').fill('Museum District, July 15');
}

async function signAgreement(page: Page, name: string) {
  await page.getByLabel('Signature', { exact: true }).fill(name);
  for (const box of [
    'I Agree to Program Purpose',
    'I Agree to Reimbursement',
    'I Agree to Documentation',
  ]) {
    await page.getByRole('checkbox', { name: box }).check();
  }
}

test('a new site contact applies for Kids Cafe summer meals, reading the agreement by keyboard; the admin finds the site, approves, prints and exports it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const site = await createSite('Bellaire Little Sprouts');
  const people = [contact('Marisol', 'Vega', '7135550141'), contact('Dion', 'Hart', '7135550142')];
  const educator = await signInNewEducator(page, 'Marisol', 'Vega');

  // A new account that needs the application lands on the start page (spec 2 §2).
  await page.goto('/kids-cafe');
  await expect(page).toHaveURL(/\/kids-cafe\/start$/);
  await page.getByRole('link', { name: 'Start Application' }).click();
  await expect(page).toHaveURL(/\/kids-cafe\/application\/step-1\?applicationYear=2024$/);
  await expect(
    page.getByRole('heading', { name: 'Kids Cafe Program Application 2024' }),
  ).toBeVisible();

  await fillSummerApplication(page, site.name, people);
  await signAgreement(page, educator.fullName);
  await expectAccessible(page);

  // Not read yet: the submit is refused with the spec's messages.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('You must read the above Agreement')).toBeVisible();
  await expect(
    page.getByText('You have required field(s) that are missing. Please see above.').first(),
  ).toBeVisible();

  // A keyboard user reads it: the region takes focus and End scrolls it to its end.
  const agreement = page.getByRole('region', { name: AGREEMENT });
  await agreement.focus();
  await expect(agreement).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('status').filter({ hasText: 'Agreement read.' })).toBeVisible();
  await expect(page.getByText('You must read the above Agreement')).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Your Kids Cafe Application is Pending')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Application Pending' })).toBeDisabled();
  await expect(page).toHaveURL(/\/kids-cafe\/application\/status\/\d+$/);
  const applicationId = Number(/status\/(\d+)$/.exec(page.url())![1]);
  await expectAccessible(page);

  // The admin finds the site in the list, searching its name.
  const admin = await adminPage(browser);
  await admin.goto('/kids-cafe');
  await expect(admin).toHaveURL(/\/kids-cafe\/sites$/);
  await admin.getByRole('searchbox').fill(site.name.toLowerCase());
  const row = admin.getByRole('row', { name: new RegExp(site.name) });
  await expect(row).toHaveCount(1);
  await expectAccessible(admin);
  await row.getByRole('link', { name: site.name }).click();
  await expect(admin).toHaveURL(new RegExp(`/kids-cafe/sites/${site.siteId}$`));
  await admin.getByRole('link', { name: 'Applications', exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/kids-cafe/sites/${site.siteId}/applications$`));
  const status = admin.getByLabel('Status of Summer 2025 application');
  await expect(status).toHaveValue('PENDING');
  // IN_PROGRESS and PENDING cannot be chosen (spec 3 §4).
  await expect(status.locator('option', { hasText: 'In Progress' })).toHaveCount(0);
  await expectAccessible(admin);
  await status.selectOption({ label: 'Approved' });
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Update Successful').first()).toBeVisible();
  await admin.reload();
  await expect(status).toHaveValue('APPROVED');

  // The print summary of the application: the site, the meals and the signature.
  await admin.getByRole('link', { name: /^Print/ }).click();
  await expect(admin).toHaveURL(new RegExp(`/kids-cafe/print/${applicationId}/SUMMER$`));
  await expect(admin.getByText(site.name).first()).toBeVisible();
  await expect(admin.getByText(people[1]!.email).first()).toBeVisible();
  await expect(admin.getByText('11:30 AM').first()).toBeVisible();
  await expect(admin.getByText(educator.fullName).first()).toBeVisible();
  await expectAccessible(admin);
  await admin.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await admin.getByRole('button', { name: 'Print Confirmation' }).click();
  await expect
    .poll(() => admin.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  await admin.getByRole('button', { name: 'Close' }).click();
  await expect(admin).toHaveURL(new RegExp(`/kids-cafe/sites/${site.siteId}/applications$`));

  // The list's export: a real .xlsx with the site's approved application and both contacts.
  await admin.goto('/kids-cafe/sites');
  await admin.getByRole('searchbox').fill(site.name);
  await expect(admin.getByRole('row', { name: new RegExp(site.name) })).toHaveCount(1);
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sites.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows = (sheet.getSheetValues().slice(2) as unknown[][]).map((r) => r.slice(1).map(String));
  const mine = rows.filter((r) => r[header.indexOf('Site Name')] === site.name);
  expect(mine).toHaveLength(1);
  expect(mine[0]![header.indexOf('Application Status')]).toBe('Approved');
  expect(mine[0]![header.indexOf('Application Year')]).toBe('2025');
  expect(mine[0]).toContain(people[0]!.email);
  expect(mine[0]).toContain(people[1]!.email);
  await admin.context().close();

  // The site's contact sees the approval in My Account.
  await page.goto('/kids-cafe/account/applications');
  const mineRow = page.getByRole('row', { name: new RegExp(site.name) });
  await expect(mineRow).toContainText('2025');
  await expect(mineRow).toContainText('Approved');
});

test('a Kids Cafe agreement read by scrolling, saved as a draft, is still read and filled when reopened', async ({
  page,
}) => {
  const site = await createSite('Pasadena Kids Corner');
  await signInNewEducator(page, 'Tomas', 'Reyes');
  await page.goto('/kids-cafe/application/step-1');
  await page.getByLabel('Site', { exact: true }).selectOption({ label: site.name });
  await expect(page.getByLabel('Site Name')).toHaveValue(site.name);
  await page.getByRole('radio', { name: 'School Year 2024' }).check();
  await page.getByLabel('Expected Number of Participants').fill('40');

  // Scrolling the region to its end with the mouse wheel marks the agreement read.
  const agreement = page.getByRole('region', { name: AGREEMENT });
  await agreement.hover();
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole('status').filter({ hasText: 'Agreement read.' })).toBeVisible({
      timeout: 500,
    });
  }).toPass();

  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Draft Saved').first()).toBeVisible();
  // Still required (nothing submitted): the area goes back to the draft (spec 2 §2 routing).
  await page.goto('/kids-cafe');
  await expect(page).toHaveURL(/\/kids-cafe\/application\/step-1\/\d+/);
  await expect(page.getByLabel('Site', { exact: true })).toHaveValue(String(site.siteId));
  await expect(page.getByLabel('Expected Number of Participants')).toHaveValue('40');
  await expect(page.getByRole('radio', { name: 'School Year 2024' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Agreement read.' })).toBeVisible();
});

test('an admin adds a Kids Cafe site, gives it its contacts, archives, restores and deletes it', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  const name = `Channelview Kids Club ${unique()}`;
  await page.goto('/kids-cafe/sites');
  await page.getByRole('link', { name: 'Add Site' }).click();
  await expect(page).toHaveURL(/\/kids-cafe\/sites\/new$/);
  await expect(page.getByRole('heading', { name: 'Add a Site' })).toBeVisible();
  await page.getByLabel('Site Name').fill(name);
  await page.getByLabel('Site Type').selectOption({ label: 'Afterschool Program' });
  await page.getByLabel('Address 1').fill('600 Sheldon Rd');
  await page.getByLabel('Cross Street').fill('Market St');
  await page.getByLabel('City').fill('Channelview');
  await page.getByLabel('County').selectOption({ label: 'Harris' });
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByLabel('Zip').fill('77530');
  await page.getByLabel('Closest School').fill('Channelview High School');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Update Successful').first()).toBeVisible();
  await expect(page).toHaveURL(/\/kids-cafe\/sites\/\d+$/);
  await expect(page.getByLabel('Site Name')).toHaveValue(name);

  // Its contacts: both points of contact, the secondary's email different from the primary's.
  await page.getByRole('link', { name: 'Contacts', exact: true }).click();
  const people = [
    ['Primary Point of Contact', contact('Nadia', 'Okafor', '2815550171')],
    ['Secondary Point of Contact', contact('Luca', 'Brandt', '2815550172')],
  ] as const;
  for (const [legend, person] of people) {
    const group = page.getByRole('group', { name: legend, exact: true });
    await group.getByLabel('First Name').fill(person.first);
    await group.getByLabel('Last Name').fill(person.last);
    await group.getByLabel('Phone').fill(person.phone);
    await group.getByLabel('Email').fill(person.email);
    await group.getByRole('radio', { name: legend.startsWith('Primary') ? 'Yes' : 'No' }).check();
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update Successful').first()).toBeVisible();

  // The list shows the site with its primary contact; archived, it leaves the default view.
  await page.goto('/kids-cafe/sites');
  await page.getByRole('searchbox').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(people[0][1].email);
  await row.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Archive Site' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Site Archived').first()).toBeVisible();
  await page.getByRole('button', { name: 'Restore Site' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Site Restored').first()).toBeVisible();
  await page.getByRole('button', { name: 'Delete Site' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure? This is a destructive action that will delete all related program(s) data.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Site Deleted').first()).toBeVisible();
  await expect(page).toHaveURL(/\/kids-cafe\/sites$/);
  await page.getByRole('searchbox').fill(name);
  await expect(page.getByText('No Results')).toBeVisible();
  await page.context().close();
});
