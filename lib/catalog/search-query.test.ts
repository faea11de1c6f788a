import { describe, expect, it } from 'vitest';
import demo from '@/tenant/config.json';
import { parseTenant } from '@/lib/tenant/schema';
import { sizeBinOf } from '@/lib/tenant/facet-keys';
import { catalogFacets, displayValue } from './facets';
import { MAX_SHOWN_PAGES, parseSearchQuery, parseShownPages, searchHref, toggleFilter, type SearchOptions, type SearchQuery } from './search-query';

const tenant = parseTenant(demo);
const options: SearchOptions = { facets: catalogFacets(tenant), priceSort: !tenant.showSkuNotPrice };
const fromHref = (href: string) => parseSearchQuery(new URL(href, 'http://x').searchParams, options);

describe('§2 catalogue URLs: every state of the search is the URL', () => {
  it('reads the spec routes keyed by label: /catalog?Purchase+Type=Free and ?Purchase+Type=Weekly+Rental', () => {
    expect(fromHref('/catalog?Purchase+Type=Free').filters).toEqual({ purchaseType: ['Free'] });
    expect(fromHref('/catalog?Purchase+Type=Weekly+Rental').filters).toEqual({ purchaseType: ['Weekly Rental'] });
  });

  it('reads several values of one facet: ?Color=Red&Color=Blue', () => {
    expect(fromHref('/catalog?Color=Red&Color=Blue').filters).toEqual({ colors: ['Red', 'Blue'] });
  });

  it('round-trips every facet, multi-values, text, sort and page, writing spaces as +', () => {
    const query: SearchQuery = {
      text: 'art deco lamp',
      filters: {
        purchaseType: ['Weekly Rental'],
        rooms: ['Hotel Lobby', 'Kitchen'],
        materials: ['Brass'],
        category: ['Art & Frames'],
        colors: ['Black And White', 'Red'],
        tags: ['Mid-Century'],
        vendors: ['cahuenga-props'],
      },
      sort: 'title',
      page: 3,
    };
    const href = searchHref('/catalog', query, options.facets);
    expect(href).toBe(
      '/catalog?q=art+deco+lamp&Purchase+Type=Weekly+Rental&Rooms=Hotel+Lobby&Rooms=Kitchen&Materials=Brass&Category=Art+%26+Frames&Color=Red&Color=Black+And+White&Tag=Mid-Century&Vendor=cahuenga-props&sort=title&page=3',
    );
    const back = fromHref(href);
    expect(back).toEqual({ ...query, filters: { ...query.filters, colors: ['Red', 'Black And White'], rooms: ['Hotel Lobby', 'Kitchen'] } });
    expect(searchHref('/catalog', back, options.facets)).toBe(href);
  });

  it('writes one canonical URL whatever order the values came in', () => {
    expect(searchHref('/catalog', fromHref('/catalog?Color=Blue&Rooms=Office&Color=Red'), options.facets)).toBe('/catalog?Rooms=Office&Color=Red&Color=Blue');
  });

  it('leaves defaults out: no page 1, no sort that is the default', () => {
    expect(searchHref('/catalog', fromHref('/catalog?page=1&sort=newest'), options.facets)).toBe('/catalog');
    expect(searchHref('/catalog', fromHref('/catalog?q=lamp&sort=relevance'), options.facets)).toBe('/catalog?q=lamp');
  });

  it('ignores unknown parameters and malformed values instead of failing', () => {
    const query = fromHref('/catalog?Purchase+Type=Gratis&Color=Plaid&colour=Red&page=abc&sort=cheapest&Rooms=');
    expect(query).toEqual({ text: '', filters: {}, sort: 'newest', page: 1 });
    expect(fromHref('/catalog?page=-4').page).toBe(1);
    expect(fromHref('/catalog?page=999999').page).toBe(1);
    expect(fromHref(`/catalog?Tag=${'x'.repeat(81)}`).filters).toEqual({});
  });

  it('§9 hidePriceFilter: no Price parameter while the price facet is hidden', () => {
    expect(fromHref('/catalog?Price=Under+%2450').filters).toEqual({});
    const shown = catalogFacets({ ...tenant, hidePriceFilter: false });
    expect(parseSearchQuery(new URLSearchParams('Price=Under+%2450'), { facets: shown, priceSort: true }).filters).toEqual({ priceBin: ['Under $50'] });
  });

  it('§9 showSkuNotPrice: no sorting by a price nobody is shown', () => {
    expect(fromHref('/catalog?sort=price').sort).toBe('newest');
    expect(parseSearchQuery(new URLSearchParams('sort=price'), { ...options, priceSort: true }).sort).toBe('price');
  });

  it('toggling a value adds or removes it and goes back to the first page', () => {
    const query = fromHref('/catalog?Color=Red&page=4');
    expect(toggleFilter(query, 'colors', 'Blue')).toMatchObject({ filters: { colors: ['Red', 'Blue'] }, page: 1 });
    expect(toggleFilter(query, 'colors', 'Red').filters).toEqual({});
  });
});

