import type { InvoiceKind } from '@/lib/db/schema';

/** What a document is called on its page, in lists and in its email: "Invoice", "L&D invoice" (issue 26 §4), "Deposit invoice" (decision 137) or "Credit note". */
export function documentTitle(kind: InvoiceKind): string {
  return kind === 'creditNote' ? 'Credit note' : kind === 'lossAndDamage' ? 'L&D invoice' : kind === 'deposit' ? 'Deposit invoice' : 'Invoice';
}
