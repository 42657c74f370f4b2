import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { POOLS, schoolForAttempt, type DemoSchool } from './demo-schools';
import { expect, expectAccessible, test, unique } from './fixtures';
import {
  adminPage,
  anonymousPage,
  registerEducator,
  schoolId,
  signatureLink,
  visitProgram,
} from './helpers';

// Teachers Aid (spec 2 "Teachers Aid form": three steps, the roster spreadsheet, the status page
// and the principal's signature; spec 3 §2: the admin's Applications tab and print screen). The
// journey applies for a demo school of its own pool (demo-schools.ts): the principal's signature
// approves the application and uses the school's 2025 school year up, so a retry takes the next
// school of the pool.

const TERM = '2025-2026 School Year';
const GRADES: Record<DemoSchool['type'], string[]> = {
  Elementary: [],
  Middle: ['6th', '7th', '8th'],
  High: ['9th', '10th', '11th', '12th'],
  'Non-Traditional': ['6th', '7th', '8th', '9th', '10th', '11th', '12th'],
};
/** Staff demographics, typed as percentages (stored as fractions, printed as percentages). */
const DEMOGRAPHICS = { Asian: '12', Black: '28', Hispanic: '45', White: '15' } as const;

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

/** Fills a contact section of step 1 (a region named by its heading). */
async function fillContact(page: Page, heading: string, person: Contact) {
  const section = page.getByRole('region', { name: heading, exact: true });
  await section.getByLabel('First Name').fill(person.first);
  await section.getByLabel('Last Name').fill(person.last);
  await section.getByLabel('Phone').fill(person.phone);
  await section.getByLabel('Email').fill(person.email);
}

