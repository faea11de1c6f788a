// `npm start`: build when the sources are newer than the last build, then serve on PORT (default 3000).
// The server itself migrates the database and seeds the demo prop house at start (instrumentation.ts).
import http from 'node:http';
import next from 'next';
import { compilePgliteWasm } from '../lib/db/pglite-wasm.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { believeForwardedHeaders } from './forwarded-headers.mjs';
import { installBridge, PageCache, servePublicPage } from '../lib/page-cache/page-cache.mjs';
import { servePersonalState } from '../lib/page-cache/personal-state-path.mjs';
import { RENDER_HEADER } from '../lib/page-cache/shared-pages.mjs';
import { refuseRequestLine } from './request-line.mjs';
import { nonceTheStyles } from './style-nonce.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV = 'production';
// The embedded database's WebAssembly compiles on V8's background threads while Next.js starts (issue 29).
if (!process.env.DATABASE_URL) compilePgliteWasm();
buildIfNeeded();

const port = Number(process.env.PORT || 3000);
const trustProxy = process.env.TRUST_PROXY === 'true';
const app = next({ dev: false, port });
const nextHandle = app.getRequestHandler();
// Each <style> of a page with its policy's nonce (scripts/style-nonce.mjs, decision 147).
const handle = (request, response) => {
  nonceTheStyles(request, response);
  return nextHandle(request, response);
};
// The shared pages, for everyone, from memory (decisions 105, 126); PAGE_CACHE=off turns it off,
// and then no bridge is installed, so the pages neither declare tags nor listen for writes.
const cache = new PageCache();
const renders = process.env.PAGE_CACHE === 'off' ? undefined : installBridge(cache);
await app.prepare();

// Every page's code, loaded once the first answer has gone rather than during its render (next.config.ts).
let preloading = false;
const preloadEntries = async () => {
  try {
    await (await app.server?.getServer?.())?.unstable_preloadEntries?.();
  } catch {
    // A preload only saves each page's first visitor the wait: without it, each page loads on its first request.
  }
};

const server = http.createServer((request, response) => {
  if (!preloading) {
    preloading = true;
    response.once('finish', () => void preloadEntries());
  }
  const refused = refuseRequestLine(request.method, request.url);
  if (refused) {
    response.writeHead(refused.status, { 'Content-Type': 'text/plain; charset=utf-8', ...(refused.status === 405 && { Allow: 'GET, HEAD, POST' }) });
    response.end(refused.message);
    return;
  }
  believeForwardedHeaders(request.headers, request.socket.remoteAddress, trustProxy);
  delete request.headers[RENDER_HEADER];
  if (servePersonalState(request, response)) return;
  if (renders && servePublicPage({ cache, renders, handle }, request, response)) return;
  void handle(request, response);
});
// HOST binds one interface (127.0.0.1 keeps the server to this machine); unset, every interface.
const host = process.env.HOST || undefined;
server.listen(port, host, () => console.log(`Serving on http://${host ?? 'localhost'}:${port}`));

// Exit on stop signals, so the embedded database folder's lock is released ('exit' handlers run).
// Idle keep-alive connections are closed at once, so the process does not wait out its 5-second fallback.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
