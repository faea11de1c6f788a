import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { admin, anonymous, jwt, phoneNumber, twoFactor } from 'better-auth/plugins';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { database } from '@/lib/db';
import type { Db } from '@/lib/db/open';
import { accounts, authRateLimits, jwks, sessions, twoFactors, users, verifications } from '@/lib/db/schema';
import { env } from '@/lib/env/env';
import { createEmailSender, type SendEmail, smtpFromEnv } from '@/lib/notifications/email';
import { createSmsSender, phoneNumberSchema, type SendSms, twilioFromEnv } from '@/lib/notifications/sms';
import { siteUrl } from '@/lib/site/url';
import { isImportedHash, verifyImportedPassword } from '@/lib/identity/auth/imported-password';
import { tenant } from '@/lib/tenant';
import { vendorUserAuthHooks } from './vendor-user-hooks';
import { authSecret } from './app-secret';
import { CLIENT_ADDRESS_HEADER, CODE_GUESSES_PER_ACCOUNT, guessLimits, AUTH_DEFAULT_RATE_LIMIT, AUTH_RATE_RULES } from './auth-limits';
import { anonymousLinkAcrossSecondFactor, type OnAnonymousLinked, DISABLED_AUTH_PATHS, storefrontGuards, signUpBotCheck } from './auth-plugins';

/** Spec §6 "Vendor link" claims: vendor name → vendor id, for the vendors this user is linked to. */
export type VendorClaims = (userId: string) => Promise<Record<string, string>>;

export type AuthOptions = {
  secret: string;
  /** SITE_URL; without it, this machine's own addresses on `localPort` and the tenant's domain (issue 23 §13). */
  baseURL?: string;
  /** The port `npm start` serves on (PORT), for the addresses above. */
  localPort?: number;
  /**
   * Where links in emails point: SITE_URL, or https:// and the tenant's domain. Never the request's
   * Host or X-Forwarded-Host, which a caller chooses (issue 9).
   */
  linkBase: string;
  /** Origins allowed to post to /api/auth besides baseURL's own. */
  trustedOrigins?: string[];
  /** Tenant flag (docs/decisions/0034): one message for an unknown email and a wrong password. */
  emailEnumerationProtection: boolean;
  passwordMinLength: number;
  /** How long a texted log-in code lasts; SECOND_FACTOR_CODE.minutes unless set (LOG_IN_CODE_SECONDS). */
  logInCodeSeconds?: number;
  appName: string;
  sendSms?: SendSms;
  sendEmail?: SendEmail;
  onAnonymousLinked?: OnAnonymousLinked;
  vendorClaims?: VendorClaims;
  /**
   * scrypt's cost as log2(N); SCRYPT_PARAMETERS unless set. Only tests lower it, where the hash is
   * not what they check: at full strength each sign-up and log-in costs a third of a second of a core
   * and 128 MB, and a busy two-core machine ran out of time (issue 23 §12).
   */
  passwordHashLogN?: number;
};

export const PASSWORD_MAX_LENGTH = 128;
/** How long an emailed "choose a new password" link works (issue 24 §3), and the page it opens. */
export const PASSWORD_RESET_MINUTES = 30;
export const PASSWORD_RESET_PAGE = '/auth/reset-password';
/** Changing the email needs a session created within the last 10 minutes (spec §8 requiresRecentLogin). */
export const FRESH_SESSION_SECONDS = 10 * 60;
/** The SMS second-factor code: 6 digits, valid 5 minutes, 5 wrong tries (docs/decisions/0043). */
export const SECOND_FACTOR_CODE = { digits: 6, minutes: 5, allowedAttempts: 5 } as const;
/** An admin acting as a customer: one hour, then the impersonation session ends by itself. */
export const IMPERSONATION_SECONDS = 60 * 60;

const noVendorClaims: VendorClaims = async () => ({});
const nothingToCarryOver: OnAnonymousLinked = async () => {};

/**
 * The better-auth instance on one database. The app builds it once (getAuth, below); tests
 * build their own on their test database. docs/decisions/0040–0045.
 */
