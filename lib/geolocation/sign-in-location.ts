import type { LocationLookUp } from './look-up';

/** Spec §3 VendorUser: `_geoloc {lat, lng}` and `ipLocation {lat, lng, city, country}`. */
export type SignInLocationFields = {
  _geoloc: { lat: number; lng: number };
  ipLocation: { lat: number; lng: number; city: string; country: string };
};

/**
 * What a vendor user record gets from the customer's location at sign-up and log-in (spec §3), from
 * the server's look-up for that request: `signInLocationFields(await locateRequest(headers, env()))`
 * (./ip-service). Ready for the identity work, which has not landed yet. A fallback to the default location says nothing about where the
 * person is, so it records nothing (null) rather than putting every customer in Hollywood.
 */
export function signInLocationFields(lookUp: LocationLookUp): SignInLocationFields | null {
  if (lookUp.source !== 'ip-service') return null;
  const { lat, lng, city, country } = lookUp.location;
  return { _geoloc: { lat, lng }, ipLocation: { lat, lng, city, country } };
}
