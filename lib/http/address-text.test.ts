import { describe, expect, it } from 'vitest';
import { checkAddressText } from './address-text';

const at = (address: string) => checkAddressText(new URL(address, 'http://127.0.0.1:3000'));
const search = (address: string) => {
  const verdict = at(address);
  return verdict && 'without' in verdict ? verdict.without.search : verdict;
};

describe('issue 23 §4: one rule for every text parameter of an address', () => {
  it.each(['/staff/customers/%00/insurance-certificate', '/staff/items/import/%00/progress', '/items/a%07b', '/catalog%0A', '/items/%FF'])(
    'a path with a control character (or no text at all) is refused: %s',
    (path) => {
      expect(at(path)).toEqual({ refuse: expect.stringMatching(/^The address is not valid/) });
    },
  );

  it('a query parameter with a control character is dropped, the others kept in their order', () => {
    expect(search('/staff/check-in?sku=a%00b')).toBe('');
    expect(search('/staff/customers?q=a%00b&page=2')).toBe('?page=2');
    expect(search('/staff/holds?view=new&request=a%00b')).toBe('?view=new');
    expect(search('/catalog?Tag=%00&Tag=Mid-Century&q=lamp%07')).toBe('?Tag=Mid-Century');
    expect(search('/catalog?a%00=1&b=2')).toBe('?b=2');
  });

  it('tabs and line breaks stay: the labels page sends its SKUs a line each', () => {
    expect(at('/staff/labels?skus=LAMP-001%0D%0ACHAIR-002%09SOFA-003')).toBeNull();
  });

  it('an address without control characters is left alone', () => {
    expect(at('/catalog?Purchase+Type=Free&q=victorian+lamp')).toBeNull();
    expect(at('/items/prop-000052')).toBeNull();
  });
});
