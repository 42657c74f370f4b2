import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, unique, uniqueEmail } from './fixtures';
import { adminPage, PASSWORD } from './helpers';

// Partner Services (issue 18; spec 2 §2 start and pending pages, spec 3 §2 Organizations): a new
// agency's director registers, applies for the agency (which the portal does not know yet), and
// the food bank's staff find the new organization, approve the application and print it. The
// agency's name and EIN are the journey's own, so it passes in any order and on retry.

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
  email: `${first.toLowerCase()}.${unique()}@agency.example`,
});

/** An EIN of the run's own (NN-NNNNNNN). */
function uniqueEin(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-7);
  return `9${Math.floor(Math.random() * 10)}-${digits}`;
}

async function fillContact(page: Page, legend: string, person: Contact) {
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('First Name').fill(person.first);
  await group.getByLabel('Last Name').fill(person.last);
  await group.getByLabel('Phone').fill(person.phone);
  await group.getByLabel('Email').fill(person.email);
}

async function answer(page: Page, legend: string, value: 'Yes' | 'No') {
  await page
    .getByRole('group', { name: legend })
    .getByRole('radio', { name: value, exact: true })
    .check();
}

test('a new agency registers, applies for Partner Services, and an admin finds the new organization, approves and prints it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const agency = `Harrisburg Community Pantry ${unique()}`;
  const ein = uniqueEin();
  const people = [
    contact('Imani', 'Brooks', '7135550181'),
    contact('Jorge', 'Salas', '7135550182'),
  ];

  // The director registers (spec 1 §2) and opens the program at its address.
  await page.goto('/register');
  await page.getByLabel('First Name').fill(people[0]!.first);
  await page.getByLabel('Last Name').fill(people[0]!.last);
  await page.getByLabel('Phone').fill(people[0]!.phone);
  await page.getByLabel('Email').fill(uniqueEmail('imani'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  await page.goto('/partner-services');
  await expect(page).toHaveURL(/\/partner-services\/start$/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Start Application' }).click();
  await expect(page).toHaveURL(/\/partner-services\/application\/step-1/);

  // A new agency: no organization to choose, its details typed in.
  await page.getByLabel('Organization Name').fill(agency);
  await page.getByLabel('EIN').fill(ein.replace('-', ''));
  await expect(page.getByLabel('EIN')).toHaveValue(ein);
  await page.getByLabel('Address', { exact: true }).fill('7301 Harrisburg Blvd');
  await page.getByLabel('City').fill('Houston');
  await page.getByLabel('County').selectOption({ label: 'Harris' });
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByLabel('Zip').fill('77011');
  await page.getByLabel('Organization Phone').fill('7135550180');
  await page.getByLabel('Website (optional)').fill('https://harrisburg-pantry.example.org');
  await fillContact(page, 'Primary Point of Contact', people[0]!);
  await fillContact(page, 'Secondary Point of Contact', people[1]!);

  await answer(page, 'Is the organization a nonprofit?', 'Yes');
  await answer(page, 'Is the organization faith-based (religious)?', 'No');
  const services = page.getByRole('group', {
    name: "Which services will the organization offer with the Food Bank's food?",
  });
  await services.getByRole('checkbox', { name: 'Food Pantry' }).check();
  await expect(page.getByLabel('Other Services')).toHaveCount(0);
  await services.getByRole('checkbox', { name: 'Other' }).check();
  await page.getByLabel('Other Services').fill('Diaper bank');
  const days = page.getByRole('group', { name: 'Days of Operation' });
  for (const day of ['Tuesday', 'Thursday', 'Saturday']) {
    await days.getByRole('checkbox', { name: day }).check();
  }
  await page.getByLabel('Operating Hours Start Time').fill('9:00 AM');
  await page.getByLabel('Operating Hours End Time').fill('1:00 PM');
  await page.getByLabel('People Served per Month').fill('850');
  await answer(page, 'Does the organization have dry storage (shelving off the floor)?', 'Yes');
  await answer(page, 'Does the organization have cooler (refrigerated) storage?', 'Yes');
  await answer(page, 'Does the organization have freezer storage?', 'No');
  await answer(
    page,
    'Does someone at the organization hold a current food safety certification (food handler or food manager)?',
    'Yes',
  );

  // The agreement's boxes are required: a submit without them is refused.
  await page
    .getByLabel('Signature', { exact: true })
    .fill(`${people[0]!.first} ${people[0]!.last}`);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByText('You have required field(s) that are missing. Please see above.').first(),
  ).toBeVisible();
  for (const box of [
    'I Agree to Program Purpose',
    'I Agree to Nondiscrimination',
    'I Agree to No Religious Activity',
  ]) {
    await page.getByRole('checkbox', { name: box }).check();
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Your Partner Services Application is Pending')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Application Pending' })).toBeDisabled();
  const applicationId = Number(/status\/(\d+)$/.exec(page.url())?.[1]);
  expect(applicationId).toBeGreaterThan(0);
  await expectAccessible(page);

  // The staff find the new organization (created by the submission, Pending) and approve it.
  const admin = await adminPage(browser);
  await admin.goto('/');
  await admin
    .getByRole('article', { name: 'Partner Services' })
    .getByRole('button', { name: 'Visit' })
    .click();
  await expect(admin).toHaveURL(/\/partner-services\/organizations$/);
  await admin.getByRole('searchbox').fill(agency.toLowerCase());
  const row = admin.getByRole('row', { name: new RegExp(agency) });
  await expect(row).toContainText(ein);
  await expect(row).toContainText('Pending');
  await expectAccessible(admin);
  await row.getByRole('link', { name: agency }).click();
  await admin.getByRole('link', { name: 'Applications', exact: true }).click();
  const status = admin.getByLabel(/^Status of .* application$/);
  await expect(status).toHaveValue('PENDING');
  await expect(status.locator('option', { hasText: 'In Progress' })).toHaveCount(0);
  await expectAccessible(admin);
  await status.selectOption({ label: 'Approved' });
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Update Successful').first()).toBeVisible();
  await admin.reload();
  await expect(status).toHaveValue('APPROVED');

  // Approval applied the application's contacts to the organization.
  await admin.getByRole('link', { name: 'Contacts', exact: true }).click();
  await expect(
    admin.getByRole('group', { name: 'Secondary Point of Contact' }).getByLabel('Email'),
  ).toHaveValue(people[1]!.email);

  // The print summary.
  await admin.getByRole('link', { name: 'Applications', exact: true }).click();
  await admin.getByRole('link', { name: /^Print/ }).click();
  await expect(admin).toHaveURL(new RegExp(`/partner-services/print/${applicationId}$`));
  await expect(admin.getByText(agency).first()).toBeVisible();
  await expect(admin.getByText(ein).first()).toBeVisible();
  await expect(admin.getByText('Diaper bank').first()).toBeVisible();
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
  await admin.context().close();

  // Approved: the agency's account now holds the organization and sees its application.
  await page.goto('/partner-services/account/applications');
  const mine = page.getByRole('row', { name: new RegExp(agency) });
  await expect(mine).toContainText('Approved');
});
