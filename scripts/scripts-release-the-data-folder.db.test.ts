import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

// Issue 9: a finished script must not leave the embedded folder's lock naming it, or the next
// `npm start` would be refused. Each runs as npm runs it (tsx), on a folder of its own.
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-scripts-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, ...args: string[]) {
  const { DATABASE_URL: _, ...inherited } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', '--conditions=react-server', script, ...args], {
    env: { ...inherited, PGLITE_DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

it('issue 9: npm run seed releases the data folder when it ends, and a second run can open it', () => {
  for (const attempt of [1, 2]) {
    const seed = run('scripts/seed.ts', '--items', '3');
    expect(seed.stdout + seed.stderr, `run ${attempt}`).toContain('Seeded');
    expect(existsSync(join(dataDir, 'storefront.pid'))).toBe(false);
  }
});

it('issue 9: npm run admin:grant releases the data folder, also when it refuses', () => {
  const grant = run('scripts/admin-grant.ts', '--email', 'nobody@example.com');
  expect(grant.status).toBe(1);
  expect(grant.stdout).toContain('No account has the email nobody@example.com');
  expect(existsSync(join(dataDir, 'storefront.pid'))).toBe(false);
});
