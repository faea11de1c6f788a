import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/lib/db/schema';
import { testDatabase } from '@/test/database';
import { insertTestUser } from '@/test/users';
import { auditOf } from '@/lib/audit/record-audit';
import { grantRole, newestAccounts, roleOf, setStaffRole } from './roles';

const fixture = testDatabase();

const roleIn = async (id: string) => (await fixture.handle.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('npm run admin:grant -- --email … [--role staff|admin]', () => {
  it('grants the admin role to the account with that email, whatever its case', async () => {
    const id = await insertTestUser(fixture.handle.db, undefined, { email: 'boss@example.com' });
    expect(await grantRole(fixture.handle.db, ' Boss@Example.com ', 'admin')).toEqual({ status: 'granted', userId: id });
    expect(await roleIn(id)).toBe('admin');
    expect(await grantRole(fixture.handle.db, 'boss@example.com', 'admin')).toEqual({ status: 'alreadyHeld', userId: id });
  });

  it('issue 10: grants staff, raises staff to admin, and never lowers an admin to staff', async () => {
    const id = await insertTestUser(fixture.handle.db, undefined, { email: 'counter@example.com' });
    expect(await grantRole(fixture.handle.db, 'counter@example.com', 'staff')).toEqual({ status: 'granted', userId: id });
    expect(await roleIn(id)).toBe('staff');
    expect(await grantRole(fixture.handle.db, 'counter@example.com', 'admin')).toEqual({ status: 'granted', userId: id });
    expect(await grantRole(fixture.handle.db, 'counter@example.com', 'staff')).toEqual({ status: 'alreadyHeld', userId: id });
    expect(await roleIn(id)).toBe('admin');
  });

  it('refuses an unknown email, a guest session and an unknown role', async () => {
    expect(await grantRole(fixture.handle.db, 'nobody@example.com', 'staff')).toEqual({ status: 'noSuchAccount' });
    await insertTestUser(fixture.handle.db, undefined, { email: 'guest@anon.example', isAnonymous: true });
    expect(await grantRole(fixture.handle.db, 'guest@anon.example', 'admin')).toEqual({ status: 'anonymous' });
    await expect(grantRole(fixture.handle.db, 'boss@example.com', 'owner' as 'admin')).rejects.toThrow('The role is staff or admin');
  });
});

describe('issue 10: roles as the viewer reads them', () => {
  it('reads a missing or unknown stored role as a customer (user)', () => {
    expect(roleOf(null)).toBe('user');
    expect(roleOf('superuser')).toBe('user');
    expect(roleOf('staff')).toBe('staff');
  });

  it('lists the newest accounts with their roles, guests left out', async () => {
    const accounts = await newestAccounts(fixture.handle.db, 10);
    expect(accounts.map((account) => account.email)).toEqual(expect.arrayContaining(['boss@example.com', 'counter@example.com']));
    expect(accounts.some((account) => account.email === 'guest@anon.example')).toBe(false);
    expect(accounts.find((account) => account.email === 'boss@example.com')?.role).toBe('admin');
  });
});

describe('issue 13 §1: admins make and unmake staff in the staff area', () => {
  const audit = { vendorId: 'cahuenga-props', actor: { uid: 'admin-1', name: 'Ada' } };

  it('makes an account staff and takes it back, each with an audit row; an admin is not changed here; an unknown account is not found', async () => {
    const id = await insertTestUser(fixture.handle.db, undefined, { email: 'aisle@example.com' });
    expect(await setStaffRole(fixture.handle.db, id, true, audit)).toEqual({ ok: true, data: { role: 'staff' } });
    expect(await roleIn(id)).toBe('staff');
    expect(await setStaffRole(fixture.handle.db, id, false, audit)).toEqual({ ok: true, data: { role: 'user' } });
    expect((await auditOf(fixture.handle.db, audit.vendorId, 'customer', id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['removeStaff', { role: 'staff' }, { role: 'user' }],
      ['grantStaff', { role: 'user' }, { role: 'staff' }],
    ]);
    const boss = await insertTestUser(fixture.handle.db, undefined, { email: 'owner@example.com' });
    await grantRole(fixture.handle.db, 'owner@example.com', 'admin');
    expect(await setStaffRole(fixture.handle.db, boss, false, audit)).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(await roleIn(boss)).toBe('admin');
    expect(await setStaffRole(fixture.handle.db, 'nobody', true, audit)).toMatchObject({ ok: false, error: { code: 'notFound' } });
  });
});
