import type { Page } from '@playwright/test';
import { adminApi, educatorApi, gql } from './api';
import { POOLS, schoolForAttempt, schoolForCopy, type DemoSchool } from './demo-schools';
import { expect, expectAccessible, test, unique } from './fixtures';
import {
  adminPage,
  anonymousPage,
  createEducator,
  registerEducator,
  schoolId,
  signatureLink,
  visitProgram,
} from './helpers';

// Each journey applies for a demo school of its own (demo-schools.ts): an application uses its
// school's 2025 term up, so a retry takes the next school of the pool.

async function chooseSchool(page: Page, school: DemoSchool) {
  await page.getByLabel('School Type').selectOption({ label: school.type });
  await page.getByLabel('District').selectOption({ label: school.district });
  await page.getByLabel('School', { exact: true }).selectOption({ label: school.name });
  // The school's record fills the address and roster in (after a request): wait for it, or
  // what the journey types next may be overwritten.
  await expect(page.getByLabel('City')).toHaveValue(school.city);
}

async function addParticipant(
  page: Page,
  person: { first: string; last: string; type: string; phone?: string; email?: string },
) {
  await page.getByRole('button', { name: 'Add Participant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Participant' });
  await dialog.getByLabel('First Name').fill(person.first);
  await dialog.getByLabel('Last Name').fill(person.last);
  await dialog.getByLabel('Type').selectOption({ label: person.type });
  if (person.phone) await dialog.getByLabel('Phone').fill(person.phone);
  if (person.email) await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a new educator applies, the principal signs by the mailed link, and the application is approved', async ({
  page,
  browser,
}) => {
  // The longest journey (about 70 s alone, with five axe checks): room for a loaded CI machine.
  test.setTimeout(180_000);
  const school = schoolForAttempt(POOLS.newApplication);
  const PRINCIPAL_EMAIL = `principal.${unique()}@school.example`;
  await registerEducator(page, 'Nia', 'Brooks');
  await visitProgram(page, 'Backpack Buddy');

  // Application still required and none started: the start page.
  await expect(page).toHaveURL(/\/backpack-buddy\/start$/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Start Application' }).click();
  await expect(page.getByRole('heading', { name: 'Program Application 2025' })).toBeVisible();

  // Nothing filled in: the shared message, nothing saved.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('You have required field(s) that are missing. Please see above.'),
  ).toBeVisible();

  // Step 1.
  await page.getByRole('radio', { name: '2025-2026 School Year' }).check();
  await page
    .getByRole('group', { name: /taken part in Backpack Buddy before/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await chooseSchool(page, school);
  await page.getByLabel('Address', { exact: true }).fill('1200 Sugar Mill Dr');
  await page.getByLabel('City').fill('Sugar Land');
  await page.getByLabel('County').selectOption({ label: 'Fort Bend' });
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByLabel('Zip').fill('77479');
  for (const grade of ['9th', '10th', '11th', '12th']) {
    await page.getByRole('checkbox', { name: grade, exact: true }).check();
  }
  // The roster needs a principal and a primary coordinator.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Principal Required')).toBeVisible();
  await addParticipant(page, {
    first: 'Pat',
    last: 'Lee',
    type: 'Principal',
    phone: '2815550100',
    email: PRINCIPAL_EMAIL,
  });
  await addParticipant(page, {
    first: 'Kim',
    last: 'Ortiz',
    type: 'Primary Coordinator',
    phone: '281-555-0101',
    email: `kim.${Date.now()}@school.example`,
  });
  await addParticipant(page, { first: 'Al', last: 'Cruz', type: 'Volunteer' });
  await expect(page.getByRole('cell', { name: 'Pat Lee' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Save Successful')).toBeVisible();

  // Step 2.
  await expect(page.getByRole('heading', { name: 'Program Application Continued' })).toBeVisible();
  await expect(page).toHaveURL(/\/backpack-buddy\/application\/step-2\/\d+/);
  const applicationId = /step-2\/(\d+)/.exec(page.url())![1]!;
  await page.getByLabel('Total Enrollment').fill('1500');
  await page.getByLabel('Students Eligible for Free Lunch').fill('1600');
  await page.getByLabel('Students Eligible for Reduced Lunch').fill('200');
  await page.getByRole('checkbox', { name: /I certify that every staff member/ }).check();
  for (const question of [/media events/, /share food bank information/, /Secondary Coordinator/]) {
    await page.getByRole('group', { name: question }).getByRole('radio', { name: 'Yes' }).check();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Must be less than total enrollment')).toBeVisible();
  await page.getByLabel('Students Eligible for Free Lunch').fill('900');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the agreement, three names, three I Agree boxes, the principal's email.
  await expect(page.getByRole('heading', { name: 'Program Application Agreement' })).toBeVisible();
  for (const section of ['Program Purpose', 'Program Responsibilities', 'Nondiscrimination']) {
    await page.getByLabel(`Signature for ${section}`).fill('Kim Ortiz');
    await page.getByRole('checkbox', { name: `I Agree to ${section}` }).check();
  }
  await page.getByLabel('Verify Principal Email').fill('someone.else@school.example');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText("Principal Email Doesn't Match")).toBeVisible();
  await page.getByLabel('Verify Principal Email').fill(PRINCIPAL_EMAIL.toUpperCase());
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();

  // Pending: the status screen, and the form is closed.
  await expect(
    page.getByRole('heading', { name: 'Your Backpack Buddy Application is Pending' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Application Pending' })).toBeDisabled();
  await page.goto(`/backpack-buddy/application/step-1/${applicationId}`);
  await expect(page).toHaveURL(new RegExp(`/backpack-buddy/application/status/${applicationId}$`));

  // The principal opens the mailed link in their own browser, without an account.
  const link = await signatureLink(page, PRINCIPAL_EMAIL);
  expect(link).not.toContain(`/${applicationId}`);
  const principal = await anonymousPage(browser);
  await principal.goto(link);
  await expect(principal.getByText(school.name).first()).toBeVisible();
  await expect(principal.getByText(PRINCIPAL_EMAIL).first()).toBeVisible();
  await expectAccessible(principal);
  await principal.getByLabel('Signee Name').fill('Pat Lee');
  await principal.getByLabel('Signee Email').fill('kim@school.example');
  await principal.getByRole('button', { name: 'Submit Signed Response' }).click();
  await expect(principal.getByText("Email Doesn't Match")).toBeVisible();
  await principal.getByLabel('Signee Email').fill(PRINCIPAL_EMAIL);
  await principal.getByRole('button', { name: 'Submit Signed Response' }).click();
  await expect(principal.getByText('Signature Submitted Successfully')).toBeVisible();
  await expect(principal).toHaveURL(/\/login$/);

  // The same link again: read-only, already signed.
  await principal.goto(link);
  await expect(principal.getByText('Signature already submitted.')).toBeVisible();
  await expect(principal.getByRole('button', { name: 'Submit Signed Response' })).toHaveCount(0);
  await principal.getByRole('link', { name: 'Exit' }).click();
  await expect(principal).toHaveURL(/\/login$/);
  // A tampered link and an application id lead to the login page.
  await principal.goto(`${link}x`);
  await expect(principal).toHaveURL(/\/login$/);
  await principal.goto(`/principal-signature/${applicationId}`);
  await expect(principal).toHaveURL(/\/login$/);
  await principal.context().close();

  // The educator finds the approved application in My Account, read-only.
  await page.goto('/backpack-buddy');
  await expect(page).toHaveURL(/\/backpack-buddy\/account\/applications$/);
  const row = page.getByRole('row', { name: new RegExp(school.name) });
  await expect(row.getByRole('cell', { name: 'Approved' })).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('link', { name: /View/ }).click();
  await expect(page).toHaveURL(new RegExp(`/backpack-buddy/application/step-1/${applicationId}`));
  await expect(page.getByRole('button', { name: 'Save as Draft' })).toHaveCount(0);
  await expect(page.getByLabel('City')).toBeDisabled();
  await page.getByRole('link', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/backpack-buddy\/account\/applications$/);

  // Apply for Next Year opens step 1 for 2026.
  await page.getByRole('link', { name: 'Apply for Next Year' }).click();
  await expect(page).toHaveURL(/\/backpack-buddy\/application\/step-1\?termYear=2026$/);
  await expect(page.getByRole('heading', { name: 'Program Application 2026' })).toBeVisible();

  // Staff see the same application read-only, and the signed agreement with Exit to the school.
  const admin = await adminPage(browser);
  await admin.goto(`/backpack-buddy/application/step-1/${applicationId}`);
  await expect(admin.getByRole('heading', { name: 'Program Application 2025' })).toBeVisible();
  await expect(admin.getByLabel('City')).toBeDisabled();
  await expect(admin.getByRole('button', { name: 'Save as Draft' })).toHaveCount(0);
  await expect(admin.getByRole('link', { name: 'Exit' })).toHaveAttribute(
    'href',
    /\/backpack-buddy\/schools\/\d+\/applications$/,
  );
  await admin.goto(`/backpack-buddy/principal-signature/${applicationId}`);
  await expect(admin.getByText('Signature already submitted.')).toBeVisible();
  await expect(admin.getByLabel('Signee Email')).toHaveValue(PRINCIPAL_EMAIL);
  await expect(admin.getByLabel('Signee Email')).not.toBeEditable();
  await expect(admin.getByRole('link', { name: 'Exit' })).toHaveAttribute(
    'href',
    /\/backpack-buddy\/schools\/\d+\/applications$/,
  );
  await expectAccessible(admin);
  await admin.context().close();
});

test('a draft is saved, found again from the program, and the redirect rules hold', async ({
  page,
}) => {
  const school = schoolForAttempt(POOLS.draftApplication);
  await registerEducator(page, 'Omar', 'Haddad');

  // Required without an application: every educator route leads to the start page.
  await page.goto('/backpack-buddy/dashboard');
  await expect(page).toHaveURL(/\/backpack-buddy\/start$/);
  // An unknown step goes to /login (and a signed-in user on to the home page).
  await page.goto('/backpack-buddy/application/step-9');
  await expect(page).toHaveURL(/\/$/);
  // A later step without data goes back to step 1.
  await page.goto('/backpack-buddy/application/step-2');
  await expect(page).toHaveURL(/\/backpack-buddy\/application\/step-1/);

  await page.getByRole('radio', { name: '2025-2026 School Year' }).check();
  await chooseSchool(page, school);
  await page.getByLabel('City').fill('Wallisville');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Draft Saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();

  // Back in the program: the open application (required with an id) opens at step 1.
  await visitProgram(page, 'Backpack Buddy');
  await expect(page).toHaveURL(/\/backpack-buddy\/application\/step-1\/\d+/);
  const id = /step-1\/(\d+)/.exec(page.url())![1]!;
  await expect(page.getByLabel('City')).toHaveValue('Wallisville');
  await expect(page.getByLabel('School', { exact: true })).toHaveValue(/\d+/);
  // IN_PROGRESS on the status screen goes back to step 1.
  await page.goto(`/backpack-buddy/application/status/${id}`);
  await expect(page).toHaveURL(new RegExp(`/backpack-buddy/application/step-1/${id}`));
  // My Account is hidden while the application is required.
  await page.getByRole('button', { name: 'Omar Haddad' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

/** Another educator's draft for the school's 2025 school year, saved through the API. */
async function startDraftByApi(school: DemoSchool, firstName: string, lastName: string) {
  const starter = await createEducator(firstName, lastName);
  const api = await educatorApi(starter.email, starter.password);
  try {
    const { programTerms } = await gql<{ programTerms: { termId: number; type: string }[] }>(
      api,
      `query E2eTerms { programTerms(programName: BACKPACK_BUDDY, termYear: 2025) { termId type } }`,
    );
    const { allDistricts } = await gql<{ allDistricts: { districtId: number; name: string }[] }>(
      api,
      `query E2eDistricts { allDistricts { districtId name } }`,
    );
    const { saveApplicationStepOne } = await gql<{
      saveApplicationStepOne: { applicationBackpackBuddyId: number; status: string };
    }>(
      api,
      `mutation E2eDraft($input: SaveApplicationStepOneInput!) {
        saveApplicationStepOne(input: $input) { applicationBackpackBuddyId status }
      }`,
      {
        input: {
          draft: true,
          termId: programTerms.find((t) => t.type === 'SCHOOL')!.termId,
          schoolType: school.type.toUpperCase().replace('-', '_'),
          districtId: allDistricts.find((d) => d.name === school.district)!.districtId,
          schoolId: await schoolId(school),
          city: 'Huntsville',
          teamMembers: [],
        },
      },
    );
    expect(saveApplicationStepOne.status).toBe('IN_PROGRESS');
    return { starter, applicationId: saveApplicationStepOne.applicationBackpackBuddyId };
  } finally {
    await api.dispose();
  }
}

/** Deletes an application (soft), as an admin does on the school's Applications tab. */
async function deleteApplicationByApi(applicationId: number) {
  const api = await adminApi();
  try {
    await gql(
      api,
      `mutation E2eDeleteApplication($id: Int!) {
        adminDeleteApplication(program: BACKPACK_BUDDY, applicationId: $id) { schoolId }
      }`,
      { id: applicationId },
    );
  } finally {
    await api.dispose();
  }
}

test("a school with another educator's open application shows who started it and hides the form", async ({
  page,
}) => {
  // Another educator has started this school's 2025 application (a draft of its own), which
  // is deleted at the end, so that a retry can use the school again.
  const school = schoolForCopy(POOLS.otherEducatorsDraft);
  const { starter, applicationId } = await startDraftByApi(school, 'Omar', 'Haddad');
  try {
    await registerEducator(page, 'Lena', 'Park');
    await page.goto('/backpack-buddy/application/step-1');
    await page.getByRole('radio', { name: '2025-2026 School Year' }).check();
    await page.getByLabel('School Type').selectOption({ label: school.type });
    await page.getByLabel('District').selectOption({ label: school.district });
    await page.getByLabel('School', { exact: true }).selectOption({ label: school.name });
    await expect(
      page.getByText('This school already has a Backpack Buddy application in progress for 2025.'),
    ).toBeVisible();
    await expect(page.getByText(starter.fullName)).toBeVisible();
    await expect(page.getByRole('link', { name: /backpackbuddy@foodbank\.example/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(page.getByLabel('City')).toHaveCount(0);
  } finally {
    await deleteApplicationByApi(applicationId);
  }
});
