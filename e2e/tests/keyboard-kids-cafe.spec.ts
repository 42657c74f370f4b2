import type { Locator, Page } from '@playwright/test';
import { adminApi, gql } from './api';
import { expect, test, unique } from './fixtures';
import { signInNewEducator } from './helpers';
import { chooseOption, chooseRadio, press, tabTo, tick, typeInto } from './keyboard';

// Kids Cafe with the keyboard alone (issue 20 item 3): a site's contact who uses no mouse opens
// the program from the landing page, fills every section of the form, reads the agreement by
// moving into its region with Tab and paging through it, is refused once (a required time left
// blank: the message is announced and the focus goes to that field), types it and submits.
// The site is the journey's own (adminCreateSite, as kids-cafe.spec.ts does: the form only
// chooses among existing sites), and so is the educator: it passes in any order and on retry.

const AGREEMENT = 'Kids Cafe Program Agreement';
const MISSING = 'You have required field(s) that are missing. Please see above.';

/** A new live childcare site of the journey's own (adminCreateSite), with its name. */
async function createSite(prefix: string): Promise<{ siteId: number; name: string }> {
  const name = `${prefix} ${unique()}`;
  const api = await adminApi();
  try {
    const data = await gql<{ adminCreateSite: { siteId: number } }>(
      api,
      `mutation E2eKeyboardCreateSite($input: AdminCreateSiteInput!) {
        adminCreateSite(input: $input) { siteId }
      }`,
      {
        input: {
          name,
          type: 'CHILDCARE',
          address1: '2100 Westheimer Rd',
          crossStreet: 'Shepherd Dr',
          city: 'Houston',
          county: 'HARRIS',
          state: 'TX',
          zip: '77098',
          closestSchool: 'Lanier Middle School',
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
  title: string;
  phone: string;
  email: string;
}

const contact = (first: string, last: string, title: string, phone: string): Contact => ({
  first,
  last,
  title,
  phone,
  email: `${first.toLowerCase()}.${unique()}@site.example`,
});

/** 7135550151 as the phone box writes it once typed: 713-555-0151. */
const phoneShown = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');

/** A Yes/No question of the form (a radio pair under its legend), answered with the keys. */
async function answer(scope: Page | Locator, legend: string, value: 'Yes' | 'No') {
  const page = 'page' in scope ? scope.page() : scope;
  const group = scope.getByRole('group', { name: legend, exact: true });
  await chooseRadio(page, group, group.getByRole('radio', { name: value, exact: true }));
}

async function fillContact(page: Page, legend: string, person: Contact, supervisor: 'Yes' | 'No') {
  const group = page.getByRole('group', { name: legend, exact: true });
  await typeInto(page, group.getByLabel('First Name'), person.first);
  await typeInto(page, group.getByLabel('Last Name'), person.last);
  await typeInto(page, group.getByLabel('Job Title (optional)'), person.title);
  await typeInto(page, group.getByLabel('Phone'), person.phone, phoneShown(person.phone));
  await typeInto(page, group.getByLabel('Email'), person.email);
  await answer(group, 'Is this contact a supervisor?', supervisor);
}

test('a site contact completes the Kids Cafe summer application with the keyboard alone, reading the agreement with Page Down', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const site = await createSite('Montrose Keyboard Kids');
  const people = [
    contact('Renata', 'Osei', 'Site Director', '7135550151'),
    contact('Caleb', 'Nguyen', 'Cook', '7135550152'),
  ];
  const educator = await signInNewEducator(page, 'Renata', 'Osei');

  // The landing page: the program's Visit button, reached with Tab.
  const card = page.getByRole('article', { name: 'Kids Cafe' });
  await expect(card).toBeVisible();
  await press(page, card.getByRole('button', { name: 'Visit' }));
  // A new account that needs the application lands on the start page.
  await expect(page).toHaveURL(/\/kids-cafe\/start$/);
  const start = page.getByRole('link', { name: 'Start Application' });
  await expect(start).toBeVisible();
  await press(page, start);
  await expect(page).toHaveURL(/\/kids-cafe\/application\/step-1\?applicationYear=2024$/);
  await expect(
    page.getByRole('heading', { name: 'Kids Cafe Program Application 2024' }),
  ).toBeVisible();

  // Site Information: the site chosen with the arrow keys fills its record in (after a request).
  await chooseOption(page, page.getByLabel('Site', { exact: true }), site.name);
  await expect(page.getByLabel('Site Name')).toHaveValue(site.name);
  await expect(page.getByLabel('City')).toHaveValue('Houston');
  await expect(page.getByLabel('Cross Street')).toHaveValue('Shepherd Dr');
  await typeInto(page, page.getByLabel('Address 2 (optional)'), 'Building B');
  await chooseOption(page, page.getByLabel('Site Type'), 'Childcare');
  await chooseOption(page, page.getByLabel('Childcare License'), 'Yes');
  await answer(page, 'Is the site a nonprofit organization?', 'Yes');
  await answer(
    page,
    'Has the site taken part in a Texas Department of Agriculture meal program?',
    'Yes',
  );
  // The sponsor is asked once the answer is Yes: the next stop after the question.
  await typeInto(page, page.getByLabel('Agriculture Program Sponsor'), 'Houston Food Bank');
  await answer(page, 'Does the site have WiFi?', 'Yes');
  await answer(page, 'Does the site have a device to record meal counts?', 'No');
  await answer(page, 'Does the site have storage space for meals?', 'Yes');
  await answer(page, 'Can the site receive deliveries?', 'Yes');

  // Childcare Center Information appears for a childcare centre only.
  const childcare = page.getByRole('region', { name: 'Childcare Center Information' });
  await expect(childcare).toBeVisible();
  await chooseOption(page, childcare.getByLabel('Texas Rising Star Status'), 'Two-Star');
  await answer(childcare, 'Does the center have a microwave?', 'Yes');
  await answer(childcare, 'Does the center take part in a federal child nutrition program?', 'No');
  await answer(childcare, 'Is the center open and enrolling all year?', 'Yes');
  await answer(childcare, 'Are infants enrolled at the center?', 'No');
  await answer(childcare, 'Does the center run an after-school program?', 'Yes');

  await fillContact(page, 'Primary Point of Contact', people[0]!, 'Yes');
  await fillContact(page, 'Secondary Point of Contact', people[1]!, 'No');

  // Site Service Dates and Times: the type (arrow keys), the dates and times typed.
  const type = page.getByRole('group', { name: 'Type', exact: true });
  await chooseRadio(page, type, type.getByRole('radio', { name: 'Summer 2025' }));
  await expect(
    page.getByRole('heading', { name: 'Kids Cafe Program Application 2025' }),
  ).toBeVisible();
  await typeInto(page, page.getByLabel('Start Date'), '06/02/2025');
  await typeInto(page, page.getByLabel('End Date'), '08/01/2025');
  await typeInto(page, page.getByLabel('Operating Hours Start Time'), '7:30 AM');
  await typeInto(page, page.getByLabel('Operating Hours End Time'), '5:30 PM');
  await typeInto(page, page.getByLabel('Gate Code (optional)'), '4821');
  await typeInto(page, page.getByLabel('Expected Number of Participants'), '48');
  for (const range of ['4-6', '7-9', '10-12']) {
    await tick(page, page.getByRole('checkbox', { name: range, exact: true }));
  }
  for (const day of ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays']) {
    await tick(page, page.getByRole('checkbox', { name: day, exact: true }));
  }
  // A meal's times and count appear after its box once it is ticked: the next stops.
  const meals = page.getByRole('group', { name: 'Meals' });
  await expect(meals.getByLabel('Breakfast Start Time')).toHaveCount(0);
  for (const [meal, from, to, count] of [
    ['Breakfast', '8:00 AM', '8:30 AM', '40'],
    ['Lunch', '11:30 AM', '12:15 PM', '48'],
    ['Snack', '3:00 PM', '3:20 PM', '45'],
  ] as const) {
    await tick(page, meals.getByRole('checkbox', { name: meal, exact: true }));
    await typeInto(page, meals.getByLabel(`${meal} Start Time`), from);
    await typeInto(page, meals.getByLabel(`${meal} End Time`), to);
    await typeInto(page, meals.getByLabel(`${meal} Expected Participants`), count);
  }
  await typeInto(
    page,
    page.getByLabel('Special Delivery Notes (optional)'),
    'Ring the bell at the side gate',
  );
  // Earliest Delivery Time is left blank: the refused submit below comes back to it.
  await typeInto(page, page.getByLabel('Referred By (optional)'), 'A neighbouring pantry');
  await typeInto(page, page.getByLabel('Enrichment Programs'), 'Reading circle and garden club');
  await typeInto(page, page.getByLabel('Closure Dates'), '07/04/2025');
  await typeInto(page, page.getByLabel('Field Trips'), 'Museum District, July 15');

  // The agreement: Tab moves into its region, Page Down scrolls it until the form counts it read.
  const agreement = page.getByRole('region', { name: AGREEMENT });
  await tabTo(page, agreement);
  await expect(agreement).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Agreement read.' })).toHaveCount(0);
  const read = page.getByRole('status').filter({ hasText: 'Agreement read.' });
  let pages = 0;
  for (; pages < 60 && !(await read.isVisible()); pages += 1) {
    await page.keyboard.press('PageDown');
  }
  await expect(read).toBeVisible();
  expect(pages, 'Page Down presses to the end of the agreement').toBeGreaterThan(1);
  // Still in the region: paging did not move the focus out of it.
  await expect(agreement).toBeFocused();
  expect(
    await agreement.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight),
  ).toBeLessThanOrEqual(2);

  await typeInto(page, page.getByLabel('Signature', { exact: true }), educator.fullName);
  for (const box of [
    'I Agree to Program Purpose',
    'I Agree to Reimbursement',
    'I Agree to Documentation',
    'I certify that the information in this application is true and complete.',
  ]) {
    await tick(page, page.getByRole('checkbox', { name: box }));
  }

  // Submitted with a required time blank: the missing-fields message is announced and the
  // focus goes to the first invalid field, where the time is typed.
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await press(page, submit);
  await expect(page.getByRole('alert').filter({ hasText: MISSING })).toBeVisible();
  const earliest = page.getByLabel('Earliest Delivery Time');
  await expect(earliest).toBeFocused();
  await expect(earliest).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/kids-cafe\/application\/step-1/);
  await page.keyboard.type('7:00 AM');
  await expect(earliest).toHaveValue('7:00 AM');
  await expect(earliest).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: MISSING })).toHaveCount(0);
  // Still read: the agreement is not asked again.
  await expect(read).toBeVisible();

  await press(page, submit);
  await expect(page.getByText('Your Kids Cafe Application is Pending')).toBeVisible();
  await expect(page).toHaveURL(/\/kids-cafe\/application\/status\/\d+$/);
  await expect(page.getByRole('button', { name: 'Application Pending' })).toBeDisabled();

  // What was typed is what was stored (the application as its educator reads it).
  const applicationId = Number(/status\/(\d+)$/.exec(page.url())![1]);
  const stored = await gql<{ applicationKidsCafe: Record<string, unknown> }>(
    page.request,
    `query E2eKeyboardKidsCafe($id: Int!) {
      applicationKidsCafe(applicationKidsCafeId: $id) {
        status type site { siteId address2 secondaryPointOfContact { email isSupervisor } }
        agricultureSponsor startDate endDate operatingHoursStartTime operatingHoursEndTime
        earliestDeliveryTime snackStartTime participantAgeRanges daysForService
        readProgramAgreement nameSign certififedVerification
      }
    }`,
    { id: applicationId },
  );
  expect(stored.applicationKidsCafe).toMatchObject({
    status: 'PENDING',
    type: 'SUMMER',
    site: {
      siteId: site.siteId,
      address2: 'Building B',
      secondaryPointOfContact: { email: people[1]!.email, isSupervisor: false },
    },
    agricultureSponsor: 'Houston Food Bank',
    startDate: '06/02/2025',
    endDate: '08/01/2025',
    operatingHoursStartTime: '7:30 AM',
    operatingHoursEndTime: '5:30 PM',
    earliestDeliveryTime: '7:00 AM',
    snackStartTime: '3:00 PM',
    participantAgeRanges: ['FOUR_SIX', 'SEVEN_NINE', 'TEN_TWELVE'],
    daysForService: ['MONDAYS', 'TUESDAYS', 'WEDNESDAYS', 'THURSDAYS', 'FRIDAYS'],
    readProgramAgreement: true,
    nameSign: educator.fullName,
    certififedVerification: true,
  });
});
