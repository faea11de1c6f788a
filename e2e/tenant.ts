import { readFileSync } from 'node:fs';

/** The tenant configuration the app is built from, so expectations follow tenant/config.json. */
type TenantConfig = {
  appTitle: string;
  metaTitle: string;
  metaDescription: string;
  faviconUrl: string;
  mapEmbedOrigin: string;
  vendor: {
    displayName: string;
    email: string;
    phone: string;
    hours: string;
    /** The house's time zone: its today is the one a pick-up today means. */
    timezone: string;
    mapsUrl: string;
    address: { line1: string; city: string; state: string; zip: string };
  };
  socialLinks: { network: string; label: string; url: string }[];
};

export const tenant: TenantConfig = JSON.parse(readFileSync(new URL('../tenant/config.json', import.meta.url), 'utf8'));

/** The house's calendar day this many days from today, as a date input takes it: a pick-up today is the house's today, wherever CI's clock is. */
export function houseDay(fromToday: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tenant.vendor.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now());
  return new Date(Date.parse(`${today}T00:00:00Z`) + fromToday * 86_400_000).toISOString().slice(0, 10);
}
