import { test, expect } from './fixtures';

// Spec §4 "Modal state: A modal tracks isDirty": the contact form's modal asks before discarding what was typed.
test.beforeEach(async ({ page }) => {
  await page.goto('/contact-us');
});

test('spec §4 modal state: "Write to us" opens a labelled form; closed untouched, it closes at once without asking', async ({ page }) => {
  const opener = page.getByRole('button', { name: 'Write to us' });
  await opener.click();

  const modal = page.getByRole('dialog', { name: 'Write to us' });
  await expect(modal).toBeVisible();
  for (const label of ['Your name', 'Email', 'Production (optional)', 'Message']) {
    await expect(modal.getByLabel(label, { exact: true })).toBeVisible();
  }

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('spec §4 modal state: a dirty modal asks "Discard your changes?" on Escape and on Close; Cancel keeps the text, Discard closes both', async ({ page }) => {
  await page.getByRole('button', { name: 'Write to us' }).click();
  const modal = page.getByRole('dialog', { name: 'Write to us' });
  const message = modal.getByLabel('Message', { exact: true });
  await message.fill('We need six hospital beds for a two-week shoot.');

  const confirm = page.getByRole('dialog', { name: 'Discard your changes?' });
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Discard' })).toBeFocused();

  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(modal).toBeVisible();
  await expect(message).toHaveValue('We need six hospital beds for a two-week shoot.');

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(confirm).toBeHidden();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('spec §5 validation: the contact form shows field errors for a missing name and a bad email, then sends a valid message', async ({ page }) => {
  await page.getByRole('button', { name: 'Write to us' }).click();
  const modal = page.getByRole('dialog', { name: 'Write to us' });
  const name = modal.getByLabel('Your name', { exact: true });
  const email = modal.getByLabel('Email', { exact: true });
  const message = modal.getByLabel('Message', { exact: true });

  await email.fill('not-an-email');
  await message.fill('Do you have period telephones for a 1970s newsroom?');
  await modal.getByRole('button', { name: 'Send message' }).click();

  await expect(modal.getByText('Please tell us your name.')).toBeVisible();
  await expect(modal.getByText('Please enter an email address we can reply to.')).toBeVisible();
  // Each error is tied to its field, so a screen reader announces it with the field.
  await expect(name).toHaveAccessibleDescription('Please tell us your name.');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter an email address we can reply to.');
  await expect(modal).toBeVisible();
  await expect(email).toHaveValue('not-an-email');
  await expect(message).toHaveValue('Do you have period telephones for a 1970s newsroom?');

  // The one valid message this suite sends (the server accepts 5 per hour per address).
  await name.fill('Dana Whitaker');
  await email.fill('dana@example.com');
  await modal.getByRole('button', { name: 'Send message' }).click();
  await expect(modal.getByRole('status')).toContainText('Thank you');
  await expect(modal.getByText('Please tell us your name.')).toBeHidden();

  // Sent: nothing left to lose, so Close closes without asking.
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
});
