import { env } from '@/lib/env/env';
import { tenant } from '@/lib/tenant';

/** Absolute base for canonical links and social cards: SITE_URL when set, otherwise the tenant's domain. */
export function siteUrl(): URL {
  return new URL(env().SITE_URL ?? `https://${tenant.domain}`);
}
