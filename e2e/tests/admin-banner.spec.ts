import { POOLS } from './demo-schools';
import { expect, expectAccessible, test, unique } from './fixtures';
import { adminPage, adminRequest, signInNewEducator } from './helpers';
import { gql } from './api';

/**
 * Banner Notifications (issue 14 item 6): an admin posts a banner text on Backpack Buddy's
 * Program Settings, and a new educator then sees it as the Reminder banner of the dashboard area.
 * The banner is shared by every journey: no other journey asserts its text, and this one puts the
 * text it found back at the end (in a finally, through the API).
 */

const BANNER = `query E2eAdminBanner { adminNotification { notificationId text } }`;
const SET_BANNER = `mutation E2eSetBanner($id: Int!, $text: String!) {
  adminEditNotification(notificationId: $id, text: $text) { notificationId }
}`;

test('an admin posts a banner that a new educator then sees', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const api = await adminRequest();
  const before = (
    await gql<{ adminNotification: { notificationId: number; text: string } }>(api, BANNER)
  ).adminNotification;
  const text = `Banner ${unique()}: please submit last month's distribution report by the 10th.`;
  try {
    const admin = await adminPage(browser);
    await admin.goto('/backpack-buddy');
    await admin
      .getByRole('navigation', { name: 'Backpack Buddy administration' })
      .getByRole('link', { name: 'Program Settings' })
      .click();
    await admin
      .getByRole('navigation', { name: 'Backpack Buddy Program Settings' })
      .getByRole('link', { name: 'Banner Notifications' })
      .click();
    await expect(admin).toHaveURL(/\/backpack-buddy\/settings\/notifications$/);
    await expect(
      admin.getByRole('heading', { name: 'Banner Notifications', level: 3 }),
    ).toBeVisible();

    const field = admin.getByLabel('Banner Text');
    await expect(field).toHaveValue(before.text);

    // Over the limit: the domain's message, and nothing is sent.
    await field.fill('x'.repeat(5001));
    await expect(admin.getByText('5,001 of 5,000 characters', { exact: false })).toBeVisible();
    await expect(admin.locator('.field-error')).toHaveText('Must be 5000 characters or less');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(text);
    const preview = admin.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('region', { name: 'Reminder' })).toContainText(text);
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: 'Update Successful' }).first(),
    ).toBeVisible();
    await expect(admin.getByText(/^Last edited \d+-\d+-\d+ by Ada Admin$/)).toBeVisible();
    await admin.reload();
    await expect(admin.getByLabel('Banner Text')).toHaveValue(text);

    // A new educator of an approved school sees it at the top of the dashboard area.
    await signInNewEducator(page, 'Bea', 'Banner', [POOLS.educatorReadsSurveys[0]]);
    await page.goto('/backpack-buddy/dashboard');
    await expect(page.getByRole('region', { name: 'Reminder' })).toContainText(text);
    await admin.context().close();
  } finally {
    await gql(api, SET_BANNER, { id: before.notificationId, text: before.text });
    await api.dispose();
  }
});
