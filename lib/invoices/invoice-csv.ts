import { isDepositLine, isLessDepositLine, isLossDamageLine, type DocumentLine, type InvoiceKind } from '@/lib/db/schema';
import { plainAmount } from '@/lib/house/money';
import type { CsvCell } from '@/lib/text/csv';
import { daysBetween } from '@/lib/text/calendar-day';

/**
 * The accountant's files (issue 26 §3, decision 132). Invoices under QuickBooks Online's own column
 * names, which its invoice import maps without asking: one row per invoiced line, one for the card
 * processing charge and one for the tax, so the rows of an invoice add up to its total. Dates as
 * MM/DD/YYYY, amounts as plain numbers. A credit note's rows are the invoice's, negative. An L&D
 * invoice's lines (issue 26 §4) are the item "Loss and damage", one row per prop. A deposit invoice's
 * one line is the item "Deposit"; a final invoice's "Less deposit INV-…" is the item "Deposit
 * applied", negative, so its rows still add up to its total (decision 137). A line's staff discount
 * is in its description ("12.5% line discount").
 */
export const INVOICE_CSV_HEADER = [
  'Invoice number',
  'Customer',
  'Invoice date',
  'Due date',
  'Terms',
  'Memo',
  'Item(Product/Service)',
  'Item Description',
  'Item Quantity',
  'Item Rate',
  'Item Amount',
  'Service Date',
] as const;

export const PAYMENT_CSV_HEADER = ['Invoice number', 'Payment date', 'Amount', 'Method', 'Reference', 'Recorded by'] as const;

export type CsvInvoice = {
  number: string;
  kind: InvoiceKind;
  customer: string;
  issuedOn: string;
  dueOn: string;
  paidBy: 'card' | 'account';
  orderNumber: string;
  production: string;
  /** The production's PO number at issue, for the accountant to match the invoice to it. */
  poNumber?: string;
  pairedNumber: string | null;
  lines: DocumentLine[];
  processingCents: number;
  taxCents: number;
};

const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
// Numbers, not text: a spreadsheet reads them as amounts, and the CSV's formula guard leaves numbers alone (a text "-5" would be kept as text).
const amount = (cents: number, sign: 1 | -1) => (cents < 0 ? -sign : sign) * Number(plainAmount(Math.abs(cents)));

function lossDamageDescription(line: Extract<DocumentLine, { missingUnits: number }>): string {
  const missing = line.missingUnits > 0 ? `missing ${line.missingUnits} × ${plainAmount(line.replacementCents)} replacement` : '';
  const repair = line.damagedUnits > 0 ? `repair of ${line.damagedUnits} damaged ${plainAmount(line.repairCents)}` : '';
  return `${line.title} (${line.sku}): ${[missing, repair].filter(Boolean).join('; ')}`;
}

export function invoiceCsvRows(invoice: CsvInvoice): CsvCell[][] {
  const sign = invoice.kind === 'creditNote' ? -1 : 1;
  // The invoice's own terms (a production's Net 15, 30 or 60, or the house's), read from its days.
  const terms = invoice.paidBy === 'card' ? 'Due on receipt' : `Net ${daysBetween(invoice.issuedOn, invoice.dueOn)}`;
  const memo = [
    `Order ${invoice.orderNumber}`,
    invoice.production,
    invoice.poNumber ? `PO ${invoice.poNumber}` : '',
    invoice.kind === 'creditNote' ? `Credit note for ${invoice.pairedNumber}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const row = (item: string, description: string, cents: number, serviceDate: string): CsvCell[] => [
    invoice.number,
    invoice.customer,
    usDay(invoice.issuedOn),
    usDay(invoice.dueOn),
    terms,
    memo,
    item,
    description,
    1,
    amount(cents, sign),
    amount(cents, sign),
    serviceDate,
  ];
  const rows = invoice.lines.map((line) => {
    if (isLossDamageLine(line)) return row('Loss and damage', lossDamageDescription(line), line.totalCents, '');
    if (isDepositLine(line))
      return row('Deposit', line.percent === null ? line.title : `${line.title} (${line.percent}% of the quoted rental)`, line.totalCents, '');
    if (isLessDepositLine(line)) return row('Deposit applied', `Less deposit ${line.number}`, -line.totalCents, '');
    const discount = line.lineDiscountPercent ? `, ${line.lineDiscountPercent}% line discount` : '';
    return row(
      'Prop rental',
      `${line.title} (${line.sku}) × ${line.units}, out ${line.outOn} back ${line.backOn}, ${line.weeks} ${line.weeks === 1 ? 'week' : 'weeks'}${discount}`,
      line.totalCents,
      usDay(line.outOn),
    );
  });
  if (invoice.processingCents > 0) rows.push(row('Card processing', 'Card processing charge', invoice.processingCents, ''));
  if (invoice.taxCents > 0) rows.push(row('Sales tax', 'Sales tax', invoice.taxCents, ''));
  return rows;
}
