import { z } from 'zod';

/** Server environment, validated on first use (and at start-up). None of it reaches the browser. */
const envSchema = z
  .object({
    DATABASE_URL: z.url().optional(),
    PGLITE_DATA_DIR: z.string().min(1).default('./data'),
    SITE_URL: z.url().optional(),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    /** A reverse proxy in front writes X-Forwarded-For; believe its first entry. */
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /** Serves the component gallery at /dev/ui-kit (development and browser tests). */
    UI_KIT: z.enum(['true', 'false']).default('false'),
    /**
     * Spec §2's platform-level flag: a new vendor user starts onboarding at /onboarding/welcome when
     * true, at /onboarding/profile when false (the default, docs/decisions/0032).
     */
    ONBOARDING_WELCOME: z.enum(['true', 'false']).default('false'),
    /** Browser tests only: reminders go at any hour of the house's day, not only within the tenant's sending hours (the tests run at any hour). */
    REMINDERS_ALL_DAY: z.enum(['true', 'false']).default('false'),
    /** Shows the dev outbox (texted codes, emails) at /dev/outbox in production too; browser tests set it. */
    DEV_OUTBOX: z.enum(['true', 'false']).default('false'),
    /** The address `npm start` listens on; every interface unless set (127.0.0.1 keeps it to this machine). */
    HOST: z.string().min(1).optional(),
    NODE_ENV: z.string().optional(),
    /** The IP geolocation service /api/geolocation asks (`GET {host}/api/v1?apiKey={key}`); without it, the default location. */
    GEOLOCATION_API_HOST: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://geo.example.com' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** Sent only from the server to the service; never to the browser. */
    GEOLOCATION_API_KEY: z.string().min(1).optional(),
    /**
     * Signs the ALTCHA challenges of bot protection (lib/captcha). Without it a key is generated once
     * and kept in the database, so every instance shares it (docs/decisions/0053).
     */
    ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters, for example the output of `openssl rand -hex 32`').optional(),
    /**
     * Signs session cookies and encrypts the second-factor secrets and JWT keys. Without it the app
     * generates one once and keeps it in the database (docs/decisions/0040).
     */
    BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters (openssl rand -base64 32)').optional(),
    /** better-auth would turn its telemetry on with this; the storefront keeps every dependency's telemetry off. */
    BETTER_AUTH_TELEMETRY: z.enum(['0', 'false'], { error: 'telemetry stays off: leave BETTER_AUTH_TELEMETRY unset, or 0/false' }).optional(),
    /** Shortest password accepted at sign-up and password change; 8 unless raised (OWASP). */
    PASSWORD_MIN_LENGTH: z.coerce.number().int().min(8, 'must be at least 8').max(128, 'must be at most 128').default(8),
    /** How long a texted log-in code lasts, in seconds (5 minutes unless set; the browser tests shorten it to see one expire). */
    LOG_IN_CODE_SECONDS: z.coerce.number().int().min(20, 'must be at least 20').max(3600, 'must be at most 3600').default(300),
    /** PBKDF2 iterations per try of the sign-up bot check's proof of work (decision 53); the browser tests lower it. */
    CAPTCHA_COST: z.coerce.number().int().min(1, 'must be at least 1').max(100_000, 'must be at most 100000').default(5_000),
    /** Twilio's REST API sends the SMS codes when all three are set; otherwise they go to the dev outbox. */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex digits)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM: z
      .string()
      .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'must be an E.164 number such as +18185550142 or a messaging service SID')
      .optional(),
    /** Tests and proxies only: where Twilio's REST API is (default https://api.twilio.com). */
    TWILIO_API_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .default('https://api.twilio.com'),
    /** SMTP server for email (smtp:// or smtps://user:password@host:port); without it, the dev outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
    /** The From address of every email, such as "Cahuenga Prop House <holds@example.com>". */
    MAIL_FROM: z.string().min(3).optional(),
    /** Stripe authorises the customer's card when the tenant takes cards (issue 12 §7); without it, staff record the paper form. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key such as sk_test_…')
      .optional(),
    /** The signing secret of the webhook endpoint /api/stripe/webhook, from Stripe's dashboard. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret such as whsec_…')
      .optional(),
    /** Where uploaded photos and certificates are kept without S3: `<PGLITE_DATA_DIR>/files` unless set (docs/decisions/0097). */
    FILES_DIR: z.string().min(1).optional(),
    /** S3-compatible storage for uploads, used when the bucket, endpoint and both keys are set (AWS S3, Cloudflare R2, MinIO). */
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be the storage service address, such as https://s3.us-east-1.amazonaws.com' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Tests and proxies only: where Stripe's API is (default https://api.stripe.com). */
    STRIPE_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
    /**
     * Where backups of the embedded database go: the daily one in `npm start` and `npm run backup`'s
     * (issue 23 §8). Beside the data folder by default, and like it ignored by git (the `data-` folders
     * of .gitignore), so a prop house's business is never committed by accident.
     */
    BACKUP_DIR: z.string().min(1).default('./data-backups'),
    /** How many archives the daily backup keeps in BACKUP_DIR, the newest; 0 turns the daily backup off. */
    BACKUP_KEEP: z.coerce
      .number({ error: 'must be a whole number of backups to keep, 0 to turn the daily backup off' })
      .int('must be a whole number of backups to keep, 0 to turn the daily backup off')
      .min(0, 'must be 0 (no daily backup) or more')
      .max(3650, 'must be at most 3650')
      .default(14),
  })
  .superRefine((value, context) => {
    const twilio = [value.TWILIO_ACCOUNT_SID, value.TWILIO_AUTH_TOKEN, value.TWILIO_FROM].filter(Boolean).length;
    if (twilio !== 0 && twilio !== 3) {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!value[name])
          context.addIssue({ code: 'custom', path: [name], message: 'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together, or none' });
      }
    }
    if (Boolean(value.STRIPE_SECRET_KEY) !== Boolean(value.STRIPE_WEBHOOK_SECRET)) {
      const missing = value.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      context.addIssue({ code: 'custom', path: [missing], message: 'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together, or neither' });
    }
    if (value.SMTP_URL && !value.MAIL_FROM) {
      context.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'set MAIL_FROM with SMTP_URL: the address emails come from' });
    }
    // The outbox shows every log-in code and emailed sign-in link: anyone who could reach it could take
    // over any account. In production it is allowed only on a server nobody else can reach (issue 9).
    if (value.DEV_OUTBOX === 'true' && value.NODE_ENV === 'production' && !isLoopback(value.HOST)) {
      context.addIssue({
        code: 'custom',
        path: ['DEV_OUTBOX'],
        message:
          'shows every log-in code and email link to whoever opens /dev/outbox: in production it needs HOST=127.0.0.1 (or ::1 or localhost), or leave DEV_OUTBOX unset',
      });
    }
    const s3 = (['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => value[name]);
    if (s3.length !== 0 && s3.length !== 4) {
      for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!value[name])
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'set S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or none',
          });
      }
    }
    // Half a configuration would silently fall back to the default location on every request.
    if (Boolean(value.GEOLOCATION_API_HOST) !== Boolean(value.GEOLOCATION_API_KEY)) {
      const missing = value.GEOLOCATION_API_HOST ? 'GEOLOCATION_API_KEY' : 'GEOLOCATION_API_HOST';
      context.addIssue({ code: 'custom', path: [missing], message: 'set GEOLOCATION_API_HOST and GEOLOCATION_API_KEY together, or neither' });
    }
  });

export function isLoopback(host: string | undefined): boolean {
  return host !== undefined && (host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host));
}

export type Env = z.output<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  // An empty variable (FOO= in a .env file) means unset.
  const given = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return (cached = result.data);
}
