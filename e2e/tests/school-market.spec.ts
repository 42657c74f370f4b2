import type { Page } from '@playwright/test';
import { adminApi, educatorApi, gql } from './api';
import { POOLS, schoolForAttempt, schoolForCopy, type DemoSchool } from './demo-schools';
import { expect, expectAccessible, mailbox, test, unique } from './fixtures';
import {
  adminPage,
  anonymousPage,
  createEducator,
  registerEducator,
  schoolId,
  signatureLink,
  visitProgram,
  type Educator,
} from './helpers';

// School Market (spec 2: the form, its status page and the signature; spec 3 §2: the admin's
// Applications tab, print screen and status changes). Each journey applies for demo schools of
// its own (demo-schools.ts): an approved application uses its school's 2025 school year up, and
// names the school's School Market contacts, so a retry takes the next school of the pool; the
// journeys that give their school back delete their application at the end.

const TERM = '2025-2026 School Year';
/** The operating frequency options of the 2025 school year, as the form labels them. */
const FREQUENCY = 'August 2025 - May 2026, twice a month';
const GRADES: Record<DemoSchool['type'], string[]> = {
  Elementary: [],
  Middle: ['6th', '7th', '8th'],
  High: ['9th', '10th', '11th', '12th'],
  'Non-Traditional': ['6th', '7th', '8th', '9th', '10th', '11th', '12th'],
};

/** The demo school's School Market agency number (demo.ts: middle and high schools only). */
function agencyNumber(school: DemoSchool): string | null {
  return school.type === 'Middle' || school.type === 'High' ? `SM${2001 + school.index}` : null;
}

interface Contact {
  first: string;
  last: string;
  phone: string;
  email: string;
}

function contact(first: string, last: string, phone: string): Contact {
  return { first, last, phone, email: `${first.toLowerCase()}.${unique()}@school.example` };
}

async function chooseSchool(page: Page, school: DemoSchool) {
  await page.getByLabel('School Type').selectOption({ label: school.type });
  await page.getByLabel('District').selectOption({ label: school.district });
  await page.getByLabel('School', { exact: true }).selectOption({ label: school.name });
}

async function fillContact(page: Page, legend: string, person: Contact) {
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('First Name').fill(person.first);
  await group.getByLabel('Last Name').fill(person.last);
  await group.getByLabel('Phone').fill(person.phone);
  await group.getByLabel('Email').fill(person.email);
}

/**
 * Fills the whole form for the school: the term and previous participation, the school and its
 * address (the school's own, as the form fills it in: an approval applies it to the school,
 * which other journeys read), grades, counts (a free lunch count above the enrolment is
 * refused once), the market, the two contacts and the three signatures.
 */
