import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '@/lib/db/open';
import { accounts, appSecrets, users } from '@/lib/db/schema';
import type { FirebaseHashParameters } from '@/lib/identity/auth/firebase-scrypt';
import { HASH_PARAMETERS_SECRET, importedHash, isImportedHash } from '@/lib/identity/auth/imported-password';
import { epochMs, issuesByField, readJsonFile } from './read-json';
import { fingerprint, type ImportReport } from './report';
import { lastFingerprints, recordImported } from './imported-records';

/** Accounts per transaction: a batch is written whole or not at all. */
export const ACCOUNT_BATCH = 500;

/** One user of `firebase auth:export --format=json`; fields this import does not use are let through. */
const exportedUserSchema = z.looseObject({
  localId: z.string().trim().min(1, 'Every account needs its localId.').max(128),
  email: z.string().trim().toLowerCase().pipe(z.email('This is not an email address.')).optional(),
  emailVerified: z.boolean().optional(),
  passwordHash: z.base64('passwordHash is not base64.').optional(),
  salt: z.base64('salt is not base64.').optional(),
  displayName: z.string().max(200).optional(),
  phoneNumber: z.string().optional(),
  createdAt: z.union([z.string(), z.number()]).optional(),
  lastSignedInAt: z.union([z.string(), z.number()]).optional(),
  providerUserInfo: z.array(z.looseObject({ providerId: z.string() })).optional(),
  mfaInfo: z.array(z.looseObject({ phoneInfo: z.string().optional(), mfaEnrollmentId: z.string().optional() })).optional(),
});
type ExportedUser = z.infer<typeof exportedUserSchema>;

/** An account as it will be stored: the user row, and the credential account when there is a password. */
export type AccountToImport = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  /** The second factor's phone (mfaInfo), enrolled and verified as the old provider had it. */
  secondFactorPhone: string | null;
  password: string | null;
  fingerprint: string;
};

/**
 * The export file's accounts, checked: anonymous ones (no email, no provider) are counted as skipped
 * and not imported; one without email but with a provider, one with an email another account of the
 * file already has, or with a field that cannot be read, is a problem by record and field.
 */
export function readAccounts(report: ImportReport, file: string, text: string): AccountToImport[] {
  const json = readJsonFile(report, file, text);
  if (json === undefined) return [];
  const list = (json as { users?: unknown })?.users;
  if (!Array.isArray(list)) {
    report.problems.push({
      file,
      record: '(whole file)',
      field: 'users',
      message: 'The file has no "users" list: is it the output of auth:export?',
      skipped: true,
    });
    return [];
  }
  const out: AccountToImport[] = [];
  const byEmail = new Map<string, string>();
  const phones = new Map<string, string>();
  const skip = (record: string, field: string, message: string) => {
    report.problems.push({ file, record, field, message, skipped: true });
    report.counts.accounts.skipped++;
  };
  for (const [index, raw] of list.entries()) {
    const parsed = exportedUserSchema.safeParse(raw);
    const record = typeof (raw as ExportedUser)?.localId === 'string' ? (raw as ExportedUser).localId : `users[${index}]`;
    if (!parsed.success) {
      const [first] = issuesByField(parsed.error.issues);
      skip(record, first?.field ?? '', first?.message ?? 'This account cannot be read.');
      continue;
    }
    const user = parsed.data;
    if (!user.email) {
      // An anonymous account is a guest's: nothing to sign in to, so it is not moved.
      if (!user.providerUserInfo?.length) skip(record, '', 'An anonymous account (a guest’s): not imported.');
      else skip(record, 'email', 'This account has no email address, so it could not sign in here.');
      continue;
    }
    const earlier = byEmail.get(user.email);
    if (earlier) {
      skip(record, 'email', `The email ${user.email} is also on account ${earlier}: one of them must change on the old side first.`);
      continue;
    }
    if (Boolean(user.passwordHash) !== Boolean(user.salt)) {
      skip(record, user.passwordHash ? 'salt' : 'passwordHash', 'passwordHash and salt come together; this account has only one.');
      continue;
    }
    let secondFactorPhone = user.mfaInfo?.find((factor) => factor.phoneInfo)?.phoneInfo ?? null;
    if (secondFactorPhone && phones.has(secondFactorPhone)) {
      report.problems.push({
        file,
        record,
        field: 'mfaInfo.phoneInfo',
        message: `The second-factor phone is also account ${phones.get(secondFactorPhone)}'s; imported without a second factor.`,
        skipped: false,
      });
      secondFactorPhone = null;
    }
    if (secondFactorPhone) phones.set(secondFactorPhone, user.localId);
    byEmail.set(user.email, user.localId);
    const account = {
      id: user.localId,
      email: user.email,
      name: user.displayName ?? '',
      emailVerified: user.emailVerified ?? false,
      createdAt: new Date(epochMs(user.createdAt) ?? Date.now()),
      secondFactorPhone,
      password: user.passwordHash && user.salt ? importedHash(user.passwordHash, user.salt) : null,
    };
    out.push(withFingerprint(account));
  }
  return out;
}

/** An account as a record of what was written: a rerun that would write the same leaves it alone. */
function withFingerprint({ fingerprint: _stale, ...account }: Omit<AccountToImport, 'fingerprint'> & { fingerprint?: string }): AccountToImport {
  return { ...account, fingerprint: fingerprint({ ...account, createdAt: account.createdAt.getTime() }) };
}

export async function saveHashParameters(db: Db, parameters: FirebaseHashParameters): Promise<void> {
  const value = JSON.stringify(parameters);
  await db.insert(appSecrets).values({ name: HASH_PARAMETERS_SECRET, value }).onConflictDoUpdate({ target: appSecrets.name, set: { value } });
}

