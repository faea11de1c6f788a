/** A category's page: the grid's cards, the sitemap and the search's suggestions all link here. */
export function categoryHref(id: string): string {
  return `/categories/${encodeURIComponent(id)}`;
}
