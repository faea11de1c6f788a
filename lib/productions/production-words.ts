import type { ProductionTerms } from '@/lib/db/schema/productions';

/** The payment terms in the house's words (issue 26 §1). */
export const TERMS_WORDS: Record<ProductionTerms, string> = { card: 'Card', net15: 'Net 15', net30: 'Net 30', net60: 'Net 60' };

/** Days after issue an invoice on account is due; null for card, paid on issue. */
export const TERMS_DAYS: Record<ProductionTerms, number | null> = { card: null, net15: 15, net30: 30, net60: 60 };

/** "On account": no card is authorised, the invoice is due after the terms. */
export const isOnAccount = (terms: ProductionTerms | null | undefined) => terms !== null && terms !== undefined && terms !== 'card';

export const NO_PO_NUMBER = 'No PO number for this production';
export const NO_VALID_COI = 'No valid certificate of insurance';