/**
 * Writes the accounts in batches, each one transaction. An account the last run wrote from the same
 * export record is left alone; one whose email another account here already has is reported and
 * skipped. A password is written only while the stored one is still an imported hash: once its owner
 * has signed in (and it was re-hashed) or changed it, the old provider's hash never comes back.
 * `dryRun`: everything is checked and counted, nothing written.
 */
export async function importAccounts(db: Db, file: string, list: AccountToImport[], report: ImportReport, { dryRun = false, batch = ACCOUNT_BATCH } = {}) {
  for (let start = 0; start < list.length; start += batch) {
    const slice = list.slice(start, start + batch);
    const write = async (tx: Db | Tx) => {
      const ids = slice.map((account) => account.id);
      const done = await lastFingerprints(tx, 'account', ids);
      const existing = new Map(
        (await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))).map((row) => [row.id, row.email]),
      );
      const emailOwners = new Map(
        (
          await tx
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(
              inArray(
                users.email,
                slice.map((account) => account.email),
              ),
            )
        ).map((row) => [row.email, row.id]),
      );
      // A second factor's phone is one account's here (a unique column): one another account already
      // has is reported, and the account imported without it, rather than the whole batch refused.
      const phones = slice.flatMap((account) => (account.secondFactorPhone ? [account.secondFactorPhone] : []));
      const phoneOwners = new Map(
        phones.length === 0
          ? []
          : (await tx.select({ id: users.id, phone: users.phoneNumber }).from(users).where(inArray(users.phoneNumber, phones))).map((row) => [
              row.phone,
              row.id,
            ]),
      );
      const toWrite: AccountToImport[] = [];
      for (const candidate of slice) {
        let account = candidate;
        if (done.get(account.id) === account.fingerprint) {
          report.counts.accounts.unchanged++;
          continue;
        }
        const owner = emailOwners.get(account.email);
        if (owner && owner !== account.id) {
          report.problems.push({ file, record: account.id, field: 'email', message: `An account here already has the email ${account.email}.`, skipped: true });
          report.counts.accounts.skipped++;
          continue;
        }
        const phoneOwner = account.secondFactorPhone ? phoneOwners.get(account.secondFactorPhone) : undefined;
        if (phoneOwner && phoneOwner !== account.id) {
          report.problems.push({
            file,
            record: account.id,
            field: 'mfaInfo.phoneInfo',
            message: `The second-factor phone is already account ${phoneOwner}'s here; imported without a second factor.`,
            skipped: false,
          });
          // Recorded as written, without the phone: a later run, once the phone is free, brings it.
          account = withFingerprint({ ...account, secondFactorPhone: null });
        }
        report.counts.accounts[existing.has(account.id) ? 'updated' : 'created']++;
        toWrite.push(account);
      }
      if (!dryRun && toWrite.length > 0) await writeAccounts(tx as Tx, toWrite);
    };
    if (dryRun) await write(db);
    else await db.transaction(write);
  }
}

/**
 * One batch's accounts in a few multi-row statements: the users (their second factor's phone as the
 * provider had it), then the credential accounts, a new one with the imported hash, an existing one
 * given the export's hash only while it still holds an imported one.
 */
async function writeAccounts(tx: Tx, list: AccountToImport[]) {
  const now = new Date();
  await tx
    .insert(users)
    .values(
      list.map((account) => ({
        id: account.id,
        name: account.name,
        email: account.email,
        emailVerified: account.emailVerified,
        createdAt: account.createdAt,
        updatedAt: now,
        ...(account.secondFactorPhone ? { phoneNumber: account.secondFactorPhone, phoneNumberVerified: true, twoFactorEnabled: true } : {}),
      })),
    )
    .onConflictDoUpdate({
      target: users.id,
      set: {
        name: sql`excluded.name`,
        email: sql`excluded.email`,
        emailVerified: sql`excluded.email_verified`,
        // A phone enrolled here since the last run stays; the export's is written when it has one.
        phoneNumber: sql`coalesce(excluded.phone_number, ${users.phoneNumber})`,
        phoneNumberVerified: sql`coalesce(excluded.phone_number_verified, ${users.phoneNumberVerified})`,
        twoFactorEnabled: sql`${users.twoFactorEnabled} or coalesce(excluded.two_factor_enabled, false)`,
        updatedAt: now,
      },
    });
  const withPassword = list.filter((account) => account.password);
  if (withPassword.length > 0) {
    const credentials = new Map(
      (
        await tx
          .select({ id: accounts.id, userId: accounts.userId, password: accounts.password })
          .from(accounts)
          .where(
            and(
              eq(accounts.providerId, 'credential'),
              inArray(
                accounts.userId,
                withPassword.map((account) => account.id),
              ),
            ),
          )
      ).map((row) => [row.userId, row]),
    );
    const fresh = withPassword.filter((account) => !credentials.has(account.id));
    if (fresh.length > 0)
      await tx.insert(accounts).values(
        fresh.map((account) => ({
          id: `imported-${account.id}`,
          accountId: account.id,
          providerId: 'credential',
          userId: account.id,
          password: account.password,
        })),
      );
    for (const account of withPassword) {
      const credential = credentials.get(account.id);
      if (credential?.password && isImportedHash(credential.password) && credential.password !== account.password)
        await tx.update(accounts).set({ password: account.password, updatedAt: now }).where(eq(accounts.id, credential.id));
    }
  }
  await recordImported(
    tx,
    'account',
    list.map((account) => ({ sourceId: account.id, fingerprint: account.fingerprint })),
    now,
  );
}
