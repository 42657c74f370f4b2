import type { Page } from '@playwright/test';
import { POOLS, schoolForAttempt } from './demo-schools';
import { expect, expectAccessible, mailbox, test, unique } from './fixtures';
import { adminPage, registerEducator } from './helpers';

// Issue 12: naming a school in an application opens nothing, and approval by signature is not a
// back door. Demo schools with a principal on record and no 2025-26 Backpack Buddy application
// (POOLS.heldApplication); each attempt takes its own, and the journey denies its application at
// the end, so it runs again on the same database.

async function addParticipant(
  page: Page,
  person: { first: string; last: string; type: string; phone: string; email: string },
) {
  await page.getByRole('button', { name: 'Add Participant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Participant' });
  await dialog.getByLabel('First Name').fill(person.first);
  await dialog.getByLabel('Last Name').fill(person.last);
  await dialog.getByLabel('Type').selectOption({ label: person.type });
  await dialog.getByLabel('Phone').fill(person.phone);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('an application naming another principal than the one on record is held for the admin, who mails the principal on record', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const school = schoolForAttempt(POOLS.heldApplication);
  const namedPrincipal = `named.${unique()}@school.example`;

  await registerEducator(page, 'Gus', 'Grant');
  await page.goto('/backpack-buddy/application/step-1');
  await page.getByRole('radio', { name: '2025-2026 School Year' }).check();
  await page
    .getByRole('group', { name: /taken part in Backpack Buddy before/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByLabel('School Type').selectOption({ label: school.type });
  await page.getByLabel('District').selectOption({ label: school.district });
  await page.getByLabel('School', { exact: true }).selectOption({ label: school.name });
  const schoolId = await page.getByLabel('School', { exact: true }).inputValue();
  // The school's record fills the address in (after a request; the roster too, for a grantee).
  await expect(page.getByLabel('City')).toHaveValue(school.city);
  // Not assigned to the school: its contacts are not shown to prefill the roster.
  await expect(page.getByRole('cell', { name: /Principal/ })).toHaveCount(0);
  await page.getByLabel('Address', { exact: true }).fill('1 Other Way');
  await page.getByLabel('City').fill('Houston');
  await page.getByLabel('County').selectOption({ label: 'Harris' });
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByLabel('Zip').fill('77080');
  await page.getByRole('checkbox', { name: '9th', exact: true }).check();
  await addParticipant(page, {
    first: 'Nia',
    last: 'Named',
    type: 'Principal',
    phone: '7135550170',
    email: namedPrincipal,
  });
  await addParticipant(page, {
    first: 'Gus',
    last: 'Grant',
    type: 'Primary Coordinator',
    phone: '7135550171',
    email: `gus.${unique()}@school.example`,
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/backpack-buddy\/application\/step-2\/\d+/);
  const applicationId = /step-2\/(\d+)/.exec(page.url())![1]!;
  await page.getByLabel('Total Enrollment').fill('900');
  await page.getByLabel('Students Eligible for Free Lunch').fill('400');
  await page.getByLabel('Students Eligible for Reduced Lunch').fill('100');
  await page.getByRole('checkbox', { name: /I certify that every staff member/ }).check();
  for (const question of [/media events/, /share food bank information/, /Secondary Coordinator/]) {
    await page.getByRole('group', { name: question }).getByRole('radio', { name: 'No' }).check();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Program Application Agreement' })).toBeVisible();
  for (const section of ['Program Purpose', 'Program Responsibilities', 'Nondiscrimination']) {
    await page.getByLabel(`Signature for ${section}`).fill('Gus Grant');
    await page.getByRole('checkbox', { name: `I Agree to ${section}` }).check();
  }
  await page.getByLabel('Verify Principal Email').fill(namedPrincipal);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your Backpack Buddy Application is Pending' }),
  ).toBeVisible();
  await expect(page.getByText(/is not the principal we have on record/)).toBeVisible();
  await expectAccessible(page);
  // Nobody was mailed a link: not the principal the applicant named.
  expect((await mailbox(page)).filter((m) => m.to === namedPrincipal)).toEqual([]);

  // The admin finds it held on the school's Applications tab.
  const admin = await adminPage(browser);
  await admin.goto(`/backpack-buddy/schools/${schoolId}/applications`);
  const row = admin
    .getByRole('row')
    .filter({ has: admin.locator(`a[href$="/print/${applicationId}"]`) });
  const note = row.locator('p', { hasText: 'Held for review:' });
  await expect(note).toContainText(`the application names ${namedPrincipal}`);
  await expect(note).toContainText('No signature email was sent.');
  const onRecord = /the principal on record is (\S+@\S+)\. No signature/.exec(
    (await note.textContent())!,
  )![1]!;
  await expectAccessible(admin);

  // Resend goes to the principal on record, and the note goes away.
  await row.getByRole('button', { name: /^Resend Signature Email/ }).click();
  await expect(admin.getByText('Principal Email Sent')).toBeVisible();
  await expect(row.getByText(/Held for review:/)).toHaveCount(0);
  const mails = await mailbox(admin);
  expect(mails.some((m) => m.to === onRecord && m.kind === 'principal-signature')).toBe(true);
  expect(mails.some((m) => m.to === namedPrincipal)).toBe(false);

  // Denied: the school's term is free again for the next run.
  await row.getByRole('combobox', { name: /^Status of / }).selectOption('Denied');
  await expect(admin.getByText('Update Successful')).toBeVisible();
  await admin.context().close();
});
