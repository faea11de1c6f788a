/**
 * better-auth's rate limits, per caller address (IPv6 grouped by /64) and path, counted in the
 * database so they hold across app instances (docs/decisions/0042). Windows are in seconds. A
 * refused request gets 429 with Retry-After.
 */
export const AUTH_RATE_LIMITS = {
  /** Guessing passwords: five tries a minute. */
  '/sign-in/email': { window: 60, max: 5 },
  /** Creating accounts (also linking an anonymous one). */
  '/sign-up/email': { window: 3600, max: 10 },
  '/sign-in/anonymous': { window: 60, max: 10 },
  /** Sending a code costs money (SMS) and can be used to pester a phone. */
  '/two-factor/send-otp': { window: 60, max: 3 },
  '/phone-number/send-otp': { window: 60, max: 3 },
  /** Guessing codes; each code also allows only five wrong tries of its own. */
  '/two-factor/verify-otp': { window: 300, max: 10 },
  '/two-factor/verify-totp': { window: 300, max: 10 },
  '/two-factor/verify-backup-code': { window: 300, max: 10 },
  '/phone-number/verify': { window: 300, max: 10 },
  '/send-verification-email': { window: 60, max: 3 },
  '/change-password': { window: 60, max: 5 },
  '/change-email': { window: 60, max: 5 },
} as const;

/** Everything else under /api/auth. */
export const AUTH_DEFAULT_RATE_LIMIT = { window: 60, max: 100 } as const;
