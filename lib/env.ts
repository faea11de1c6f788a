import { z } from 'zod';

/** Server environment, validated on first use (and at start-up). None of it reaches the browser. */
const envSchema = z.object({
  DATABASE_URL: z.url().optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('./data'),
  SITE_URL: z.url().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** A reverse proxy in front writes X-Forwarded-For; believe its first entry. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Serves the component gallery at /dev/ui-kit (development and browser tests). */
  UI_KIT: z.enum(['true', 'false']).default('false'),
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
}).superRefine((value, context) => {
  // Half a configuration would silently fall back to the default location on every request.
  if (Boolean(value.GEOLOCATION_API_HOST) !== Boolean(value.GEOLOCATION_API_KEY)) {
    const missing = value.GEOLOCATION_API_HOST ? 'GEOLOCATION_API_KEY' : 'GEOLOCATION_API_HOST';
    context.addIssue({ code: 'custom', path: [missing], message: 'set GEOLOCATION_API_HOST and GEOLOCATION_API_KEY together, or neither' });
  }
});

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
