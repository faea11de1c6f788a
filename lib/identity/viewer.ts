import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb, type Db } from '@/lib/db';
import { databaseAnswers, databaseUnavailable, isDatabaseUnavailable } from '@/lib/db/availability';
import { AppError } from '@/lib/errors/app-error';
import { tenant } from '@/lib/tenant';
import { getVendorUser, type VendorUserRecord } from '@/lib/vendor-users/repository';
import { getIdToken } from './account';
import { currentRequestHeaders, currentSession, requestAuthExchange, type AuthExchange } from '@/lib/identity/auth/auth-exchange';
import { authUserFrom, startUpDecision, type AuthUser, type StartUpDecision, type StartUpFacts } from '@/lib/identity/status/auth-status';
import { roleOf } from './roles';
import { recordVendorUserLogIn, signOut, type VendorUserLogIn } from './sign-in';

/**
 * Who is asking (issue 10): one answer for pages, layouts, actions and route handlers alike.
 * - anonymous: no session at all;
 * - guest: a guest (anonymous) session, which signing up links to a new account (spec §6);
 * - customer, staff, admin: an account, by its role (roles.ts). While an admin acts as a customer
 *   (spec §6 impersonation) the viewer is that customer, with `impersonatedBy` set.
 */
export type Viewer =
  | { kind: 'anonymous'; user: null; vendorUser: null; impersonatedBy: null }
  | { kind: 'guest'; user: AuthUser; vendorUser: null; impersonatedBy: null }
  | AccountViewer;

export type AccountViewer = { kind: 'customer' | 'staff' | 'admin'; user: AuthUser; vendorUser: VendorUserRecord; impersonatedBy: string | null };

/** What a page, action or route needs of its viewer: anyone; an account (staff and admins are customers too); staff; an admin. */
export type Access = 'anyone' | 'customer' | 'staff' | 'admin';

const RANK: Record<AccountViewer['kind'], number> = { customer: 0, staff: 1, admin: 2 };

/**
 * The one check of a role (issue 10): why this viewer may not have this access, or null when they
 * may. Without an account: unauthenticated. Staff and admin access is refused while an admin acts
 * as someone else (the support session sees what the customer sees, nothing more), and answers
 * notFound, so the staff area does not show it exists.
 */
export function accessRefusal(viewer: Viewer, access: Access): AppError | null {
  if (access === 'anyone') return null;
  if (viewer.kind === 'anonymous' || viewer.kind === 'guest') return new AppError('unauthenticated', 'Log in to continue.');
  if (access === 'customer') return null;
  if (viewer.impersonatedBy || RANK[viewer.kind] < RANK[access]) return new AppError('notFound', 'This page could not be found.');
  return null;
}

/** The viewer as an account, for code behind a customer, staff or admin check; anyone else is refused (401). */
export function accountOf(viewer: Viewer): AccountViewer {
  const refusal = accessRefusal(viewer, 'customer');
  if (refusal) throw refusal;
  return viewer as AccountViewer;
}

export function can(viewer: Viewer, access: Access): boolean {
  return accessRefusal(viewer, access) === null;
}

export type StartUp = {
  decision: StartUpDecision;
  viewer: Viewer;
  /** Step 3's force-refreshed ID token, when the vendors map links this vendor. */
  idToken: string | null;
};

/**
 * `touch`: the §4 start-up of a browser tab (POST /api/me), which fetches or creates the vendor user,
 * touches lastLoginAt (§7), force-refreshes the ID token and signs out a session start-up fails
 * for. Without it the start-up only reads (a page render, an action, GET /api/me): nothing is
 * written on a read (issue 29, decision 126).
 */
type StartUpContext = {
  db: Db;
  headers: Headers;
  touch?: boolean;
  now?: number;
  geolocation?: VendorUserLogIn['geolocation'];
};

