import type { Browser, Page } from '@playwright/test';
import { expect, mailbox, uniqueEmail } from './fixtures';

export const PASSWORD = 'Garden42';

/** Registers a new educator through the form; the page ends on the landing page, signed in. */
export async function registerEducator(page: Page, firstName: string, lastName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  await page.goto('/register');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Phone').fill('713-555-0142');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  return email;
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
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') throw new Error(`console error: ${message.text()}`);
  });
  return page;
}

/** A fresh context signed in as the demo administrator through the SSO popup. */
export async function adminPage(browser: Browser): Promise<Page> {
  const page = await anonymousPage(browser);
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Administrator Login' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('Email').fill('admin@foodbank.example');
  await popup.getByLabel('Password').fill('Admin123');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  await expect(page.getByRole('button', { name: 'Ada Admin' })).toBeVisible();
  return page;
}
