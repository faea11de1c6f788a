import 'server-only';
import type { Db } from '@/lib/db';
import { tenant } from '@/lib/tenant';
import { getVendorUser, type VendorUserRecord } from '@/lib/vendor-users/repository';
import { currentSession, getIdToken } from './account';
import type { AuthExchange } from './auth-exchange';
import { authUserFrom, type AuthUser } from './auth-user';
import { signOut } from './sign-in';
import { startUpDecision, type StartUpDecision, type StartUpFacts } from './start-up';
import { recordVendorUserLogIn, type VendorUserLogIn } from './vendor-user-log-in';

export type StartUp = {
  decision: StartUpDecision;
  /** Null unless the decision is anonymous or authenticated. */
  user: AuthUser | null;
  vendorUser: VendorUserRecord | null;
  role: string | null;
  /** The admin's user id while an admin acts as this user (the banner shows it). */
  impersonatedBy: string | null;
  /** Step 3's force-refreshed ID token, when the vendors map links this vendor. */
  idToken: string | null;
};

type Context = { db: Db; headers: Headers; now?: number; geolocation?: VendorUserLogIn['geolocation'] };

async function hasSessionCookie(exchange: AuthExchange, headers: Headers): Promise<boolean> {
  const { authCookies } = await exchange.auth.$context;
  const name = authCookies.sessionToken.name;
  return (headers.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

/**
 * Spec §4 "Start-up", on the server for each page load (the provider starts from its answer):
 * no session cookie → noToken; a cookie naming no session → badToken; otherwise the user is loaded
 * and the vendor user fetched or created (touching lastLoginAt, decision 51); a record linking this
 * vendor force-refreshes the ID token; any error signs the session out on the server → noToken.
 * While an admin impersonates, the record is only read: the customer did not log in.
 */
export async function startUpFromSession(exchange: AuthExchange, context: Context): Promise<StartUp> {
  let role: string | null = null;
  let impersonatedBy: string | null = null;
  let facts: StartUpFacts;
  try {
    if (!(await hasSessionCookie(exchange, context.headers))) facts = { kind: 'noStoredSession' };
    else {
      const session = await currentSession(exchange);
      if (!session) facts = { kind: 'sessionDoesntMatchUser' };
      else if (session.user.isAnonymous) facts = { kind: 'anonymous', user: authUserFrom(session.user) };
      else {
        const user = authUserFrom(session.user);
        role = session.user.role ?? null;
        impersonatedBy = session.session.impersonatedBy ?? null;
        const vendorUser = impersonatedBy
          ? await getVendorUser(context.db, tenant.vendor.id, user.uid)
          : (await recordVendorUserLogIn(context.db, { user, priorStatus: 'wasAuthenticated', headers: context.headers, now: context.now, geolocation: context.geolocation, locate: false })).vendorUser;
        facts = vendorUser ? { kind: 'signedIn', user, vendorUser } : { kind: 'failed', error: new Error(`No vendor user for ${user.uid}`) };
      }
    }
  } catch (error) {
    facts = { kind: 'failed', error };
  }

  let decision = startUpDecision(facts, tenant.vendor.id);
  let idToken: string | null = null;
  if (decision.forceRefreshIdToken) {
    const token = await getIdToken(exchange, { forceRefresh: true }).catch(() => null);
    if (token?.ok) idToken = token.data.token;
    // decision 39: a failed refresh is an error of start-up.
    else decision = startUpDecision({ kind: 'failed', error: token?.ok === false ? token.error : new Error('ID token refresh failed') }, tenant.vendor.id);
  }
  if (decision.signOut) {
    console.error('Start-up failed; signing the session out:', facts.kind === 'failed' && facts.error instanceof Error ? facts.error.message : facts);
    await signOut(exchange).catch(() => undefined);
  }
  const event = decision.event;
  return {
    decision,
    user: event.outcome === 'anonymous' || event.outcome === 'authenticated' ? event.user : null,
    vendorUser: event.outcome === 'authenticated' ? (event.vendorUser as VendorUserRecord) : null,
    role: event.outcome === 'authenticated' ? role : null,
    impersonatedBy: event.outcome === 'authenticated' ? impersonatedBy : null,
    idToken,
  };
}
