import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '@/lib/db/open';
import { favourites, items, setListItems, setLists, vendorUsers } from '@/lib/db/schema';
import { mirrorFavourites } from '@/lib/favourites/mirror-favourites';
import { mirrorSetLists } from '@/lib/set-lists/mirror-set-lists';
import { defaultVendorUser, SUBSCRIPTION_TOPICS, type VendorRef, type VendorUser } from '@/lib/house/vendor-user';
import { displayNameFromEmail, orderByNameFrom } from '@/lib/vendor-users/sign-up-fields';
import { rowFromNewRecord } from '@/lib/vendor-users/vendor-user-row';
import { epochMs, issuesByField, readJsonFile } from './read-json';
import { fingerprint, type ImportReport } from './report';
import { lastFingerprints, recordImported } from './imported-records';

/** Customer documents per transaction. */
export const CUSTOMER_BATCH = 200;

const PATH = /^\/?vendors\/([^/]+)\/users\/([^/]+)$/;

/** The §3 fields a document may carry, as the document database stores them. */
const text = z.string().max(500);
const timestamp = z.unknown().transform((value, context) => {
  const ms = epochMs(value);
  if (ms === null) context.addIssue({ code: 'custom', message: 'This is not a time: give epoch ms, an ISO date or {_seconds, _nanoseconds}.' });
  return ms ?? 0;
});
const latLng = z.object({ lat: z.number(), lng: z.number() });
const subscription = z.object({ isSubscribed: z.boolean(), subscribedAt: timestamp.nullable().optional(), unsubscribedAt: timestamp.nullable().optional() });
const documentSchema = z.object({
  firstName: text.optional(),
  lastName: text.optional(),
  email: z.string().trim().toLowerCase().pipe(z.email('This is not an email address.')).optional(),
  studio: text.optional(),
  production: text.optional(),
  phone: text.optional(),
  title: text.optional(),
  displayName: text.optional(),
  orderByName: text.optional(),
  isEmailVerified: z.boolean().optional(),
  isAuthorized: z.boolean().nullable().optional(),
  hasReceivedDeniedEmail: z.boolean().optional(),
  hasReceivedWelcomeEmail: z.boolean().optional(),
  photoURL: z.string().max(2_000).optional(),
  _geoloc: latLng.nullable().optional(),
  ipLocation: latLng.extend({ city: z.string(), country: z.string() }).nullable().optional(),
  createdAt: timestamp.optional(),
  updatedAt: timestamp.optional(),
  lastLoginAt: timestamp.optional(),
  ipAddresses: z.array(z.string().max(64)).max(1_000).optional(),
  favorites: z.record(z.string(), z.unknown()).optional(),
  setLists: z.record(z.string(), z.unknown()).optional(),
  setListItems: z.record(z.string(), z.unknown()).optional(),
  // Counters are recomputed from the rows, never copied (issue 27): read only to be ignored.
  stats: z.unknown().optional(),
  subscriptions: z.partialRecord(z.enum(SUBSCRIPTION_TOPICS), subscription).optional(),
  vendorId: z.string().optional(),
  vendorName: z.string().optional(),
  vendors: z.record(z.string(), z.string()).optional(),
  customers: z.record(z.string(), z.unknown()).optional(),
  wasAnonymous: z.boolean().optional(),
});
const KNOWN_FIELDS = new Set(Object.keys(documentSchema.shape));

const day = z.unknown().transform((value, context) => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const ms = epochMs(value);
  if (ms === null) context.addIssue({ code: 'custom', message: 'This is not a date.' });
  return ms === null ? null : new Date(ms).toISOString().slice(0, 10);
});
const listSchema = z.object({
  name: z.string().trim().min(1, 'A set list needs a name.').max(80, 'A set list name is at most 80 characters.'),
  production: z.string().max(200).optional(),
  scene: z.string().max(200).optional(),
  notes: z.string().max(5_000).optional(),
  pickUpOn: day.optional(),
  returnOn: day.optional(),
  archived: z.boolean().optional(),
  createdAt: timestamp.optional(),
  updatedAt: timestamp.optional(),
});
const lineSchema = z.object({
  setListId: z.string().min(1, 'A line names its set list.'),
  itemId: z.string().min(1, 'A line names its item.'),
  quantity: z.coerce.number().int('The quantity is a whole number.').min(1, 'The quantity is at least 1.').max(100_000).default(1),
  note: z.string().max(500, 'A line’s note is at most 500 characters.').optional(),
  createdAt: timestamp.optional(),
});

