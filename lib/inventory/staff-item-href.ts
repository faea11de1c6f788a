/** An item's staff page: its form, its status buttons and its history. */
export function staffItemHref(id: string): string {
  return `/staff/items/${encodeURIComponent(id)}`;
}
