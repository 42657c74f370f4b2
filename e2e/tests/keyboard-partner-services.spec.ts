import type { Page } from '@playwright/test';
import { gql } from './api';
import { expect, test, unique } from './fixtures';
import { signInNewEducator } from './helpers';
import { chooseOption, chooseRadio, press, tabTo, tick, typeInto } from './keyboard';

// Partner Services with the keyboard alone (issue 20 item 3): a new agency's director who uses
// no mouse opens the program at its address, types the agency's details (the portal does
// not know it yet: the submission proposes the new organization), its contacts, services and
// hours, moves into the agreement with Tab and pages through it, is refused once (the I Agree
// boxes left unticked: the message is announced and the focus goes to the first of them), ticks
// them with Space and submits. The agency's name and EIN, and the educator, are the journey's own
// (as in partner-services.spec.ts): it passes in any order and on retry.

const MISSING = 'You have required field(s) that are missing. Please see above.';
const AGREEMENT = 'Partner Services Program Agreement';

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
  email: `${first.toLowerCase()}.${unique()}@agency.example`,
});

/** An EIN of the run's own (NN-NNNNNNN), typed as its nine digits. */
function uniqueEin(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-7);
  return `8${Math.floor(Math.random() * 10)}-${digits}`;
}

/** 7135550191 as the phone box writes it once typed: 713-555-0191. */
const phoneShown = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3');

/** A Yes/No question of the form (a radio pair under its legend), answered with the keys. */
async function answer(page: Page, legend: string, value: 'Yes' | 'No') {
  const group = page.getByRole('group', { name: legend, exact: true });
  await chooseRadio(page, group, group.getByRole('radio', { name: value, exact: true }));
}

async function fillContact(page: Page, legend: string, person: Contact) {
  const group = page.getByRole('group', { name: legend, exact: true });
  await typeInto(page, group.getByLabel('First Name'), person.first);
  await typeInto(page, group.getByLabel('Last Name'), person.last);
  await typeInto(page, group.getByLabel('Job Title (optional)'), person.title);
  await typeInto(page, group.getByLabel('Phone'), person.phone, phoneShown(person.phone));
  await typeInto(page, group.getByLabel('Email'), person.email);
}

