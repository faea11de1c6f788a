// `npm run bench`: figures for the production build on the embedded database. Prints; never fails on a budget.
// `npm run bench -- --only pages`, `--only relevance`, `--only search`, `--only favourites`, `--only set-lists`, `--only holds` or `--only lighthouse` runs one section.
import { parseArgs } from 'node:util';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { favouritesSection } from './favourites-section';
import { holdsSection } from './holds-section';
import { lighthouseSection } from './lighthouse-section';
import { firstLoadJs } from './first-load-js';
import { guestSession } from './guest-session';
import { startServer } from './server';
import { relevanceSection, searchSection } from './search-section';
import { setListsSection } from './set-lists-section';
import { measureTtfb } from './ttfb';

const BUDGET = { firstLoadJsKb: 120, ttfbP95Ms: 100, coldStartMs: 3000 };
const ROUTES = ['/', '/catalog', '/items/prop-000052'];
const PORT = Number(process.env.BENCH_PORT ?? 3300);

const verdict = (value: number, budget: number) => (value <= budget ? 'within budget' : 'OVER BUDGET');
const ms = (value: number) => `${value.toFixed(1)} ms`;

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const SECTIONS = ['pages', 'relevance', 'search', 'favourites', 'set-lists', 'holds', 'lighthouse'];
if (values.only && !SECTIONS.includes(values.only)) {
  console.error('--only takes "pages", "relevance", "search", "favourites", "set-lists", "holds" or "lighthouse".');
  process.exit(2);
}

const runs = (section: string) => !values.only || values.only === section;
if (runs('pages') || runs('search') || runs('set-lists') || runs('lighthouse')) buildIfNeeded();
if (runs('pages')) await pagesSection();
if (runs('relevance')) await relevanceSection();
if (runs('search')) await searchSection(PORT);
if (runs('favourites')) await favouritesSection();
if (runs('set-lists')) await setListsSection(PORT);
if (runs('holds')) await holdsSection();
if (runs('lighthouse')) await lighthouseSection(PORT);

async function pagesSection() {
  const server = await startServer(PORT);
  try {
    console.log(`\nCold start, npm start to the first 200 on / (fresh embedded database: migrate and seed 300 props): ${ms(server.coldStartMs)}`);
    console.log(`                     budget <= ${ms(BUDGET.coldStartMs)}: ${verdict(server.coldStartMs, BUDGET.coldStartMs)}`);
    // A visitor with no cookie is served from the page cache (decision 105); a guest's cookie gets a
    // render of its own, as every signed-in crew member does: reported beside it, without a budget.
    const { cookie } = await guestSession(server.baseUrl);
    console.log(`\nPages (budgets: first-load JS <= ${BUDGET.firstLoadJsKb} KB gzip, TTFB p95 <= ${BUDGET.ttfbP95Ms} ms; 20 connections, 10 s)`);
    console.log('route                first-load JS          + inline RSC   TTFB p50    TTFB p95    TTFB p99   requests  errors');
    for (const route of ROUTES) {
      const url = `${server.baseUrl}${route}`;
      const js = await firstLoadJs(url);
      const cache = (await fetch(url)).headers.get('x-page-cache') ?? 'none';
      const load = await measureTtfb(url, 20, 10);
      const rendered = await measureTtfb(url, 20, 10, { cookie });
      console.log(
        `${route.padEnd(20)} ${`${js.scriptsKb.toFixed(1)} KB (${js.files} files)`.padEnd(22)} ${`${js.inlinePayloadKb.toFixed(1)} KB`.padStart(10)}  ${ms(load.p50).padStart(9)}  ${ms(load.p95).padStart(10)}  ${ms(load.p99).padStart(10)}  ${String(load.requests).padStart(9)}  ${String(load.errors).padStart(6)}`,
      );
      console.log(
        `                     first-load JS ${verdict(js.scriptsKb, BUDGET.firstLoadJsKb)}; TTFB p95 ${verdict(load.p95, BUDGET.ttfbP95Ms)} (no cookie, page cache: ${cache})`,
      );
      console.log(
        `  with a guest cookie, rendered:            ${ms(rendered.p50).padStart(9)}  ${ms(rendered.p95).padStart(10)}  ${ms(rendered.p99).padStart(10)}  ${String(rendered.requests).padStart(9)}  ${String(rendered.errors).padStart(6)}  (reported)`,
      );
    }
  } finally {
    await server.stop();
  }
}