async function hasSessionCookie(exchange: AuthExchange, headers: Headers): Promise<boolean> {
  const { authCookies } = await exchange.auth.$context;
  const name = authCookies.sessionToken.name;
  return (headers.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

/**
 * Spec §4 "Start-up" on the server: no session cookie → noToken; a cookie naming no session →
 * badToken; otherwise the user is loaded and the vendor user fetched (with `touch`, fetched or
 * created and lastLoginAt touched, decision 51); with `touch`, a record linking this vendor
 * force-refreshes the ID token; any error → noToken, and with `touch` the session is signed out.
 * While an admin impersonates, the record is only read: the customer did not log in.
 *
 * A database that does not answer is none of these (issue 36 §4.2): it throws `databaseUnavailable`
 * (503), so nobody is taken for signed out, sent to log in, or has their session cookie cleared
 * because the house's database was briefly away. Only a failure, or a cookie that names no session,
 * asks the database whether it answers; a start-up that succeeds costs nothing more.
 */
export async function startUpFromSession(exchange: AuthExchange, context: StartUpContext): Promise<StartUp> {
  let role: string | null = null;
  let impersonatedBy: string | null = null;
  let facts: StartUpFacts;
  try {
    if (!(await hasSessionCookie(exchange, context.headers))) facts = { kind: 'noStoredSession' };
    else {
      const session = await currentSession(exchange, { refresh: context.touch === true });
      if (!session) facts = { kind: 'sessionDoesntMatchUser' };
      else if (session.user.isAnonymous) facts = { kind: 'anonymous', user: authUserFrom(session.user) };
      else {
        const user = authUserFrom(session.user);
        role = session.user.role ?? null;
        impersonatedBy = session.session.impersonatedBy ?? null;
        const vendorUser =
          impersonatedBy || !context.touch
            ? await getVendorUser(context.db, tenant.vendor.id, user.uid)
            : (
                await recordVendorUserLogIn(context.db, {
                  user,
                  priorStatus: 'wasAuthenticated',
                  headers: context.headers,
                  now: context.now,
                  geolocation: context.geolocation,
                  locate: false,
                })
              ).vendorUser;
        facts = vendorUser ? { kind: 'signedIn', user, vendorUser } : { kind: 'failed', error: new Error(`No vendor user for ${user.uid}`) };
      }
    }
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    facts = { kind: 'failed', error };
  }
  if ((facts.kind === 'failed' || facts.kind === 'sessionDoesntMatchUser') && !(await databaseAnswers(context.db))) throw databaseUnavailable();

  let decision = startUpDecision(facts, tenant.vendor.id);
  let idToken: string | null = null;
  if (decision.forceRefreshIdToken && context.touch) {
    const token = await getIdToken(exchange, { forceRefresh: true }).catch(() => null);
    if (token?.ok) idToken = token.data.token;
    // decision 39: a failed refresh is an error of start-up.
    else decision = startUpDecision({ kind: 'failed', error: token?.ok === false ? token.error : new Error('ID token refresh failed') }, tenant.vendor.id);
  }
  if (decision.signOut && context.touch) {
    console.error('Start-up failed; signing the session out:', facts.kind === 'failed' && facts.error instanceof Error ? facts.error.message : facts);
    await signOut(exchange).catch(() => undefined);
  }
  return { decision, viewer: viewerOf(decision, role, impersonatedBy), idToken };
}

function viewerOf({ event }: StartUpDecision, role: string | null, impersonatedBy: string | null): Viewer {
  if (event.outcome === 'anonymous') return { kind: 'guest', user: event.user, vendorUser: null, impersonatedBy: null };
  if (event.outcome !== 'authenticated') return { kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null };
  const held = roleOf(role);
  return { kind: held === 'user' ? 'customer' : held, user: event.user, vendorUser: event.vendorUser as VendorUserRecord, impersonatedBy };
}

/**
 * Who is asking, once per server render: the root layout and the page share one answer, so a page
 * load reads the session once, and writes nothing. (React's cache lasts one render; an action runs
 * outside it and asks afresh.)
 */
export const startUpForRequest = cache(async (): Promise<StartUp> => {
  const [exchange, incoming, db] = await Promise.all([requestAuthExchange({ readOnly: true }), currentRequestHeaders(), getDb()]);
  return startUpFromSession(exchange, { db, headers: incoming });
});

/** Who is asking, for the request being handled. */
export async function getViewer(): Promise<Viewer> {
  return (await startUpForRequest()).viewer;
}

/** `/auth/login?redirectTo=…`; the log-in page checks the value again (same-site only). */
export function logInHref(redirectTo: string): string {
  return `/auth/login?${new URLSearchParams({ redirectTo })}`;
}

/**
 * The page guards. Without an account, a customer page sends the person to log in and brings them
 * back to `returnTo`; a staff or admin page answers 404 to everyone it refuses. Actions get the same
 * check from lib/entry-points/form-action.ts, as a form's answer instead of a navigation.
 */
export async function requireCustomer(returnTo: string): Promise<AccountViewer> {
  const viewer = await getViewer();
  if (accessRefusal(viewer, 'customer')) redirect(logInHref(returnTo));
  return viewer as AccountViewer;
}

export async function requireStaff(): Promise<AccountViewer> {
  return requireAccount('staff');
}

export async function requireAdmin(): Promise<AccountViewer> {
  return requireAccount('admin');
}

async function requireAccount(access: 'staff' | 'admin'): Promise<AccountViewer> {
  const viewer = await getViewer();
  if (accessRefusal(viewer, access)) notFound();
  return viewer as AccountViewer;
}
