import type { ItemDetail } from './queries';

type ProductInput = { item: ItemDetail; url: string; siteUrl: URL; vendorName: string; showPrice: boolean };

/**
 * schema.org Product for search engines. The weekly price is published only where the tenant shows
 * prices; a free prop is an offer at 0 either way.
 */
export function productStructuredData({ item, url, siteUrl, vendorName, showPrice }: ProductInput) {
  const offerPrice = item.weeklyPrice === null ? 0 : showPrice ? item.weeklyPrice / 100 : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.title,
    sku: item.sku,
    description: item.description,
    category: item.categoryName,
    image: item.photos.map((photo) => new URL(photo.url, siteUrl).toString()),
    brand: { '@type': 'Brand', name: vendorName },
    color: item.colors.join(', ') || undefined,
    material: item.materials.join(', ') || undefined,
    weight: { '@type': 'QuantitativeValue', value: item.weightLb, unitCode: 'LBR' },
    url,
    ...(offerPrice === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: offerPrice.toFixed(2),
            priceCurrency: item.currency,
            availability: item.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url,
            seller: { '@type': 'Organization', name: vendorName },
          },
        }),
  };
}
