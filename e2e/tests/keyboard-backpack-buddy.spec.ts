import type { Locator, Page } from '@playwright/test';
import { adminApi, gql } from './api';
import { schoolForAttempt, type DemoSchool } from './demo-schools';
import { expect, expectAccessible, test, unique } from './fixtures';
import { signInNewEducator } from './helpers';
import { chooseOption, chooseRadio, press, tick, typeInto } from './keyboard';

// Backpack Buddy with the keyboard alone (issue 20 item 3): a new educator who uses no mouse
// opens the program from the landing page, follows Start Application, is refused once with
// nothing filled in (the message is announced and the focus goes to the term radio), fills
// step 1 (term, Yes/No, school type, district and school, the address, the grades), is refused
// again for the empty roster (the focus goes to Add Participant), adds three participants in the
// Edit Participant dialog (the focus comes back to Add Participant each time), is refused once on
// step 2 (more free lunches than students: the focus goes to that box), signs the three
// agreement sections and verifies the principal's email on step 3 (refused once for another
// address), submits, and sees the status page. The application is deleted at the end (as an
// admin does), so the school is free again for the next run.

/**
 * The schools of this journey, one per attempt (schoolForAttempt). Every middle, high and
 * non-traditional demo school belongs to a Backpack Buddy pool of demo-schools.ts (its comment
 * on School Market says so), so none is free: these are the ones no other journey takes on its
 * first attempt or its retry. Chocolate Bayou (29) and Old River (32) are draftApplication's
 * slots for a second copy (--repeat-each 2); a School Market journey takes Old River on a retry,
 * but School Market applications never meet Backpack Buddy ones. Prairie Road (38) is
 * otherEducatorsDraft's second copy; Brazos Bend (26), for this journey's own second copy's
 * retry, is draftApplication's retry school, the least risky of the rest (24 is newApplication's
 * retry, 33 and 36 the Spanish journey's, 20 and 23 have a principal on record, which holds the
 * application for review). None has a roster or a Backpack Buddy application in the demo data,
 * and the journey deletes its application at the end, so a school is taken only while it runs.
 * (A Summer 2025 application would meet none of the school-year journeys, but
 * program-settings.spec.ts turns summer intake off for a while, in parallel.)
 */
const KEYBOARD_APPLICATION: readonly DemoSchool[] = [
  {
    index: 29,
    name: 'Chocolate Bayou Middle School',
    type: 'Middle',
    district: 'Alvin ISD',
    city: 'Alvin',
  },
  {
    index: 32,
    name: 'Old River Middle School',
    type: 'Middle',
    district: 'Liberty ISD',
    city: 'Liberty',
  },
  {
    index: 38,
    name: 'Prairie Road Middle School',
    type: 'Middle',
    district: 'Waller ISD',
    city: 'Waller',
  },
  {
    index: 26,
    name: 'Brazos Bend Middle School',
    type: 'Middle',
    district: 'Fort Bend ISD',
    city: 'Sugar Land',
  },
];

const MISSING = 'You have required field(s) that are missing. Please see above.';

/** The form-level message of a refused save, in its live region (role=alert). */
function missingAlert(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: MISSING });
}

interface Participant {
  first: string;
  last: string;
  type: string;
  phone?: string;
  email?: string;
}

/**
 * Adds a roster member with the keyboard: Enter on Add Participant opens Edit Participant with
 * the focus in First Name, Tab moves through the fields, Enter on Save closes it, and the focus
 * comes back to Add Participant.
 */
async function addParticipant(page: Page, person: Participant) {
  const add = page.getByRole('button', { name: 'Add Participant' });
  await press(page, add);
  const dialog = page.getByRole('dialog', { name: 'Edit Participant' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('First Name')).toBeFocused();
  await typeInto(page, dialog.getByLabel('First Name'), person.first);
  await typeInto(page, dialog.getByLabel('Last Name'), person.last);
  await chooseOption(page, dialog.getByLabel('Type'), person.type);
  if (person.phone) await typeInto(page, dialog.getByLabel('Phone'), person.phone);
  if (person.email) await typeInto(page, dialog.getByLabel('Email'), person.email);
  await press(page, dialog.getByRole('button', { name: 'Save' }));
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('row', { name: new RegExp(`${person.first} ${person.last}`) }),
  ).toBeVisible();
  await expect(add).toBeFocused();
}

/** Deletes an application (soft), as an admin does on the school's Applications tab. */
async function deleteApplication(applicationId: number) {
  const api = await adminApi();
  try {
    await gql(
      api,
      `mutation E2eKeyboardDeleteApplication($id: Int!) {
        adminDeleteApplication(program: BACKPACK_BUDDY, applicationId: $id) { schoolId }
      }`,
      { id: applicationId },
    );
  } finally {
    await api.dispose();
  }
}

