import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { demoCatalogOptions, seedCatalog } from '@/demo/seed-catalog';
import { openDatabase } from '@/lib/db/open';
import { holdLines, holdRequests, orders, users } from '@/lib/db/schema';
import { linePeriod } from '@/lib/availability/availability';
import { issueCreditNote } from '@/lib/invoices/issue-credit-note';
import { issueRentalInvoice } from '@/lib/invoices/issue-invoice';
import { tenant } from '@/lib/tenant';
import { timed } from './holds-section';

const LINES = 200;
const RUNS = 30;
const BUDGET_P95_MS = 200;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const STAFF = { uid: 'bench-staff', name: 'Bench' };

/**
 * Issue 26 §3: "Issue invoice" on an order of 200 returned lines, on the embedded database: the
 * order locked, its lines read and billed, the number taken, the invoice and the customer's
 * salesAmount written. An issued invoice is final, so each run's invoice is then cancelled by a
 * credit note (not timed) and the next run issues the order's next one.
 */
export async function billingSection() {
  console.log('\nBilling (issue 26 §3)');
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-billing-'));
  const handle = await openDatabase({ dataDir });
  try {
    const { db } = handle;
    await seedCatalog(db, demoCatalogOptions(LINES));
    const props = (
      (await db.execute(sql`select id, title, sku, coalesce(weekly_price, 0) as rate from items order by seq`)) as unknown as {
        rows: { id: string; title: string; sku: string; rate: number }[];
      }
    ).rows;
    await db.insert(users).values({ id: 'bench-crew', name: 'Bench', email: 'bench-crew@example.test' });
    await db.insert(holdRequests).values({
      id: 'bench-request',
      vendorId: tenant.vendor.id,
      uid: 'bench-crew',
      kind: 'hold',
      pickUpOn: '2027-03-08',
      returnOn: '2027-04-05',
      production: 'Bench — Ep 1',
    });
    await db.insert(orders).values({
      id: 'bench-order',
      vendorId: tenant.vendor.id,
      number: 'ORD-2027-000001',
      requestId: 'bench-request',
      uid: 'bench-crew',
      pickUpOn: '2027-03-08',
      returnOn: '2027-04-05',
      quote: { lines: props.map((prop) => ({ itemId: prop.id, weeklyRateCents: Number(prop.rate) })), weeklyDiscounts: [0, 0, 5, 5, 10, 10, 15, 15] },
      confirmedAt: new Date(),
    });
    // Each line back on a day of its own, so each is billed for its own weeks.
    await db.insert(holdLines).values(
      props.map((prop, n) => ({
        id: `bench-line-${n}`,
        requestId: 'bench-request',
        itemId: prop.id,
        title: prop.title,
        sku: prop.sku,
        quantity: 1 + (n % 3),
        state: 'returned',
        period: linePeriod('2027-03-08', '2027-04-05'),
        outOn: '2027-03-08',
        backOn: `2027-0${3 + Math.floor(n / 100)}-${String(10 + (n % 18)).padStart(2, '0')}`,
      })),
    );
    const issue = await timed(
      RUNS,
      async () => {
        const issued = await issueRentalInvoice(db, tenant, tenant.vendor.id, 'bench-request', { staff: STAFF, today: '2027-04-06' });
        if (!issued.ok || !issued.data.issued) throw new Error(`Not issued: ${JSON.stringify(issued)}`);
        return issued.data.invoiceId;
      },
      async (invoiceId) => {
        const credited = await issueCreditNote(db, tenant.vendor.id, invoiceId as string, 'Bench', { staff: STAFF, today: '2027-04-06' });
        if (!credited.ok) throw credited.error;
      },
    );
    console.log(
      `  issuing the invoice of a ${LINES}-line order   p50 ${ms(issue.p50)}  p95 ${ms(issue.p95)}  ${issue.p95 <= BUDGET_P95_MS ? 'within budget' : 'OVER BUDGET'} (p95 ≤ ${BUDGET_P95_MS} ms, embedded database; ${RUNS} runs after 3 warm-ups)`,
    );
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
