/** A tel: link that phones dial, from a number written for people: "(818) 555-0142" -> "tel:8185550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

type Address = { line1: string; city: string; state: string; zip: string };

/** The two lines a US address is written on: "8400 San Fernando Road" / "Sun Valley, CA 91352". */
export function addressLines({ line1, city, state, zip }: Address): [string, string] {
  return [line1, `${city}, ${state} ${zip}`];
}
