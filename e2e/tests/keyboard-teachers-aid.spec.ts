import { writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { type DemoSchool, schoolForAttempt } from './demo-schools';
import { expect, test, unique } from './fixtures';
import { anonymousPage, signatureLink, signInNewEducator } from './helpers';
import { chooseOption, chooseRadio, press, tabTo, tick, typeInto } from './keyboard';

// Issue 20 item 3: the Teachers Aid application completed with the keyboard alone (no mouse):
// every control is reached with Tab and used with keys (keyboard.ts). Step 1 fails once with
// nothing filled in (the missing fields announced, the focus on the first invalid field), then
// is filled; step 2 downloads the roster template with Enter and uploads the filled workbook
// through the file input (reached with Tab, opened with Space, the file chooser answered),
// after a refused .csv; step 3 signs the agreement's sections, fails once on a wrong principal
// email and submits; the principal signs with the keyboard too.

/**
 * The schools of this journey, one per attempt (the principal's signature approves the
 * application and uses the school's 2025 Teachers Aid school year up, with a Teachers Aid
 * principal on record). None has Teachers Aid data (demo-plan.ts: 2, 10, 14, 21, 27) or is in
 * teachers-aid.spec.ts's pool (13, 33, 36, 9), so no other Teachers Aid journey meets them, on a
 * first attempt or a retry. They have School Market demo data (which is why the School Market
 * journeys, keyboard-school-market.spec.ts included, leave them alone) and are in Backpack
 * Buddy pools, taken there only on a retry (20: school-grants, held and denied; 26 and 29: a
 * draft that stays; 24: a new application):
 * a Teachers Aid application, its contacts and its statuses are Teachers Aid's own, and the
 * address and grades the form fills in from the school's record are kept, so the approval
 * (which applies them to the school) changes nothing another journey reads.
 */
const KEYBOARD_TEACHERS_AID: readonly DemoSchool[] = [
  {
    index: 20,
    name: 'Campbell Woods Middle School',
    type: 'Middle',
    district: 'Spring Branch ISD',
    city: 'Houston',
  },
  {
    index: 26,
    name: 'Brazos Bend Middle School',
    type: 'Middle',
    district: 'Fort Bend ISD',
    city: 'Sugar Land',
  },
  {
    index: 29,
    name: 'Chocolate Bayou Middle School',
    type: 'Middle',
    district: 'Alvin ISD',
    city: 'Alvin',
  },
  {
    index: 24,
    name: 'Strand Harbor High School',
    type: 'High',
    district: 'Galveston ISD',
    city: 'Galveston',
  },
];

const TERM = '2025-2026 School Year';
const MISSING = 'You have required field(s) that are missing. Please see above.';
const GRADES: Record<DemoSchool['type'], string[]> = {
  Elementary: [],
  Middle: ['6th', '7th', '8th'],
  High: ['9th', '10th', '11th', '12th'],
  'Non-Traditional': ['6th', '7th', '8th', '9th', '10th', '11th', '12th'],
};
const DEMOGRAPHICS = { Asian: '10', Black: '30', Hispanic: '40', White: '20' } as const;

interface Contact {
  first: string;
  last: string;
  phone: string;
  email: string;
}

function contact(first: string, last: string, phone: string): Contact {
  return { first, last, phone, email: `${first.toLowerCase()}.${unique()}@school.example` };
}

interface Teacher {
  first: string;
  last: string;
  email: string;
  phone: string;
  students: number;
  subject: string;
  grade: string;
}

/**
 * keyboard.ts's uploadWithKeyboard, made steadier for a second file on the same input: it waits
 * until the input is enabled again (the roster disables it while it reads a file) and presses
 * Space again when no file chooser came (seen once in eight runs on the second opening).
 * Keyboard only: Tab to the input, Space, the file chooser answered.
 */
async function uploadByKeyboard(page: Page, input: Locator, file: string) {
  await expect(input).toBeEnabled();
  await tabTo(page, input);
  for (let attempt = 1; ; attempt += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.keyboard.press('Space');
    try {
      await (await chooser).setFiles(file);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      test.info().annotations.push({
        type: 'keyboard note',
        description: `no file chooser on Space (attempt ${attempt}): pressed again`,
      });
      await expect(input).toBeFocused();
    }
  }
}

/** A contact section of step 1 (a region named by its heading), typed. */
async function typeContact(page: Page, heading: string, person: Contact) {
  const section = page.getByRole('region', { name: heading, exact: true });
  await typeInto(page, section.getByLabel('First Name'), person.first);
  await typeInto(page, section.getByLabel('Last Name'), person.last);
  // Typed as ten digits, written back as 123-456-7890 (typeInto's check would fail on it).
  const phone = section.getByLabel('Phone');
  await tabTo(page, phone);
  await page.keyboard.type(person.phone);
  await expect(phone).toHaveValue(
    `${person.phone.slice(0, 3)}-${person.phone.slice(3, 6)}-${person.phone.slice(6)}`,
  );
  await typeInto(page, section.getByLabel('Email'), person.email);
}

/** The downloaded template with the teachers in place of its example row. */
async function fillTemplate(template: string, out: string, teachers: readonly Teacher[]) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.worksheets[0]!;
  const headers = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => headers.set(String(cell.value), column));
  const column = (name: string) => {
    const found = headers.get(name);
    if (found === undefined) throw new Error(`no column ${name} in the template`);
    return found;
  };
  sheet.spliceRows(2, sheet.rowCount - 1);
  teachers.forEach((teacher, i) => {
    const row = sheet.getRow(2 + i);
    row.getCell(column('First Name')).value = teacher.first;
    row.getCell(column('Last Name')).value = teacher.last;
    row.getCell(column('Title')).value = 'Teacher';
    row.getCell(column('Phone')).value = teacher.phone;
    row.getCell(column('Email')).value = teacher.email;
    row.getCell(column('Students Per Year')).value = teacher.students;
    row.getCell(column(teacher.subject)).value = 'x';
    row.getCell(column(teacher.grade)).value = 'x';
    row.commit();
  });
  await workbook.xlsx.writeFile(out);
}

