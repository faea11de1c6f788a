import type { Page } from '@playwright/test';
import { LOG_IN_CODE_SECONDS } from './log-in-code';
import { accountNav, enrolPhone, expect, latestCode, logIn, MESSAGES, signOut, signUp, test, uniquePhone } from './auth-fixtures';

// Sign-ups solve a real proof of work and hash passwords at full strength (decision 66): slower than page tests.
test.describe.configure({ timeout: 90_000 });

/** A new account with log-in codes turned on, signed out and logged in again: at the code step. Returns its phone. */
async function atTheCodeStep(page: Page, email: string, workerIndex: number): Promise<string> {
  const phone = uniquePhone(workerIndex);
  await signUp(page, email);
  await expect(page).toHaveURL(/\/onboarding\/profile$/);
  await enrolPhone(page, phone);
  await signOut(page);
  await logIn(page, email);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  return phone;
}

test.describe('SMS second factor', () => {
  test('§7 SMS second factor: enrol on /account, log in → masked phone → a wrong code keeps the step → the code from /dev/outbox signs in', async ({
    page,
    context,
    unique,
  }, testInfo) => {
    const phone = await atTheCodeStep(page, unique('twofactor'), testInfo.workerIndex);
    await expect(page.getByText(`We texted a code to •••• •••• ${phone.slice(-2)}`)).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(MESSAGES.multiFactorRequired);
    const code = await latestCode(context, phone);

    // §4: invalidVerificationCode is temporary, the step stays.
    await page.getByLabel('Code from the text message').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(MESSAGES.invalidVerificationCode);
    await expect(page.getByLabel('Code from the text message')).toBeVisible();

    await page.getByLabel('Code from the text message').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(accountNav(page).getByRole('link', { name: 'Account' })).toBeVisible();
  });

  test('§7 "Send a new code" texts another code, which signs in', async ({ page, context, unique }, testInfo) => {
    const phone = await atTheCodeStep(page, unique('resend'), testInfo.workerIndex);
    const first = await latestCode(context, phone);
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`We texted a code to •••• •••• ${phone.slice(-2)} again.`);
    const second = await latestCode(context, phone);
    expect(second).toMatch(/^\d{6}$/);
    await page.getByLabel('Code from the text message').fill(second);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    expect(first).toMatch(/^\d{6}$/);
  });

  test('§4 too many wrong codes is permanent: back to the log-in form with the message', async ({ page, context, unique }, testInfo) => {
    const phone = await atTheCodeStep(page, unique('toomany'), testInfo.workerIndex);
    const code = await latestCode(context, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const codeField = page.getByLabel('Code from the text message');
    for (let attempt = 0; attempt < 8 && (await codeField.isVisible()); attempt++) {
      await codeField.fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      // The answer has arrived when the form was reset (still the code step) or has gone (back to log-in).
      // Read without waiting: the field may go between two reads, and a waiting read would then wait forever.
      await expect(async () => {
        const values = await codeField.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
        expect(values.filter(Boolean)).toEqual([]);
      }).toPass();
    }
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      /Too many wrong codes\. Log in again to get a new one\.|That code has expired\. Log in again to get a new one\./,
    );
  });

  test('§4 an expired code is permanent: back to the log-in form with "That code has expired."', async ({ page, context, unique }, testInfo) => {
    // The test server's codes last LOG_IN_CODE_SECONDS (playwright.config.ts): wait past it.
    test.setTimeout(150_000);
    const phone = await atTheCodeStep(page, unique('expired'), testInfo.workerIndex);
    const code = await latestCode(context, phone);
    await page.waitForTimeout((LOG_IN_CODE_SECONDS + 2) * 1000);
    await page.getByLabel('Code from the text message').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('That code has expired. Log in again to get a new one.');
  });
});
