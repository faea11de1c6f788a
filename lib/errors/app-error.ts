import type { z } from 'zod';

/**
 * The one error vocabulary (issue 10). Every failure a person can meet is one of these codes, with a
 * message they can read; the action wrapper turns it into a form's answer and a route handler into
 * its HTTP status. `reason` is the machine-readable detail where one matters: the spec §8 catalogue
 * entry of an identity error ("wrongPassword"), or the provider's own code when the catalogue has none.
 */
export const APP_ERROR_STATUS = {
  /** Nobody is signed in (or only a guest) where an account is needed. */
  unauthenticated: 401,
  /** Signed in, but this person may not do this. */
  refused: 403,
  /** It does not exist, or is not this person's to see (another's set list answers the same). */
  notFound: 404,
  /** The input is wrong; fieldErrors say where. */
  invalid: 400,
  /** It clashes with what is there already (a taken name, units already held). */
  conflict: 409,
  /** Too many tries; retryAfterSeconds says when to come back. */
  rateLimited: 429,
  /** A service we depend on did not answer (SMS, email, the identity provider). */
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;
export type FieldErrors = Partial<Record<string, string>>;

type Details = { reason?: string | null; fieldErrors?: FieldErrors; retryAfterSeconds?: number | null };

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly reason: string | null;
  readonly fieldErrors: FieldErrors;
  readonly retryAfterSeconds: number | null;

  constructor(code: AppErrorCode, message: string, { reason = null, fieldErrors = {}, retryAfterSeconds = null }: Details = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.reason = reason;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

/** What a domain operation answers: its data, or the one spelling of failure. */
export type Result<T = null> = { ok: true; data: T } | { ok: false; error: AppError };

export function fail(code: AppErrorCode, message: string, details?: Details): { ok: false; error: AppError } {
  return { ok: false, error: new AppError(code, message, details) };
}

/** A zod failure as `invalid`: the first message for the form's top, and one message per field. */
export function invalidInput(error: z.ZodError): AppError {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') fieldErrors[field] ??= issue.message;
  }
  return new AppError('invalid', error.issues[0]?.message ?? 'Please check what you entered.', { reason: 'INVALID_INPUT', fieldErrors });
}

/** The JSON answer of a route handler for an AppError: its status, code, message and Retry-After. */
export function errorResponse(error: AppError): Response {
  const headers = new Headers();
  if (error.retryAfterSeconds) headers.set('retry-after', String(error.retryAfterSeconds));
  const body = { code: error.code, reason: error.reason, message: error.message, fieldErrors: error.fieldErrors };
  return Response.json(body, { status: error.status, headers });
}
