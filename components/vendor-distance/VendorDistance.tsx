'use client';

import { useEffect, useState } from 'react';
import { locateCustomer } from '@/lib/geolocation/browser-location';
import { distanceText } from '@/lib/geolocation/distance-text';
import type { LatLng } from '@/lib/geolocation/location';
import type { ResolvedLocation } from '@/lib/geolocation/resolve-location';

export type VendorDistanceProps = {
  /** Shown in the accessible name: "Distance to Cahuenga Prop House". */
  vendorName: string;
  /** The vendor's `_geoloc` from the tenant configuration. */
  vendorGeoloc: LatLng;
  /** The tenant's locale: `en` shows miles. */
  locale: string;
  className?: string;
};

/**
 * "12 mi away": how far the prop house is from the customer (spec §7 location, §9 great-circle
 * distance). Resolved in the browser after the page loads; the status region exists from the start,
 * empty, so assistive technology announces the distance when it arrives.
 */
export function VendorDistance({ vendorName, vendorGeoloc, locale, className }: VendorDistanceProps) {
  const [resolved, setResolved] = useState<ResolvedLocation | null>(null);
  useEffect(() => {
    let current = true;
    void locateCustomer().then((next) => current && setResolved(next));
    return () => {
      current = false;
    };
  }, []);

  return (
    <span role="status" aria-label={`Distance to ${vendorName}`} className={className}>
      {resolved ? distanceText(resolved, vendorGeoloc, locale) : ''}
    </span>
  );
}
