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
});

export type Env = z.infer<typeof envSchema>;

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
