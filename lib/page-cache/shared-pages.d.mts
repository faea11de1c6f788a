export function isSharedPage(path: string): boolean;
export const SHARED_PAGE_HEADER: 'x-shared-page';
export const RENDER_HEADER: 'x-page-cache-render';
export const STATUS_HEADER: 'X-Page-Cache';
export const BRIDGE: unique symbol;
export const PAGE_CHANGED_CHANNEL: 'page_changed';
export const KEPT_COOKIE: 'rental_period';
export function keptCookieValue(cookieHeader: string | string[] | null | undefined): string | undefined;
