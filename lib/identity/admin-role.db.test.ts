import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/open';
import { users } from '@/lib/db/schema';
import { openTestDatabase } from '@/test/database';
import { insertTestUser } from '@/test/users';
import { grantAdminRole } from './admin-role';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('npm run admin:grant -- --email …', () => {
  it('grants the admin role to the account with that email, whatever its case', async () => {
    const id = await insertTestUser(handle.db, undefined, { email: 'boss@example.com' });
    expect(await grantAdminRole(handle.db, ' Boss@Example.com ')).toEqual({ status: 'granted', userId: id });
    const [row] = await handle.db.select({ role: users.role }).from(users).where(eq(users.id, id));
    expect(row?.role).toBe('admin');
    expect(await grantAdminRole(handle.db, 'boss@example.com')).toEqual({ status: 'alreadyAdmin', userId: id });
  });

  it('refuses an unknown email and a guest session', async () => {
    expect(await grantAdminRole(handle.db, 'nobody@example.com')).toEqual({ status: 'noSuchAccount' });
    await insertTestUser(handle.db, undefined, { email: 'guest@anon.example', isAnonymous: true });
    expect(await grantAdminRole(handle.db, 'guest@anon.example')).toEqual({ status: 'anonymous' });
  });
});
