import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminApi, adminStateFile, currentBaseURL, gql } from './api';
import type { DemoSchool } from './demo-schools';
import { expect, mailbox, unique, watchContext } from './fixtures';

export const PASSWORD = 'Garden42';

export interface Educator {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

/** School ids by name, per server (the demo schools never change their names). */
const schoolIds = new Map<string, Promise<Map<string, number>>>();

/** The id of a demo school on the running test's server. */
export async function schoolId(school: Pick<DemoSchool, 'name'>): Promise<number> {
  const baseURL = currentBaseURL();
  if (!schoolIds.has(baseURL)) {
    const load = (async () => {
      const api = await adminApi();
      try {
        const data = await gql<{ adminSchoolOptions: { schoolId: number; name: string }[] }>(
          api,
          'query E2eSchoolOptions { adminSchoolOptions { schoolId name } }',
        );
        return new Map(data.adminSchoolOptions.map((s) => [s.name, s.schoolId]));
      } finally {
        await api.dispose();
      }
    })();
    load.catch(() => schoolIds.delete(baseURL));
    schoolIds.set(baseURL, load);
  }
  const id = (await schoolIds.get(baseURL)!).get(school.name);
  if (id === undefined) throw new Error(`no school named ${school.name}`);
  return id;
}

/**
 * A new educator account of the journey's own (a unique email), created by the administrator
 * through the API and assigned the given schools, with its password set from the mailed link:
 * no registration form, and none of the registration's rate limit.
 */
export async function createEducator(
  firstName: string,
  lastName: string,
  schools: readonly Pick<DemoSchool, 'name'>[] = [],
): Promise<Educator> {
  const email = `${firstName.toLowerCase()}.${unique()}@school.example`;
  const ids = await Promise.all(schools.map((s) => schoolId(s)));
  const admin = await adminApi();
  try {
    const created = await gql<{ adminUpdateEducatorUser: { educatorId: number } }>(
      admin,
      `mutation E2eCreateEducator($input: AdminUpdateEducatorUserInput!) {
        adminUpdateEducatorUser(input: $input) { educatorId }
      }`,
      { input: { firstName, lastName, email, schoolIds: ids } },
    );
    const mail = (await mailbox(admin)).find((m) => m.to === email && m.kind === 'account-created');
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no account mail with a link for ${email}`);
    await gql(
      admin,
      `mutation E2eSetPassword($input: ResetPasswordInput!) {
        resetPassword(input: $input) { success }
      }`,
      { input: { password: PASSWORD, passwordResetToken: token } },
    );
    return {
      id: created.adminUpdateEducatorUser.educatorId,
      email,
      password: PASSWORD,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
    };
  } finally {
    await admin.dispose();
  }
}

/**
 * Signs the page's context in as the educator through the API (the login mutation sets the
 * session cookie in the context) and opens the landing page, signed in. The login form itself
 * is tested by auth.spec.ts.
 */
export async function signIn(page: Page, educator: Pick<Educator, 'email' | 'password'>) {
  await gql(
    page.request,
    `mutation E2eLogin($input: LoginInput!) { login(input: $input) { userType } }`,
    { input: { email: educator.email, password: educator.password } },
  );
  // The web app loads the user with the cookie once it knows it is signed in.
  await page.goto('/healthz');
  await page.evaluate(() => localStorage.setItem('signedIn', 'true'));
  await page.goto('/');
  // The landing page, in the browser's language (spanish.spec.ts browses in Spanish).
  await expect(
    page.getByRole('heading', { name: /^(Programs|Programas)$/, level: 1 }),
  ).toBeVisible();
}

/** A new educator with the given schools, signed in on the page (on the landing page). */
export async function signInNewEducator(
  page: Page,
  firstName: string,
  lastName: string,
  schools: readonly Pick<DemoSchool, 'name'>[] = [],
): Promise<Educator> {
  const educator = await createEducator(firstName, lastName, schools);
  await signIn(page, educator);
  return educator;
}

/**
 * A new educator account of the journey's own (unique email), signed in on the page, which
 * ends on the landing page. The registration form itself is tested by auth.spec.ts.
 */
export async function registerEducator(page: Page, firstName: string, lastName: string) {
  return (await signInNewEducator(page, firstName, lastName)).email;
}

export async function visitProgram(page: Page, name: string) {
  await page.getByRole('article', { name }).getByRole('button', { name: 'Visit' }).click();
}

/** The last signature link mailed to an address (from the dev mailbox). */
export async function signatureLink(page: Page, to: string): Promise<string> {
  const mail = (await mailbox(page)).find((m) => m.to === to && m.kind === 'principal-signature');
  expect(mail, `signature mail to ${to}`).toBeTruthy();
  const link = /https?:\/\/\S+\/principal-signature\/[\w-]+/.exec(mail!.text)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

/** A page in a fresh context: nobody signed in (the principal's browser). */
export async function anonymousPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await watchContext(context);
  return context.newPage();
}

/**
 * A fresh context signed in as the demo administrator: the sign-in stored by the setup project
 * (auth.setup.ts, through the staff sign-on without a browser). sso.spec.ts tests the popup.
 */
export async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: await adminStateFile() });
  await watchContext(context);
  return context.newPage();
}

/** The administrator's API context for the running test's server (dispose it when done). */
export function adminRequest(): Promise<APIRequestContext> {
  return adminApi();
}
