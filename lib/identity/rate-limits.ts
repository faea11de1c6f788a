import { SERVER_CALL_HEADER, SERVER_CALL_TOKEN } from './client-address-header';

/**
 * better-auth's rate limits, per caller address (IPv6 grouped by /64) and path, counted in the
 * database so they hold across app instances (docs/decisions/0042, 0076). Windows are in seconds. A
 * refused request gets 429 with Retry-After. Sized for a studio of 200 people behind one address:
 * guessing one account's password or codes is held back per account instead (guess-limits.ts).
 */
export const AUTH_RATE_LIMITS = {
  /** Credential stuffing from one address; one account's guesses are limited per account. */
  '/sign-in/email': { window: 60, max: 30 },
  /** Creating accounts (also linking an anonymous one); each also needs a solved bot check. */
  '/sign-up/email': { window: 3600, max: 30 },
  '/sign-in/anonymous': { window: 60, max: 60 },
  /** Sending a code costs money (SMS) and can be used to pester a phone. */
  '/two-factor/send-otp': { window: 60, max: 10 },
  '/phone-number/send-otp': { window: 60, max: 10 },
  /** Guessing codes; each code allows five wrong tries, each account ten in a quarter of an hour. */
  '/two-factor/verify-otp': { window: 300, max: 60 },
  '/two-factor/verify-totp': { window: 300, max: 60 },
  '/two-factor/verify-backup-code': { window: 300, max: 60 },
  '/phone-number/verify': { window: 300, max: 60 },
  '/send-verification-email': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 20 },
  '/change-email': { window: 60, max: 20 },
} as const;

/** Everything else under /api/auth, the session reads of open tabs included. */
export const AUTH_DEFAULT_RATE_LIMIT = { window: 60, max: 1200 } as const;

type RateRule = { window: number; max: number };

/** The server reading a session for a page it renders is not counted (client-address-header.ts). */
function unlessServerCall(rule: RateRule) {
  return (request: Request) => (request.headers.get(SERVER_CALL_HEADER) === SERVER_CALL_TOKEN ? false : rule);
}

/** The rules better-auth is given: the limits above, and session reads free for the server's own renders. */
export const AUTH_RATE_RULES = {
  ...AUTH_RATE_LIMITS,
  '/get-session': unlessServerCall(AUTH_DEFAULT_RATE_LIMIT),
  '/token': unlessServerCall(AUTH_DEFAULT_RATE_LIMIT),
};
