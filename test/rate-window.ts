import type { RateLimit } from '@/lib/rate-limit/fixed-window';

/**
 * The per-account limits count in fixed windows (lib/rate-limit/fixed-window.ts), so guesses that
 * straddle a window's end are split between two windows and never reach the limit. A test that makes
 * the limit's worth of guesses and expects the next to be refused first waits, when the current
 * window has less than `needMs` left, for the next one (CI once started such a test at 07:29:5x).
 */
export async function startWithRoomInWindow({ windowMs }: RateLimit, needMs = 30_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
