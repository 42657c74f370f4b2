import { expect, test } from './fixtures';
import { signInNewEducator } from './helpers';

// Issue 20 item 3: after a failed submit with missing fields, the spec's message is announced
// (a role=alert region, which screen readers read out when it appears) and the focus moves to
// the first invalid field, in every program's application form.

const MISSING = 'You have required field(s) that are missing. Please see above.';

const PROGRAMS = [
  { name: 'Backpack Buddy', slug: 'backpack-buddy', submit: 'Next' },
  { name: 'School Market', slug: 'school-market', submit: 'Submit Application' },
  { name: 'Teachers Aid', slug: 'teachers-aid', submit: 'Next' },
  { name: 'Kids Cafe', slug: 'kids-cafe', submit: 'Submit Application' },
  { name: 'Partner Services', slug: 'partner-services', submit: 'Submit Application' },
] as const;

for (const program of PROGRAMS) {
  test(`${program.name}: an empty submit announces the missing fields and focuses the first`, async ({
    page,
  }) => {
    await signInNewEducator(page, 'Ines', 'Alvarado');
    await page.goto(`/${program.slug}`);
    await expect(page).toHaveURL(new RegExp(`/${program.slug}/start$`));
    await page.getByRole('link', { name: 'Start Application' }).click();
    await expect(page).toHaveURL(new RegExp(`/${program.slug}/application/step-1`));

    await page.getByRole('button', { name: program.submit, exact: true }).click();

    // Announced: the message is in an alert region (some forms repeat it beside the fields).
    await expect(page.getByRole('alert').filter({ hasText: MISSING }).first()).toBeVisible();
    // And the focus is on the first invalid field of the form, in the page's order.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const first = document.querySelector('[aria-invalid="true"]');
          return first !== null && first === document.activeElement;
        }),
      )
      .toBe(true);
  });
}