async function fillApplication(
  page: Page,
  school: DemoSchool,
  people: { primary: Contact; principal: Contact },
) {
  await page.getByRole('radio', { name: TERM }).check();
  await page
    .getByRole('group', { name: 'Has your school taken part in School Market before?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await chooseSchool(page, school);
  // The school's record fills the address and grades in (after a request): wait for it, or what
  // the journey types next may be overwritten.
  await expect(page.getByLabel('City')).toHaveValue(school.city);
  const address = page.getByLabel('Address', { exact: true });
  await expect(address).not.toHaveValue('');
  await address.fill(await address.inputValue());
  await expect(page.getByLabel('County')).not.toHaveValue('');
  await expect(page.getByLabel('State')).toHaveValue('TX');
  for (const grade of GRADES[school.type]) {
    const box = page.getByRole('checkbox', { name: grade, exact: true });
    await box.check();
    await expect(box).toBeChecked();
  }

  await page.getByLabel('Total Enrollment').fill('850');
  await page.getByLabel('Students on Reduced Lunch').fill('120');
  await page.getByLabel('Students on Free Lunch').fill('900');
  await page.getByLabel('Market Type').selectOption({ label: 'Mobile Distribution' });
  await page.getByLabel('Operating Frequency').selectOption({ label: FREQUENCY });
  await page.getByLabel('Preferred Distribution Day').selectOption({ label: 'Wednesday' });
  await page.getByLabel('Preferred Distribution Time').selectOption({ label: '2:00 PM - 5:00 PM' });
  await page.getByLabel('Secondary Distribution Day').selectOption({ label: 'Thursday' });
  await page
    .getByLabel('Secondary Distribution Time')
    .selectOption({ label: '8:00 AM - 11:00 AM' });
  await fillContact(page, 'Primary Point of Contact', people.primary);
  await fillContact(page, 'Principal', people.principal);
  // Typed as ten digits, written back as 123-456-7890.
  await expect(
    page.getByRole('group', { name: 'Principal', exact: true }).getByLabel('Phone'),
  ).toHaveValue(
    `${people.principal.phone.slice(0, 3)}-${people.principal.phone.slice(3, 6)}-${people.principal.phone.slice(6)}`,
  );
  const signer = `${people.primary.first} ${people.primary.last}`;
  for (const section of ['Program Purpose', 'Program Responsibilities', 'Nondiscrimination']) {
    await page.getByLabel(`Signature for ${section}`).fill(signer);
    await page.getByRole('checkbox', { name: `I Agree to ${section}` }).check();
  }
  await page.getByRole('checkbox', { name: /I certify that the information/ }).check();

  // More students on free lunch than enrolled: refused, nothing saved.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Must be less than total enrollment')).toBeVisible();
  await expect(page).toHaveURL(/\/school-market\/application\/step-1/);
  await page.getByLabel('Students on Free Lunch').fill('600');
  await expect(page.getByText('Must be less than total enrollment')).toHaveCount(0);
}

/** Submits the filled form: 'Save Successful', then the status page; returns the id. */
async function submit(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Save Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/school-market\/application\/status\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Your School Market Application is Pending' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Application Pending' })).toBeDisabled();
  return /status\/(\d+)$/.exec(page.url())![1]!;
}

