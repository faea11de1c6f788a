/** The ID token as the browser holds it (spec §4, §7 "Get the ID token, with an optional force refresh"). */
export type IdTokenHolder = { getIdToken(options?: { forceRefresh?: boolean }): Promise<string | null> };

/** Seconds of a token's life left before it is fetched again anyway. */
const EXPIRY_MARGIN_S = 60;

function expiresAt(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : 0;
  } catch {
    return 0;
  }
}

/**
 * Holds the last token better-auth's JWT endpoint (/api/auth/token) gave; a force refresh, or a
 * token about to expire, fetches a new one, whose claims the server reads afresh (decision 45).
 */
export function idTokenHolder(initial: string | null): IdTokenHolder {
  let token = initial;
  return {
    async getIdToken({ forceRefresh = false } = {}) {
      if (!forceRefresh && token && expiresAt(token) - EXPIRY_MARGIN_S > Date.now() / 1000) return token;
      const response = await fetch('/api/auth/token', { credentials: 'same-origin', cache: 'no-store' });
      if (!response.ok) throw new Error(`The ID token could not be fetched (${response.status}).`);
      const body = (await response.json()) as { token?: unknown };
      token = typeof body.token === 'string' ? body.token : null;
      return token;
    },
  };
}
