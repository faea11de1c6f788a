import 'server-only';
import { database } from '@/lib/db';
import { env } from '@/lib/env';
import { createEmailSender, smtpFromEnv } from '@/lib/notifications/email';
import { createSmsSender, twilioFromEnv } from '@/lib/notifications/sms';
import { siteUrl } from '@/lib/site/url';
import { tenant } from '@/lib/tenant';
import { vendorUserAuthHooks } from '@/lib/vendor-users/auth-hooks';
import { createAuth, type Auth, type AuthOptions } from './auth';
import { authSecret } from './auth-secret';

/**
 * Hooks other features fill in when they land: the vendor user module supplies the vendor-link
 * claims and what an anonymous user's belongings are moved by. Until then, no claims and nothing to move.
 */
export type AuthExtensions = Pick<AuthOptions, 'onAnonymousLinked' | 'vendorClaims'>;
const extensions: AuthExtensions = {};

export function extendAuth(more: AuthExtensions): void {
  Object.assign(extensions, more);
}

/** One instance per process and database, kept next to the database on globalThis (dev reloads). */
const store = globalThis as { __storefrontAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  if (!store.__storefrontAuth) {
    store.__storefrontAuth = buildAuth();
    store.__storefrontAuth.catch(() => (store.__storefrontAuth = undefined));
  }
  return store.__storefrontAuth;
}

async function buildAuth(): Promise<Auth> {
  const { db } = await database();
  const settings = env();
  return createAuth(db, {
    secret: await authSecret(db, settings.BETTER_AUTH_SECRET),
    baseURL: settings.SITE_URL,
    linkBase: siteUrl().origin,
    trustedOrigins: settings.SITE_URL ? [new URL(settings.SITE_URL).origin] : [],
    emailEnumerationProtection: tenant.emailEnumerationProtection,
    passwordMinLength: settings.PASSWORD_MIN_LENGTH,
    logInCodeSeconds: settings.LOG_IN_CODE_SECONDS,
    appName: tenant.appTitle,
    sendSms: createSmsSender(db, twilioFromEnv()),
    sendEmail: createEmailSender(db, smtpFromEnv()),
    // Read when called, so a module that extends later is still heard.
    onAnonymousLinked: (link) => extensions.onAnonymousLinked?.(link) ?? Promise.resolve(),
    vendorClaims: (userId) => extensions.vendorClaims?.(userId) ?? Promise.resolve({}),
  });
}

// The vendor user records supply the ID token's vendor claims and move with a linked anonymous user.
extendAuth(vendorUserAuthHooks(async () => (await database()).db, tenant.vendor.id));
