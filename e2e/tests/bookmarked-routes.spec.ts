import { expect, test } from './fixtures';
import { signInNewEducator } from './helpers';

// Issue 21 (spec 1 §2): while an educator's Backpack Buddy application is required and none is
// open, a bookmark of the program's routes lands on the start page in one replace: the
// application form's chunk is not downloaded on the way, and Back leaves the program.
test('an educator who must still apply lands on the start page from a bookmark', async ({
  page,
}) => {
  await signInNewEducator(page, 'Bo', 'Okafor');
  const formChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/backpack-buddy-application-[^/]*\.js$/.test(request.url())) {
      formChunks.push(request.url());
    }
  });
  for (const path of [
    '/backpack-buddy',
    '/backpack-buddy/dashboard',
    '/backpack-buddy/account/applications',
    '/backpack-buddy/contacts',
    '/backpack-buddy/application',
  ]) {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Start Application' })).toBeVisible();
    await expect(page, path).toHaveURL(/\/backpack-buddy\/start$/);
    await page.goBack();
    await expect(page, `Back from ${path}`).toHaveURL(/\/$/);
  }
  expect(formChunks).toEqual([]);
});