type ListRow = typeof setLists.$inferInsert;
type LineRow = { id: string; setListId: string; itemId: string; quantity: number; note: string; createdAt: Date };
export type CustomerToImport = {
  uid: string;
  record: VendorUser;
  favourites: { itemId: string; createdAt: Date }[];
  lists: ListRow[];
  lines: LineRow[];
  fingerprint: string;
};

/** What the records are checked against: the accounts and items there are (or, in a dry run, will be). */
export type CustomerContext = { vendor: VendorRef; now: number; uids: Set<string>; itemIds: Set<string> };

/**
 * The documents of `vendors/{vendorId}/users/{uid}`, each checked and mapped to the §3 record (the
 * defaults filled in where a field is missing), its favourites, set lists and lines. A document that
 * cannot be imported whole (no account, no email, a field that cannot be read) is reported by field
 * and skipped; a favourite or line naming an item not in the catalogue is reported and skipped alone.
 */
export function readCustomers(report: ImportReport, file: string, textOfFile: string, context: CustomerContext): CustomerToImport[] {
  const json = readJsonFile(report, file, textOfFile);
  if (json === undefined) return [];
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    report.problems.push({ file, record: '(whole file)', field: '', message: 'The file must be one object keyed by document path.', skipped: true });
    return [];
  }
  const out: CustomerToImport[] = [];
  const problem = (record: string, field: string, message: string, skipped = false) => report.problems.push({ file, record, field, message, skipped });
  const skip = (record: string, field: string, message: string) => {
    problem(record, field, message, true);
    report.counts.customers.skipped++;
  };
  for (const [path, raw] of Object.entries(json as Record<string, unknown>)) {
    const match = PATH.exec(path);
    if (!match) {
      skip(path, '', 'The key is not a path of the form vendors/{vendorId}/users/{uid}.');
      continue;
    }
    const [, vendorId, uid] = match as unknown as [string, string, string];
    if (vendorId !== context.vendor.vendorId) {
      skip(path, '', `This document is vendor ${vendorId}'s; this storefront is ${context.vendor.vendorId}'s.`);
      continue;
    }
    const parsed = documentSchema.safeParse(raw);
    if (!parsed.success) {
      const [first] = issuesByField(parsed.error.issues);
      skip(path, first?.field ?? '', first?.message ?? 'This document cannot be read.');
      continue;
    }
    const doc = parsed.data;
    if (!doc.email) {
      skip(path, 'email', 'This customer record has no email address.');
      continue;
    }
    if (!context.uids.has(uid)) {
      skip(path, '', `There is no account ${uid}: import the accounts (--auth) with the records.`);
      continue;
    }
    for (const field of Object.keys(raw as object)) if (!KNOWN_FIELDS.has(field)) problem(path, field, 'Not a field of the §3 customer record: not imported.');

    const displayName = doc.displayName ?? displayNameFromEmail(doc.email);
    const base = defaultVendorUser(context.vendor, context.now);
    const subscriptions = { ...base.subscriptions };
    for (const [topic, value] of Object.entries(doc.subscriptions ?? {}))
      subscriptions[topic as keyof typeof subscriptions] = {
        isSubscribed: value.isSubscribed,
        subscribedAt: value.subscribedAt ?? null,
        unsubscribedAt: value.unsubscribedAt ?? null,
      };
    const record: VendorUser = {
      ...base,
      ...Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== undefined)),
      email: doc.email,
      displayName,
      orderByName: doc.orderByName ?? orderByNameFrom(displayName),
      photoURL: doc.photoURL || base.photoURL,
      _geoloc: doc._geoloc ?? null,
      ipLocation: doc.ipLocation ?? null,
      subscriptions,
      vendorId: context.vendor.vendorId,
      vendorName: context.vendor.vendorName,
      // Rebuilt from the rows below, never copied.
      stats: base.stats,
      favorites: {},
      setLists: {},
      setListItems: {},
    };

    const favouriteRows: CustomerToImport['favourites'] = [];
    for (const [itemId, value] of Object.entries(doc.favorites ?? {})) {
      if (!context.itemIds.has(itemId)) {
        problem(path, `favorites.${itemId}`, `There is no item ${itemId} in the catalogue: this favourite is not imported.`, true);
        report.counts.favourites.skipped++;
        continue;
      }
      const at = epochMs((value as { at?: unknown; createdAt?: unknown } | null)?.at ?? (value as { createdAt?: unknown } | null)?.createdAt);
      favouriteRows.push({ itemId, createdAt: new Date(at ?? record.createdAt) });
    }

    const listRows: ListRow[] = [];
    const activeNames = new Set<string>();
    for (const [id, value] of Object.entries(doc.setLists ?? {})) {
      const list = listSchema.safeParse(value);
      if (!list.success) {
        const [first] = issuesByField(list.error.issues);
        problem(
          path,
          `setLists.${id}${first?.field ? `.${first.field}` : ''}`,
          `${first?.message ?? 'This list cannot be read.'} The list and its lines are not imported.`,
          true,
        );
        report.counts.setLists.skipped++;
        continue;
      }
      const { name, production = '', scene = '', notes = '', pickUpOn = null, returnOn = null, archived = false } = list.data;
      if (!archived && activeNames.has(name.toLowerCase())) {
        problem(path, `setLists.${id}.name`, `Another list of this customer is also called “${name}”: this one is not imported.`, true);
        report.counts.setLists.skipped++;
        continue;
      }
      if (!archived) activeNames.add(name.toLowerCase());
      const updatedAt = new Date(list.data.updatedAt ?? record.updatedAt);
      listRows.push({
        id,
        vendorId: context.vendor.vendorId,
        uid,
        name,
        production,
        scene,
        notes,
        pickUpOn,
        returnOn: pickUpOn && returnOn && returnOn < pickUpOn ? null : returnOn,
        archivedAt: archived ? updatedAt : null,
        createdAt: new Date(list.data.createdAt ?? record.createdAt),
        updatedAt,
      });
    }
    const listIds = new Set(listRows.map((list) => list.id));
    const lineRows: LineRow[] = [];
    const linePairs = new Set<string>();
    for (const [id, value] of Object.entries(doc.setListItems ?? {})) {
      const line = lineSchema.safeParse(value);
      const field = `setListItems.${id}`;
      const skipLine = (where: string, message: string) => {
        problem(path, where, message, true);
        report.counts.setListLines.skipped++;
      };
      if (!line.success) {
        const [first] = issuesByField(line.error.issues);
        skipLine(`${field}${first?.field ? `.${first.field}` : ''}`, `${first?.message ?? 'This line cannot be read.'} The line is not imported.`);
      } else if (!context.itemIds.has(line.data.itemId))
        skipLine(`${field}.itemId`, `There is no item ${line.data.itemId} in the catalogue: this line is not imported.`);
      else if (!listIds.has(line.data.setListId))
        skipLine(`${field}.setListId`, `There is no imported set list ${line.data.setListId}: this line is not imported.`);
      else if (linePairs.has(`${line.data.setListId}/${line.data.itemId}`))
        skipLine(`${field}.itemId`, 'The list already has a line for this item: this one is not imported.');
      else {
        linePairs.add(`${line.data.setListId}/${line.data.itemId}`);
        lineRows.push({ id, ...line.data, note: line.data.note ?? '', createdAt: new Date(line.data.createdAt ?? record.createdAt) });
      }
    }
    // Of the document as read, and of what of it can be imported: a favourite skipped today for a
    // missing item changes the fingerprint once that item is imported. Not of the defaults, which carry the clock.
    const kept = { favourites: favouriteRows.map((row) => row.itemId), lists: listRows.map((row) => row.id), lines: lineRows.map((row) => row.id) };
    out.push({ uid, record, favourites: favouriteRows, lists: listRows, lines: lineRows, fingerprint: fingerprint({ raw, kept }) });
  }
  return out;
}

