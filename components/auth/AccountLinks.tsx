'use client';

import { IntentLink } from '@/components/IntentLink';
import { usePathname } from 'next/navigation';
import styles from '@/components/site-header/site-header.module.css';
import { useAuth } from './AuthProvider';

/** Pages where "come back here after logging in" would send the person in a circle. */
const NO_RETURN = /^\/(auth|onboarding)(\/|$)|^\/$/;

/**
 * The header's account links, from the §4 status: "Favourites" and "Set lists" for everyone (guests keep them
 * too), "Account" once authenticated, "Log in" and "Sign up" for visitors and guests. Log in brings the person back to this page (spec §2
 * redirectTo); Sign up does not, so a new user goes through onboarding. A signed-in customer also has
 * their requests (`requests`, the tenant's word: "Holds"), with a badge counting the unread updates
 * (issue 12 §5: `unreadNotificationCount`, live through the profile stream).
 */
export function AccountLinks({ requests }: { requests: string }) {
  const { state } = useAuth();
  const pathname = usePathname();
  if (state.status === 'authenticated') {
    const unread = state.vendorUser.stats?.unreadNotificationCount ?? 0;
    return (
      <nav aria-label="Account" className={styles.account}>
        <IntentLink href="/favourites" className={styles.topLink}>
          Favourites
        </IntentLink>
        <IntentLink href="/set-lists" className={styles.topLink}>
          Set lists
        </IntentLink>
        <IntentLink href="/holds" className={styles.topLink}>
          {requests}
          {unread > 0 && (
            <>
              {' '}
              <span className={`badge ${styles.count}`}>
                {unread}
                <span className="visually-hidden"> {unread === 1 ? 'update' : 'updates'}</span>
              </span>
            </>
          )}
        </IntentLink>
        <IntentLink href="/account" className={styles.topLink}>
          Account
        </IntentLink>
      </nav>
    );
  }
  const logIn = NO_RETURN.test(pathname) ? '/auth/login' : `/auth/login?${new URLSearchParams({ redirectTo: pathname })}`;
  // A guest keeps favourites and set lists in this browser only, so is told so, and why to sign up (issue 14 §6).
  const guest = state.status === 'anonymous';
  const visitorLinks = (
    <>
      <IntentLink href={logIn} className={styles.topLink}>
        Log in
      </IntentLink>
      <IntentLink href="/auth/signup" className={styles.topLink}>
        Sign up{guest && <span className={styles.wideOnly}> to keep your lists</span>}
      </IntentLink>
    </>
  );
  return (
    <nav aria-label="Account" className={styles.account}>
      {guest && <span className={styles.guest}>Guest</span>}
      <IntentLink href="/favourites" className={styles.topLink}>
        Favourites
      </IntentLink>
      <IntentLink href="/set-lists" className={styles.topLink}>
        Set lists
      </IntentLink>
      {/* A shared page does not know who is looking until /api/me answers (decision 126): nothing is
          shown that might be wrong, and without JavaScript, which never asks, the visitor's links. The
          visitor's links hold their room unseen meanwhile, so a visitor's header does not move when
          they appear (issue 13 §3's layout-shift check). */}
      {state.status === 'unknown' ? (
        <>
          <noscript>{visitorLinks}</noscript>
          <span className={styles.pending} aria-hidden="true">
            <span className={styles.topLink}>Log in</span>
            <span className={styles.topLink}>Sign up</span>
          </span>
        </>
      ) : (
        visitorLinks
      )}
    </nav>
  );
}
