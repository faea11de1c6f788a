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

describe('spec §2 step 1: the log-in and sign-up pages link to each other with where to go back to', () => {
  it('carries a same-site redirectTo, encoded, and drops anything else', () => {
    expect(authPageHref('/auth/signup', '/holds?tab=open')).toBe('/auth/signup?redirectTo=%2Fholds%3Ftab%3Dopen');
    expect(authPageHref('/auth/login', '/set-lists/abc')).toBe('/auth/login?redirectTo=%2Fset-lists%2Fabc');
    expect(authPageHref('/auth/login', null)).toBe('/auth/login');
    expect(authPageHref('/auth/signup', '//evil.example')).toBe('/auth/signup');
    expect(authPageHref('/auth/signup', 'https://evil.example/holds')).toBe('/auth/signup');
  });
});
