// `npm run admin:grant -- --email you@example.com [--role staff|admin]`: gives an existing account
// the staff or admin role (admin when no role is given). Uses DATABASE_URL when set, otherwise the
// embedded database in PGLITE_DATA_DIR (./data): stop the server first when using the embedded
// database (only one process may open it).
import { parseArgs } from 'node:util';
import { openDatabase } from '@/lib/db/open';
import { env } from '@/lib/env/env';
import { accountEmailSchema, grantableRoleSchema, grantRole } from '@/lib/identity/roles';

const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' } } });
const email = accountEmailSchema.safeParse(values.email);
const role = grantableRoleSchema.safeParse(values.role);
if (!email.success || !role.success) {
  console.error((email.error ?? role.error)?.issues[0]?.message);
  process.exit(2);
}

const { DATABASE_URL, PGLITE_DATA_DIR } = env();
try {
  const handle = await openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { dataDir: PGLITE_DATA_DIR });
  const result = await grantRole(handle.db, email.data, role.data);
  await handle.close();
  const messages = {
    granted: `${email.data} is now ${role.data}. The role applies from their next page load.`,
    alreadyHeld: `${email.data} already has the ${role.data} role or a higher one.`,
    noSuchAccount: `No account has the email ${email.data}. Sign up on the site first, then run this again.`,
    anonymous: `${email.data} belongs to a guest session, which cannot be ${role.data}.`,
  } as const;
  console.log(messages[result.status]);
  process.exit(result.status === 'granted' || result.status === 'alreadyHeld' ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
