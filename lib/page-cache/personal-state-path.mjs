// GET /api/me before Next.js (decision 126): every page a person opens asks it once, and Next's
// routing, proxy and route handler cost more than the answer. The answer is the app's own
// (lib/identity/personal-state/personal-state-answer.ts), put on globalThis at start-up; the route handler at
// app/api/me answers the same under `next dev` and for POST, a tab's start-up.
import { PERSONAL_STATE_BRIDGE, PERSONAL_STATE_PATH } from './shared-pages.mjs';

/** Answers a GET of /api/me through the app's bridge; false for any other request, or before the app has started. */
export function servePersonalState(request, response) {
  const answer = globalThis[PERSONAL_STATE_BRIDGE];
  if (!answer || request.method !== 'GET' || (request.url ?? '').split('?')[0] !== PERSONAL_STATE_PATH) return false;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  answer(headers).then(
    async (answered) => {
      response.writeHead(answered.status, Object.fromEntries(answered.headers));
      response.end(Buffer.from(await answered.arrayBuffer()));
    },
    (error) => {
      console.error('GET /api/me failed:', error);
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Who is signed in could not be read.');
    },
  );
  return true;
}
