import 'server-only';
import type { Db } from '@/lib/db';
import type { AppError } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import { rateLimitRefusal, type RateLimit } from '@/lib/rate-limit/sliding-window';

/**
 * Each customer message and each request emails the house: an account may send this many an hour,
 * far above what a crew member types, so a script cannot fill the house's inbox.
 */
export const CUSTOMER_LIMITS = {
  message: { limit: 30, windowMs: 60 * 60_000 },
  request: { limit: 20, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;

const WORDS = { message: 'messages', request: 'requests' } as const;

/** Counts one more message or request (a claim is a request) of this account; the refusal once over its limit. */
export function customerLimitRefusal(db: Db, kind: keyof typeof CUSTOMER_LIMITS, owner: CustomerKey): Promise<AppError | null> {
  return rateLimitRefusal(
    db,
    `customer-${kind}:${owner.vendorId}:${owner.uid}`,
    CUSTOMER_LIMITS[kind],
    (minutes) => `You have sent a lot of ${WORDS[kind]} in the last hour. Please try again in ${minutes} minutes, or call us.`,
  );
}
