import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29's budget for our first-load JavaScript (25 KB gzip on /catalog) was lost once to one
 * import: the catalogue's search code reached zod, 30 KB gzip, through a helper's module. The
 * browser's code is what a 'use client' module imports, short of a 'use server' module (the bundler
 * sends only a reference to an action); this follows those imports as written and names the path.
 */
const HEAVY = ['zod', 'drizzle-orm', 'better-auth', '@electric-sql/pglite', 'sharp'];
/** The staff's own forms may validate in the browser: staff pages are not shared pages. */
const STAFF_ONLY = /^components\/(holds\/(StaffLineActions|CorrectReturn)|inventory\/|catalog-admin\/|calendar\/)|^app\/staff\//;

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

const startsWith = (path: string, directive: string) => new RegExp(`^\\s*['"]${directive}['"]`).test(readFileSync(path, 'utf8'));

function resolve(specifier: string, from: string): string | null {
  if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return specifier;
  const base = specifier.startsWith('@/') ? specifier.slice(2) : normalize(join(dirname(from), specifier));
  return ['.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((path) => existsSync(path) && /\.(tsx?|mjs)$/.test(path)) ?? null;
}

/** `{ type A, type B }`: erased from the bundle. */
function onlyTypes(names: string): boolean {
  const list = /^\{([^}]*)\}$/.exec(names.trim())?.[1];
  if (list === undefined) return false;
  const parts = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((name) => name.startsWith('type '));
}

/** Each value import of `path`. */
function imports(path: string): string[] {
  return [...readFileSync(path, 'utf8').matchAll(IMPORT)].filter(([, names = '']) => !onlyTypes(names)).map((match) => (match[2] ?? match[3])!);
}

/** The first chain from `start` to a heavy package, or null. */
function heavyPath(start: string): string[] | null {
  const seen = new Set<string>();
  const walk = (path: string, chain: string[]): string[] | null => {
    if (seen.has(path)) return null;
    seen.add(path);
    if (chain.length > 0 && startsWith(path, 'use server')) return null;
    for (const specifier of imports(path)) {
      const target = resolve(specifier, path);
      if (target === null || target.endsWith('.css')) continue;
      if (HEAVY.some((name) => target === name || target.startsWith(`${name}/`))) return [...chain, path, target];
      if (/^(app|components|lib)\//.test(target)) {
        const found = walk(target, [...chain, path]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(start, []);
}

describe('issue 29: the browser code of pages everyone sees', () => {
  const clientModules = ['app', 'components', 'lib'].flatMap(sourceFiles).filter((path) => startsWith(path, 'use client') && !STAFF_ONLY.test(path));

  it('finds the client modules', () => {
    expect(clientModules).toContain('components/catalog/CatalogPeriod.tsx');
  });

  it.each(clientModules)('%s imports no server-sized package (zod, the database, better-auth, sharp)', (path) => {
    expect(heavyPath(path)).toBeNull();
  });
});