/** Step 1: the term, the school (its record fills the address in), counts, staff, contacts. */
async function fillStepOne(
  page: Page,
  school: DemoSchool,
  people: { coordinator: Contact; principal: Contact },
) {
  await page.getByRole('radio', { name: TERM }).check();
  await page
    .getByRole('group', { name: 'Has your school taken part in Teachers Aid before?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByLabel('School Type').selectOption({ label: school.type });
  await page.getByLabel('District').selectOption({ label: school.district });
  await page.getByLabel('School', { exact: true }).selectOption({ label: school.name });
  // The school's record fills the address in (after a request): wait for it, or what the
  // journey types next may be overwritten.
  await expect(page.getByLabel('City')).toHaveValue(school.city);
  await expect(page.getByLabel('Address', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('State')).toHaveValue('TX');
  for (const grade of GRADES[school.type]) {
    const box = page.getByRole('checkbox', { name: grade, exact: true });
    await box.check();
    await expect(box).toBeChecked();
  }
  await page.getByLabel('Total Enrollment').fill('640');
  await page.getByLabel('Students on Reduced Lunch').fill('90');
  await page.getByLabel('Students on Free Lunch').fill('310');
  for (const [group, percent] of Object.entries(DEMOGRAPHICS)) {
    await page.getByLabel(`${group} (%)`).fill(percent);
  }
  await fillContact(page, 'Site Coordinator', people.coordinator);
  await fillContact(page, 'Principal', people.principal);
}

/**
 * The downloaded template with the teachers in place of its example row: the header row is
 * kept, and each teacher's subject and grade columns are marked with an x.
 */
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
  expect(String(sheet.getRow(2).getCell(column('First Name')).value)).toBe('Jane');
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

test('a new educator applies for Teachers Aid with an uploaded roster, the principal signs and an admin prints it', async ({
  page,
  browser,
}) => {
  // Three steps, a spreadsheet, four axe checks and two more browsers.
  test.setTimeout(150_000);
  const school = schoolForAttempt(POOLS.teachersAid);
  const coordinator = contact('Harriet', 'Osei', '2815550160');
  const principal = contact('Desmond', 'Ilunga', '2815550161');
  const run = unique();
  const teachers: Teacher[] = [
    {
      first: 'Priya',
      last: 'Raman',
      email: `priya.raman.${run}@school.example`,
      phone: '2815550171',
      students: 110,
      subject: 'Math',
      grade: 'Grade 7',
    },
    {
      first: 'Marcus',
      last: 'Bell',
      email: `marcus.bell.${run}@school.example`,
      phone: '2815550172',
      students: 95,
      subject: 'Science',
      grade: 'Grade 8',
    },
    {
      first: 'Lucia',
      last: 'Fernandez',
      email: `lucia.fernandez.${run}@school.example`,
      phone: '2815550173',
      students: 130,
      subject: 'Math',
      grade: 'Grade 6',
    },
  ];
  await registerEducator(page, 'Nadia', 'Ferreira');
  await visitProgram(page, 'Teachers Aid');
  await expect(page).toHaveURL(/\/teachers-aid\/start$/);
  await page.getByRole('link', { name: 'Start Application' }).click();
  await expect(
    page.getByRole('heading', { name: 'Teachers Aid Program Application 2025' }),
  ).toBeVisible();

  // Step 1.
  await fillStepOne(page, school, { coordinator, principal });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Save Successful').first()).toBeVisible();
  await expect(page).toHaveURL(/\/teachers-aid\/application\/step-2\/\d+$/);
  const applicationId = /step-2\/(\d+)$/.exec(page.url())![1]!;
  const table = page.getByRole('table', { name: 'Teachers' });
  await expect(table).toContainText('No teachers yet.');
  await expectAccessible(page);

  // Step 2: the template, downloaded and filled in with three teachers.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('teachers-aid-roster-template.xlsx');
  const template = test.info().outputPath('template.xlsx');
  await download.saveAs(template);
  const roster = test.info().outputPath('roster.xlsx');
  await fillTemplate(template, roster, teachers);

  // Not a workbook: refused, nothing added.
  const upload = page.getByLabel('Upload Teachers (.xlsx)');
  await upload.setInputFiles({
    name: 'teachers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('First Name,Last Name\nAda,Lovelace\n'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Upload must be a .xlsx file' }),
  ).toBeVisible();
  await expect(table).toContainText('No teachers yet.');

  await upload.setInputFiles(roster);
  await expect(page.getByText('Teachers Added').first()).toBeVisible();
  await expect(page.getByText('Upload must be a .xlsx file')).toHaveCount(0);
  for (const teacher of teachers) {
    const row = table.getByRole('row', { name: new RegExp(`${teacher.first} ${teacher.last}`) });
    await expect(row).toContainText(teacher.email);
    await expect(row).toContainText(String(teacher.students));
  }
  await expect(table.locator('tbody tr')).toHaveCount(teachers.length);
  await page.getByRole('checkbox', { name: /I certify that the teachers listed/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Save Successful').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/teachers-aid/application/step-3/${applicationId}$`));

  // Step 3: the agreement, three certifications and names, the principal's email verified.
  await expect(
    page.getByRole('heading', { name: 'Teachers Aid Program Agreement', level: 3 }),
  ).toBeVisible();
  for (const section of ['Program Rules', 'Agreement', 'Nondiscrimination']) {
    await page.getByLabel(`Signature for ${section}`).fill('Nadia Ferreira');
    await page.getByRole('checkbox', { name: `I Agree to ${section}` }).check();
  }
  await expectAccessible(page);
  const verify = page.getByLabel('Verify Principal Email');
  await verify.fill(coordinator.email);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText("Principal Email Doesn't Match")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/step-3/${applicationId}$`));
  await verify.fill(principal.email);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Save Successful').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/teachers-aid/application/status/${applicationId}$`));
  await expect(
    page.getByRole('heading', { name: 'Your Teachers Aid Application is Pending' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Application Pending' })).toBeDisabled();

  // The principal signs in their own browser, without an account.
  const link = await signatureLink(page, principal.email);
  const signer = await anonymousPage(browser);
  await signer.goto(link);
  await expect(
    signer.getByRole('heading', { name: 'Teachers Aid Program Agreement', level: 2 }),
  ).toBeVisible();
  await expect(signer.locator('.signature-school')).toContainText(school.name);
  await signer.getByLabel('Signee Name').fill(`${principal.first} ${principal.last}`);
  await signer.getByLabel('Signee Email').fill(principal.email);
  await signer.getByRole('button', { name: 'Submit Signed Response' }).click();
  await expect(signer.getByText('Signature Submitted Successfully')).toBeVisible();
  await signer.context().close();

  // The admin: the school's Applications tab, then the print summary.
  const admin = await adminPage(browser);
  const tab = `/teachers-aid/schools/${await schoolId(school)}/applications`;
  await admin.goto(tab);
  await expect(admin.getByRole('heading', { name: 'Applications', level: 3 })).toBeVisible();
  const row = admin
    .getByRole('row')
    .filter({ has: admin.locator(`a[href$="/print/${applicationId}"]`) });
  await expect(row).toContainText('Nadia Ferreira');
  // Signed by the principal: approved.
  await expect(row.getByRole('combobox', { name: /^Status of / })).toHaveValue('APPROVED');
  await row.getByRole('link', { name: /^Print/ }).click();
  await expect(admin).toHaveURL(new RegExp(`/teachers-aid/print/${applicationId}$`));
  const staff = admin.getByRole('region', { name: 'Staff Demographics' });
  for (const [group, percent] of Object.entries(DEMOGRAPHICS)) {
    const detail = staff
      .locator('.print-detail')
      .filter({ has: admin.locator('dt', { hasText: new RegExp(`^${group}$`) }) });
    await expect(detail.locator('dd')).toHaveText(`${percent}%`);
  }
  const printed = admin.getByRole('table', { name: 'Teacher Roster' });
  await expect(printed.locator('tbody tr')).toHaveCount(teachers.length);
  for (const teacher of teachers) {
    const line = printed.getByRole('row', { name: new RegExp(`${teacher.first} ${teacher.last}`) });
    await expect(line).toContainText(teacher.email);
    await expect(line).toContainText(String(teacher.students));
  }
  await expect(admin.getByText(principal.email).first()).toBeVisible();
  await expect(admin.getByText(coordinator.email).first()).toBeVisible();
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
  await expect(admin).toHaveURL(new RegExp(`${tab}$`));
  await admin.context().close();
});
