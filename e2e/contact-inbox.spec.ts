import { E2E_STAFF } from './admin-account';
import { expect, latestOutboxMessage, logIn, test } from './auth-fixtures';

// A staff log-in hashes the password at full strength (decision 66).
test.describe.configure({ timeout: 90_000 });

test.describe('issue 13 §7: the contact inbox', () => {
  test('a visitor’s message reaches the inbox, unread and emailed to the house; staff reply by email and it is read', async ({ page, browser, unique }) => {
    const email = unique('contact');
    const name = `Rosa ${email.slice(0, 12)}`;
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Write to us' }).click();
    const form = page.getByRole('dialog', { name: 'Write to us' });
    await form.getByLabel('Your name', { exact: true }).fill(name);
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Message', { exact: true }).fill('Do you have six matching hospital beds for March?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText(/^Thank you\. Your message is with our team/)).toBeVisible();
    // The house is emailed (other tests' requests email it too: find this sender's).
    await page.goto('/dev/outbox');
    await expect(page.getByRole('article', { name: 'Email to holds@cahuengaprops.example' }).filter({ hasText: email })).toContainText(
      'Do you have six matching hospital beds for March?',
    );

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await logIn(staff, E2E_STAFF.email, E2E_STAFF.password, '/auth/login?redirectTo=%2Fstaff');
    await staff.getByRole('link', { name: /^Contact inbox \(\d+ unread\)$/ }).click();
    const message = staff.getByRole('listitem').filter({ hasText: email });
    await expect(message.getByText('New', { exact: true })).toBeVisible();
    await message.getByLabel(`Reply to ${name}`).fill('Yes: six beds for Mar 3 – Mar 10. Put them on Hold from the catalogue.');
    await message.getByRole('button', { name: 'Send reply' }).click();
    await expect(message.getByText('Reply sent by email.')).toBeVisible();
    await expect(message.getByRole('list', { name: `Replies to ${name}` })).toContainText('Yes: six beds for Mar 3 – Mar 10.');
    await expect(message.getByText('New', { exact: true })).toHaveCount(0);
    expect(await latestOutboxMessage(staffContext, 'Email', email)).toContain('Yes: six beds for Mar 3 – Mar 10.');
    await staffContext.close();
  });
});
