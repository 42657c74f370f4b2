import type { Page } from '@playwright/test';
import { schoolForAttempt, type DemoSchool } from './demo-schools';
import { expect, test, unique } from './fixtures';
import { anonymousPage, signatureLink, signInNewEducator } from './helpers';
import { chooseOption, chooseRadio, press, tabTo, tick, typeInto } from './keyboard';

// Issue 20 item 3: the School Market application completed with the keyboard alone (no mouse):
// every control is reached with Tab and used with keys (keyboard.ts). A failed submit first
// (the missing fields announced, the focus on the first invalid field), then the whole form:
// term and previous participation (radios), school type, district and school (selects), the
// grades (checkboxes), counts, the market's selects, the two contacts, the agreement's typed
// names and I Agree boxes, the certification, Submit; the principal signs with the keyboard too,
// and the educator opens the approved application from the user menu, by keyboard.

/**
 * The schools of this journey, one per attempt (an approved application uses the school's 2025
 * School Market school year up). None has School Market data (demo-plan.ts: 2, 9, 13, 20, 24,
 * 26, 29) or is in a School Market pool of demo-schools.ts (3, 4, 5, 6; 30, 32, 21, 23; 18,
 * 17; 35, 38), so no other School Market journey meets them, on a first attempt or a retry.
 * Their other journeys are of other programs, whose applications, contacts and statuses are
 * their own: Backpack Buddy's educator-workspace (14, 15: its roster, changed back), its new
 * application (27) and admin-emails (39); the Teachers Aid demo data of 14 and 27. The address
 * and grades the form fills in from the school's record are kept, so the approval (which applies
 * them to the school) changes nothing another journey reads. Hardy Oak High School (10) is left
 * out: admin-console edits and archives it. keyboard-teachers-aid.spec.ts uses other schools.
 * All are outside Houston ISD: the principal signs.
 */
const KEYBOARD_SCHOOL_MARKET: readonly DemoSchool[] = [
  {
    index: 14,
    name: 'Alief Crossroads High School',
    type: 'High',
    district: 'Alief ISD',
    city: 'Houston',
  },
  {
    index: 27,
    name: 'Sugar Mill High School',
    type: 'High',
    district: 'Fort Bend ISD',
    city: 'Sugar Land',
  },
  {
    index: 15,
    name: 'Wilcrest Learning Center',
    type: 'Non-Traditional',
    district: 'Alief ISD',
    city: 'Houston',
  },
  {
    index: 39,
    name: 'Brazos Valley Learning Academy',
    type: 'Non-Traditional',
    district: 'Bellville ISD',
    city: 'Bellville',
  },
];

const TERM = '2025-2026 School Year';
const FREQUENCY = 'August 2025 - May 2026, twice a month';
const MISSING = 'You have required field(s) that are missing. Please see above.';
const GRADES: Record<DemoSchool['type'], string[]> = {
  Elementary: [],
  Middle: ['6th', '7th', '8th'],
  High: ['9th', '10th', '11th', '12th'],
  'Non-Traditional': ['6th', '7th', '8th', '9th', '10th', '11th', '12th'],
};

interface Contact {
  first: string;
  last: string;
  phone: string;
  email: string;
}

function contact(first: string, last: string, phone: string): Contact {
  return { first, last, phone, email: `${first.toLowerCase()}.${unique()}@school.example` };
}

async function typeContact(page: Page, legend: string, person: Contact) {
  const group = page.getByRole('group', { name: legend, exact: true });
  await typeInto(page, group.getByLabel('First Name'), person.first);
  await typeInto(page, group.getByLabel('Last Name'), person.last);
  // Typed as ten digits, written back as 123-456-7890 (typeInto's check would fail on it).
  const phone = group.getByLabel('Phone');
  await tabTo(page, phone);
  await page.keyboard.type(person.phone);
  await expect(phone).toHaveValue(
    `${person.phone.slice(0, 3)}-${person.phone.slice(3, 6)}-${person.phone.slice(6)}`,
  );
  await typeInto(page, group.getByLabel('Email'), person.email);
}

