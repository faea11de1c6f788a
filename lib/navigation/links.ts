import type { NavGroup, NavLink } from '@/lib/tenant/schema';

export type Audience = { signedIn: boolean };

/**
 * Who is looking, from the §4 status of the server's start-up: only an authenticated user counts as
 * signed in; an anonymous guest browses as a visitor (spec §6).
 */
export function audienceFor(status: 'unknown' | 'notAuthenticated' | 'loggingIn' | 'signingUp' | 'anonymous' | 'authenticated' | 'loggingOut'): Audience {
  return { signedIn: status === 'authenticated' };
}

/**
 * The `auth` flag of a link says whether it needs a signed-in user (docs/decisions/0003-link-auth-flag.md):
 * `auth: true` shows it to signed-in users only, `auth: false` or no flag shows it to everyone.
 */
export function isVisibleTo(link: { auth?: boolean }, audience: Audience): boolean {
  return link.auth !== true || audience.signedIn;
}

export function isGroup(entry: NavGroup | NavLink): entry is NavGroup {
  return 'children' in entry;
}

/** Everyone who could look: a shared page's links are decided for everyone, those for the signed in shown in the browser (SignedInOnly). */
export const EVERYONE: Audience = { signedIn: true };

/** The header's entries for this audience; a group whose children are all hidden disappears with them. */
export function headerEntries(entries: (NavGroup | NavLink)[], audience: Audience): (NavGroup | NavLink)[] {
  return entries.flatMap((entry): (NavGroup | NavLink)[] => {
    if (!isVisibleTo(entry, audience)) return [];
    if (!isGroup(entry)) return [entry];
    const children = entry.children.filter((child) => isVisibleTo(child, audience));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

export function footerEntries(links: NavLink[], audience: Audience): NavLink[] {
  return links.filter((link) => isVisibleTo(link, audience));
}

/**
 * A link is current when its path matches and every query parameter it names has the same value,
 * so "Free Props" and "Rentals" are told apart on /catalog.
 */
export function isCurrent(href: string, pathname: string, search: URLSearchParams): boolean {
  const target = new URL(href, 'http://local');
  if (target.pathname !== pathname) return false;
  for (const key of new Set(target.searchParams.keys())) {
    const wanted = target.searchParams.getAll(key).sort().join('\u0000');
    if (search.getAll(key).sort().join('\u0000') !== wanted) return false;
  }
  return true;
}