type Counts = ImportReport['counts'];

/**
 * Writes the customers in batches, one transaction each: the record, its favourites, lists and lines
 * as rows, then the record's maps and counters rebuilt from those rows (the same mirror every tap
 * uses, so counters equal rows). A document the last run wrote unchanged is left alone.
 */
export async function importCustomers(db: Db, file: string, list: CustomerToImport[], report: ImportReport, { dryRun = false, batch = CUSTOMER_BATCH } = {}) {
  for (let start = 0; start < list.length; start += batch) {
    const slice = list.slice(start, start + batch);
    const write = async (tx: Db | Tx) => {
      const uids = slice.map((customer) => customer.uid);
      const done = await lastFingerprints(tx, 'customer', uids);
      const vendorId = slice[0]!.record.vendorId;
      const existing = new Set(
        (
          await tx
            .select({ uid: vendorUsers.uid })
            .from(vendorUsers)
            .where(and(eq(vendorUsers.vendorId, vendorId), inArray(vendorUsers.uid, uids)))
        ).map((row) => row.uid),
      );
      const listIds = slice.flatMap((customer) => customer.lists.map((entry) => entry.id));
      const listOwners = new Map(
        listIds.length === 0
          ? []
          : (await tx.select({ id: setLists.id, uid: setLists.uid }).from(setLists).where(inArray(setLists.id, listIds))).map((row) => [row.id, row.uid]),
      );
      // A list the customer made here may have the name of an imported one: active names are unique.
      const namesHere = new Map<string, string>(
        (
          await tx
            .select({ id: setLists.id, uid: setLists.uid, name: setLists.name })
            .from(setLists)
            .where(and(eq(setLists.vendorId, vendorId), inArray(setLists.uid, uids), isNull(setLists.archivedAt)))
        ).map((row) => [`${row.uid}\n${row.name.toLowerCase()}`, row.id]),
      );
      const toWrite: CustomerToImport[] = [];
      for (const customer of slice) {
        if (done.get(customer.uid) === customer.fingerprint) {
          report.counts.customers.unchanged++;
          report.counts.favourites.unchanged += customer.favourites.length;
          report.counts.setLists.unchanged += customer.lists.length;
          report.counts.setListLines.unchanged += customer.lines.length;
          continue;
        }
        const taken = customer.lists.filter((entry) => listOwners.has(entry.id) && listOwners.get(entry.id) !== customer.uid);
        if (taken.length > 0) {
          report.problems.push({
            file,
            record: `vendors/${vendorId}/users/${customer.uid}`,
            field: `setLists.${taken[0]!.id}`,
            message: 'A set list with this id belongs to another customer here.',
            skipped: true,
          });
          report.counts.customers.skipped++;
          continue;
        }
        const sameName = customer.lists.find((entry) => {
          const here = entry.archivedAt ? undefined : namesHere.get(`${customer.uid}\n${entry.name.toLowerCase()}`);
          return here !== undefined && here !== entry.id;
        });
        if (sameName) {
          report.problems.push({
            file,
            record: `vendors/${vendorId}/users/${customer.uid}`,
            field: `setLists.${sameName.id}.name`,
            message: `This customer already has a set list here called “${sameName.name}”: rename one of them and run the import again.`,
            skipped: true,
          });
          report.counts.customers.skipped++;
          continue;
        }
        report.counts.customers[existing.has(customer.uid) ? 'updated' : 'created']++;
        if (dryRun) {
          report.counts.favourites.created += customer.favourites.length;
          report.counts.setLists.created += customer.lists.length;
          report.counts.setListLines.created += customer.lines.length;
          continue;
        }
        toWrite.push(customer);
      }
      if (!dryRun && toWrite.length > 0) await writeCustomers(tx as Tx, vendorId, toWrite, report.counts);
    };
    if (dryRun) await write(db);
    else await db.transaction(write);
  }
}

