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

  it('decision 32: ONBOARDING_WELCOME defaults to false (new users go to /onboarding/profile); DEV_OUTBOX defaults to false', async () => {
    vi.stubEnv('ONBOARDING_WELCOME', '');
    vi.stubEnv('DEV_OUTBOX', '');
    expect(await freshEnv()).toMatchObject({ ONBOARDING_WELCOME: 'false', DEV_OUTBOX: 'false' });
    vi.stubEnv('ONBOARDING_WELCOME', 'yes');
    await expect(freshEnv()).rejects.toThrow('ONBOARDING_WELCOME');
  });

  it('issue 9 §3: in production the dev outbox needs a server bound to a loopback address', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEV_OUTBOX', 'true');
    for (const host of ['', '0.0.0.0', '::', '192.0.2.10', 'storefront.example']) {
      vi.stubEnv('HOST', host);
      await expect(freshEnv(), host || 'unset').rejects.toThrow(/DEV_OUTBOX: shows every log-in code and email link .* needs HOST=127\.0\.0\.1/);
    }
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost']) {
      vi.stubEnv('HOST', host);
      await expect(freshEnv(), host).resolves.toMatchObject({ DEV_OUTBOX: 'true', HOST: host });
    }
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('HOST', '');
    await expect(freshEnv()).resolves.toMatchObject({ DEV_OUTBOX: 'true' });
  });

  it('refuses a malformed value, naming the variable', async () => {
    vi.stubEnv('DATABASE_URL', 'not a url');
    await expect(freshEnv()).rejects.toThrow(/Invalid environment:\n {2}- DATABASE_URL:/);
  });

  it('refuses a flag that is neither true nor false', async () => {
    vi.stubEnv('TRUST_PROXY', 'yes');
    await expect(freshEnv()).rejects.toThrow('TRUST_PROXY');
  });

  it('§7 Geolocation: no IP service unless both GEOLOCATION_API_HOST and GEOLOCATION_API_KEY are set; empty means unset', async () => {
    vi.stubEnv('GEOLOCATION_API_HOST', '');
    vi.stubEnv('GEOLOCATION_API_KEY', '');
    const unset = await freshEnv();
    expect(unset.GEOLOCATION_API_HOST).toBeUndefined();
    expect(unset.GEOLOCATION_API_KEY).toBeUndefined();

    vi.stubEnv('GEOLOCATION_API_HOST', 'https://geo.example.com/');
    vi.stubEnv('GEOLOCATION_API_KEY', 'k-123');
    expect(await freshEnv()).toMatchObject({ GEOLOCATION_API_HOST: 'https://geo.example.com', GEOLOCATION_API_KEY: 'k-123' });
  });

  it('§7 Geolocation: refuses half a service configuration, naming the missing variable', async () => {
    vi.stubEnv('GEOLOCATION_API_HOST', 'https://geo.example.com');
    vi.stubEnv('GEOLOCATION_API_KEY', '');
    await expect(freshEnv()).rejects.toThrow('GEOLOCATION_API_KEY: set GEOLOCATION_API_HOST and GEOLOCATION_API_KEY together, or neither');
    vi.stubEnv('GEOLOCATION_API_HOST', '');
    vi.stubEnv('GEOLOCATION_API_KEY', 'k-123');
    await expect(freshEnv()).rejects.toThrow('GEOLOCATION_API_HOST: set');
  });

  it('§7 Geolocation: the service host must be an http(s) address', async () => {
    vi.stubEnv('GEOLOCATION_API_KEY', 'k-123');
    for (const host of ['geo.example.com', 'ftp://geo.example.com', 'javascript:alert(1)']) {
      vi.stubEnv('GEOLOCATION_API_HOST', host);
      await expect(freshEnv(), host).rejects.toThrow('GEOLOCATION_API_HOST: must be an http(s) address');
    }
  });

  it('§7 Bot protection: ALTCHA_HMAC_KEY is optional, and refused when too short to be a secret', async () => {
    vi.stubEnv('ALTCHA_HMAC_KEY', '');
    expect((await freshEnv()).ALTCHA_HMAC_KEY).toBeUndefined();
    vi.stubEnv('ALTCHA_HMAC_KEY', 'secret');
    await expect(freshEnv()).rejects.toThrow('ALTCHA_HMAC_KEY: must be at least 32 characters');
    vi.stubEnv('ALTCHA_HMAC_KEY', 'f'.repeat(64));
    expect((await freshEnv()).ALTCHA_HMAC_KEY).toBe('f'.repeat(64));
  });

  it('identity: BETTER_AUTH_SECRET has at least 32 characters; PASSWORD_MIN_LENGTH defaults to 8 and is at least 8', async () => {
    vi.stubEnv('BETTER_AUTH_SECRET', 'too-short');
    await expect(freshEnv()).rejects.toThrow('BETTER_AUTH_SECRET: must be at least 32 characters');
    vi.stubEnv('BETTER_AUTH_SECRET', 'x'.repeat(32));
    expect((await freshEnv()).PASSWORD_MIN_LENGTH).toBe(8);
    vi.stubEnv('PASSWORD_MIN_LENGTH', '6');
    await expect(freshEnv()).rejects.toThrow('PASSWORD_MIN_LENGTH');
    vi.stubEnv('PASSWORD_MIN_LENGTH', '12');
    expect((await freshEnv()).PASSWORD_MIN_LENGTH).toBe(12);
  });

  it('§7 second factor: a texted log-in code lasts LOG_IN_CODE_SECONDS, 300 unless set, 20 to 3600', async () => {
    expect((await freshEnv()).LOG_IN_CODE_SECONDS).toBe(300);
    vi.stubEnv('LOG_IN_CODE_SECONDS', '5');
    await expect(freshEnv()).rejects.toThrow('LOG_IN_CODE_SECONDS: must be at least 20');
    vi.stubEnv('LOG_IN_CODE_SECONDS', '45');
    expect((await freshEnv()).LOG_IN_CODE_SECONDS).toBe(45);
  });

  it('DESIGN: refuses BETTER_AUTH_TELEMETRY turned on', async () => {
    vi.stubEnv('BETTER_AUTH_TELEMETRY', '1');
    await expect(freshEnv()).rejects.toThrow('BETTER_AUTH_TELEMETRY: telemetry stays off');
  });

  it('SMS through Twilio needs all three of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or none', async () => {
    vi.stubEnv('TWILIO_ACCOUNT_SID', `AC${'a'.repeat(32)}`);
    await expect(freshEnv()).rejects.toThrow(/TWILIO_AUTH_TOKEN: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together/);
    vi.stubEnv('TWILIO_AUTH_TOKEN', 'token');
    vi.stubEnv('TWILIO_FROM', '+18185550100');
    expect(await freshEnv()).toMatchObject({ TWILIO_FROM: '+18185550100', TWILIO_API_BASE_URL: 'https://api.twilio.com' });
  });

  it('issue 12 §7: Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, each of its own form', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_abc123');
    await expect(freshEnv()).rejects.toThrow('STRIPE_WEBHOOK_SECRET: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'pk_test_abc');
    await expect(freshEnv()).rejects.toThrow('STRIPE_WEBHOOK_SECRET: must be a webhook signing secret');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_abc');
    expect(await freshEnv()).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_API_BASE_URL: 'https://api.stripe.com' });
  });

  it('issue 23 §8: daily backups to ./data-backups keeping 14 unless set; BACKUP_KEEP=0 turns them off, and is a whole number', async () => {
    vi.stubEnv('BACKUP_DIR', '');
    vi.stubEnv('BACKUP_KEEP', '');
    expect(await freshEnv()).toMatchObject({ BACKUP_DIR: './data-backups', BACKUP_KEEP: 14 });
    vi.stubEnv('BACKUP_DIR', '/srv/backups');
    vi.stubEnv('BACKUP_KEEP', '0');
    expect(await freshEnv()).toMatchObject({ BACKUP_DIR: '/srv/backups', BACKUP_KEEP: 0 });
    for (const keep of ['-1', '2.5', 'off', '3651']) {
      vi.stubEnv('BACKUP_KEEP', keep);
      await expect(freshEnv(), keep).rejects.toThrow('BACKUP_KEEP: must be');
    }
  });

  it('email over SMTP needs MAIL_FROM with SMTP_URL', async () => {
    vi.stubEnv('SMTP_URL', 'smtp://mail.example.com:587');
    await expect(freshEnv()).rejects.toThrow('MAIL_FROM: set MAIL_FROM with SMTP_URL');
    vi.stubEnv('MAIL_FROM', 'Cahuenga Prop House <holds@example.com>');
    expect((await freshEnv()).SMTP_URL).toBe('smtp://mail.example.com:587');
  });
});
