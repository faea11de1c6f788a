import { expect, latestOutboxMessage, signUp, test } from './auth-fixtures';

// Sign-ups solve a real proof of work and hash passwords at full strength (decision 66).
test.describe.configure({ timeout: 90_000 });

const INVALID = 'Invalid sign in with email link';

test('spec §8 invalidEmailLoginLink: a bad confirmation link says "Invalid sign in with email link" on a page', async ({ page }) => {
  for (const link of [
    '/api/auth/verify-email?token=not-a-token',
    '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Femail-link',
    '/auth/email-link?error=token_expired',
  ]) {
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/email-link\?error=/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(INVALID);
  }
});

test('spec §7: the emailed link confirms the address and says so', async ({ page, context, unique }) => {
  const email = unique('confirm');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/onboarding\/profile$/);
  const text = await latestOutboxMessage(context, 'Email', email);
  // The link is on the configured site (SITE_URL or the tenant's domain); the same path on this test server.
  const link = new URL(text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your email address is confirmed.');
  // A link whose token was changed is refused.
  await page.goto(`${link.pathname}${link.search.replace(/token=([^&]{10})/, 'token=$1x')}`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(INVALID);
});
