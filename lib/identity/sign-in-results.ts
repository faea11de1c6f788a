import {
  mapAuthError,
  multiFactorRequiredMessage,
  secondFactorFailure,
  type MappedAuthError,
  type ProviderError,
} from './errors';

/** What better-auth's client returns from a call: data on success, error on failure. */
export type ProviderResponse = { data?: unknown; error?: ProviderError | null };

export type FirstFactorResult =
  /** The "resolver" of spec §8: the methods the pending sign-in may be finished with. */
  | { outcome: '2faRequired'; message: string; methods: string[] }
  | { outcome: 'success' }
  | { outcome: 'failed'; error: MappedAuthError };

export type SecondFactorResult =
  | { outcome: 'success' }
  | { outcome: 'temporarilyFailed' | 'permanentlyFailed'; error: MappedAuthError };

type TwoFactorRedirect = { twoFactorRedirect: true; twoFactorMethods?: unknown; message?: unknown };

function isTwoFactorRedirect(data: unknown): data is TwoFactorRedirect {
  return typeof data === 'object' && data !== null && (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}

/**
 * Turns better-auth's answer to an email and password sign-in into the outcome of
 * 1ST_FACTOR_LOGIN (spec §4). better-auth does not report multiFactorRequired as an error: it
 * answers with { twoFactorRedirect: true, twoFactorMethods } and a pending-sign-in cookie.
 */
export function firstFactorResult(
  response: ProviderResponse,
  options: { emailEnumerationProtection?: boolean } = {},
): FirstFactorResult {
  if (response.error) {
    return { outcome: 'failed', error: mapAuthError(response.error, { operation: 'logIn', ...options }) };
  }
  if (isTwoFactorRedirect(response.data)) {
    const methods = Array.isArray(response.data.twoFactorMethods)
      ? response.data.twoFactorMethods.filter((method): method is string => typeof method === 'string')
      : [];
    const message = typeof response.data.message === 'string' ? response.data.message : null;
    return { outcome: '2faRequired', message: multiFactorRequiredMessage(message), methods };
  }
  return { outcome: 'success' };
}

/** Turns better-auth's answer to a second-factor code into the outcome of 2ND_FACTOR_LOGIN. */
export function secondFactorResult(response: ProviderResponse): SecondFactorResult {
  if (!response.error) return { outcome: 'success' };
  return {
    outcome: secondFactorFailure(response.error),
    error: mapAuthError(response.error, { operation: 'secondFactor' }),
  };
}
