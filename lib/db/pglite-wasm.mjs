// PGlite's WebAssembly, compiled while Next.js starts. Plain JavaScript, so `npm start`
// (scripts/start.mjs) can begin it before anything else; lib/db/open.ts takes the result.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const COMPILED = Symbol.for('storefront.pgliteWasm');

/**
 * Starts compiling PGlite's 9 MB of WebAssembly on V8's background threads. Opening the embedded
 * database otherwise waits for it, idle, about 0.5 s of a cold start (issue 29); begun first thing,
 * it is ready by the time the server opens the database. A failure leaves PGlite to compile its own.
 */
export function compilePgliteWasm() {
  if (globalThis[COMPILED]) return;
  const wasm = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
  globalThis[COMPILED] = readFile(wasm)
    .then((bytes) => WebAssembly.compile(bytes))
    .catch(() => undefined);
}

/** The module `compilePgliteWasm` compiled, when this process started compiling it. */
export function compiledPgliteWasm() {
  return globalThis[COMPILED] ?? Promise.resolve(undefined);
}
