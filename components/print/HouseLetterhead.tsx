import { addressLines } from '@/lib/site/contact-links';
import { tenant } from '@/lib/tenant';

/** The house's name, address and phone at the head of a printed page: a set list, an invoice. */
export function HouseLetterhead() {
  const { vendor } = tenant;
  return (
    <div>
      <p>
        <strong>{vendor.displayName}</strong>
      </p>
      <p>{addressLines(vendor.address).join(', ')}</p>
      <p>{vendor.phone}</p>
    </div>
  );
}
