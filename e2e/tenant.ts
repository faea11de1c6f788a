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
