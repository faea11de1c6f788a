// `npm run admin:grant -- --email you@example.com`: gives an existing account the admin role.
// Uses DATABASE_URL when set, otherwise the embedded database in PGLITE_DATA_DIR (./data): stop
// the server first when using the embedded database (only one process may open it).
import { parseArgs } from 'node:util';
import { openDatabase } from '@/lib/db/open';
import { env } from '@/lib/env';
import { adminEmailSchema, grantAdminRole } from '@/lib/identity/admin-role';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = adminEmailSchema.safeParse(values.email);
if (!email.success) {
  console.error(email.error.issues[0]?.message);
  process.exit(2);
}

const { DATABASE_URL, PGLITE_DATA_DIR } = env();
try {
  const handle = await openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { dataDir: PGLITE_DATA_DIR });
  const result = await grantAdminRole(handle.db, email.data);
  await handle.close();
  const messages = {
    granted: `${email.data} is now an admin. The role applies from their next page load.`,
    alreadyAdmin: `${email.data} is already an admin.`,
    noSuchAccount: `No account has the email ${email.data}. Sign up on the site first, then run this again.`,
    anonymous: `${email.data} belongs to a guest session, which cannot be an admin.`,
  } as const;
  console.log(messages[result.status]);
  process.exit(result.status === 'granted' || result.status === 'alreadyAdmin' ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