/** The educator's approved application: My Account lists it, and it opens read-only. */
async function expectApprovedForEducator(
  page: Page,
  educatorName: string,
  school: DemoSchool,
  applicationId: string,
) {
  // No longer required: the program's area lands on My Account → Applications (spec 2 §2),
  // which the user menu now offers.
  await page.goto('/school-market');
  await expect(page).toHaveURL(/\/school-market\/account\/applications$/);
  await page.goto('/');
  await visitProgram(page, 'School Market');
  await page.getByRole('button', { name: educatorName }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/school-market\/account\/applications$/);
  const row = page.getByRole('row', { name: new RegExp(school.name) });
  await expect(row.getByRole('cell', { name: 'Approved' })).toBeVisible();
  await row.getByRole('link', { name: /View/ }).click();
  await expect(page).toHaveURL(new RegExp(`/school-market/application/step-1/${applicationId}$`));
  await expect(
    page.getByRole('heading', { name: 'School Market Program Application 2025' }),
  ).toBeVisible();
  await expect(page.getByLabel('Total Enrollment')).toHaveValue('850');
  await expect(page.getByLabel('Total Enrollment')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save as Draft' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/school-market\/account\/applications$/);
}

test('a new educator applies for a Houston ISD school and its primary point of contact signs', async ({
  page,
  browser,
}) => {
  // The longest School Market journey (about 15 s alone: three axe checks, a second browser).
  test.setTimeout(120_000);
  const school = schoolForAttempt(POOLS.schoolMarketHoustonIsd);
  const primary = contact('Maya', 'Contreras', '7135550140');
  const principal = contact('Paul', 'Okafor', '7135550141');
  await registerEducator(page, 'Rosa', 'Marquez');
  await visitProgram(page, 'School Market');

  // Application required and none started: the start page.
  await expect(page).toHaveURL(/\/school-market\/start$/);
  await page.getByRole('link', { name: 'Start Application' }).click();
  await expect(
    page.getByRole('heading', { name: 'School Market Program Application 2025' }),
  ).toBeVisible();

  // Nothing filled in: the shared message, nothing saved.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByText('You have required field(s) that are missing. Please see above.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/school-market\/application\/step-1$/);

  await fillApplication(page, school, { primary, principal });
  // The agreement of a Houston ISD school is an Acknowledgement.
  await expect(
    page.getByRole('region', { name: 'School Market Program Acknowledgement' }),
  ).toBeVisible();
  await expectAccessible(page);
  const applicationId = await submit(page);
  await expect(page.getByText(/Your primary point of contact must e-sign/)).toBeVisible();
  await expectAccessible(page);
  // Pending: the form is closed, the status page stays.
  await page.goto(`/school-market/application/step-1/${applicationId}`);
  await expect(page).toHaveURL(new RegExp(`/school-market/application/status/${applicationId}$`));

  // Houston ISD: the link goes to the primary point of contact, not to the principal.
  const link = await signatureLink(page, primary.email);
  expect(link).not.toContain(`/${applicationId}`);
  expect((await mailbox(page)).filter((m) => m.to === principal.email)).toEqual([]);

  // The primary point of contact signs in their own browser, without an account.
  const signer = await anonymousPage(browser);
  await signer.goto(link);
  await expect(
    signer.getByRole('heading', { name: 'School Market Program Acknowledgement', level: 2 }),
  ).toBeVisible();
  const details = signer.locator('.signature-school');
  await expect(details).toContainText(school.name);
  await expect(details).toContainText('Houston ISD');
  const agency = details.locator('.detail-row').filter({ hasText: 'Agency Number' });
  await expect(agency).toHaveCount(1);
  const number = agencyNumber(school);
  if (number) await expect(agency).toContainText(number);
  await expect(
    signer.locator('.detail-row').filter({ hasText: 'Primary Point of Contact Email' }),
  ).toContainText(primary.email);
  await expect(signer.getByLabel('Signee Name')).toBeEditable();
  await expect(signer.getByLabel('Signee Email')).toBeEditable();
  await expectAccessible(signer);
  await signer.getByLabel('Signee Name').fill(`${primary.first} ${primary.last}`);
  await signer.getByLabel('Signee Email').fill(primary.email);
  await signer.getByRole('button', { name: 'Submit Signed Response' }).click();
  await expect(signer.getByText('Signature Submitted Successfully')).toBeVisible();
  await expect(signer).toHaveURL(/\/login$/);
  await signer.context().close();

  await expectApprovedForEducator(page, 'Rosa Marquez', school, applicationId);
});

test('a new educator applies for a school outside Houston ISD and its principal signs at the program path', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const school = schoolForAttempt(POOLS.schoolMarketPrincipalSigns);
  const primary = contact('Lena', 'Hartley', '9365550150');
  const principal = contact('Victor', 'Nguyen', '9365550151');
  await registerEducator(page, 'Tomas', 'Reyes');
  await page.goto('/school-market/application/step-1');
  await expect(
    page.getByRole('heading', { name: 'School Market Program Application 2025' }),
  ).toBeVisible();
  await fillApplication(page, school, { primary, principal });
  await expect(page.getByRole('region', { name: 'School Market Program Agreement' })).toBeVisible();
  const applicationId = await submit(page);
  await expect(page.getByText(/Your principal must e-sign/)).toBeVisible();

  // Outside Houston ISD: the link goes to the principal, not to the primary point of contact.
  const link = await signatureLink(page, principal.email);
  expect((await mailbox(page)).filter((m) => m.to === primary.email)).toEqual([]);
  const token = /\/principal-signature\/([\w-]+)$/.exec(link)![1]!;

  // The program's own path works without an account: it leads to the public page.
  const signer = await anonymousPage(browser);
  await signer.goto(`/school-market/principal-signature/${token}`);
  await expect(signer).toHaveURL(new RegExp(`/principal-signature/${token}$`));
  await expect(
    signer.getByRole('heading', { name: 'School Market Program Agreement', level: 2 }),
  ).toBeVisible();
  await expect(signer.locator('.signature-school')).toContainText(school.district);
  await expect(signer.locator('.detail-row').filter({ hasText: 'Principal Email' })).toContainText(
    principal.email,
  );
  // Somebody else's email is refused; the principal's, in other case, is accepted.
  await signer.getByLabel('Signee Name').fill(`${principal.first} ${principal.last}`);
  await signer.getByLabel('Signee Email').fill(primary.email);
  await signer.getByRole('button', { name: 'Submit Signed Response' }).click();
  await expect(signer.getByText("Email Doesn't Match")).toBeVisible();
  await signer.getByLabel('Signee Email').fill(principal.email.toUpperCase());
  await signer.getByRole('button', { name: 'Submit Signed Response' }).click();
  await expect(signer.getByText('Signature Submitted Successfully')).toBeVisible();
  await expect(signer).toHaveURL(/\/login$/);

  // The same link again: read-only, already signed.
  await signer.goto(link);
  await expect(signer.getByText('Signature already submitted.')).toBeVisible();
  await expect(signer.getByRole('button', { name: 'Submit Signed Response' })).toHaveCount(0);
  await signer.context().close();

  await expectApprovedForEducator(page, 'Tomas Reyes', school, applicationId);
});