/** "5 minutes", or "30 seconds" for a lifetime under a minute. */
export function lifetimeText(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** better-auth builds a link on the request's origin; the same path and query on the configured site. */
export function onSite(url: string, linkBase: string): string {
  const link = new URL(url, linkBase);
  return new URL(`${link.pathname}${link.search}${link.hash}`, linkBase).toString();
}

/**
 * better-auth's base URL on an install without SITE_URL, as on a newcomer's first `npm start` (issue
 * 23 §13): the addresses of this machine on the port it serves, and the tenant's domain, each
 * request answered on its own; anything else on the tenant's domain. Said outright, so the first
 * start warns of nothing ("Base URL is not set"), and only those origins pass the origin check.
 */
export function withoutSiteUrl(linkBase: string, port: number) {
  return { allowedHosts: [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, new URL(linkBase).host], fallback: linkBase };
}

export function createAuth(db: Db, options: AuthOptions) {
  const sendSms = options.sendSms ?? createSmsSender(db, null);
  const sendEmail = options.sendEmail ?? createEmailSender(db, null);
  const onAnonymousLinked = options.onAnonymousLinked ?? nothingToCarryOver;
  const vendorClaims = options.vendorClaims ?? noVendorClaims;
  const logInCodeSeconds = options.logInCodeSeconds ?? SECOND_FACTOR_CODE.minutes * 60;

  return betterAuth({
    appName: options.appName,
    baseURL: options.baseURL ?? withoutSiteUrl(options.linkBase, options.localPort ?? 3000),
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins ?? [],
    // DESIGN: no dependency phones home. (lib/env.ts also refuses BETTER_AUTH_TELEMETRY, which would override this.)
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors, jwks, rateLimit: authRateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: options.passwordMinLength,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Spec: log-in works before the email is verified (isEmailVerified starts false).
      requireEmailVerification: false,
      autoSignIn: true,
      password: {
        hash: (password) => hashPassword(password, options.passwordHashLogN),
        // An account moved from the hosted platform keeps its old hash until its first sign-in (issue 27).
        verify: (input) =>
          isImportedHash(input.hash)
            ? verifyImportedPassword(db, input, (password) => hashPassword(password, options.passwordHashLogN))
            : verifyPassword(input),
      },
      // "Forgot password?" (issue 24 §3): a link on the site, single use, short lived; every session
      // ends with the reset, so a thief signed in elsewhere is out too.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = new URL(`${PASSWORD_RESET_PAGE}?${new URLSearchParams({ token })}`, options.linkBase).toString();
        await sendEmail(
          user.email,
          `Choose a new password for ${options.appName}`,
          `Someone asked to choose a new password for your ${options.appName} account. To choose one, open this link:\n\n${link}\n\n` +
            `It works once, for ${PASSWORD_RESET_MINUTES} minutes. If it was not you, ignore this message: your password stays as it is.`,
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        const link = onSite(url, options.linkBase);
        await sendEmail(
          user.email,
          `Confirm your email for ${options.appName}`,
          `Confirm your email address by opening this link:\n\n${link}\n\nIf you did not sign up, ignore this message.`,
        );
      },
    },
    user: {
      // Spec §7 "Change email": the new address takes effect once its link is opened.
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
    },
    session: {
      freshAge: FRESH_SESSION_SECONDS,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: AUTH_DEFAULT_RATE_LIMIT.window,
      max: AUTH_DEFAULT_RATE_LIMIT.max,
      customRules: AUTH_RATE_RULES,
    },
    disabledPaths: DISABLED_AUTH_PATHS,
    advanced: {
      // The route handler writes the caller's address here (lib/http/client-ip.ts: TRUST_PROXY,
      // IPv6 by /64) after dropping whatever the caller sent under that name.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Explicit, because better-auth turns the origin check off by itself under NODE_ENV=test: the
      // tests must see the same checks as production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    plugins: [
      // Before the guards, so it sees better-auth's own answer to a wrong password.
      guessLimits(db),
      storefrontGuards({ emailEnumerationProtection: options.emailEnumerationProtection }),
      signUpBotCheck(db),
      anonymous({
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await onAnonymousLinked({ from: anonymousUser.user.id, to: newUser.user.id });
        },
      }),
      phoneNumber({
        otpLength: SECOND_FACTOR_CODE.digits,
        expiresIn: SECOND_FACTOR_CODE.minutes * 60,
        allowedAttempts: SECOND_FACTOR_CODE.allowedAttempts,
        phoneNumberValidator: (value) => phoneNumberSchema.safeParse(value).success,
        sendOTP: async ({ phoneNumber: to, code }) => {
          await sendSms(to, `${code} is your ${options.appName} code to confirm this phone. It expires in ${SECOND_FACTOR_CODE.minutes} minutes.`);
        },
      }),
      twoFactor({
        issuer: options.appName,
        otpOptions: {
          digits: SECOND_FACTOR_CODE.digits,
          // better-auth counts this in minutes; fractions allowed.
          period: logInCodeSeconds / 60,
          allowedAttempts: SECOND_FACTOR_CODE.allowedAttempts,
          storeOTP: 'hashed',
          sendOTP: async ({ user, otp }) => {
            const phone = user as { phoneNumber?: string | null; phoneNumberVerified?: boolean | null };
            // Only a phone verified by code receives second-factor codes.
            if (!phone.phoneNumber || !phone.phoneNumberVerified) throw new Error(`User ${user.id} has no verified phone for the SMS second factor.`);
            await sendSms(phone.phoneNumber, `${otp} is your ${options.appName} log-in code. It expires in ${lifetimeText(logInCodeSeconds)}.`);
          },
        },
        backupCodeOptions: { amount: 10, storeBackupCodes: 'encrypted' },
        // better-auth's own lockout per account covers TOTP and backup codes; guessLimits (auth-limits.ts) covers texted codes too.
        accountLockout: { enabled: true, maxFailedAttempts: CODE_GUESSES_PER_ACCOUNT.limit, durationSeconds: CODE_GUESSES_PER_ACCOUNT.windowMs / 1000 },
      }),
      // After two-factor: it needs to see the sign-in that two-factor turned into a pending one.
      anonymousLinkAcrossSecondFactor(onAnonymousLinked),
      admin({ defaultRole: 'user', adminRoles: ['admin'], impersonationSessionDuration: IMPERSONATION_SECONDS }),
      jwt({
        // The ID token is fetched from /token when it is asked for (components/auth/id-token.ts); signed
        // on every session read as well, it was most of the cost of reading a session (issue 29).
        disableSettingJwtHeader: true,
        jwt: {
          issuer: options.baseURL ?? options.linkBase,
          audience: options.baseURL ?? options.linkBase,
          expirationTime: '15m',
          // The ID token (spec §4, §6): who the user is and which vendors they are linked to.
          definePayload: async ({ user, session }) => ({
            email: user.isAnonymous ? null : user.email,
            emailVerified: user.emailVerified,
            isAnonymous: Boolean(user.isAnonymous),
            role: user.role ?? 'user',
            impersonatedBy: session.impersonatedBy ?? null,
            vendors: await vendorClaims(user.id),
          }),
        },
      }),
      // Last, as better-auth asks: sets cookies for auth.api calls made from server actions.
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

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
    localPort: Number(process.env.PORT || 3000),
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

export { authSecret };

// The vendor user records supply the ID token's vendor claims and move with a linked anonymous user.
extendAuth(vendorUserAuthHooks(async () => (await database()).db, tenant.vendor.id));

/**
 * Password hashing at OWASP's scrypt strength (N=2^17, r=8, p=1), with Node's own crypto so no
 * native package is needed (docs/decisions/0041). The parameters are written into each hash, so they
 * can be raised later without breaking the hashes already stored.
 */
export const SCRYPT_PARAMETERS = { logN: 17, r: 8, p: 1 } as const;
export const SALT_BYTES = 16;
export const KEY_BYTES = 64;

/** scrypt needs 128·N·r bytes; Node refuses anything over 32 MiB unless told, so allow twice the need. */
function maxmemFor(N: number, r: number): number {
  return 2 * 128 * N * r;
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
  return new Promise((resolve, reject) =>
    // The callback form runs on libuv's thread pool: a sign-in never blocks the event loop.
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$17$8$1$<salt base64>$<key base64>` */
export async function hashPassword(password: string, logN: number = SCRYPT_PARAMETERS.logN): Promise<string> {
  const { r, p } = SCRYPT_PARAMETERS;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, logN, r, p);
  return ['scrypt', logN, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export type ParsedHash = { logN: number; r: number; p: number; salt: Buffer; key: Buffer };

export function parsePasswordHash(hash: string): ParsedHash | null {
  const match = /^scrypt\$(\d{1,2})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(hash);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  // Bounds keep a tampered hash from asking for gigabytes of memory.
  if (Number(logN) < 10 || Number(logN) > 20 || Number(r) < 1 || Number(p) < 1) return null;
  return { logN: Number(logN), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Constant-time comparison; an unreadable hash is simply a failed verification. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const parsed = parsePasswordHash(hash);
  if (!parsed || parsed.key.length !== KEY_BYTES) return false;
  const key = await derive(password, parsed.salt, parsed.logN, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}