test('a new educator applies to Backpack Buddy with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  const school = schoolForAttempt(KEYBOARD_APPLICATION);
  const principalEmail = `kb.principal.${unique()}@school.example`;
  await signInNewEducator(page, 'Kai', 'Keys');

  // The landing page: Tab to the program's Visit button, Enter.
  await press(
    page,
    page.getByRole('article', { name: 'Backpack Buddy' }).getByRole('button', { name: 'Visit' }),
  );
  await expect(page).toHaveURL(/\/backpack-buddy\/start$/);
  await expect(page.getByRole('heading', { name: 'Apply to Backpack Buddy' })).toBeVisible();
  await press(page, page.getByRole('link', { name: 'Start Application' }));
  await expect(page.getByRole('heading', { name: 'Program Application 2025' })).toBeVisible();
  await expect(page).toHaveURL(/\/backpack-buddy\/application\/step-1$/);

  // Nothing filled in: Next is refused, the message is announced, the term radio has the focus.
  const next = page.getByRole('button', { name: 'Next' });
  await press(page, next);
  await expect(missingAlert(page)).toBeVisible();
  const terms = page.getByRole('group', { name: 'Select Term:' });
  await expect(terms.getByRole('radio').first()).toBeFocused();
  await expect(terms.getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true');

  // Step 1: Application Type.
  await chooseRadio(page, terms, terms.getByRole('radio', { name: '2025-2026 School Year' }));
  const before = page.getByRole('group', { name: /taken part in Backpack Buddy before/ });
  await chooseRadio(page, before, before.getByRole('radio', { name: 'No' }));

  // School Information: the type, the district (the school list follows), the school (its
  // record fills the address in, after a request: wait for it before typing over it).
  await chooseOption(page, page.getByLabel('School Type'), school.type);
  await chooseOption(page, page.getByLabel('District'), school.district);
  const schoolSelect = page.getByLabel('School', { exact: true });
  await expect(schoolSelect.locator('option', { hasText: school.name })).toBeAttached();
  await chooseOption(page, schoolSelect, school.name);
  await expect(page.getByLabel('City')).toHaveValue(school.city);
  await typeInto(page, page.getByLabel('Address', { exact: true }), '400 Bayou Bend Rd');
  await typeInto(page, page.getByLabel('City'), school.city);
  // The school's record fills County and Grades Served in, checked again at once after the
  // refused attempt above (use-school-prefill.ts): their 'Required' goes, so the next refused
  // attempt's focus goes to what is still wrong (it went to County before the fix).
  await expect(page.getByLabel('County')).not.toHaveAttribute('aria-invalid', 'true');
  await chooseOption(page, page.getByLabel('State'), 'Texas');
  await typeInto(page, page.getByLabel('Zip'), '77511');
  for (const grade of ['6th', '7th', '8th']) {
    await tick(page, page.getByRole('checkbox', { name: grade, exact: true }));
  }
  await expect(page.getByRole('checkbox', { name: '8th', exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // No roster yet: refused again, and the focus goes to Add Participant (the roster's stand-in).
  await press(page, next);
  await expect(missingAlert(page)).toBeVisible();
  await expect(page.getByText('Principal Required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Participant' })).toBeFocused();

  // The roster, through the Edit Participant dialog.
  await addParticipant(page, {
    first: 'Pat',
    last: 'Lee',
    type: 'Principal',
    phone: '2815550140',
    email: principalEmail,
  });
  await addParticipant(page, {
    first: 'Kim',
    last: 'Ortiz',
    type: 'Primary Coordinator',
    phone: '2815550141',
    email: `kim.${unique()}@school.example`,
  });
  await addParticipant(page, { first: 'Al', last: 'Cruz', type: 'Volunteer' });
  await expect(page.getByText('Principal Required')).toBeHidden();
  await expectAccessible(page);
  await press(page, next);
  await expect(page.getByText('Save Successful')).toBeVisible();

  // Step 2.
  await expect(page.getByRole('heading', { name: 'Program Application Continued' })).toBeVisible();
  await expect(page).toHaveURL(/\/backpack-buddy\/application\/step-2\/\d+$/);
  const applicationId = Number(/step-2\/(\d+)/.exec(page.url())![1]);
  try {
    await typeInto(page, page.getByLabel('Total Enrollment'), '900');
    const free = page.getByLabel('Students Eligible for Free Lunch');
    await typeInto(page, free, '1200');
    await typeInto(page, page.getByLabel('Students Eligible for Reduced Lunch'), '100');
    await tick(page, page.getByRole('checkbox', { name: /I certify that every staff member/ }));
    for (const question of [
      /media events/,
      /share food bank information/,
      /Secondary Coordinator/,
    ]) {
      const group = page.getByRole('group', { name: question });
      await chooseRadio(page, group, group.getByRole('radio', { name: 'Yes' }));
    }
    // More free lunches than students: refused, announced, and the focus is on the box.
    const step2Next = page.getByRole('button', { name: 'Next' });
    await press(page, step2Next);
    await expect(missingAlert(page)).toBeVisible();
    await expect(page.getByText('Must be less than total enrollment')).toBeVisible();
    await expect(free).toBeFocused();
    await typeInto(page, free, '500');
    await press(page, step2Next);

    // Step 3: a typed name and an I Agree box under each section, the principal's email.
    await expect(
      page.getByRole('heading', { name: 'Program Application Agreement' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/backpack-buddy\/application\/step-3\/\d+$/);
    for (const section of ['Program Purpose', 'Program Responsibilities', 'Nondiscrimination']) {
      await typeInto(page, page.getByLabel(`Signature for ${section}`), 'Kim Ortiz');
      await tick(page, page.getByRole('checkbox', { name: `I Agree to ${section}` }));
    }
    const verify = page.getByLabel('Verify Principal Email');
    await typeInto(page, verify, 'someone.else@school.example');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await press(page, submit);
    await expect(page.getByText("Principal Email Doesn't Match")).toBeVisible();
    await expect(missingAlert(page)).toBeVisible();
    await expect(verify).toBeFocused();
    await typeInto(page, verify, principalEmail);
    await press(page, submit);

    // Pending: the status page.
    await expect(
      page.getByRole('heading', { name: 'Your Backpack Buddy Application is Pending' }),
    ).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/backpack-buddy/application/status/${applicationId}$`),
    );
    await expect(page.getByRole('button', { name: 'Application Pending' })).toBeDisabled();
  } finally {
    await deleteApplication(applicationId);
  }
});
