import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { newestAccounts } from '@/lib/identity/roles';
import { requireAdmin } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { StaffRoleButton } from '@/components/customers/StaffRoleButton';
import { ImpersonateButton } from './ImpersonateButton';

export const metadata: Metadata = { title: 'Accounts', robots: { index: false } };

/** The newest accounts first; enough for support to find the person who just called. */
const SHOWN = 100;

/** The accounts, each with "Sign in as" and "Make staff" or "Remove staff": admins only (staff and everyone else get a 404). */
export default async function StaffUsersPage(_props: PageProps) {
  const admin = await requireAdmin();
  const people = await newestAccounts(await getDb(), SHOWN);
  return (
    <div className="page">
      <h1>Accounts</h1>
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
            <th scope="col">
              <span className="visually-hidden">Staff role</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id}>
              <td>{person.name}</td>
              <td>{person.email}</td>
              <td>{person.role}</td>
              <td>{person.id !== admin.user.uid && person.role !== 'admin' && <ImpersonateButton userId={person.id} email={person.email} />}</td>
              <td>{person.role !== 'admin' && <StaffRoleButton userId={person.id} email={person.email} staff={person.role === 'staff'} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
