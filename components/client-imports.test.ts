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
const STAFF_ONLY = /^components\/(holds\/(StaffLineActions|CorrectReturn)|inventory\/|catalog-admin\/|calendar\/|counter\/)|^app\/staff\//;

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

/** Every module a client module's bundle carries (following value imports, short of a 'use server' module). */
function browserModules(start: string): string[] {
  const seen = new Set<string>();
  const walk = (path: string, first: boolean) => {
    if (seen.has(path) || (!first && startsWith(path, 'use server'))) return;
    seen.add(path);
    for (const specifier of imports(path)) {
      const target = resolve(specifier, path);
      if (target !== null && /^(app|components|lib)\/.*\.(tsx?|mjs)$/.test(target)) walk(target, false);
    }
  };
  walk(start, true);
  return [...seen];
}

const SERVER_ONLY = /^\s*import\s+'server-only';/m;

describe('issue 37: the browser side never reaches the server side', () => {
  const clientModules = ['app', 'components', 'lib'].flatMap(sourceFiles).filter((path) => startsWith(path, 'use client'));

  it('knows a server-only module when it sees one', () => {
    expect(SERVER_ONLY.test(readFileSync('lib/identity/viewer.ts', 'utf8'))).toBe(true);
    expect(browserModules('components/auth/AuthProvider.tsx')).toContain('lib/identity/status/auth-status.ts');
  });

  it.each(clientModules)('%s reaches no module marked server-only', (path) => {
    const serverOnly = browserModules(path).filter((module) => SERVER_ONLY.test(readFileSync(module, 'utf8')));
    expect(serverOnly).toEqual([]);
  });
});

/**
 * Twelve modules is as many as a reader takes in at a glance (issue 37). These older folders held
 * more when the rule came; each may shrink but never grow, and no other folder may pass twelve.
 */
const OLDER_CROWDED_FOLDERS: Record<string, number> = {
  'lib/holds': 55,
  'lib/catalog': 26,
  'lib/invoices': 22,
  'lib/set-lists': 21,
  'lib/db/schema': 17,
};
const MAX_MODULES = 12;

function folders(folder: string): string[] {
  return [
    folder,
    ...readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => folders(join(folder, entry.name))),
  ];
}

const moduleCount = (folder: string) =>
  readdirSync(folder, { withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.(tsx?|mjs|js|cjs)$/.test(entry.name) && !/\.test\.|\.d\.m?ts$/.test(entry.name),
  ).length;

describe('issue 37: no lib/ folder past twelve modules', () => {
  it('counts a folder as the figures do (scripts/architecture-figures.mjs)', () => {
    expect(moduleCount('lib/db/schema')).toBe(OLDER_CROWDED_FOLDERS['lib/db/schema']);
  });

  it.each(folders('lib'))('%s holds no more modules than it may', (folder) => {
    expect(moduleCount(folder)).toBeLessThanOrEqual(OLDER_CROWDED_FOLDERS[folder] ?? MAX_MODULES);
  });
});
