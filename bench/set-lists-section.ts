import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, gt } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/open';
import { items } from '@/lib/db/schema';
import { addToSetListSchema } from '@/lib/set-lists/set-list-schema';
import { createSetList, addToSetList, saveSetListDetails } from '@/lib/set-lists/write-set-lists';
import { tenant } from '@/lib/tenant';
import { percentiles } from './percentiles';
import { guestSession } from './guest-session';
import { startServer } from './server';
import { measureTtfb } from './ttfb';

const LINES = 200;
const BUDGET = { addP95Ms: 30, pageP95Ms: 100 };
const verdict = (value: number, budget: number) => (value <= budget ? 'within budget' : 'OVER BUDGET');
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Issue 11 §8: adding a line (the write as the action runs it, on PGlite), and a set list of 200
 * lines with its weekly quote served to its owner, TTFB alone and at 20 connections. The owner is a
 * guest made through the running server's own sign-in; the list is written while the server is
 * stopped (the embedded database has one owner at a time), then the server is started again.
 */
export async function setListsSection(port: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-set-lists-'));
  try {
    let server = await startServer(port, { dataDir });
    const { uid, cookie } = await guestSession(server.baseUrl);
    await server.stop();

    const handle = await openDatabase({ dataDir });
    let setListId: string;
    const samples: number[] = [];
    try {
      const owner = { vendorId: tenant.vendor.id, uid };
      const ids = (await handle.db.select({ id: items.id }).from(items).where(gt(items.quantity, 0)).orderBy(asc(items.id)).limit(LINES)).map((row) => row.id);
      if (ids.length < LINES) throw new Error(`the demo has only ${ids.length} props in stock`);
      const made = await createSetList(handle.db, owner, { name: 'Bench — 200 lines', production: 'Benchmark', scene: 'Every prop' });
      if (!made.ok) throw made.error;
      setListId = made.data.id;
      // The first add of each prop makes its line; the second finds it and sums.
      for (let add = 0; add < LINES * 2; add++) {
        const input = addToSetListSchema.parse({ itemId: ids[add % LINES], setListId, quantity: '1' });
        const started = performance.now();
        const answer = await addToSetList(handle.db, owner, input);
        samples.push(performance.now() - started);
        if (!answer.ok && answer.error.reason !== 'ABOVE_STOCK') throw answer.error;
      }
      const dated = await saveSetListDetails(handle.db, owner, {
        setListId,
        name: 'Bench — 200 lines',
        production: 'Benchmark',
        scene: 'Every prop',
        pickUpOn: '2027-03-01',
        returnOn: '2027-03-23',
        notes: '',
      });
      if (!dated.ok) throw dated.error;
    } finally {
      await handle.close();
    }
    const adds = percentiles(samples, 0);
    console.log(
      `\nSet lists (issue 11 §8; budgets: a line's add p95 <= ${BUDGET.addP95Ms} ms on PGlite, the list's page TTFB p95 <= ${BUDGET.pageP95Ms} ms alone)`,
    );
    console.log(
      `addToSetList  ${LINES * 2} adds onto one list  p50 ${ms(adds.p50)}  p95 ${ms(adds.p95)}  p99 ${ms(adds.p99)}  ${verdict(adds.p95, BUDGET.addP95Ms)}`,
    );

    server = await startServer(port, { dataDir });
    try {
      const url = `${server.baseUrl}/set-lists/${setListId}`;
      const check = await fetch(url, { headers: { cookie } });
      const html = await check.text();
      if (check.status !== 200 || !html.includes('Bench — 200 lines')) throw new Error(`the list's page answered ${check.status}`);
      // A fresh server compiles as it goes: its first seconds are not what a crew meets all day.
      await measureTtfb(url, 4, 5, { cookie });
      // For comparison: the index of lists, the same person and start-up, next to nothing to render.
      const index = await measureTtfb(`${server.baseUrl}/set-lists`, 1, 5, { cookie });
      console.log(`/set-lists (the index, for comparison), 1 connection  p50 ${ms(index.p50)}  p95 ${ms(index.p95)}`);
      for (const connections of [1, 20]) {
        const load = await measureTtfb(url, connections, 10, { cookie });
        const budget = connections === 1 ? `  ${verdict(load.p95, BUDGET.pageP95Ms)}` : '  (reported)';
        console.log(
          `/set-lists/[id] ${LINES} lines, quote, ${String(connections).padStart(2)} connection${connections === 1 ? ' ' : 's'}  p50 ${ms(load.p50)}  p95 ${ms(load.p95)}  p99 ${ms(load.p99)}  ${load.requests} requests, ${load.errors} errors${budget}`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
