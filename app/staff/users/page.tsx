import { desc } from 'drizzle-orm';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { startUpForRequest } from '@/lib/identity/page-session';
import type { PageProps } from '@/lib/site/page-props';
import { impersonateAction } from './actions';

export const metadata: Metadata = { title: 'Customers', robots: { index: false } };

/** The newest accounts first; enough for support to find the person who just called. */
const SHOWN = 100;

/** Staff: the accounts, each with "Sign in as" (admins only; everyone else gets a 404). */
export default async function StaffUsersPage(_props: PageProps) {
  const startUp = await startUpForRequest();
  if (startUp.role !== 'admin' || startUp.impersonatedBy) notFound();
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, isAnonymous: users.isAnonymous })
    .from(users)
    .orderBy(desc(users.createdAt))
    .limit(SHOWN);
  const people = rows.filter((row) => !row.isAnonymous);
  return (
    <div className="page">
      <h1>Customers</h1>
      <table>
        <caption>The {SHOWN} newest accounts</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">
              <span className="visually-hidden">Support</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id}>
              <td>{person.name}</td>
              <td>{person.email}</td>
              <td>{person.role ?? 'user'}</td>
              <td>
                {person.id !== startUp.user?.uid && person.role !== 'admin' && (
                  <form action={impersonateAction}>
                    <input type="hidden" name="userId" value={person.id} />
                    <button type="submit" className="button" aria-label={`Sign in as ${person.email}`}>
                      Sign in as
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
