import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildReason } from './build-if-needed.mjs';

/** A checkout with a build made at `builtAt` (seconds) and its lock file's stamp. */
function checkout({ builtAt, lock = '{"lockfileVersion":3}', stamp = lock }: { builtAt: number; lock?: string; stamp?: string | null }) {
  const root = mkdtempSync(join(tmpdir(), 'build-if-needed-'));
  mkdirSync(join(root, 'app'));
  writeFileSync(join(root, 'app', 'page.tsx'), 'export default function Page() {}');
  writeFileSync(join(root, 'package-lock.json'), lock);
  mkdirSync(join(root, '.next'));
  writeFileSync(join(root, '.next', 'BUILD_ID'), 'id');
  if (stamp !== null) writeFileSync(join(root, '.next', 'package-lock.sha256'), createHash('sha256').update(stamp).digest('hex'));
  for (const path of ['app/page.tsx', 'app', 'package-lock.json']) utimesSync(join(root, path), 1_000, 1_000);
  utimesSync(join(root, '.next', 'BUILD_ID'), builtAt, builtAt);
  return root;
}

describe('npm start builds only when the build is out of date', () => {
  it('no build yet, or a source newer than the build: it builds', () => {
    const root = checkout({ builtAt: 2_000 });
    expect(buildReason(join(root, 'nowhere'))).toMatch(/^No build yet/);
    utimesSync(join(root, 'app', 'page.tsx'), 3_000, 3_000);
    expect(buildReason(root)).toMatch(/^Sources changed/);
  });

  it('a lock file rewritten by `npm install` with the same content does not rebuild (CI installs after the first start)', () => {
    const root = checkout({ builtAt: 2_000 });
    utimesSync(join(root, 'package-lock.json'), 3_000, 3_000);
    expect(buildReason(root)).toBeNull();
  });

  it('other locked dependencies rebuild; without a stamp, a newer lock file does', () => {
    expect(buildReason(checkout({ builtAt: 2_000, lock: '{"lockfileVersion":3,"x":1}', stamp: '{"lockfileVersion":3}' }))).toMatch(
      /^The locked dependencies changed/,
    );
    const unstamped = checkout({ builtAt: 2_000, stamp: null });
    expect(buildReason(unstamped)).toBeNull();
    utimesSync(join(unstamped, 'package-lock.json'), 3_000, 3_000);
    expect(buildReason(unstamped)).toMatch(/^The locked dependencies changed/);
  });
});
