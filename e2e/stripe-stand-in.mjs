// Stripe as far as the storefront uses it, for the browser tests (issue 26 "Done when"): a Checkout
// Session that only authorises, its payment page, the signed webhook the authorisation sends, and the
// capture. Started by playwright.config.ts beside the storefront, which points STRIPE_API_BASE_URL here.
// Plain JavaScript: it runs before anything is built, with Node alone.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.STAND_IN_PORT);
const appUrl = process.env.APP_URL;
const secretKey = process.env.STRIPE_SECRET_KEY;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!port || !appUrl || !secretKey || !webhookSecret) throw new Error('STAND_IN_PORT, APP_URL, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required');
const here = `http://127.0.0.1:${port}`;

/** Checkout Sessions by id: what is authorised, and where the customer goes back to. */
const sessions = new Map();
/** Captures by idempotency key, as Stripe keeps them: a repeat answers the first answer. */
const captures = new Map();
let next = 0;

const json = (response, status, body) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const money = (cents) => `$${(cents / 100).toFixed(2)}`;

/** The address Stripe would send the customer back to, on the storefront the tests run (its SITE_URL is the tenant's domain). */
function backOnTheApp(url) {
  const back = new URL(url);
  return new URL(back.pathname + back.search, appUrl).toString();
}

/** The event Stripe sends once the card is authorised, signed as Stripe signs it (t=…, v1=HMAC-SHA256 of "t.payload"). */
async function sendAuthorised(session) {
  const payload = JSON.stringify({
    id: `evt_test_${++next}`,
    object: 'event',
    type: 'payment_intent.amount_capturable_updated',
    data: {
      object: {
        id: session.paymentIntent,
        object: 'payment_intent',
        amount: session.amount,
        amount_capturable: session.amount,
        status: 'requires_capture',
        metadata: session.intentMetadata,
      },
    },
  });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', webhookSecret).update(`${t}.${payload}`).digest('hex');
  const answer = await fetch(new URL('/api/stripe/webhook', appUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
    body: payload,
  });
  if (!answer.ok) throw new Error(`the storefront answered the webhook with ${answer.status}: ${await answer.text()}`);
}

async function route(request, response, body) {
  const url = new URL(request.url ?? '/', here);
  const api = url.pathname.startsWith('/v1/');
  if (api && request.headers.authorization !== `Bearer ${secretKey}`) return json(response, 401, { error: { message: 'Invalid API key' } });

  if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
    const form = new URLSearchParams(body);
    const id = `cs_test_${++next}`;
    const session = {
      id,
      amount: Number(form.get('line_items[0][price_data][unit_amount]')),
      name: form.get('line_items[0][price_data][product_data][name]') ?? '',
      paymentIntent: `pi_test_${next}`,
      intentMetadata: { requestId: form.get('payment_intent_data[metadata][requestId]') },
      captureMethod: form.get('payment_intent_data[capture_method]'),
      successUrl: form.get('success_url'),
      cancelUrl: form.get('cancel_url'),
    };
    if (!session.amount || session.captureMethod !== 'manual' || !session.successUrl)
      return json(response, 400, { error: { type: 'invalid_request_error', message: 'Only an authorisation (capture_method manual) is stood in for.' } });
    sessions.set(id, session);
    return json(response, 200, { id, object: 'checkout.session', url: `${here}/pay/${id}`, payment_status: 'unpaid' });
  }

  const capture = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(url.pathname);
  if (request.method === 'POST' && capture) {
    const key = String(request.headers['idempotency-key'] ?? '');
    const intent = decodeURIComponent(capture[1]);
    const session = [...sessions.values()].find((one) => one.paymentIntent === intent);
    if (!session) return json(response, 404, { error: { type: 'invalid_request_error', message: `No such payment_intent: '${intent}'` } });
    const amount = Number(new URLSearchParams(body).get('amount_to_capture') ?? session.amount);
    if (amount > session.amount)
      return json(response, 400, { error: { type: 'invalid_request_error', message: 'amount_to_capture is more than was authorised.' } });
    if (!captures.has(key)) captures.set(key, { intent, amount });
    const done = captures.get(key);
    return json(response, 200, { id: done.intent, object: 'payment_intent', status: 'succeeded', amount_received: done.amount });
  }

  // What the tests read back: every capture made.
  if (request.method === 'GET' && url.pathname === '/captures') return json(response, 200, [...captures.values()]);

  const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
  const session = pay && sessions.get(pay[1]);
  if (session && request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe stand-in</title></head><body><main>
<h1>Authorise ${money(session.amount)}</h1><p>${session.name.replace(/[<&>"]/g, '')}</p>
<form method="post"><button type="submit">Authorise card</button></form></main></body></html>`);
  }
  if (session && request.method === 'POST') {
    await sendAuthorised(session);
    return response.writeHead(303, { location: backOnTheApp(session.successUrl) }).end();
  }
  if (request.method === 'GET' && url.pathname === '/') return response.writeHead(200).end('Stripe stand-in');
  return json(response, 404, { error: { type: 'invalid_request_error', message: `No such route: ${request.method} ${url.pathname}` } });
}

createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk.toString()));
  request.on('end', () =>
    route(request, response, body).catch((error) => {
      console.error(error);
      if (!response.headersSent) json(response, 500, { error: { message: String(error) } });
    }),
  );
}).listen(port, '127.0.0.1');
