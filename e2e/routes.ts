import { tenant } from './tenant';

/** Spec §2 "Screens and routes": every public page, its level-1 heading and its document title. */
export const PAGES = [
  { path: '/', heading: tenant.vendor.displayName, title: tenant.metaTitle },
  { path: '/catalog', heading: 'Catalogue', title: `Catalogue | ${tenant.appTitle}` },
  { path: '/catalog?Purchase+Type=Free', heading: 'Free Props', title: `Free Props | ${tenant.appTitle}` },
  { path: '/catalog?Purchase+Type=Weekly+Rental', heading: 'Rentals', title: `Rentals | ${tenant.appTitle}` },
  { path: '/forms-and-faqs', heading: 'How it Works', title: `How it Works | ${tenant.appTitle}` },
  { path: '/contact-us', heading: 'Contact', title: `Contact | ${tenant.appTitle}` },
  { path: '/pages/about-us', heading: 'About Us', title: `About Us | ${tenant.appTitle}` },
  { path: '/categories', heading: 'Categories', title: `Categories | ${tenant.appTitle}` },
] as const;

/** Where each navigation link goes (spec §2), as a pathname and the query it must carry. */
export const DESTINATIONS = {
  'Free Props': { path: '/catalog?Purchase+Type=Free', pathname: '/catalog', query: { 'Purchase Type': 'Free' }, heading: 'Free Props' },
  Rentals: { path: '/catalog?Purchase+Type=Weekly+Rental', pathname: '/catalog', query: { 'Purchase Type': 'Weekly Rental' }, heading: 'Rentals' },
  'How it Works': { path: '/forms-and-faqs', pathname: '/forms-and-faqs', query: {}, heading: 'How it Works' },
  Contact: { path: '/contact-us', pathname: '/contact-us', query: {}, heading: 'Contact' },
  'About Us': { path: '/pages/about-us', pathname: '/pages/about-us', query: {}, heading: 'About Us' },
  Categories: { path: '/categories', pathname: '/categories', query: {}, heading: 'Categories' },
} as const;

export type Destination = (typeof DESTINATIONS)[keyof typeof DESTINATIONS];

/** True when the page's URL is exactly the destination: same path, same query parameters, nothing else. */
export function isAt(url: URL, destination: Destination): boolean {
  const wanted = new URLSearchParams(destination.query);
  const actual = new URLSearchParams(url.search);
  actual.sort();
  wanted.sort();
  return url.pathname === destination.pathname && actual.toString() === wanted.toString();
}
