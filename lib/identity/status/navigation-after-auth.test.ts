import { describe, expect, it } from 'vitest';
import { codeStepLine, navigationAfterAuth } from './after-auth';

const returning = { newVendorUser: false, onboardingWelcome: false };
const newcomer = { newVendorUser: true, onboardingWelcome: false };

describe('navigation after a successful sign-up or log-in (spec §2)', () => {
  it('§2 1: redirectTo /auth/signup or /auth/login goes to / as a new history entry', () => {
    expect(navigationAfterAuth({ ...returning, redirectTo: '/auth/signup' })).toEqual({ method: 'push', href: '/' });
    expect(navigationAfterAuth({ ...returning, redirectTo: '/auth/login' })).toEqual({ method: 'push', href: '/' });
    // The same pages with a query or a trailing slash are still the auth pages.
    expect(navigationAfterAuth({ ...newcomer, redirectTo: '/auth/login?redirectTo=%2Fcatalog' })).toEqual({ method: 'push', href: '/' });
    expect(navigationAfterAuth({ ...returning, redirectTo: '/auth/signup/' })).toEqual({ method: 'push', href: '/' });
  });

  it('§2 1: any other redirectTo replaces the current route with it', () => {
    expect(navigationAfterAuth({ ...returning, redirectTo: '/catalog?Purchase+Type=Free' })).toEqual({
      method: 'replace',
      href: '/catalog?Purchase+Type=Free',
    });
  });

  it('§2 1: redirectTo wins over newVendorUser', () => {
    expect(navigationAfterAuth({ ...newcomer, onboardingWelcome: true, redirectTo: '/set-lists' })).toEqual({ method: 'replace', href: '/set-lists' });
  });

  it('§2 2: no redirectTo and a new vendor user → /onboarding/welcome when the platform flag is set', () => {
    expect(navigationAfterAuth({ newVendorUser: true, onboardingWelcome: true })).toEqual({ method: 'push', href: '/onboarding/welcome' });
  });

  it('§2 2: no redirectTo and a new vendor user → /onboarding/profile when the flag is not set', () => {
    expect(navigationAfterAuth({ newVendorUser: true, onboardingWelcome: false })).toEqual({ method: 'push', href: '/onboarding/profile' });
  });

  it('§2 3: otherwise go to /', () => {
    expect(navigationAfterAuth({ ...returning, redirectTo: null })).toEqual({ method: 'push', href: '/' });
    expect(navigationAfterAuth({ newVendorUser: false, onboardingWelcome: true })).toEqual({ method: 'push', href: '/' });
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil', 'javascript:alert(1)', '/\t/evil.com', ''])(
    'decision 0032: a rejected redirectTo %j counts as absent',
    (redirectTo) => {
      expect(navigationAfterAuth({ ...returning, redirectTo })).toEqual({ method: 'push', href: '/' });
      expect(navigationAfterAuth({ ...newcomer, redirectTo })).toEqual({ method: 'push', href: '/onboarding/profile' });
    },
  );
});

describe('§8 multiFactorRequired: the code step says where the code went, never that it went when the text failed', () => {
  it('names the masked phone either way', () => {
    expect(codeStepLine('•••• •••• 42', false)).toBe('We texted a code to •••• •••• 42.');
    expect(codeStepLine('•••• •••• 42', true)).toBe('Your log-in code goes to •••• •••• 42.');
    expect(codeStepLine(null, true)).toBe('Your log-in code goes to your phone.');
    expect(codeStepLine(null, true)).not.toMatch(/texted/);
  });
});

describe('issue 24 §4: back where they were going, after onboarding', () => {
  it('a new user with returnTo goes through onboarding carrying it; redirectTo still wins', () => {
    expect(navigationAfterAuth({ ...newcomer, returnTo: '/set-lists/abc' })).toEqual({
      method: 'push',
      href: '/onboarding/profile?returnTo=%2Fset-lists%2Fabc',
    });
    expect(navigationAfterAuth({ ...newcomer, onboardingWelcome: true, returnTo: '/favourites' })).toEqual({
      method: 'push',
      href: '/onboarding/welcome?returnTo=%2Ffavourites',
    });
    expect(navigationAfterAuth({ ...newcomer, redirectTo: '/catalog', returnTo: '/set-lists/abc' })).toEqual({ method: 'replace', href: '/catalog' });
  });

  it('a returning user is not sent to onboarding for it, and a returnTo off the site is dropped', () => {
    expect(navigationAfterAuth({ ...returning, returnTo: '/set-lists/abc' })).toEqual({ method: 'push', href: '/' });
    expect(navigationAfterAuth({ ...newcomer, returnTo: '//evil.example' })).toEqual({ method: 'push', href: '/onboarding/profile' });
  });
});
