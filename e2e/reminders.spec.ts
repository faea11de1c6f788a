import { expect, latestOutboxMessage, test } from './auth-fixtures';
import { confirmedOrder } from './confirmed-order';
import { houseDay } from './tenant';

// A confirmed order takes a customer's and a staff member's journey; the reminder waits for the minute's sweep.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 375, height: 812 } });

const REMINDERS = 'Reminders about your holds and returns';

test('issue 38 §4: the reminder of a pick-up tomorrow carries a one-click unsubscribe; its page unsubscribes on the button, not on opening, and offers to subscribe again', async ({
  page,
  browser,
  context,
  unique,
}) => {
  const email = unique('reminded');
  // The house's tomorrow, however far CI's UTC day is from the house's.
  const utcToday = new Date().toISOString().slice(0, 10);
  const pickUpInDays = Math.round((Date.parse(houseDay(1)) - Date.parse(utcToday)) / 86_400_000);
  const { orderNumber, close } = await confirmedOrder(page, browser, email, { listName: 'Reminded — Ep 1', cardFromEnd: 17, pickUpInDays });
  await close();
  await page.goto('/onboarding/profile');
  await page.getByLabel(REMINDERS).check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();

  // The sweep runs every minute: the reminder is in the outbox within two.
  let reminder = '';
  await expect(async () => {
    reminder = await latestOutboxMessage(context, 'Email', email);
    expect(reminder).toContain(`Pick-up tomorrow: ${orderNumber}`);
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  const link = new URL(reminder.match(/https?:\/\/\S+\/reminders\/unsubscribe\?token=\S+/)![0]);

  // Opening the link changes nothing: the page asks.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Reminders of pick-ups and returns' })).toBeVisible();
  await page.goto('/onboarding/profile');
  await expect(page.getByLabel(REMINDERS)).toBeChecked();

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Unsubscribe from reminders' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    new RegExp(`^You are unsubscribed: ${email.replace(/[.+]/g, '\\$&')} will get no more reminders`),
  );
  await page.goto('/onboarding/profile');
  await expect(page.getByLabel(REMINDERS)).not.toBeChecked();

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Subscribe again' }).click();
  await expect(page.getByRole('button', { name: 'Unsubscribe from reminders' })).toBeVisible();
  await page.goto('/onboarding/profile');
  await expect(page.getByLabel(REMINDERS)).toBeChecked();
});

test('issue 38 §4: a forged or cut unsubscribe link is a 400 page in words, never a 500', async ({ page }) => {
  for (const token of ['forged.token.here', 'Y2FodWVuZ2EtcHJvcHM.c29tZW9uZQ.AAAA', '']) {
    const response = await page.goto(`/reminders/unsubscribe?token=${token}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('This unsubscribe link is not valid');
  }
  // A mail client's one-click post with a forged token: 400 in words.
  const oneClick = await page.request.post('/api/reminders/unsubscribe?token=forged.token.here', { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(400);
  expect(await oneClick.text()).toContain('This unsubscribe link is not valid');
});
