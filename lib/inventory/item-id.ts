/**
 * A new item's id, which is also its public address /items/<id> (decision 0096): its SKU in lower
 * case, every run of other characters one hyphen ("PROP-000001" → "prop-000001", "LAMP/12 B" →
 * "lamp-12-b"). The id never changes when the SKU is edited later, so links crews saved keep working.
 */
export function itemIdFromSku(sku: string): string {
  const slug = sku
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'item';
}

/** The first of `slug`, `slug-2`, `slug-3`… not in `taken`: two SKUs can make one slug ("A.1", "A-1"). */
export function firstFreeId(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
}
