import { accountNav, expect, latestOutboxMessage, logIn, MESSAGES, PASSWORD, signOut, signUp, test } from './auth-fixtures';

// Sign-ups solve a real proof of work and hash passwords at full strength (decision 66): slower than page tests.
test.describe.configure({ timeout: 90_000 });

test.describe('log-in', () => {
  test('§2 the log-in page shows the tenant subtitle and links to sign-up and back', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Log in for the best experience')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    await expect(page.getByRole('link', { name: 'Back to the prop house' })).toHaveAttribute('href', '/');
  });

  test('§8 log-in with an unknown email: "There is no user record corresponding to this identifier. The user may have been deleted."', async ({
    page,
    unique,
  }) => {
    await logIn(page, unique('nobody'));
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(MESSAGES.userNotFound);
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  });

  test('§8 log-in with a wrong password: "The password is invalid or the user does not have a password."', async ({ page, unique }) => {
    const email = unique('wrongpw');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await signOut(page);
    await logIn(page, email, 'not the password at all');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(MESSAGES.wrongPassword);
    // The email stays filled in for the next try.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  });

  test('§2 redirectTo after log-in replaces the log-in page; a returning user skips onboarding', async ({ page, unique }) => {
    const email = unique('returning');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await signOut(page);

    await page.goto('/catalog');
    await accountNav(page).getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fcatalog$/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(accountNav(page).getByRole('link', { name: 'Account' })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/\/auth\/login/);
  });

  test('§2 redirectTo /auth/signup after log-in goes to / instead; //evil.example is refused', async ({ page, unique }) => {
    const email = unique('loops');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await signOut(page);
    await logIn(page, email, PASSWORD, '/auth/login?redirectTo=%2Fauth%2Fsignup');
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await signOut(page);
    await logIn(page, email, PASSWORD, '/auth/login?redirectTo=%2F%2Fevil.example');
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });

  test('issue 23 §1: a redirectTo that normalises to another host ("/..//evil.example") lands home, after a log-in or as a guest', async ({ page, unique }) => {
    const crafted = '/auth/login?redirectTo=%2F..%2F%2Fevil.example%2Fphish';
    const email = unique('phished');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await signOut(page);
    await logIn(page, email, PASSWORD, crafted);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await signOut(page);
    await page.goto(crafted);
    await page.getByRole('button', { name: 'Continue as a guest' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test('issue 24 §3: "Forgot password?" emails a link; it sets a new password once, and the old one no longer logs in', async ({ page, unique }) => {
    const email = unique('forgot');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await signOut(page);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/If there is an account for that email, we have sent it a link/);

    const message = await latestOutboxMessage(page.context(), 'Email', email);
    const link = new URL(message.match(/https?:\/\/\S+\/auth\/reset-password\?token=\S+/)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('a brand new morning password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?reason=password-reset$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password is changed' })).toBeVisible();

    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(MESSAGES.wrongPassword);
    await logIn(page, email, 'a brand new morning password');
    await expect(accountNav(page).getByRole('link', { name: 'Account' })).toBeVisible();

    // Used once: the same link now says so, with a way to ask again.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('yet another morning password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This link to choose a new password has expired or was used already. Ask for a new one.',
    );
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  test('§5 §7 change password needs the old one', async ({ page, unique }) => {
    const email = unique('changepw');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Change password' });
    await section.getByLabel('Current password').fill('not my password');
    await section.getByLabel('New password').fill('a brand new secret');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('alert')).toHaveText(MESSAGES.wrongPassword);

    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByLabel('New password').fill('a brand new secret');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('status')).toHaveText('Your password is changed.');

    await signOut(page);
    await logIn(page, email, 'a brand new secret');
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(accountNav(page).getByRole('link', { name: 'Account' })).toBeVisible();
  });

  test('issue 9 §3: changing the password signs out the other sessions unless the person unticks it', async ({ page, browser, unique, extraHTTPHeaders }) => {
    const email = unique('otherdevice');
    await signUp(page, email);
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    const laptop = await browser.newContext({ extraHTTPHeaders });
    const other = await laptop.newPage();
    await logIn(other, email);
    await expect(accountNav(other).getByRole('link', { name: 'Account' })).toBeVisible();

    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Change password' });
    await expect(section.getByRole('checkbox', { name: 'Sign out other sessions' })).toBeChecked();
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByLabel('New password').fill('a brand new secret');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('status')).toHaveText('Your password is changed.');

    // The other device is signed out; this one stays signed in.
    await other.goto('/account');
    await expect(other).toHaveURL(/\/auth\/login/);
    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'Change password' })).toBeVisible();
    await laptop.close();
  });

  test('pages for signed-in users send visitors to log in and back', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Faccount$/);
    await page.goto('/onboarding/profile');
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fonboarding%2Fprofile$/);
  });
});

test.describe('log-in without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('§8 §2 the log-in form works without JavaScript: the exact message, then a landing on redirectTo', async ({
    browser,
    page,
    unique,
    extraHTTPHeaders,
  }) => {
    await logIn(page, unique('nojs'));
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(MESSAGES.userNotFound);

    // The account is made with JavaScript (the bot check needs it); the log-in is not.
    const email = unique('nojs-account');
    const withScript = await browser.newContext({ javaScriptEnabled: true, extraHTTPHeaders });
    const signUpPage = await withScript.newPage();
    await signUp(signUpPage, email);
    await expect(signUpPage).toHaveURL(/\/onboarding\/profile$/);
    await withScript.close();

    await logIn(page, email, PASSWORD, '/auth/login?redirectTo=%2Fcontact-us');
    await expect(page).toHaveURL(/\/contact-us$/);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });
});
