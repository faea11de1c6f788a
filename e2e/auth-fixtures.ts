import type { BrowserContext, Page } from '@playwright/test';
import { test as base, expect } from './fixtures';

let counter = 0;

/**
 * Each identity test is its own visitor: its own address in X-Forwarded-For (the test server
 * trusts it, as behind a proxy, playwright.config.ts), so better-auth's per-address limits on
 * sign-in and sign-up do not add up across the suite, and unique emails and phones.
 */
export const test = base.extend<{ unique: (name: string) => string }>({
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    counter += 1;
    await provide({ 'X-Forwarded-For': `10.${(testInfo.workerIndex % 250) + 1}.${Math.floor(counter / 250)}.${(counter % 250) + 1}` });
  },
  unique: async ({}, provide, testInfo) => {
    const stamp = `${Date.now().toString(36)}w${testInfo.workerIndex}`;
    let n = 0;
    await provide((name) => `${name}.${stamp}${n++}@example.com`);
  },
});

export { expect };

export const PASSWORD = 'a long set-dresser password';

/** Spec §8, the messages the pages must show word for word. */
export const MESSAGES = {
  emailAlreadyInUse: 'This email address is already registered. Please log in.',
  userNotFound: 'There is no user record corresponding to this identifier. The user may have been deleted.',
  wrongPassword: 'The password is invalid or the user does not have a password.',
  multiFactorRequired: 'Enter the code we sent to your phone to finish logging in.',
  invalidVerificationCode: 'That code is not right. Check the text message and try again.',
} as const;

/** Signs up on /auth/signup; the ALTCHA widget solves its proof of work by itself. */
export async function signUp(page: Page, email: string, { path = '/auth/signup', password = PASSWORD } = {}) {
  await page.goto(path);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await captchaSolved(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

export async function captchaSolved(page: Page) {
  await expect(page.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 60_000 });
}

export async function logIn(page: Page, email: string, password = PASSWORD, path = '/auth/login') {
  await page.goto(path);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** The newest text or email to `to`, read from /dev/outbox in a page of its own, as a developer would. */
export async function latestOutboxMessage(context: BrowserContext, kind: 'Text' | 'Email', to: string): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  const text = await outbox
    .getByRole('article', { name: `${kind} to ${to}` })
    .first()
    .innerText();
  await outbox.close();
  return text;
}

/** The newest 6-digit code texted to `phone`. */
export async function latestCode(context: BrowserContext, phone: string): Promise<string> {
  const text = await latestOutboxMessage(context, 'Text', phone);
  const code = text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

let phones = 0;
export function uniquePhone(workerIndex: number): string {
  return `+1818${String(workerIndex % 10)}${String(Date.now() % 100000)
    .padStart(5, '0')
    .slice(-3)}${String(phones++ % 1000).padStart(3, '0')}`;
}

/** On /account: text a code to the phone, enter it with the password; the SMS second factor is on. */
export async function enrolPhone(page: Page, phone: string, password = PASSWORD) {
  await page.goto('/account');
  await page.getByLabel('Mobile phone').fill(phone);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'We texted a code to' })).toBeVisible();
  await page.getByLabel('Code from the text message').fill(await latestCode(page.context(), phone));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Turn on log-in codes' }).click();
  await expect(page.getByText(new RegExp(`Log-in codes (now )?go to •••• •••• ${phone.slice(-2)}`)).first()).toBeVisible();
}

export async function signOut(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountNav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  // The home page the sign-out landed on finishes loading before the next step navigates away.
  await page.waitForLoadState('networkidle');
}
