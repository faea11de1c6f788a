import { sameSitePath } from './same-site-path';

export type Navigation = { method: 'push' | 'replace'; href: string };

export type AfterAuth = {
  /** The page that sent the user to sign up or log in; anything but a same-site path is ignored. */
  redirectTo?: string | null;
  /** The sign-up or log-in created the user's vendor user record. */
  newVendorUser: boolean;
  /** The platform-level flag of spec §2: onboarding starts at the welcome screen. */
  onboardingWelcome: boolean;
};

const AUTH_PAGES = new Set(['/auth/signup', '/auth/login']);
export const ONBOARDING_WELCOME = '/onboarding/welcome';
export const ONBOARDING_PROFILE = '/onboarding/profile';

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Spec §2 "Navigation after a successful sign-up or log-in". The spec's "go to" is a new history
 * entry (push) wherever it says so and wherever it says nothing else; only "replace the current
 * route" replaces (docs/decisions/0032-navigation-after-auth.md). A rejected redirectTo counts as
 * absent, so the user still lands somewhere sensible.
 */
export function navigationAfterAuth({ redirectTo, newVendorUser, onboardingWelcome }: AfterAuth): Navigation {
  const target = sameSitePath(redirectTo);
  if (target !== null) {
    const pathname = withoutTrailingSlash(new URL(target, 'https://same-site.invalid').pathname);
    // Going back to the form just used would show it again to a signed-in user.
    if (AUTH_PAGES.has(pathname)) return { method: 'push', href: '/' };
    return { method: 'replace', href: target };
  }
  if (newVendorUser) return { method: 'push', href: onboardingWelcome ? ONBOARDING_WELCOME : ONBOARDING_PROFILE };
  return { method: 'push', href: '/' };
}
