import 'server-only';
import { redirect } from 'next/navigation';
import { env } from '@/lib/env';
import { navigationAfterAuth, type Navigation } from './navigation-after-auth';

/** Spec §2 after a successful sign-up or log-in, with the ONBOARDING_WELCOME platform flag. */
export function navigationAfterSuccess(redirectTo: FormDataEntryValue | null, newVendorUser: boolean): Navigation {
  return navigationAfterAuth({
    redirectTo: typeof redirectTo === 'string' ? redirectTo : null,
    newVendorUser,
    onboardingWelcome: env().ONBOARDING_WELCOME === 'true',
  });
}

/**
 * A form posted without JavaScript (the page's script sets `enhanced`) cannot be told where to go,
 * so the action redirects; with JavaScript the browser follows the navigation itself (push or
 * replace, which a redirect cannot express) after telling the provider.
 */
export function redirectUnlessEnhanced(formData: FormData, navigation: Navigation): void {
  if (formData.get('enhanced') !== '1') redirect(navigation.href);
}

export function field(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}
