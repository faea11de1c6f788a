import type { Page } from '@playwright/test';
import { expect, signUp, test } from './auth-fixtures';
import { day } from './confirmed-order';
import { openSetListChooser, setListNotice } from './hydrated';

// Sign-ups solve a real proof of work (decision 66): slower than page tests.
test.describe.configure({ timeout: 240_000 });

const SHOTS = '/tmp/shots-times';

/** The next Saturday at least two days ahead: within the 14 days a claim may be booked, and a day the demo counter is shut. */
function nextSaturday(): string {
  for (let ahead = 2; ; ahead++) if (new Date(`${day(ahead)}T00:00:00Z`).getUTCDay() === 6) return day(ahead);
}

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 375 });
  }
}

test.describe('issue 36 §3: a free claim refused for its day keeps every choice', () => {
  // With JavaScript only: the item page is one page for everyone (the page cache), and its claim form
  // appears once /api/me says who is signed in; without JavaScript it asks the person to log in.
  test('quantity, day, window and note stay beside the error', async ({ page, unique }) => {
    await signUp(page, unique('keeper'));
    await expect(page).toHaveURL(/\/onboarding\//);
    await page.goto('/catalog?Purchase+Type=Free');
    const card = page
      .getByRole('region', { name: 'Results' })
      .getByRole('article')
      .filter({ hasText: /[2-9] available/ })
      .first();
    await card.getByRole('heading').getByRole('link').click();

    const saturday = nextSaturday();
    const fillAndSend = async (on: Page) => {
      const claim = on.getByRole('region', { name: 'Claim this prop' });
      await claim.getByLabel('How many').fill('2');
      await claim.getByLabel('Collection day').fill(saturday);
      await claim.getByLabel('Collection time').selectOption('13:00–15:00');
      await claim.getByLabel('Notes for our team').fill('Van at the back door, ask for Sam.');
      await claim.getByRole('button', { name: 'Claim this prop' }).click();
      // Issue 38 §4: Saturday opens 09:00–13:00, so its afternoon window is refused.
      await expect(claim.getByText('On Saturdays we hand out free props 09:00–11:00 or 11:00–13:00: choose one of those times.')).toBeVisible();
      await expect(claim.getByLabel('How many')).toHaveValue('2');
      await expect(claim.getByLabel('Collection day')).toHaveValue(saturday);
      await expect(claim.getByLabel('Collection time')).toHaveValue('13:00–15:00');
      await expect(claim.getByLabel('Notes for our team')).toHaveValue('Van at the back door, ask for Sam.');
      return claim;
    };

    const claim = await fillAndSend(page);
    await claim.scrollIntoViewIfNeeded();
    await screenshots(page, 'claim-error');
  });
});

test.describe('issue 36 §3: the designer is asked their name at the first mark, and the mark is kept', () => {
  test('a mark before a name waits beside the question and is saved with it; the name is remembered; the same without JavaScript', async ({
    page,
    browser,
    unique,
  }) => {
    await signUp(page, unique('sharer'));
    await expect(page).toHaveURL(/\/onboarding\//);
    await page.goto('/items/prop-000052');
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await openSetListChooser(page.getByRole('group', { name: 'Keep this prop' }));
    const dialog = page.getByRole('dialog', { name: `Add “${title}” to a set list` });
    await dialog.getByRole('radio', { name: 'New set list' }).check();
    await dialog.getByLabel('Name of the new set list').fill('Loft — Ep 36');
    await dialog.getByRole('button', { name: 'Add to set list' }).click();
    await expect(setListNotice(page).getByRole('status')).toContainText('Loft — Ep 36');
    await page.goto('/set-lists');
    await page.getByRole('link', { name: 'Loft — Ep 36' }).click();
    await page.getByRole('button', { name: 'Make a share link' }).click();
    const link = new URL(await page.getByLabel('Share link').inputValue()).pathname;

    // With JavaScript: "Approved" before any name.
    const designer = await browser.newContext();
    const shared = await designer.newPage();
    await shared.goto(link);
    await shared.getByRole('button', { name: `Approved ${title}` }).click();
    const question = shared.getByRole('region', { name: 'Your name, please' });
    await expect(question).toBeVisible();
    await expect(question.getByLabel('Your name')).toBeFocused();
    await expect(question).toContainText(`Your mark (“Approved” on ${title})`);
    await expect(shared.getByRole('button', { name: `Approved ${title}` })).toHaveAttribute('aria-pressed', 'false');
    await screenshots(shared, 'designer-name-question');
    await question.getByLabel('Your name').fill('Ada (designer)');
    await question.getByRole('button', { name: 'Save my mark' }).click();
    await expect(shared.getByRole('status')).toHaveText('Marked “Approved”.');
    await expect(shared.getByRole('button', { name: `Approved ${title}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(shared.getByText('Marked by Ada (designer)')).toBeVisible();

    // Asked once: the next mark, even after a reload, goes under the same name.
    await shared.reload();
    await expect(shared.getByLabel('Your name')).toHaveValue('Ada (designer)');
    await shared.getByRole('button', { name: `Not this one ${title}` }).click();
    await expect(shared.getByRole('status')).toHaveText('Marked “Not this one”.');
    await expect(shared.getByRole('region', { name: 'Your name, please' })).toHaveCount(0);
    await expect(shared.getByRole('button', { name: `Not this one ${title}` })).toHaveAttribute('aria-pressed', 'true');
    await designer.close();

    // Without JavaScript, a fresh browser: the same question comes back from the server, and the mark with it.
    const plainContext = await browser.newContext({ javaScriptEnabled: false });
    const plain = await plainContext.newPage();
    await plain.goto(link);
    await plain.getByRole('button', { name: `Approved ${title}` }).click();
    const asked = plain.getByRole('region', { name: 'Your name, please' });
    await expect(asked).toBeVisible();
    await asked.getByRole('button', { name: 'Save my mark' }).click();
    await expect(asked.getByText('Tell the set decorator your name.')).toBeVisible();
    await asked.getByLabel('Your name').fill('Bo');
    await asked.getByRole('button', { name: 'Save my mark' }).click();
    await expect(plain.getByRole('button', { name: `Approved ${title}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(plain.getByText('Marked by Bo')).toBeVisible();
    await plainContext.close();
  });
});
