import type { Dimensions, Photo, PurchaseType } from '@/lib/db/schema';
import type { PeriodState } from '@/lib/availability/period-state';

/** What an item card shows, and nothing more. */
export type ItemCardData = {
  id: string;
  title: string;
  sku: string;
  photo: Photo | undefined;
  purchaseType: PurchaseType;
  weeklyPrice: number | null;
  currency: string;
  quantity: number;
  createdAt: Date;
  /** The era it is from, if it has one (issue 28 §2). */
  period: string | null;
  dimensions: Dimensions;
  /** With a rental period chosen: what the prop is on those days, "3 of 5 available", "Back Dec 16" (issue 28 §4, issue 39 §2). */
  periodState?: PeriodState;
};

/** What the tenant shows on a card (spec §9); plain data, so client components can render cards too. */
export type CardSettings = { showSkuNotPrice: boolean; showAvailability: boolean; newWeekCount: number; locale: string };

export function cardSettings(tenant: CardSettings): CardSettings {
  const { showSkuNotPrice, showAvailability, newWeekCount, locale } = tenant;
  return { showSkuNotPrice, showAvailability, newWeekCount, locale };
}

export function itemHref(id: string): string {
  return `/items/${encodeURIComponent(id)}`;
}

/** Cards that can show before any scrolling, on a wide screen: their photos load at once. */
export const FIRST_SCREEN_CARDS = 8;

const WEEK_MS = 7 * 86_400_000;

/** "New" means added within the tenant's newWeekCount weeks. */
export function isNewArrival(createdAt: Date, now: Date, newWeekCount: number): boolean {
  return now.getTime() - createdAt.getTime() < newWeekCount * WEEK_MS;
}

export function newArrivalsSince(now: Date, newWeekCount: number): Date {
  return new Date(now.getTime() - newWeekCount * WEEK_MS);
}

export function formatWeeklyPrice(cents: number | null, currency: string, locale: string): string {
  if (cents === null) return 'Free';
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
  return `${amount} / week`;
}

export function availabilityLabel(quantity: number, purchaseType: PurchaseType = 'Weekly Rental'): string {
  // A free prop at zero was collected for good (issue 12 §8); a rental at zero comes back.
  if (quantity === 0) return purchaseType === 'Free' ? 'All claimed' : 'Out on rental';
  return quantity === 1 ? '1 available' : `${quantity} available`;
}

/** "34 × 34 × 36 in": width, depth and height, the order prop houses and furniture makers give them in; a card's size at a glance. */
export function formatSize({ width, depth, height }: Dimensions, locale: string): string {
  const inches = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
  return `${inches(width)} × ${inches(depth)} × ${inches(height)} in`;
}