/** The School Market terms of 2025, the districts, and the school's record, through the API. */
async function formFacts(api: Awaited<ReturnType<typeof educatorApi>>, school: DemoSchool) {
  const id = await schoolId(school);
  const { programTerms } = await gql<{ programTerms: { termId: number; type: string }[] }>(
    api,
    `query E2eSmTerms { programTerms(programName: SCHOOL_MARKET, termYear: 2025) { termId type } }`,
  );
  const { allDistricts } = await gql<{ allDistricts: { districtId: number; name: string }[] }>(
    api,
    `query E2eSmDistricts { allDistricts { districtId name } }`,
  );
  const { schoolMarketSchool } = await gql<{
    schoolMarketSchool: {
      address1: string | null;
      address2: string | null;
      city: string | null;
      county: string | null;
      state: string | null;
      zip: string | null;
      gradesServed: string[];
    };
  }>(
    api,
    `query E2eSmSchool($id: Int!) {
      schoolMarketSchool(schoolId: $id) { address1 address2 city county state zip gradesServed }
    }`,
    { id },
  );
  return {
    schoolId: id,
    termId: programTerms.find((t) => t.type === 'SCHOOL')!.termId,
    districtId: allDistricts.find((d) => d.name === school.district)!.districtId,
    schoolType: school.type.toUpperCase().replace('-', '_'),
    record: schoolMarketSchool,
  };
}

/**
 * A School Market application of the educator's for the school's 2025 school year, saved
 * through the API (the form's own mutation): a draft naming only the term and the school, or
 * submitted with every field, the school's record as it is, and the given principal.
 */
