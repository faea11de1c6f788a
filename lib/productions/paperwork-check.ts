import type { ProductionTerms } from '@/lib/db/schema/productions';
import { isOnAccount, NO_PO_NUMBER, NO_VALID_COI } from './production-words';

export type ProductionPaperwork = {
  terms: ProductionTerms;
  poNumber: string;
  /** The production's own expiry for the certificate; null: the customer's. */
  insuranceExpiresOn: string | null;
};

export type CustomerCertificate = { onFile: boolean; expiresOn: string | null };

/** The certificate's expiry that counts for a production: its own, else the customer's certificate's. */
export const certificateExpiry = (production: Pick<ProductionPaperwork, 'insuranceExpiresOn'>, certificate: CustomerCertificate) =>
  production.insuranceExpiresOn ?? certificate.expiresOn;

/**
 * What staff are warned of before confirming a line for a production (issue 26 §1): an account
 * production without a PO number, and no valid certificate of insurance (none on file, no expiry,
 * or expired before the house's today).
 */
export function paperworkWarnings(production: ProductionPaperwork, certificate: CustomerCertificate, today: string): string[] {
  const warnings: string[] = [];
  if (isOnAccount(production.terms) && production.poNumber.trim() === '') warnings.push(NO_PO_NUMBER);
  const expiresOn = certificateExpiry(production, certificate);
  if (!certificate.onFile || !expiresOn || expiresOn < today) warnings.push(NO_VALID_COI);
  return warnings;
}
