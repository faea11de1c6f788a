import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '@/lib/db/open';
import { demoCatalogOptions, seedCatalog } from '@/demo/seed-catalog';
import { adminQuery } from '@/test/database';
import { measureSearch, SEARCH_MIX } from './search';
import { startServer } from './server';
import { measureTtfb } from './ttfb';

const SIZES = [10_000, 100_000];
const RUNS = 30;
/** Issue 4's targets at 100,000 props. */
export const SEARCH_TARGETS = { postgresP95Ms: 30, pgliteP95Ms: 100, catalogPageP95Ms: 150 };
export const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const verdict = (value: number, target: number) => (value <= target ? 'within target' : 'OVER TARGET');

export function postgresAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 5432), hostname);
    const answer = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.once('connect', () => answer(true)).once('error', () => answer(false));
    socket.setTimeout(1000, () => answer(false));
  });
}

async function seeded(handle: DatabaseHandle, size: number): Promise<number> {
  const started = performance.now();
  await seedCatalog(handle.db, demoCatalogOptions(size));
  return (performance.now() - started) / 1000;
}

async function report(engine: 'pglite' | 'postgres', handle: DatabaseHandle, size: number) {
  const seconds = await seeded(handle, size);
  console.log(
    `\n${engine} with ${size.toLocaleString('en')} props (seeded in ${seconds.toFixed(1)} s); ${RUNS} runs per query after 3 warm-ups, every facet counted`,
  );
  console.log(`  ${'query'.padEnd(22)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)}`);
  const target = engine === 'postgres' ? SEARCH_TARGETS.postgresP95Ms : SEARCH_TARGETS.pgliteP95Ms;
  for (const { name, latency } of await measureSearch(handle.db, RUNS)) {
    const note = size === 100_000 ? `  p95 ${verdict(latency.p95, target)} (${target} ms)` : '';
    console.log(`  ${name.padEnd(22)} ${ms(latency.p50)} ${ms(latency.p95)} ${ms(latency.p99)}${note}`);
  }
}

/** Server-side search latency at 10,000 and 100,000 props on both engines, then the catalogue page under load at 100,000. */
export async function searchSection(port: number) {
  console.log(`\nSearch (the mix: ${SEARCH_MIX.map((entry) => entry.name).join('; ')})`);
  const withPostgres = await postgresAnswers(POSTGRES);
  if (!withPostgres) console.log(`  PostgreSQL at ${new URL(POSTGRES).host} does not answer: its rows are left out.`);

  let pageDataDir: string | undefined;
  for (const size of SIZES) {
    const dataDir = mkdtempSync(join(tmpdir(), `storefront-bench-${size}-`));
    const pglite = await openDatabase({ dataDir });
    await report('pglite', pglite, size);
    await pglite.close();
    if (size === 100_000) pageDataDir = dataDir;
    else rmSync(dataDir, { recursive: true, force: true });

    if (withPostgres) {
      const name = `storefront_bench_${size}`;
      await adminQuery(POSTGRES, `drop database if exists ${name} with (force)`);
      await adminQuery(POSTGRES, `create database ${name}`);
      const url = new URL(POSTGRES);
      url.pathname = `/${name}`;
      const postgres = await openDatabase({ url: url.toString() });
      await report('postgres', postgres, size);
      await postgres.close();
      await adminQuery(POSTGRES, `drop database if exists ${name} with (force)`);
    }
  }

  if (!pageDataDir) return;
  const route = '/catalog?Purchase+Type=Weekly+Rental';
  const server = await startServer(port, { dataDir: pageDataDir });
  try {
    const load = await measureTtfb(`${server.baseUrl}${route}`, 20, 10);
    console.log(`\nCatalogue page at 100,000 props on pglite, ${route}, 20 connections for 10 s: ${load.requests} requests, ${load.errors} errors`);
    console.log(
      `  TTFB p50 ${ms(load.p50)}  p95 ${ms(load.p95)}  p99 ${ms(load.p99)}  p95 ${verdict(load.p95, SEARCH_TARGETS.catalogPageP95Ms)} (${SEARCH_TARGETS.catalogPageP95Ms} ms)`,
    );
  } finally {
    await server.stop();
    rmSync(pageDataDir, { recursive: true, force: true });
  }
}