async function applyByApi(
  educator: Educator,
  school: DemoSchool,
  options: { draft: boolean; principalEmail?: string },
): Promise<number> {
  const api = await educatorApi(educator.email, educator.password);
  try {
    const facts = await formFacts(api, school);
    const base = {
      draft: options.draft,
      termId: facts.termId,
      schoolType: facts.schoolType,
      districtId: facts.districtId,
      schoolId: facts.schoolId,
    };
    const full = {
      ...base,
      new: true,
      ...facts.record,
      numTotalEnrollment: '800',
      numReducedLunch: '100',
      numFreeLunch: '400',
      marketType: 'MOBILE',
      operatingFrequency: 'AUGUST_MAY_TWICE_MONTHLY',
      preferredDistributionDay: 'WEDNESDAY',
      preferredDistributionTime: 'DISTRIBUTION_2PM_5PM',
      secondaryPreferredDistributionDay: 'THURSDAY',
      secondaryPreferredDistributionTime: 'DISTRIBUTION_8AM_11AM',
      primaryPointOfContact: {
        firstName: educator.firstName,
        lastName: educator.lastName,
        phone: '713-555-0160',
        email: educator.email,
      },
      principal: {
        firstName: 'Pat',
        lastName: 'Principal',
        phone: '713-555-0161',
        email: options.principalEmail,
      },
      agreeToProgramPurpose: true,
      agreeNondiscrimination: true,
      agreeToProgramResponsibilities: true,
      nameSignFirst: educator.fullName,
      nameSignSecond: educator.fullName,
      nameSignThird: educator.fullName,
      certififedVerification: true,
    };
    const { saveSchoolMarketApplication: saved } = await gql<{
      saveSchoolMarketApplication: { applicationSchoolMarketId: number; status: string };
    }>(
      api,
      `mutation E2eSmSave($input: SaveSchoolMarketApplicationInput!) {
        saveSchoolMarketApplication(input: $input) { applicationSchoolMarketId status }
      }`,
      { input: options.draft ? base : full },
    );
    expect(saved.status).toBe(options.draft ? 'IN_PROGRESS' : 'PENDING_PRINCIPAL');
    return saved.applicationSchoolMarketId;
  } finally {
    await api.dispose();
  }
}

/** Deletes a School Market application (soft), as an admin does on the Applications tab. */
async function deleteApplicationByApi(applicationId: number) {
  const api = await adminApi();
  try {
    await gql(
      api,
      `mutation E2eSmDelete($id: Int!) {
        adminDeleteApplication(program: SCHOOL_MARKET, applicationId: $id) { schoolId }
      }`,
      { id: applicationId },
    );
  } finally {
    await api.dispose();
  }
}

