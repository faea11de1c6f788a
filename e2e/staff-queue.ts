import type { Page } from '@playwright/test';
import { expect } from './auth-fixtures';

/**
 * Issue 25 §2: open a customer's request from the holds queue's table, searched by their email in
 * the address (as the GET form sends it); the request's page keeps the queue's search.
 */
export async function openRequest(page: Page, email: string): Promise<void> {
  // Signed in first: a log-in still under way would meet the staff page's 404.
  await expect(page.getByRole('heading', { level: 1, name: 'Hold requests' })).toBeVisible();
  await page.goto(`/staff/holds?${new URLSearchParams({ q: email })}`);
  await page.getByRole('row').filter({ hasText: email }).first().getByRole('link').first().click();
  await expect(page.getByText('One request, as the link that led here asked.')).toBeVisible();
}
