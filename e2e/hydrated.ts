import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the element and attached its handlers. Before that a click does
 * what the HTML alone does (a form's GET or POST): right for a person on a slow phone, but not the
 * path a test of the enhanced page means to take.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);
  return element;
}

/** "Add to set list" on a card or an item page, clicked once it opens the chooser's dialog rather than its page. */
export async function openSetListChooser(scope: Locator) {
  await (await hydrated(scope.getByRole('button', { name: 'Add to set list' }))).click();
}

/**
 * What "Add to set list" did, once its dialog has closed itself (issue 39 §4): the words, the link
 * "Open “{list}”" and "Undo", in the page's notice.
 */
export function setListNotice(page: Page): Locator {
  return page.getByRole('region', { name: 'Set list notice' });
}
