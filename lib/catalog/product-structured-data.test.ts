import { describe, expect, it } from 'vitest';
import { productStructuredData } from './product-structured-data';
import type { ItemDetail } from './queries';

const item = {
  id: 'prop-000002',
  sku: 'LGT-000002',
  title: '1990s Paper Desk Lamp',
  description: 'A desk lamp.',
  categoryName: 'Lighting',
  photos: [{ url: '/media/prop-photo?kind=lamp', width: 800, height: 600, alt: 'Lamp' }],
  colors: ['Purple'],
  materials: ['Paper'],
  weightLb: 9,
  weeklyPrice: 4500,
  currency: 'USD',
  quantity: 5,
} as ItemDetail;
const base = { url: 'https://props.example/items/prop-000002', siteUrl: new URL('https://props.example'), vendorName: 'Cahuenga Prop House' };

describe('Product structured data on item pages', () => {
  it('publishes the weekly price as an offer where the tenant shows prices', () => {
    const data = productStructuredData({ ...base, item, showPrice: true });
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'LGT-000002',
      offers: { price: '45.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(data.image).toEqual(['https://props.example/media/prop-photo?kind=lamp']);
  });

  it('§9 showSkuNotPrice: no offer, so no price, for a rental while prices are hidden', () => {
    expect(productStructuredData({ ...base, item, showPrice: false })).not.toHaveProperty('offers');
  });

  it('a free prop is an offer at 0, out of stock when none is left', () => {
    const data = productStructuredData({ ...base, item: { ...item, weeklyPrice: null, quantity: 0 }, showPrice: false });
    expect(data).toMatchObject({ offers: { price: '0.00', availability: 'https://schema.org/OutOfStock' } });
  });
});
