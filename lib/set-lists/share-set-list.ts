import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { setListComments, setListItems, setLists, setListShares } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import { rateLimitRefusal } from '@/lib/rate-limit/sliding-window';
import { writeSetLists } from './mirror-set-lists';
import { ownedList } from './owned-set-lists';
import { openShare } from './read-set-lists';
import { COMMENT_RATE_LIMIT, REVIEW_RATE_LIMIT } from './set-list-schema';

/**
 * Share with the designer (issue 11 §5): a link whose token is 192 random bits, one live link per
 * list, revocable, optionally expiring. Whoever holds it reads the list and may mark lines and
 * comment, nothing else; the owner's record is recounted so their open tabs see it (decision 87).
 */

const linkNotFound = () => new AppError('notFound', 'This link to a set list has been turned off or has expired.');

/** Turns off the list's live link, in a write's transaction; another person's list is notFound. */
async function revokeLive(tx: Tx, owner: CustomerKey, setListId: string, now: number): Promise<void> {
  await ownedList(tx, owner, setListId);
  await tx
    .update(setListShares)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(setListShares.setListId, setListId), isNull(setListShares.revokedAt)));
}

/** A new link for the list; the old one, if any, stops working. */
export async function createShareLink(
  db: Db,
  owner: CustomerKey,
  setListId: string,
  expiresInDays: number | null,
  now = Date.now(),
): Promise<Result<{ token: string }>> {
  return writeSetLists(
    db,
    owner,
    async (tx) => {
      await revokeLive(tx, owner, setListId, now);
      const token = randomBytes(24).toString('base64url');
      await tx.insert(setListShares).values({
        token,
        setListId,
        createdAt: new Date(now),
        expiresAt: expiresInDays ? new Date(now + expiresInDays * 86_400_000) : null,
      });
      return { token };
    },
    now,
  );
}

export async function revokeShareLinks(db: Db, owner: CustomerKey, setListId: string, now = Date.now()): Promise<Result<null>> {
  return writeSetLists(db, owner, (tx) => revokeLive(tx, owner, setListId, now).then(() => null), now);
}

const tryAgain = (minutes: number) => `That is a lot at once. Please try again in ${minutes} minutes.`;

export type ReviewInput = { token: string; lineId: string; review: 'approved' | 'rejected' | 'clear'; authorName: string };

/** The designer's "Approved" or "Not this one" on a line, under the name they give; "clear" takes it back. */
export async function reviewLine(
  db: Db,
  input: ReviewInput,
  address: string,
  now = Date.now(),
): Promise<Result<{ lineId: string; review: ReviewInput['review'] }>> {
  const shared = await openShare(db, input.token, now);
  if (!shared) return { ok: false, error: linkNotFound() };
  const refusal = await rateLimitRefusal(db, `set-list-review:${address}`, REVIEW_RATE_LIMIT, tryAgain);
  if (refusal) return { ok: false, error: refusal };
  const review = input.review === 'clear' ? null : input.review;
  const clear = review === null;
  return writeSetLists(
    db,
    shared,
    async (tx) => {
      const updated = await tx
        .update(setListItems)
        .set({ review, reviewedBy: clear ? null : input.authorName, reviewedAt: clear ? null : new Date(now) })
        .where(and(eq(setListItems.id, input.lineId), eq(setListItems.setListId, shared.id)))
        .returning({ id: setListItems.id });
      if (updated.length === 0) throw new AppError('notFound', 'That line is no longer on the list.');
      await tx
        .update(setLists)
        .set({ updatedAt: new Date(now) })
        .where(eq(setLists.id, shared.id));
      return { lineId: input.lineId, review: input.review };
    },
    now,
  );
}

export type CommentInput = { token: string; authorName: string; body: string };

/** A comment under the shared list: plain text, kept as typed, rate-limited per address. */
export async function commentOnSharedList(db: Db, input: CommentInput, address: string, now = Date.now()): Promise<Result<{ id: string }>> {
  const shared = await openShare(db, input.token, now);
  if (!shared) return { ok: false, error: linkNotFound() };
  const refusal = await rateLimitRefusal(db, `set-list-comment:${address}`, COMMENT_RATE_LIMIT, tryAgain);
  if (refusal) return { ok: false, error: refusal };
  return writeSetLists(
    db,
    shared,
    async (tx) => {
      const id = randomUUID();
      await tx.insert(setListComments).values({ id, setListId: shared.id, authorName: input.authorName, body: input.body, createdAt: new Date(now) });
      await tx
        .update(setLists)
        .set({ updatedAt: new Date(now) })
        .where(eq(setLists.id, shared.id));
      return { id };
    },
    now,
  );
}