describe('issue 28 §2: Period and Size are facets in the URL like every other', () => {
  it('lists Period among the custom fields, after Purchase Type, and Height, Width and Depth after Color', () => {
    expect(options.facets.map((facet) => facet.label)).toEqual([
      'Purchase Type',
      'Period',
      'Rooms',
      'Materials',
      'Category',
      'Color',
      'Height',
      'Width',
      'Depth',
      'Tag',
      'Vendor',
    ]);
    expect(options.facets.find((facet) => facet.label === 'Period')).toEqual({
      key: 'period',
      label: 'Period',
      values: ['Victorian', 'Art Deco', '1940s', 'Mid-Century', '1970s', '1980s', '1990s', 'Contemporary'],
    });
  });

  it('reads ?Period=Mid-Century and size bins such as ?Height=Under+12+in, and writes them back in the bins’ order', () => {
    const query = fromHref('/catalog?Height=24+to+36+in&Period=Mid-Century&Height=Under+12+in&Width=96+in+and+up&Depth=12+to+24+in&Period=1970s');
    expect(query.filters).toEqual({
      period: ['Mid-Century', '1970s'],
      height: ['24 to 36 in', 'Under 12 in'],
      width: ['96 in and up'],
      depth: ['12 to 24 in'],
    });
    expect(searchHref('/catalog', query, options.facets)).toBe(
      '/catalog?Period=Mid-Century&Period=1970s&Height=Under+12+in&Height=24+to+36+in&Width=96+in+and+up&Depth=12+to+24+in',
    );
  });

  it('ignores a period the house does not have, a bin it does not draw, a range of its own and a control character', () => {
    for (const bad of [
      'Period=Edwardian',
      'Period=mid-century',
      'Period=',
      'Period=%00',
      'Height=tall',
      'Height=24-36',
      'Height=Under+12',
      'Height=under+12+in',
      'Width=%00',
      'Depth=12+to+24+in%07',
      'Height=__proto__',
    ])
      expect(fromHref(`/catalog?${bad}`).filters, bad).toEqual({});
    expect(fromHref('/catalog?Height=24-36&Height=24+to+36+in&Period=Edwardian&Period=Victorian').filters).toEqual({
      height: ['24 to 36 in'],
      period: ['Victorian'],
    });
  });

  it('bins a measure by its lower bound, as the database does, from under a foot to eight feet and up', () => {
    expect([0.5, 11.9, 12, 23.99, 24, 36, 47.5, 48, 72, 95.9, 96, 400].map(sizeBinOf)).toEqual([
      'Under 12 in',
      'Under 12 in',
      '12 to 24 in',
      '12 to 24 in',
      '24 to 36 in',
      '36 to 48 in',
      '36 to 48 in',
      '48 to 72 in',
      '72 to 96 in',
      '72 to 96 in',
      '96 in and up',
      '96 in and up',
    ]);
  });
});

describe('issue 9 §2: malformed values are ignored, never a 500', () => {
  it('drops a facet value with a NUL or another control character (PostgreSQL refuses NUL: 22021)', () => {
    for (const label of ['Tag', 'Category', 'Materials', 'Rooms', 'Vendor', 'Color', 'Purchase+Type', 'Period', 'Height', 'Width', 'Depth']) {
      expect(fromHref(`/catalog?${label}=%00`).filters, label).toEqual({});
      expect(fromHref(`/catalog?${label}=a%00b`).filters, label).toEqual({});
      expect(fromHref(`/catalog?${label}=a%07b`).filters, label).toEqual({});
    }
    expect(fromHref('/catalog?Tag=%00&Tag=Mid-Century').filters).toEqual({ tags: ['Mid-Century'] });
  });

  it('turns control characters in the text into spaces', () => {
    expect(fromHref('/catalog?q=lamp%00shade%01').text).toBe('lamp shade');
    expect(fromHref('/catalog?q=%00').text).toBe('');
  });

  it('shows an Object.prototype name as the plain value it is', () => {
    const vendor = catalogFacets(tenant).find((facet) => facet.key === 'vendors')!;
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(fromHref(`/catalog?Vendor=${name}`).filters).toEqual({ vendors: [name] });
      expect(displayValue(vendor, name)).toBe(name);
    }
    expect(displayValue(vendor, tenant.vendor.id)).toBe(tenant.vendor.displayName);
  });
});

describe('issue 14 §5: ?pages= says how many pages "Load more" had shown', () => {
  const pagesOf = (href: string) => parseShownPages(new URL(href, 'http://x').searchParams);

  it('reads ?pages=2, one page by default, and anything malformed as one page', () => {
    expect(pagesOf('/catalog?pages=2')).toBe(2);
    expect(pagesOf('/catalog')).toBe(1);
    for (const bad of ['abc', '0', '-3', '2.5', '']) expect(pagesOf(`/catalog?pages=${bad}`)).toBe(1);
  });

  it(`never shows more than ${MAX_SHOWN_PAGES} pages at once`, () => {
    expect(pagesOf('/catalog?pages=999')).toBe(MAX_SHOWN_PAGES);
  });

  it('is no part of the search: a new choice starts again at one page', () => {
    const query = fromHref('/catalog?Color=Red&pages=3');
    expect(searchHref('/catalog', toggleFilter(query, 'colors', 'Blue'), options.facets)).toBe('/catalog?Color=Red&Color=Blue');
  });
});

describe('issue 28 §4: "Only what’s free" in the URL', () => {
  it('reads available=1 and writes it back only with a period; any other value is no switch', () => {
    const query = fromHref('/catalog?from=2026-12-01&to=2026-12-08&available=1');
    expect(query).toMatchObject({ dates: { from: '2026-12-01', to: '2026-12-08' }, onlyAvailable: true });
    expect(searchHref('/catalog', query, options.facets)).toBe('/catalog?from=2026-12-01&to=2026-12-08&available=1');
    expect(fromHref('/catalog?from=2026-12-01&to=2026-12-08&available=yes').onlyAvailable).toBeUndefined();
    // Kept without days (the person's period may come from their session), written only with them.
    expect(searchHref('/catalog', fromHref('/catalog?available=1'), options.facets)).toBe('/catalog');
  });
});
