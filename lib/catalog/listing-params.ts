import { z } from 'zod';
import { PURCHASE_TYPES } from '@/lib/db/schema';

/** The listing's URL parameters are keyed by their labels, as the navigation links write them (`?Purchase+Type=Free`). */
export const LISTING_PAGE_SIZE = 48;

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const listingParamsSchema = z.object({
  'Purchase Type': z.preprocess(single, z.enum(PURCHASE_TYPES).optional().catch(undefined)),
  Category: z.preprocess(single, z.string().trim().min(1).max(80).optional().catch(undefined)),
  page: z.preprocess(single, z.coerce.number().int().min(1).max(10_000).catch(1).default(1)),
});

export type ListingParams = {
  purchaseType?: (typeof PURCHASE_TYPES)[number];
  category?: string;
  page: number;
};

/** Unknown or malformed values are ignored rather than failing the page: a shared link always opens. */
export function parseListingParams(searchParams: Record<string, string | string[] | undefined>): ListingParams {
  const parsed = listingParamsSchema.parse(searchParams);
  return { purchaseType: parsed['Purchase Type'], category: parsed.Category, page: parsed.page };
}

export function listingHref(params: ListingParams): string {
  const search = new URLSearchParams();
  if (params.purchaseType) search.set('Purchase Type', params.purchaseType);
  if (params.category) search.set('Category', params.category);
  if (params.page > 1) search.set('page', String(params.page));
  const query = search.toString();
  return query ? `/catalog?${query}` : '/catalog';
}

export function listingHeading(params: ListingParams): string {
  if (params.purchaseType === 'Free') return params.category ? `Free ${params.category}` : 'Free Props';
  if (params.purchaseType === 'Weekly Rental') return params.category ? `${params.category} for Rent` : 'Rentals';
  return params.category ?? 'Catalogue';
}