test('keyboard only: a new educator applies for Teachers Aid with an uploaded roster and the principal signs', async ({
  page,
  browser,
}) => {
  // Three steps of key presses, a spreadsheet, a second browser and the route checks.
  test.setTimeout(180_000);
  const school = schoolForAttempt(KEYBOARD_TEACHERS_AID);
  const coordinator = contact('Imani', 'Okoro', '9795550190');
  const principal = contact('Stellan', 'Berg', '9795550191');
  const run = unique();
  const teachers: Teacher[] = [
    {
      first: 'Ayesha',
      last: 'Karim',
      email: `ayesha.karim.${run}@school.example`,
      phone: '9795550192',
      students: 105,
      subject: 'Math',
      grade: school.type === 'High' ? 'Grade 9' : 'Grade 6',
    },
    {
      first: 'Tobias',
      last: 'Wren',
      email: `tobias.wren.${run}@school.example`,
      phone: '9795550193',
      students: 88,
      subject: 'Science',
      grade: school.type === 'High' ? 'Grade 10' : 'Grade 7',
    },
  ];
  const educator = await signInNewEducator(page, 'Leona', 'Achterberg');

  // The landing page: Tab to Teachers Aid's Visit button, Enter; then Start Application.
  const visit = page
    .getByRole('article', { name: 'Teachers Aid' })
    .getByRole('button', { name: 'Visit' });
  await tabTo(page, visit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/teachers-aid\/start$/);
  const start = page.getByRole('link', { name: 'Start Application' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Teachers Aid Program Application 2025' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/teachers-aid\/application\/step-1$/);

  // Step 1, nothing filled in: Next announces the missing fields (an alert) and moves the focus
  // to the first invalid field, the term's radios, where the keyboard user goes on.
  await press(page, page.getByRole('button', { name: 'Next', exact: true }));
  await expect(page.getByRole('alert').filter({ hasText: MISSING }).first()).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  const terms = page.getByRole('group', { name: 'Select Term:' });
  await expect(terms.getByRole('radio').first()).toBeFocused();
  await expect(page).toHaveURL(/\/teachers-aid\/application\/step-1$/);

  // Step 1: the term, previous participation, the school (its record fills the address in),
  // the grades, counts, staff demographics and the two contacts.
  await chooseRadio(page, terms, terms.getByRole('radio', { name: TERM }));
  const before = page.getByRole('group', {
    name: 'Has your school taken part in Teachers Aid before?',
  });
  await chooseRadio(page, before, before.getByRole('radio', { name: 'No' }));
  await chooseOption(page, page.getByLabel('School Type'), school.type);
  await chooseOption(page, page.getByLabel('District'), school.district);
  await chooseOption(page, page.getByLabel('School', { exact: true }), school.name);
  await expect(page.getByLabel('City')).toHaveValue(school.city);
  await expect(page.getByLabel('Address', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('State')).toHaveValue('TX');
  for (const grade of GRADES[school.type]) {
    await tick(page, page.getByRole('checkbox', { name: grade, exact: true }));
  }
  await typeInto(page, page.getByLabel('Total Enrollment'), '560');
  await typeInto(page, page.getByLabel('Students on Reduced Lunch'), '80');
  await typeInto(page, page.getByLabel('Students on Free Lunch'), '270');
  for (const [group, percent] of Object.entries(DEMOGRAPHICS)) {
    await typeInto(page, page.getByLabel(`${group} (%)`), percent);
  }
  await typeContact(page, 'Site Coordinator', coordinator);
  await typeContact(page, 'Principal', principal);
  await press(page, page.getByRole('button', { name: 'Next', exact: true }));
  await expect(page.getByText('Save Successful').first()).toBeVisible();
  await expect(page).toHaveURL(/\/teachers-aid\/application\/step-2\/\d+$/);
  const applicationId = /step-2\/(\d+)$/.exec(page.url())![1]!;
  const table = page.getByRole('table', { name: 'Teachers' });
  await expect(table).toContainText('No teachers yet.');

  // Step 2: the template, downloaded with Enter and filled in with the teachers.
  const downloading = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: 'Download Template' }));
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('teachers-aid-roster-template.xlsx');
  const template = test.info().outputPath('template.xlsx');
  await download.saveAs(template);
  const roster = test.info().outputPath('roster.xlsx');
  await fillTemplate(template, roster, teachers);

  // The upload: Tab to the file input, Space opens the file chooser. Not a workbook: refused
  // (an alert), nothing added.
  const upload = page.getByLabel('Upload Teachers (.xlsx)');
  const csv = test.info().outputPath('teachers.csv');
  await writeFile(csv, 'First Name,Last Name\nAda,Lovelace\n');
  await uploadByKeyboard(page, upload, csv);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Upload must be a .xlsx file' }),
  ).toBeVisible();
  await expect(table).toContainText('No teachers yet.');
  await expect(upload).toHaveAttribute('aria-invalid', 'true');

  await uploadByKeyboard(page, upload, roster);
  // Announced politely (a status region).
  await expect(
    page.getByRole('status').filter({ hasText: 'Teachers Added' }).first(),
  ).toBeVisible();
  await expect(page.getByText('Upload must be a .xlsx file')).toHaveCount(0);
  for (const teacher of teachers) {
    const row = table.getByRole('row', { name: new RegExp(`${teacher.first} ${teacher.last}`) });
    await expect(row).toContainText(teacher.email);
    await expect(row).toContainText(String(teacher.students));
  }
  await expect(table.locator('tbody tr')).toHaveCount(teachers.length);
  // The focus stays on the upload (teacher-roster.tsx marks it aria-disabled while the workbook
  // is read, not disabled, which took the focus to <body>): the next Tab goes on from there.
  await expect(upload).toBeFocused();
  await tick(page, page.getByRole('checkbox', { name: /I certify that the teachers listed/ }));
  await press(page, page.getByRole('button', { name: 'Next', exact: true }));
  await expect(page.getByText('Save Successful').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/teachers-aid/application/step-3/${applicationId}$`));

  // Step 3: the agreement's typed names and I Agree boxes, then Verify Principal Email.
  await expect(
    page.getByRole('heading', { name: 'Teachers Aid Program Agreement', level: 3 }),
  ).toBeVisible();
  for (const section of ['Program Rules', 'Agreement', 'Nondiscrimination']) {
    await typeInto(page, page.getByLabel(`Signature for ${section}`), educator.fullName);
    await tick(page, page.getByRole('checkbox', { name: `I Agree to ${section}` }));
  }
  // Another email than the principal's: refused, the focus back on the field.
  const verify = page.getByLabel('Verify Principal Email');
  await typeInto(page, verify, coordinator.email);
  await press(page, page.getByRole('button', { name: 'Submit Application' }));
  await expect(page.getByText("Principal Email Doesn't Match")).toBeVisible();
  await expect(verify).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/step-3/${applicationId}$`));
  await typeInto(page, verify, principal.email);
  await press(page, page.getByRole('button', { name: 'Submit Application' }));
  await expect(page.getByText('Save Successful').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/teachers-aid/application/status/${applicationId}$`));
  await expect(
    page.getByRole('heading', { name: 'Your Teachers Aid Application is Pending' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Application Pending' })).toBeDisabled();

  // The principal signs in their own browser, with the keyboard: the agreement region is
  // reached with Tab and read to its end with End, then the two fields and the button.
  const link = await signatureLink(page, principal.email);
  const signing = await anonymousPage(browser);
  await signing.goto(link);
  await expect(
    signing.getByRole('heading', { name: 'Teachers Aid Program Agreement', level: 2 }),
  ).toBeVisible();
  await expect(signing.locator('.signature-school')).toContainText(school.name);
  const region = signing.getByRole('region', { name: 'Teachers Aid Program Agreement' });
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
});
