import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const parent = mkdtempSync(join(tmpdir(), 'storefront-build-'));
const dataDir = join(parent, 'data');

beforeEach(() => {
  vi.stubEnv('NEXT_PHASE', 'phase-production-build');
  vi.stubEnv('PGLITE_DATA_DIR', dataDir);
  vi.stubEnv('DATABASE_URL', undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(parent, { recursive: true, force: true });
});

it('issue 9: next build never opens the database, so it never writes the data folder', async () => {
  const { database, getDb } = await import('./index');
  await expect(database()).rejects.toThrow();
  await expect(getDb()).rejects.toThrow();
  expect(existsSync(dataDir)).toBe(false);
});
