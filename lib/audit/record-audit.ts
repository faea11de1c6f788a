import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { auditLog } from '@/lib/db/schema';

export type Actor = { uid: string; name: string };
export type AuditEntry = {
  vendorId: string;
  actor: Actor;
  subjectType: 'customer' | 'item' | 'request' | 'category' | 'synonyms';
  subjectId: string;
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/** One staff change, in the transaction that makes it (issue 13 §9). */
export async function recordAudit(tx: Tx, entry: AuditEntry, at = new Date()): Promise<void> {
  await recordAudits(tx, [entry], at);
}

/** Many changes made together (an import's batch), in one statement of the transaction that makes them. */
export async function recordAudits(tx: Tx, entries: AuditEntry[], at = new Date()): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      id: randomUUID(),
      vendorId: entry.vendorId,
      at,
      actorUid: entry.actor.uid,
      actorName: entry.actor.name,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      action: entry.action,
      before: entry.before,
      after: entry.after,
    })),
  );
}

/** What staff changed of one customer, item, request or category, newest first. */
export async function auditOf(db: Db, vendorId: string, subjectType: AuditEntry['subjectType'], subjectId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.vendorId, vendorId), eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(desc(auditLog.at));
}

/** The newest changes to everything of one kind (the house's synonyms), newest first. */
export async function auditOfKind(db: Db, vendorId: string, subjectType: AuditEntry['subjectType'], limit: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.vendorId, vendorId), eq(auditLog.subjectType, subjectType)))
    .orderBy(desc(auditLog.at))
    .limit(limit);
}