test('keyboard only: a new educator applies for School Market and the principal signs', async ({
  page,
  browser,
}) => {
  // Many key presses (each Tab is a round trip), a second browser and the route checks.
  test.setTimeout(180_000);
  const school = schoolForAttempt(KEYBOARD_SCHOOL_MARKET);
  const primary = contact('Keira', 'Lindqvist', '2815550180');
  const principal = contact('Omar', 'Haddad', '2815550181');
  const educator = await signInNewEducator(page, 'Kofi', 'Mensah');

  // The landing page: Tab to School Market's Visit button, Enter.
  const visit = page
    .getByRole('article', { name: 'School Market' })
    .getByRole('button', { name: 'Visit' });
  await tabTo(page, visit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/school-market\/start$/);
  const start = page.getByRole('link', { name: 'Start Application' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'School Market Program Application 2025' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/school-market\/application\/step-1$/);

  // Nothing filled in: Submit Application announces the missing fields (an alert) and moves the
  // focus to the first invalid field, the term's radios, where the keyboard user goes on.
  await press(page, page.getByRole('button', { name: 'Submit Application' }));
  await expect(page.getByRole('alert').filter({ hasText: MISSING }).first()).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  const terms = page.getByRole('group', { name: 'Select Term:' });
  await expect(terms.getByRole('radio').first()).toBeFocused();
  await expect(page).toHaveURL(/\/school-market\/application\/step-1$/);

  // Application Type.
  await chooseRadio(page, terms, terms.getByRole('radio', { name: TERM }));
  const before = page.getByRole('group', {
    name: 'Has your school taken part in School Market before?',
  });
  await chooseRadio(page, before, before.getByRole('radio', { name: 'No' }));

  // School Information: type, district, then the school (its list loads for the district).
  await chooseOption(page, page.getByLabel('School Type'), school.type);
  await chooseOption(page, page.getByLabel('District'), school.district);
  await chooseOption(page, page.getByLabel('School', { exact: true }), school.name);
  // The school's record fills the address and grades in (after a request): wait for it.
  await expect(page.getByLabel('City')).toHaveValue(school.city);
  await expect(page.getByLabel('Address', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('County')).not.toHaveValue('');
  await expect(page.getByLabel('State')).toHaveValue('TX');
  for (const grade of GRADES[school.type]) {
    await tick(page, page.getByRole('checkbox', { name: grade, exact: true }));
  }

  // School Demographics and Market Information.
  await typeInto(page, page.getByLabel('Total Enrollment'), '850');
  await typeInto(page, page.getByLabel('Students on Reduced Lunch'), '120');
  await typeInto(page, page.getByLabel('Students on Free Lunch'), '400');
  await chooseOption(page, page.getByLabel('Market Type'), 'Mobile Distribution');
  await chooseOption(page, page.getByLabel('Operating Frequency'), FREQUENCY);
  await chooseOption(page, page.getByLabel('Preferred Distribution Day'), 'Wednesday');
  await chooseOption(page, page.getByLabel('Preferred Distribution Time'), '2:00 PM - 5:00 PM');
  await chooseOption(page, page.getByLabel('Secondary Distribution Day'), 'Thursday');
  await chooseOption(page, page.getByLabel('Secondary Distribution Time'), '8:00 AM - 11:00 AM');

  // Contacts.
  await typeContact(page, 'Primary Point of Contact', primary);
  await typeContact(page, 'Principal', principal);

  // The agreement (outside Houston ISD: an Agreement): a typed name and an I Agree box under
  // each signed section, then the certification.
  await expect(page.getByRole('region', { name: 'School Market Program Agreement' })).toBeVisible();
  const signer = `${primary.first} ${primary.last}`;
  for (const section of ['Program Purpose', 'Program Responsibilities', 'Nondiscrimination']) {
    await typeInto(page, page.getByLabel(`Signature for ${section}`), signer);
    await tick(page, page.getByRole('checkbox', { name: `I Agree to ${section}` }));
  }
  await tick(page, page.getByRole('checkbox', { name: /I certify that the information/ }));
  // The fields typed or chosen after the failed submit are valid again. (The address and grades
  // the school's record filled in still say Required until the next submit: the prefill sets
  // them without validating, use-school-prefill.ts; the submit below validates them anew.)
  await expect(page.getByLabel('Total Enrollment')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Signature for Nondiscrimination')).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // Submit: the button is the next stops after the certification.
  await press(page, page.getByRole('button', { name: 'Submit Application' }));
  await expect(page.getByText('Save Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/school-market\/application\/status\/\d+$/);
  const applicationId = /status\/(\d+)$/.exec(page.url())![1]!;
  await expect(
    page.getByRole('heading', { name: 'Your School Market Application is Pending' }),
  ).toBeVisible();
  await expect(page.getByText(/Your principal must e-sign/)).toBeVisible();

  // The principal signs in their own browser, with the keyboard: the agreement region is
  // reached with Tab and read to its end with End, then the two fields and the button.
  const link = await signatureLink(page, principal.email);
  const signing = await anonymousPage(browser);
  await signing.goto(link);
  await expect(
    signing.getByRole('heading', { name: 'School Market Program Agreement', level: 2 }),
  ).toBeVisible();
  await expect(signing.locator('.signature-school')).toContainText(school.name);
  const region = signing.getByRole('region', { name: 'School Market Program Agreement' });
  await tabTo(signing, region);
  await signing.keyboard.press('End');
  await expect
    .poll(() =>
      region.evaluate((el) => Math.ceil(el.scrollTop + el.clientHeight) >= el.scrollHeight - 1),
    )
    .toBe(true);
  await typeInto(
    signing,
    signing.getByLabel('Signee Name'),
    `${principal.first} ${principal.last}`,
  );
  await typeInto(signing, signing.getByLabel('Signee Email'), principal.email);
  await tabTo(signing, signing.getByRole('button', { name: 'Submit Signed Response' }));
  await signing.keyboard.press('Enter');
  await expect(signing.getByText('Signature Submitted Successfully')).toBeVisible();
  await expect(signing).toHaveURL(/\/login$/);
  await expect(signing.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await signing.context().close();

  // The educator comes back to the portal (the signed-in user is loaded anew: approved, the
  // program no longer asks for an application) and reaches My Account with the keyboard:
  // Visit on the landing page, then the user menu (Enter opens it on its first item).
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  await tabTo(page, visit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/school-market\/account\/applications$/);
  await expect(page.getByRole('table').first()).toBeVisible();
  const menu = page.getByRole('button', { name: educator.fullName });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  const account = page.getByRole('menuitem', { name: 'My Account' });
  await expect(account).toBeFocused();
  // Escape closes the menu and gives the focus back to its button; Enter on My Account opens it.
  await page.keyboard.press('Escape');
  await expect(account).toBeHidden();
  await expect(menu).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/school-market\/account\/applications$/);
  const row = page.getByRole('row', { name: new RegExp(school.name) });
  await expect(row.getByRole('cell', { name: 'Approved' })).toBeVisible();
  await tabTo(page, row.getByRole('link', { name: /View/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/school-market/application/step-1/${applicationId}$`));
  await expect(page.getByLabel('Total Enrollment')).toHaveValue('850');
  await expect(page.getByLabel('Total Enrollment')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
});
