import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshEnv() {
  vi.resetModules();
  return (await import('./env')).env();
}

afterEach(() => vi.unstubAllEnvs());

describe('server environment', () => {
  it('defaults to the embedded database in ./data with the demo seed', async () => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('PGLITE_DATA_DIR', '');
    const env = await freshEnv();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env).toMatchObject({ PGLITE_DATA_DIR: './data', SEED_DEMO: 'true', TRUST_PROXY: 'false', UI_KIT: 'false' });
  });

  it('refuses a malformed value, naming the variable', async () => {
    vi.stubEnv('DATABASE_URL', 'not a url');
    await expect(freshEnv()).rejects.toThrow(/Invalid environment:\n {2}- DATABASE_URL:/);
  });

  it('refuses a flag that is neither true nor false', async () => {
    vi.stubEnv('TRUST_PROXY', 'yes');
    await expect(freshEnv()).rejects.toThrow('TRUST_PROXY');
  });
});
