import { describe, expect, it } from 'vitest';
import { addressLines, telHref } from './contact-links';

describe('vendor contact details (spec §1 vendor phone and address)', () => {
  it('dials the digits of a number written for people', () => {
    expect(telHref('(818) 555-0142')).toBe('tel:8185550142');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('writes the address on two lines', () => {
    expect(addressLines({ line1: '8400 San Fernando Road', city: 'Sun Valley', state: 'CA', zip: '91352' })).toEqual([
      '8400 San Fernando Road',
      'Sun Valley, CA 91352',
    ]);
  });
});