test("an admin views, prints and changes the status of an educator's School Market application", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The school is given back at the end (the application deleted), so a retry reuses it; its
  // principal is the same every time (on record after the first approval), so the link is mailed.
  const school = schoolForCopy(POOLS.schoolMarketAdmin);
  const principalEmail = `sm.principal.${school.index}@school.example`;
  const educator = await createEducator('Ines', 'Ibarra');
  const applicationId = await applyByApi(educator, school, { draft: false, principalEmail });
  try {
    const id = await schoolId(school);
    const tab = `/school-market/schools/${id}/applications`;
    const page = await adminPage(browser);
    await page.goto(tab);
    await expect(page.getByRole('heading', { name: 'Applications', level: 3 })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.locator(`a[href$="/print/${applicationId}"]`) });
    await expect(row).toContainText(educator.fullName);
    const status = row.getByRole('combobox', { name: 'Status of SY 25-26 application' });
    await expect(status).toHaveValue('PENDING_PRINCIPAL');
    await expect(status.locator('option', { hasText: 'In Progress' })).toHaveCount(0);
    await expectAccessible(page);

    // The application, read-only; Exit returns to the tab.
    await row.getByRole('link', { name: /^View/ }).click();
    await expect(page).toHaveURL(new RegExp(`/school-market/application/step-1/${applicationId}$`));
    await expect(
      page.getByRole('heading', { name: 'School Market Program Application 2025' }),
    ).toBeVisible();
    await expect(page.getByLabel('Total Enrollment')).toHaveValue('800');
    await expect(page.getByLabel('Total Enrollment')).toBeDisabled();
    await expect(page.getByLabel('Market Type')).toHaveValue('MOBILE');
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Exit' }).click();
    await expect(page).toHaveURL(new RegExp(`${tab}$`));

    // The print summary: the market's answers and the contacts; Print Confirmation prints.
    await row.getByRole('link', { name: /^Print/ }).click();
    await expect(page).toHaveURL(new RegExp(`/school-market/print/${applicationId}$`));
    const market = page.getByRole('region', { name: 'Market Information' });
    for (const [label, value] of [
      ['Market Type', 'Mobile Distribution'],
      ['Operating Frequency', FREQUENCY],
      ['Preferred Distribution Day', 'Wednesday'],
      ['Preferred Distribution Time', '2:00 PM - 5:00 PM'],
      ['Secondary Distribution Day', 'Thursday'],
      ['Secondary Distribution Time', '8:00 AM - 11:00 AM'],
    ] as const) {
      const detail = market
        .locator('.print-detail')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
      await expect(detail.locator('dd')).toHaveText(value);
    }
    await expect(page.getByText(school.name).first()).toBeVisible();
    await expect(page.getByText(agencyNumber(school)!).first()).toBeVisible();
    await expect(page.getByText(principalEmail).first()).toBeVisible();
    await expect(page.getByText(educator.email).first()).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print Confirmation' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
      .toBe(1);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(new RegExp(`${tab}$`));

    // Status changes save at once and stay after a reload.
    await status.selectOption({ label: 'Waitlisted' });
    await expect(page.getByText('Update Successful').first()).toBeVisible();
    await expect(status).toHaveValue('WAITLISTED');
    await page.reload();
    await expect(status).toHaveValue('WAITLISTED');
    // Resending the signature email is offered while the signature is awaited only.
    await expect(row.getByRole('button', { name: /Resend Signature Email/ })).toHaveCount(0);
    await status.selectOption({ label: 'Approved' });
    await expect(status).toHaveValue('APPROVED');
    // Approved: the agreement opens read-only in the program's area, with Exit to the tab.
    await row.getByRole('link', { name: /^Agreement/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/school-market/principal-signature/${applicationId}$`),
    );
    await expect(
      page.getByRole('heading', { name: 'School Market Program Agreement', level: 3 }),
    ).toBeVisible();
    await expect(page.getByText('Signature already submitted.')).toBeVisible();
    await expect(page.getByLabel('Signee Email')).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Submit Signed Response' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Exit' }).click();
    await expect(page).toHaveURL(new RegExp(`${tab}$`));
    await expect(status).toHaveValue('APPROVED');
    // Denied gives the school's 2025 school year back.
    await status.selectOption({ label: 'Denied' });
    await expect(status).toHaveValue('DENIED');
    await page.reload();
    await expect(status).toHaveValue('DENIED');
    await page.context().close();
  } finally {
    await deleteApplicationByApi(applicationId);
  }
});

test("a school with another educator's School Market application in progress shows who started it and hides the form", async ({
  page,
}) => {
  // Another educator's draft of this school's 2025 school year, deleted at the end, so that a
  // retry can use the school again.
  const school = schoolForCopy(POOLS.schoolMarketOtherEducatorsDraft);
  const starter = await createEducator('Dara', 'Whitfield');
  const draftId = await applyByApi(starter, school, { draft: true });
  try {
    await registerEducator(page, 'Elif', 'Sandoval');
    await page.goto('/school-market/application/step-1');
    await page.getByRole('radio', { name: TERM }).check();
    await chooseSchool(page, school);
    await expect(
      page.getByText('This school already has a School Market application in progress for 2025.'),
    ).toBeVisible();
    await expect(page.getByText(starter.fullName)).toBeVisible();
    const mail = page.getByRole('link', { name: starter.email });
    await expect(mail).toHaveAttribute('href', `mailto:${starter.email}`);
    // The rest of the form and its buttons are hidden.
    for (const label of [
      'City',
      'Total Enrollment',
      'Market Type',
      'Signature for Program Purpose',
    ]) {
      await expect(page.getByLabel(label)).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save as Draft' })).toHaveCount(0);
    await expectAccessible(page);

    // Another term type of the year is free: the form comes back.
    await page.getByRole('radio', { name: 'Summer 2025' }).check();
    await expect(page.getByText(/already has a School Market application/)).toHaveCount(0);
    await expect(page.getByLabel('City')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  } finally {
    await deleteApplicationByApi(draftId);
  }
});
