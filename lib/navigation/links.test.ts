import { describe, expect, it } from 'vitest';
import type { NavGroup, NavLink } from '@/lib/tenant/schema';
import { footerEntries, headerEntries, isCurrent, isVisibleTo, audienceFor } from './links';

const visitor = { signedIn: false };
const member = { signedIn: true };

describe('navigation model (spec §2 "Navigation")', () => {
  it('auth:false (the Contact link) is shown to visitors and to signed-in users alike', () => {
    expect(isVisibleTo({ auth: false }, visitor)).toBe(true);
    expect(isVisibleTo({ auth: false }, member)).toBe(true);
  });

  it('auth:true is shown to signed-in users only; no flag is shown to everyone', () => {
    expect(isVisibleTo({ auth: true }, visitor)).toBe(false);
    expect(isVisibleTo({ auth: true }, member)).toBe(true);
    expect(isVisibleTo({}, visitor)).toBe(true);
  });

  const menu: NavGroup = {
    label: 'Menu',
    children: [
      { label: 'Free Props', href: '/catalog?Purchase+Type=Free' },
      { label: 'My Set Lists', href: '/set-lists', auth: true },
      { label: 'Contact', href: '/contact-us', auth: false },
    ],
  };

  it('filters the header menu children by the audience', () => {
    const [group] = headerEntries([menu], visitor) as NavGroup[];
    expect(group?.children.map((link) => link.label)).toEqual(['Free Props', 'Contact']);
    const [full] = headerEntries([menu], member) as NavGroup[];
    expect(full?.children).toHaveLength(3);
  });

  it('drops a group whose children are all hidden', () => {
    const private_: NavGroup = { label: 'Account', children: [{ label: 'Orders', href: '/orders', auth: true }] };
    expect(headerEntries([private_], visitor)).toEqual([]);
  });

  it('filters footer links by the audience', () => {
    const links: NavLink[] = [
      { label: 'About Us', href: '/pages/about-us' },
      { label: 'Favourites', href: '/favorites', auth: true },
    ];
    expect(footerEntries(links, visitor).map((link) => link.label)).toEqual(['About Us']);
  });

  it('tells Free Props from Rentals on /catalog by their query parameters', () => {
    const free = new URLSearchParams('Purchase+Type=Free');
    expect(isCurrent('/catalog?Purchase+Type=Free', '/catalog', free)).toBe(true);
    expect(isCurrent('/catalog?Purchase+Type=Weekly+Rental', '/catalog', free)).toBe(false);
    expect(isCurrent('/contact-us', '/contact-us', new URLSearchParams())).toBe(true);
    expect(isCurrent('/contact-us', '/catalog', new URLSearchParams())).toBe(false);
  });
});

describe('the audience from the §4 status', () => {
  it('only an authenticated user is signed in; a guest (anonymous) and everyone else browse as visitors', () => {
    expect(audienceFor('authenticated')).toEqual({ signedIn: true });
    for (const status of ['anonymous', 'notAuthenticated', 'unknown', 'loggingIn', 'signingUp', 'loggingOut'] as const)
      expect(audienceFor(status)).toEqual({ signedIn: false });
  });
});