/** Rows per multi-row statement: far below PostgreSQL's 65,535 parameters however wide the row. */
const ROWS_PER_STATEMENT = 1_000;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<void>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) await write(rows.slice(start, start + ROWS_PER_STATEMENT));
}

/**
 * One batch's documents in its transaction: the records, favourites, lists and lines each in a few
 * multi-row statements, then each record's maps and counters rebuilt from its rows.
 */
async function writeCustomers(tx: Tx, vendorId: string, customers: CustomerToImport[], counts: Counts) {
  const now = new Date();
  const uids = customers.map((customer) => customer.uid);
  await inChunks(customers, async (chunk) => {
    await tx
      .insert(vendorUsers)
      .values(
        // The record as sign-up writes one; its maps are rebuilt from the rows below.
        chunk.map(({ uid, record }) => ({
          ...rowFromNewRecord(uid, { ...record, captchaToken: '', wasAnonymous: false }),
          updatedAt: now,
          favorites: {},
          setLists: {},
          setListItems: {},
          captchaToken: null,
        })),
      )
      .onConflictDoUpdate({ target: [vendorUsers.vendorId, vendorUsers.uid], set: { ...excludedProfile(), updatedAt: now } });
  });
  // The account's own name follows the record's, as sign-up keeps them alike, where it has none.
  await tx.execute(
    sql`update users set name = vu.display_name from vendor_users vu where vu.uid = users.id and vu.vendor_id = ${vendorId} and users.name = '' and vu.display_name <> '' and users.id = any(${sql.param(uids)}::text[])`,
  );

  const favouriteRows = customers.flatMap(({ uid, favourites: rows }) => rows.map((row) => ({ vendorId, uid, ...row })));
  await inChunks(favouriteRows, async (chunk) => {
    const added = await tx.insert(favourites).values(chunk).onConflictDoNothing().returning({ itemId: favourites.itemId });
    counts.favourites.created += added.length;
    counts.favourites.unchanged += chunk.length - added.length;
  });
  const listRows = customers.flatMap((customer) => customer.lists);
  await inChunks(listRows, async (chunk) => {
    const written = await tx
      .insert(setLists)
      .values(chunk)
      .onConflictDoUpdate({
        target: setLists.id,
        set: {
          name: sql`excluded.name`,
          production: sql`excluded.production`,
          scene: sql`excluded.scene`,
          notes: sql`excluded.notes`,
          pickUpOn: sql`excluded.pick_up_on`,
          returnOn: sql`excluded.return_on`,
          archivedAt: sql`excluded.archived_at`,
        },
      })
      .returning({ fresh: sql<boolean>`xmax = 0` });
    for (const row of written) counts.setLists[row.fresh ? 'created' : 'updated']++;
  });
  const lineRows = customers.flatMap((customer) => customer.lines);
  await inChunks(lineRows, async (chunk) => {
    const named = new Map(
      (
        await tx
          .select({ id: items.id, title: items.title, sku: items.sku })
          .from(items)
          .where(inArray(items.id, [...new Set(chunk.map((line) => line.itemId))]))
      ).map((row) => [row.id, row]),
    );
    const written = await tx
      .insert(setListItems)
      .values(chunk.map((line) => ({ ...line, title: named.get(line.itemId)!.title, sku: named.get(line.itemId)!.sku })))
      .onConflictDoUpdate({ target: setListItems.id, set: { quantity: sql`excluded.quantity`, note: sql`excluded.note` } })
      .returning({ fresh: sql<boolean>`xmax = 0` });
    for (const row of written) counts.setListLines[row.fresh ? 'created' : 'updated']++;
  });
  for (const uid of uids) {
    await mirrorFavourites(tx, vendorId, uid, now.getTime());
    await mirrorSetLists(tx, { vendorId, uid }, now.getTime());
  }
  await inChunks(customers, (chunk) =>
    recordImported(
      tx,
      'customer',
      chunk.map((customer) => ({ sourceId: customer.uid, fingerprint: customer.fingerprint })),
      now,
    ),
  );
}

/** On a second run, the record's profile fields as this run read them (`excluded`), its counters and maps left to the mirrors. */
function excludedProfile() {
  const columns = {
    vendorName: 'vendor_name',
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    studio: 'studio',
    production: 'production',
    phone: 'phone',
    title: 'title',
    displayName: 'display_name',
    orderByName: 'order_by_name',
    isEmailVerified: 'is_email_verified',
    isAuthorized: 'is_authorized',
    hasReceivedDeniedEmail: 'has_received_denied_email',
    hasReceivedWelcomeEmail: 'has_received_welcome_email',
    photoUrl: 'photo_url',
    geoloc: 'geoloc',
    ipLocation: 'ip_location',
    ipAddresses: 'ip_addresses',
    subscriptions: 'subscriptions',
    vendors: 'vendors',
    customers: 'customers',
    lastLoginAt: 'last_login_at',
  } as const;
  return Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded.${column}`)]));
}
