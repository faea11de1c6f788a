import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { searchSynonyms } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { typedLines } from '@/lib/text/typed-text';
import { queryWords, type SynonymGroup } from './query-concepts';

/** The most words and phrases one group holds, and the longest phrase: a search reads phrases of up to four words. */
const MAX_TERMS = 12;
const MAX_TERM_WORDS = 4;

/**
 * A synonym group as staff type it on /staff/synonyms (issue 28 §1): words and phrases that mean the
 * same to the house, separated by commas or lines ("couch, sofa, settee"). Each is kept as a search
 * reads it (lower case, letters and digits), once.
 */
export const synonymTermsSchema = typedLines('the words')
  .max(600, 'Keep the group to 600 characters.')
  .transform((text) => [...new Set(text.split(/[,\n]/).map((term) => queryWords(term).join(' ')))].filter(Boolean))
  .refine((terms) => terms.length >= 2, 'Give at least two words or phrases that mean the same, separated by commas.')
  .refine((terms) => terms.length <= MAX_TERMS, `Keep a group to ${MAX_TERMS} words or phrases.`)
  .refine((terms) => terms.every((term) => term.split(' ').length <= MAX_TERM_WORDS), `Keep each phrase to ${MAX_TERM_WORDS} words.`);

export type StaffSynonymGroup = { id: string; terms: string[] };

/** The house's groups, as staff list them: alphabetically by their first word. */
export async function listSynonymGroups(db: Db, vendorId: string): Promise<StaffSynonymGroup[]> {
  const rows = await db.select({ id: searchSynonyms.id, terms: searchSynonyms.terms }).from(searchSynonyms).where(eq(searchSynonyms.vendorId, vendorId));
  return rows.sort((a, b) => a.terms[0]!.localeCompare(b.terms[0]!));
}

/** What a search reads: every group of the house (a few hundred words at most, read with each search so a change applies at once). */
export async function synonymGroupsOf(db: Db, vendorId: string): Promise<SynonymGroup[]> {
  return db.select({ terms: searchSynonyms.terms }).from(searchSynonyms).where(eq(searchSynonyms.vendorId, vendorId)).orderBy(asc(searchSynonyms.id));
}

type Change = { vendorId: string; actor: Actor };
const NOT_FOUND = () => new AppError('notFound', 'That synonym group is gone: it may have been deleted.');

export async function createSynonymGroup(db: Db, terms: string[], { vendorId, actor }: Change, now = new Date()): Promise<Result<{ id: string }>> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(searchSynonyms).values({ id, vendorId, terms, createdAt: now, updatedAt: now });
    await recordAudit(tx, { vendorId, actor, subjectType: 'synonyms', subjectId: id, action: 'create', before: {}, after: { terms } }, now);
  });
  return { ok: true, data: { id } };
}

export async function updateSynonymGroup(db: Db, id: string, terms: string[], { vendorId, actor }: Change, now = new Date()): Promise<Result> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ terms: searchSynonyms.terms })
      .from(searchSynonyms)
      .where(and(eq(searchSynonyms.id, id), eq(searchSynonyms.vendorId, vendorId)))
      .for('update');
    if (!before) return { ok: false, error: NOT_FOUND() };
    await tx.update(searchSynonyms).set({ terms, updatedAt: now }).where(eq(searchSynonyms.id, id));
    await recordAudit(tx, { vendorId, actor, subjectType: 'synonyms', subjectId: id, action: 'edit', before, after: { terms } }, now);
    return { ok: true, data: null };
  });
}

export async function deleteSynonymGroup(db: Db, id: string, { vendorId, actor }: Change, now = new Date()): Promise<Result> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(searchSynonyms)
      .where(and(eq(searchSynonyms.id, id), eq(searchSynonyms.vendorId, vendorId)))
      .returning({ terms: searchSynonyms.terms });
    if (!deleted) return { ok: false, error: NOT_FOUND() };
    await recordAudit(tx, { vendorId, actor, subjectType: 'synonyms', subjectId: id, action: 'delete', before: deleted, after: {} }, now);
    return { ok: true, data: null };
  });
}
