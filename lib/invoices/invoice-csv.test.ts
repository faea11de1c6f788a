import { describe, expect, it } from 'vitest';
import { INVOICE_CSV_HEADER, invoiceCsvRows, type CsvInvoice } from './invoice-csv';

const LINE = {
  lineId: 'l1',
  title: 'Brass Floor Lamp',
  sku: 'LGT-000001',
  units: 2,
  weeklyRateCents: 4_500,
  outOn: '2027-03-08',
  backOn: '2027-03-20',
  weeks: 2,
  subtotalCents: 18_000,
  weeklyDiscountCents: 0,
  staffDiscountCents: 0,
  totalCents: 18_000,
};
const INVOICE: CsvInvoice = {
  number: 'INV-2027-000001',
  kind: 'rental',
  customer: 'Jo Prop',
  issuedOn: '2027-03-22',
  dueOn: '2027-04-21',
  paidBy: 'account',
  orderNumber: 'ORD-2027-000004',
  production: 'Diner — Ep 601',
  pairedNumber: null,
  lines: [LINE],
  processingCents: 0,
  taxCents: 1_485,
};
const sum = (rows: (string | number | null)[][]) => rows.reduce((total, row) => total + Math.round(Number(row[10]) * 100), 0);

describe('issue 26 §3: the accountant’s invoice CSV, in QuickBooks Online’s columns', () => {
  it('one row per line and one for the tax, adding up to the invoice’s total, with US dates and the terms', () => {
    const rows = invoiceCsvRows(INVOICE);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.length === INVOICE_CSV_HEADER.length)).toBe(true);
    expect(rows[0]).toEqual([
      'INV-2027-000001',
      'Jo Prop',
      '03/22/2027',
      '04/21/2027',
      'Net 30',
      'Order ORD-2027-000004 · Diner — Ep 601',
      'Prop rental',
      'Brass Floor Lamp (LGT-000001) × 2, out 2027-03-08 back 2027-03-20, 2 weeks',
      1,
      180,
      180,
      '03/08/2027',
    ]);
    expect(rows[1]!.slice(6, 11)).toEqual(['Sales tax', 'Sales tax', 1, 14.85, 14.85]);
    expect(sum(rows)).toBe(19_485);
  });

  it('a card invoice is due on receipt and lists its processing charge; a credit note’s rows are negative', () => {
    const card = invoiceCsvRows({ ...INVOICE, paidBy: 'card', processingCents: 540 });
    expect(card[0]![4]).toBe('Due on receipt');
    expect(card.map((row) => row[6])).toEqual(['Prop rental', 'Card processing', 'Sales tax']);
    const credit = invoiceCsvRows({ ...INVOICE, number: 'CN-2027-000001', kind: 'creditNote', pairedNumber: 'INV-2027-000001' });
    expect(credit[0]![5]).toBe('Order ORD-2027-000004 · Diner — Ep 601 · Credit note for INV-2027-000001');
    expect(sum(credit)).toBe(-19_485);
  });

  it('the terms are the invoice’s own: a production on Net 15 says Net 15', () => {
    expect(invoiceCsvRows({ ...INVOICE, dueOn: '2027-04-06' })[0]![4]).toBe('Net 15');
  });

  it('issue 26 §4: an L&D invoice’s rows are the item “Loss and damage”, one per prop, adding up to its total; its credit note negative', () => {
    const lossDamage: CsvInvoice = {
      ...INVOICE,
      number: 'INV-2027-000002',
      kind: 'lossAndDamage',
      taxCents: 0,
      lines: [
        {
          lineId: 'l1',
          title: 'Brass Floor Lamp',
          sku: 'LGT-000001',
          missingUnits: 2,
          replacementCents: 15_000,
          missingCents: 30_000,
          damagedUnits: 1,
          repairCents: 8_550,
          totalCents: 38_550,
        },
      ],
    };
    const rows = invoiceCsvRows(lossDamage);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(6, 12)).toEqual([
      'Loss and damage',
      'Brass Floor Lamp (LGT-000001): missing 2 × 150.00 replacement; repair of 1 damaged 85.50',
      1,
      385.5,
      385.5,
      '',
    ]);
    expect(sum(rows)).toBe(38_550);
    expect(sum(invoiceCsvRows({ ...lossDamage, kind: 'creditNote', number: 'CN-2027-000002', pairedNumber: 'INV-2027-000002' }))).toBe(-38_550);
  });

  it('issue 26 §3: a line’s discount in its description; a deposit invoice’s one row; the final invoice’s deposit taken off, negative, its rows adding up to its total', () => {
    const discounted = { ...LINE, staffDiscountCents: 2_250, lineDiscountPercent: 12.5, totalCents: 15_750 };
    const less = { lessDeposit: true as const, depositInvoiceId: 'd1', number: 'INV-2027-000002', depositCents: 5_000, totalCents: 5_000 };
    const final = invoiceCsvRows({ ...INVOICE, lines: [discounted, less], taxCents: 1_299 });
    expect(final[0]![7]).toBe('Brass Floor Lamp (LGT-000001) × 2, out 2027-03-08 back 2027-03-20, 2 weeks, 12.5% line discount');
    expect(final[1]!.slice(6, 11)).toEqual(['Deposit applied', 'Less deposit INV-2027-000002', 1, -50, -50]);
    expect(sum(final)).toBe(15_750 + 1_299 - 5_000);
    const deposit = invoiceCsvRows({
      ...INVOICE,
      number: 'INV-2027-000002',
      kind: 'deposit',
      lines: [{ deposit: true, title: 'Deposit on order ORD-2027-000004', percent: 25, quotedCents: 20_000, totalCents: 5_000 }],
      taxCents: 0,
    });
    expect(deposit.map((row) => row.slice(6, 11))).toEqual([['Deposit', 'Deposit on order ORD-2027-000004 (25% of the quoted rental)', 1, 50, 50]]);
    // A credit note of the final invoice turns the deposit taken off positive, as it turns the rest negative.
    const credit = invoiceCsvRows({ ...INVOICE, kind: 'creditNote', pairedNumber: 'INV-2027-000003', lines: [discounted, less], taxCents: 1_299 });
    expect(sum(credit)).toBe(-(15_750 + 1_299 - 5_000));
  });
});
