import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { adminPage, registerEducator, visitProgram } from './helpers';

/**
 * Program Settings (issue 13 item 4): an admin opens each program's Program Settings, changes a
 * setting and sees when it was last edited, creates the next terms of Teachers Aid, and a Backpack
 * Buddy educator's term radio follows the summer toggle. Every setting is put back (in a
 * finally), and the terms are read from the page, so the journey runs in any order and again.
 */

/** Today as the console writes lastEdited (M-D-YY, UTC). */
function today(): string {
  const now = new Date();
  return `${now.getUTCMonth() + 1}-${now.getUTCDate()}-${String(now.getUTCFullYear() % 100).padStart(2, '0')}`;
}

const PROGRAMS = {
  backpackBuddy: { name: 'Backpack Buddy', url: '/backpack-buddy' },
  schoolMarket: { name: 'School Market', url: '/school-market' },
  teachersAid: { name: 'Teachers Aid', url: '/teachers-aid' },
  kidsCafe: { name: 'Kids Cafe', url: '/kids-cafe' },
  partnerServices: { name: 'Partner Services', url: '/partner-services' },
} as const;
type ProgramKey = keyof typeof PROGRAMS;

/** Opens a program's admin area, its Program Settings tab, then the settings sub-tab. */
async function openSettings(page: Page, key: ProgramKey, tab: string) {
  const program = PROGRAMS[key];
  await page.goto(program.url);
  const nav = page.getByRole('navigation', { name: `${program.name} administration` });
  await nav.getByRole('link', { name: 'Program Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Program Settings', level: 2 })).toBeVisible();
  await page
    .getByRole('navigation', { name: `${program.name} Program Settings` })
    .getByRole('link', { name: tab })
    .click();
  await expect(page.getByRole('heading', { name: tab, level: 3 })).toBeVisible();
}

/** Sets a checkbox setting and saves it (nothing to save when it already has that value). */
async function setFlag(page: Page, label: string, checked: boolean) {
  const box = page.getByLabel(label, { exact: true });
  if ((await box.isChecked()) === checked) return;
  await box.setChecked(checked);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Update Successful' }).first(),
  ).toBeVisible();
  await expect(page.getByText(`Last edited ${today()}`)).toBeVisible();
  await expect(box).toBeChecked({ checked });
}

const TOGGLES: [ProgramKey, string, string][] = [
  ['schoolMarket', 'Application', 'Waitlist enabled'],
  ['teachersAid', 'Application', 'Waitlist enabled'],
  ['kidsCafe', 'Application', 'Waitlisted'],
  ['partnerServices', 'Application', 'Accepting applications'],
];

test("an admin changes every program's settings, each change audited and put back", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await adminPage(browser);
  for (const [key, tab, label] of TOGGLES) {
    await openSettings(page, key, tab);
    const box = page.getByLabel(label, { exact: true });
    const was = await box.isChecked();
    try {
      await setFlag(page, label, !was);
      // The change history names the change.
      await expect(
        page
          .getByRole('region', { name: 'Change History' })
          .getByText(new RegExp(`^${label}: `))
          .first(),
      ).toBeVisible();
      if (key === 'kidsCafe') await expectAccessible(page);
    } finally {
      await setFlag(page, label, was);
    }
  }
});

test("an admin creates Teachers Aid's next terms", async ({ browser }) => {
  const page = await adminPage(browser);
  await openSettings(page, 'teachersAid', 'Active Terms');
  await expectAccessible(page);
  const button = page.getByRole('button', { name: /^Create \d{4} Terms$/ });
  const year = Number((await button.textContent())!.match(/\d{4}/)![0]);
  await button.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`${year}-${year + 1} School Year and Summer ${year}`);
  await dialog.getByRole('button', { name: 'Create Terms' }).click();
  await expect(page.getByText(`Terms for ${year} created`)).toBeVisible();
  const terms = page.locator('table.settings-terms');
  await expect(terms.getByRole('cell', { name: `${year}-${year + 1} School Year` })).toBeVisible();
  await expect(terms.getByRole('cell', { name: `Summer ${year}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Create ${year + 1} Terms` })).toBeVisible();
  await expect(page.getByText(`Last edited ${today()}`)).toBeVisible();
});

test("Backpack Buddy's summer toggle changes the educator's term radio", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  await openSettings(admin, 'backpackBuddy', 'Active Terms');
  await expect(
    admin.getByRole('navigation', { name: 'Backpack Buddy Program Settings' }).getByRole('link'),
  ).toHaveText(['Active Terms', 'Emails', 'Banner Notifications']);
  const summer = 'Accept summer applications';
  const school = 'Accept school year applications';
  await expect(admin.getByLabel(school)).toBeChecked();
  try {
    await setFlag(admin, summer, false);

    await registerEducator(page, 'Sam', 'Summers');
    await visitProgram(page, 'Backpack Buddy');
    await expect(page).toHaveURL(/\/backpack-buddy\/start$/);
    await page.getByRole('link', { name: 'Start Application' }).click();
    await page.getByRole('radio', { name: 'Summer 2025' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByText('We are not currently accepting new summer applications'),
    ).toBeVisible();
  } finally {
    await openSettings(admin, 'backpackBuddy', 'Active Terms');
    await setFlag(admin, summer, true);
  }
});