test('a new agency completes the Partner Services application with the keyboard alone, paging through the agreement', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const agency = `Gulfton Keyboard Pantry ${unique()}`;
  const ein = uniqueEin();
  const people = [
    contact('Yasmin', 'Haddad', 'Executive Director', '7135550191'),
    contact('Owen', 'Pruitt', 'Volunteer Lead', '7135550192'),
  ];
  await signInNewEducator(page, people[0]!.first, people[0]!.last);

  // Partner Services is not on an educator's landing page (onLandingPage false): the agency
  // opens it at its address, as partner-services.spec.ts does; a new account lands on the start.
  await expect(page.getByRole('article', { name: 'Partner Services' })).toHaveCount(0);
  await page.goto('/partner-services');
  await expect(page).toHaveURL(/\/partner-services\/start$/);
  const start = page.getByRole('link', { name: 'Start Application' });
  await expect(start).toBeVisible();
  await press(page, start);
  await expect(page).toHaveURL(/\/partner-services\/application\/step-1/);
  await expect(
    page.getByRole('heading', { name: /^Partner Services Program Application \d{4}$/ }),
  ).toBeVisible();

  // A new agency: no organization of the educator's to choose, its details typed.
  await expect(page.getByLabel('Which organization are you applying for?')).toHaveCount(0);
  await typeInto(page, page.getByLabel('Organization Name'), agency);
  await typeInto(page, page.getByLabel('EIN'), ein.replace('-', ''), ein);
  await typeInto(page, page.getByLabel('Address', { exact: true }), '6500 Rookin St');
  await typeInto(page, page.getByLabel('Address 2 (optional)'), 'Suite 120');
  await typeInto(page, page.getByLabel('City'), 'Houston');
  await chooseOption(page, page.getByLabel('County'), 'Harris');
  await chooseOption(page, page.getByLabel('State'), 'Texas');
  await typeInto(page, page.getByLabel('Zip'), '77074');
  await typeInto(page, page.getByLabel('Organization Phone'), '7135550190', '713-555-0190');
  await typeInto(page, page.getByLabel('Website (optional)'), 'https://gulfton-pantry.example.org');
  await fillContact(page, 'Primary Point of Contact', people[0]!);
  await fillContact(page, 'Secondary Point of Contact', people[1]!);

  // Services and Hours.
  await answer(page, 'Is the organization a nonprofit?', 'Yes');
  await answer(page, 'Is the organization faith-based (religious)?', 'Yes');
  await expect(page.getByText('Faith-based organizations are welcome partners.')).toBeVisible();
  const services = page.getByRole('group', {
    name: "Which services will the organization offer with the Food Bank's food?",
  });
  for (const service of ['Food Pantry', 'Senior Food Boxes']) {
    await tick(page, services.getByRole('checkbox', { name: service, exact: true }));
  }
  // Other asks what, once ticked: the next stop after the services.
  await expect(page.getByLabel('Other Services')).toHaveCount(0);
  await tick(page, services.getByRole('checkbox', { name: 'Other', exact: true }));
  await typeInto(page, page.getByLabel('Other Services'), 'Diaper bank');
  const days = page.getByRole('group', { name: 'Days of Operation' });
  for (const day of ['Monday', 'Wednesday', 'Saturday']) {
    await tick(page, days.getByRole('checkbox', { name: day, exact: true }));
  }
  await typeInto(page, page.getByLabel('Operating Hours Start Time'), '9:00 AM');
  await typeInto(page, page.getByLabel('Operating Hours End Time'), '1:30 PM');
  await typeInto(page, page.getByLabel('Gate Code (optional)'), '1975');
  await typeInto(page, page.getByLabel('People Served per Month'), '1200');

  // Storage and Food Safety.
  await answer(page, 'Does the organization have dry storage (shelving off the floor)?', 'Yes');
  await answer(page, 'Does the organization have cooler (refrigerated) storage?', 'Yes');
  await answer(page, 'Does the organization have freezer storage?', 'No');
  await answer(
    page,
    'Does someone at the organization hold a current food safety certification (food handler or food manager)?',
    'Yes',
  );

  // The agreement names the agency as typed; Tab moves into its region and Page Down scrolls
  // it to its end (Partner Services does not require it read: see the report of issue 20).
  const agreement = page.getByRole('region', { name: AGREEMENT });
  await expect(agreement).toContainText(agency);
  await tabTo(page, agreement);
  await expect(agreement).toBeFocused();
  const left = () => agreement.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  expect(await left()).toBeGreaterThan(2);
  let pages = 0;
  for (; pages < 60 && (await left()) > 2; pages += 1) {
    await page.keyboard.press('PageDown');
  }
  expect(await left(), 'the agreement scrolled to its end with Page Down').toBeLessThanOrEqual(2);
  await expect(agreement).toBeFocused();

  await typeInto(
    page,
    page.getByLabel('Signature', { exact: true }),
    `${people[0]!.first} ${people[0]!.last}`,
  );

  // Submitted with the I Agree boxes unticked: the missing-fields message is announced and the
  // focus goes to the first of them, ticked with Space where it is.
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await press(page, submit);
  await expect(page.getByRole('alert').filter({ hasText: MISSING })).toBeVisible();
  const first = page.getByRole('checkbox', { name: 'I Agree to Program Purpose' });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/partner-services\/application\/step-1/);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  for (const box of [
    'I Agree to Nondiscrimination',
    'I Agree to No Religious Activity',
    'I certify that the information in this application is true and complete.',
  ]) {
    await tick(page, page.getByRole('checkbox', { name: box }));
  }
  await expect(page.getByRole('alert').filter({ hasText: MISSING })).toHaveCount(0);

  await press(page, submit);
  await expect(page.getByText('Your Partner Services Application is Pending')).toBeVisible();
  await expect(page).toHaveURL(/\/partner-services\/application\/status\/\d+$/);
  await expect(page.getByRole('button', { name: 'Application Pending' })).toBeDisabled();

  // What was typed is what was stored (the application as its educator reads it).
  const applicationId = Number(/status\/(\d+)$/.exec(page.url())![1]);
  const stored = await gql<{ applicationPartnerServices: Record<string, unknown> }>(
    page.request,
    `query E2eKeyboardPartnerServices($id: Int!) {
      applicationPartnerServices(applicationPartnerServicesId: $id) {
        status
        organization {
          name einNumber address2 county phone
          secondaryPointOfContact { email title }
        }
        servicesInterest servicesInterestOther daysOfOperation
        operatingHoursStartTime operatingHoursEndTime gateCode peopleServedPerMonth
        isReligious hasFreezerStorage nameSign
        agreeToProgramPurpose agreeNondiscrimination agreeNoReligiousActivity certififedVerification
      }
    }`,
    { id: applicationId },
  );
  expect(stored.applicationPartnerServices).toMatchObject({
    status: 'PENDING',
    organization: {
      name: agency,
      einNumber: ein,
      address2: 'Suite 120',
      county: 'HARRIS',
      phone: '713-555-0190',
      secondaryPointOfContact: { email: people[1]!.email, title: 'Volunteer Lead' },
    },
    servicesInterest: ['FOOD_PANTRY', 'SENIOR_BOXES', 'OTHER'],
    servicesInterestOther: 'Diaper bank',
    daysOfOperation: ['MONDAY', 'WEDNESDAY', 'SATURDAY'],
    operatingHoursStartTime: '9:00 AM',
    operatingHoursEndTime: '1:30 PM',
    gateCode: '1975',
    peopleServedPerMonth: 1200,
    isReligious: true,
    hasFreezerStorage: false,
    nameSign: `${people[0]!.first} ${people[0]!.last}`,
    agreeToProgramPurpose: true,
    agreeNondiscrimination: true,
    agreeNoReligiousActivity: true,
    certififedVerification: true,
  });
});
