import { z } from 'zod';

/** Server environment, validated on first use. None of it reaches the browser. */
const envSchema = z.object({
  DATABASE_URL: z.url().optional(),
  PGLITE_DATA_DIR: z.string().min(1).default('./data'),
  SITE_URL: z.url().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Serves the component gallery at /dev/ui-kit (development and browser tests). */
  UI_KIT: z.enum(['true', 'false']).default('false'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const result = envSchema.safeParse({ ...process.env, DATABASE_URL: process.env.DATABASE_URL || undefined });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return (cached = result.data);
}
