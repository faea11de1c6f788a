import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authPageHref, sameSitePath } from './same-site-path';

describe('same-site paths (issue 3: only same-site redirectTo values are honoured)', () => {
  it.each([
    ['/catalog', '/catalog'],
    ['/catalog?Purchase+Type=Free', '/catalog?Purchase+Type=Free'],
    ['/set-lists/42#items', '/set-lists/42#items'],
    ['/', '/'],
    ['/a/../catalog', '/catalog'],
    // A backslash that stays on this site is read as "/", as the browser reads it.
    ['/props\\lamps', '/props/lamps'],
  ])('accepts %s', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/path',
    'https://evil.com',
    'http://evil.com/catalog',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.com',
    '/\n/evil.com',
    // Issue 23 §1: paths that only normalise to another host ("//evil.example").
    '/..//evil.example/phish',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2E//evil.example',
    '/..\\/evil.example',
    '/..\\\\evil.example',
    '/%2e/\\evil.example',
    '/catalog\u0000',
    '/catalog\u007F',
    ' /catalog',
    'catalog',
    '',
  ])('rejects %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it('rejects values that are not strings', () => {
    expect(sameSitePath(undefined)).toBeNull();
    expect(sameSitePath(null)).toBeNull();
    expect(sameSitePath(['/catalog'])).toBeNull();
  });

  it('whatever it accepts stays on this site when the browser resolves it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (tail) => {
        for (const value of [tail, `/${tail}`, `//${tail}`, `/\\${tail}`]) {
          const path = sameSitePath(value);
          if (path === null) continue;
          expect(path.startsWith('/')).toBe(true);
          expect(new URL(path, 'https://props.example').origin).toBe('https://props.example');
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('issue 23 §1: no redirectTo leads off the site, however it is dressed', () => {
  // Pieces a crafted path is made of: dot segments plain and encoded, slashes and backslashes plain,
  // encoded and as Unicode look-alikes, tabs and newlines, and a host to aim at.
  const piece = fc.constantFrom(
    '',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2e%2e',
    '.%2e',
    '%2e.',
    '/',
    '\\',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '\t',
    '\n',
    '\r',
    '\u2215',
    '\uFF0F',
    '\u2044',
    '\uFE68',
    '\uFF3C',
    '@',
    ':',
    'evil.example',
    'phish',
    'catalog',
  );
  const separator = fc.constantFrom('/', '\\', '//', '/\\');
  const crafted = fc
    .tuple(fc.array(fc.tuple(piece, separator), { maxLength: 8 }), piece)
    .map(([pairs, last]) => `/${pairs.map(([p, s]) => p + s).join('')}${last}`);

  it('a path it accepts stays on this site from any page it is followed on, and is already in its final form', () => {
    fc.assert(
      fc.property(crafted, fc.constantFrom('https://props.example/', 'https://props.example/auth/login', 'https://props.example/a/b/c'), (value, from) => {
        const path = sameSitePath(value);
        if (path === null) return;
        expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
        expect(new URL(path, from).origin).toBe('https://props.example');
        expect(sameSitePath(path)).toBe(path);
      }),
      { numRuns: 5000 },
    );
  });

  it('the generator does reach the paths that normalise to another host', () => {
    // Without the fix, "/..//evil.example" was accepted and returned as "//evil.example".
    const samples = fc.sample(crafted, { numRuns: 5000, seed: 23 });
    expect(samples.some((value) => new URL(value, 'https://same-site.invalid').pathname.startsWith('//'))).toBe(true);
  });
});

describe('spec §2 step 1: the log-in and sign-up pages link to each other with where to go back to', () => {
  it('carries a same-site redirectTo, encoded, and drops anything else', () => {
    expect(authPageHref('/auth/signup', '/holds?tab=open')).toBe('/auth/signup?redirectTo=%2Fholds%3Ftab%3Dopen');
    expect(authPageHref('/auth/login', '/set-lists/abc')).toBe('/auth/login?redirectTo=%2Fset-lists%2Fabc');
    expect(authPageHref('/auth/login', null)).toBe('/auth/login');
    expect(authPageHref('/auth/signup', '//evil.example')).toBe('/auth/signup');
    expect(authPageHref('/auth/signup', 'https://evil.example/holds')).toBe('/auth/signup');
  });
});
