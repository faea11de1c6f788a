import { accountNav, expect, MESSAGES, PASSWORD, signUp, test } from './auth-fixtures';

// Sign-ups solve a real proof of work and hash passwords at full strength (decision 66): slower than page tests.
test.describe.configure({ timeout: 90_000 });

test.describe('sign-up', () => {
  test('§2 §7 sign-up: the tenant subtitle, the bot check solves itself, a new user lands on /onboarding/profile, and the profile is saved', async ({
    page,
    unique,
  }) => {
    await page.goto('/auth/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expect(page.getByText('Sign up for the best experience')).toBeVisible();

    await signUp(page, unique('dana.reyes'));
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await expect(accountNav(page).getByRole('link', { name: 'Account' })).toBeVisible();

    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Reyes');
    await page.getByLabel('Phone').fill('+1 818 555 0142');
    await page.getByLabel('Studio').fill('Stage 9');
    await page.getByLabel('Production').fill('Night Shoot');
    await page.getByLabel('Title').fill('Set Decorator');
    await page.getByLabel('Newsletters').check();
    await page.getByLabel('Invitations to help with research').check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();

    // Saved, and the session survives a reload.
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Dana');
    await expect(page.getByLabel('Production')).toHaveValue('Night Shoot');
    await expect(page.getByLabel('Newsletters')).toBeChecked();
    await expect(page.getByLabel('Reminders about your holds and returns')).not.toBeChecked();
    await expect(page.getByLabel('Invitations to help with research')).toBeChecked();
    await page.goto('/account');
    await expect(page.getByText('Signed in as Dana Reyes')).toBeVisible();
  });

  test('issue 9 §4: "Sign up" pressed at once, before the bot check is verified, finishes the sign-up by itself', async ({ page, unique }) => {
    // A slow connection: the challenge arrives two seconds late, so the press surely comes first.
    await page.route(
      (url) => url.pathname === '/api/captcha',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue();
      },
    );
    await page.goto('/auth/signup');
    await page.getByLabel('Email', { exact: true }).fill(unique('hasty'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    // The widget is running but not done: no waiting for "Verified".
    await expect(page.getByText('Verifying...')).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();

    // The one press waits, and says so.
    const waiting = page.getByRole('button', { name: 'Verifying you’re not a bot…' });
    await expect(waiting).toHaveAttribute('aria-busy', 'true');
    await expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your sign-up continues by itself' })).toBeVisible();
    // Then goes on without a second press.
    await expect(page).toHaveURL(/\/onboarding\/profile$/, { timeout: 60_000 });
    await expect(accountNav(page).getByRole('link', { name: 'Account' })).toBeVisible();
  });

  test('issue 9 §5: the welcome page greets the person by the first name they saved, also when the browser goes back to it', async ({ page, unique }) => {
    const stamp = Date.now().toString(36);
    await signUp(page, unique(`Dana.Reyes${stamp}`));
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await page.goto('/onboarding/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Welcome, DanaReyes${stamp}`));
    await page.getByRole('link', { name: 'Continue to your profile' }).click();
    await page.getByLabel('First name').fill('Dana');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Dana');
    await page.goto('/onboarding/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Dana');
  });

  test('§2 redirectTo: a same-site redirectTo replaces the sign-up page, even for a new user', async ({ page, unique }) => {
    await page.goto('/');
    await signUp(page, unique('redirect'), { path: '/auth/signup?redirectTo=%2Fcontact-us' });
    await expect(page).toHaveURL(/\/contact-us$/);
    // "replace": going back skips the sign-up page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('§2 redirectTo: sent to log in, a new crew member who follows "Sign up" still comes back where they were going', async ({ page, unique }) => {
    await page.goto('/auth/login?redirectTo=%2Fcontact-us');
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/auth\/signup\?redirectTo=%2Fcontact-us$/);
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fcontact-us$/);
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/auth\/signup\?redirectTo=%2Fcontact-us$/);
    await signUp(page, unique('switched'), { path: page.url() });
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('§2 redirectTo: //evil.example is refused; the new user goes to onboarding instead', async ({ page, unique }) => {
    await signUp(page, unique('evil'), { path: '/auth/signup?redirectTo=%2F%2Fevil.example%2Fsteal' });
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/onboarding\/profile$/);
  });

  test('§8 email already in use at sign-up: "This email address is already registered. Please log in."', async ({ browser, page, unique }) => {
    const email = unique('taken');
    const other = await browser.newContext();
    await signUp(await other.newPage(), email);
    await other.close();
    await signUp(page, email);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(MESSAGES.emailAlreadyInUse);
    await expect(page).toHaveURL(/\/auth\/signup$/);
    // The spent bot check is replaced by a fresh one, so the person can try again.
    await expect(page.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 60_000 });
  });

  test('§6 a guest (anonymous) session upgraded by sign-up keeps it: the account knows it was a guest', async ({ page, unique }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Continue as a guest' }).click();
    await expect(page).toHaveURL(/\/$/);
    // A guest still sees Log in and Sign up.
    await expect(accountNav(page).getByRole('link', { name: 'Sign up' })).toBeVisible();
    await page.goto('/auth/login');
    await expect(page.getByText('You are browsing as a guest.')).toBeVisible();

    await signUp(page, unique('guest'));
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await page.goto('/account');
    await expect(page.getByText('Your guest session was kept when you signed up.')).toBeVisible();
  });
});
