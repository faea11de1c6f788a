import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customerSession, seedCustomer } from './customer-session';
import { firstLoadJs } from './first-load-js';
import { guestSession } from './guest-session';
import { startServer } from './server';
import { measureTtfb } from './ttfb';

/** Issue 14 §2 and issue 29's budgets. */
const BUDGET = { ownJsKb: 25, ttfbP95Ms: 100, personalRatio: 2, personalStateP95Ms: 20, coldStartMs: 3000 };
const LOAD = { connections: 20, seconds: 10 };

const verdict = (value: number, budget: number) => (value <= budget ? 'within budget' : 'OVER BUDGET');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const cell = (value: string, width: number) => value.padStart(width);

/** The first category the categories page links to. */
async function aCategory(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/categories`)).text();
  const id = /href="\/categories\/([^"?#]+)"/.exec(html)?.[1];
  if (!id) throw new Error('the categories page links to no category');
  return `/categories/${id}`;
}

/** A week's period starting a fortnight from now, as an address's `from` and `to`. */
function periodAhead(): string {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return new URLSearchParams({ from: day(14), to: day(21) }).toString();
}

/**
 * Cold start; then, for each shared page, first-load JavaScript (ours apart from React's and Next's)
 * and TTFB under load for a visitor with no cookie, a guest and a customer, measured one after the
 * other in this run, with each cookie's p95 as a multiple of the no-cookie one (issue 29: at most 2);
 * then the per-person request, /api/me, under the same load.
 */
export async function pagesSection(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-pages-'));
  let server = await startServer(port, { dataDir });
  try {
    console.log(
      `\nCold start, npm start to the first 200 on / (fresh embedded database: the migrated and seeded template, its props' dates moved to today): ${ms(server.coldStartMs)}`,
    );
    console.log(`                     budget <= ${ms(BUDGET.coldStartMs)}: ${verdict(server.coldStartMs, BUDGET.coldStartMs)}`);
    await server.stop();
    await seedCustomer(dataDir);
    server = await startServer(port, { dataDir });
    const guest = await guestSession(server.baseUrl);
    const customer = await customerSession(server.baseUrl);
    const people: { who: string; headers: Record<string, string> }[] = [
      { who: 'no cookie', headers: {} },
      { who: "a guest's cookie", headers: { cookie: guest.cookie } },
      { who: "a customer's cookie", headers: { cookie: customer.cookie } },
    ];
    // Issue 39 §2: the catalogue with a rental period, each card's state and next free day read for the page.
    const routes = ['/', '/catalog', '/items/prop-000052', await aCategory(server.baseUrl), `/catalog?${periodAhead()}`];

    console.log(
      `\nShared pages (${LOAD.connections} connections, ${LOAD.seconds} s each; budgets: our first-load JS <= ${BUDGET.ownJsKb} KB gzip, ` +
        `TTFB p95 <= ${BUDGET.ttfbP95Ms} ms without a cookie and <= ${BUDGET.personalRatio} x that with one)`,
    );
    for (const route of routes) {
      const url = `${server.baseUrl}${route}`;
      const js = await firstLoadJs(url);
      console.log(
        `\n${route}: first-load JS ${js.scriptsKb.toFixed(1)} KB gzip in ${js.files} files: ours ${js.ownKb.toFixed(1)} KB (${verdict(js.ownKb, BUDGET.ownJsKb)}), ` +
          `React and Next.js ${js.frameworkKb.toFixed(1)} KB; inline RSC payload ${js.inlinePayloadKb.toFixed(1)} KB`,
      );
      console.log(
        `  ${'who'.padEnd(22)}${cell('cache', 6)}${cell('p50', 11)}${cell('p95', 11)}${cell('p99', 11)}${cell('requests', 10)}${cell('errors', 8)}  verdict`,
      );
      let visitorP95 = 0;
      for (const { who, headers } of people) {
        const cache = (await fetch(url, { headers })).headers.get('x-page-cache') ?? 'none';
        const load = await measureTtfb(url, LOAD.connections, LOAD.seconds, headers);
        const judged =
          who === 'no cookie'
            ? `p95 ${verdict(load.p95, BUDGET.ttfbP95Ms)}`
            : `p95 ${(load.p95 / visitorP95).toFixed(2)} x no cookie: ${verdict(load.p95 / visitorP95, BUDGET.personalRatio)}`;
        if (who === 'no cookie') visitorP95 = load.p95;
        console.log(
          `  ${who.padEnd(22)}${cell(cache, 6)}${cell(ms(load.p50), 11)}${cell(ms(load.p95), 11)}${cell(ms(load.p99), 11)}${cell(String(load.requests), 10)}${cell(String(load.errors), 8)}  ${judged}`,
        );
      }
    }

    console.log(`\nThe per-person request, GET /api/me (budget p95 <= ${BUDGET.personalStateP95Ms} ms at ${LOAD.connections} connections)`);
    for (const { who, headers } of people) {
      const load = await measureTtfb(`${server.baseUrl}/api/me`, LOAD.connections, LOAD.seconds, headers);
      console.log(
        `  ${who.padEnd(22)}${cell(ms(load.p50), 11)}${cell(ms(load.p95), 11)}${cell(ms(load.p99), 11)}${cell(String(load.requests), 10)}${cell(String(load.errors), 8)}  ${verdict(load.p95, BUDGET.personalStateP95Ms)}`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
