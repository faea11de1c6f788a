import { readFileSync } from 'node:fs';
import type { APIRequestContext, APIResponse } from '@playwright/test';
// Requests only, no browser: the fuzzing needs no page, and no request leaves this machine.
import { test, expect } from '@playwright/test';
import { E2E_STAFF } from './admin-account';

/**
 * Issue 9 §2: the shapes a fuzzing run answered with 500, replayed against every route and every
 * server action of the build under test (read from Next's own manifests, so a new route or action is
 * fuzzed without editing this file). Nothing may answer 5xx.
 */

// Its own address, so the rate limits it spends are no other test's (decision 66).
const headers = { 'x-forwarded-for': '198.18.9.1' };
const routes: string[] = Object.values(JSON.parse(readFileSync('.next/app-path-routes-manifest.json', 'utf8')));
const actions = Object.entries(
  JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')).node as Record<string, { workers: Record<string, unknown> }>,
).map(([id, entry]) => {
  const worker = Object.keys(entry.workers)[0] ?? 'app/page';
  const page = worker.replace(/^app/, '').replace(/\/page$/, '') || '/';
  return { id, path: page.startsWith('/_') ? '/' : page };
});

const FACET_LABELS = [
  'Purchase Type',
  'Period',
  'Rooms',
  'Materials',
  'Category',
  'Color',
  'Height',
  'Width',
  'Depth',
  'Tag',
  'Vendor',
  'Price',
  'q',
  'sort',
  'page',
];
/** Text that looks like part of a SKU and matches no word (issue 36 §4.1): each was a 500 at every search. */
const SKU_LIKE_TEXTS = ['2026', '000052', '1234567', 'ab-12_x', '9'.repeat(40)];
const BAD_VALUES = [
  '%00',
  'a%00b',
  '%07',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '%FF',
  '%ED%A0%80',
  '%',
  'x'.repeat(5000),
  ...SKU_LIKE_TEXTS,
];
const BAD_SEGMENTS = ['%FF', '%C0%80', '%ED%A0%80', '%00', '__proto__', '..%2F..%2Fetc%2Fpasswd', '%'];

function concrete(route: string, segment: string): string {
  return route.replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, segment);
}

async function expectNo5xx(label: string, answer: Promise<APIResponse>) {
  const response = await answer;
  expect.soft(response.status(), label).toBeLessThan(500);
}

test.describe.configure({ mode: 'parallel' });

test('issue 9 §2: malformed query values on every page and route answer below 500', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = routes.filter((route) => !route.startsWith('/_') && !route.includes('stream'));
  for (const route of pages) {
    const path = concrete(route, 'lighting');
    for (const label of FACET_LABELS) {
      const query = BAD_VALUES.map((value) => `${encodeURIComponent(label).replace(/%20/g, '+')}=${value}`).join('&');
      await expectNo5xx(`${path}?${label}=…`, request.get(`${path}?${query}`, { headers, maxRedirects: 0 }));
    }
  }
});

/** Every parameter a staff page or route reads (issue 23 §4: a NUL in any of them reached PostgreSQL). */
const STAFF_PARAMS = ['sku', 'skus', 'q', 'request', 'view', 'page', 'month', 'after', 'status', 'from', 'to', 'deleted', 'added', 'removed'];
const SHORT_BAD_VALUES = BAD_VALUES.filter((value) => value.length < 100);

/** Signs the request context in as the browser tests' staff member, through better-auth's own endpoint. */
async function asStaff(request: APIRequestContext, baseURL: string) {
  const answer = await request.post('/api/auth/sign-in/email', {
    headers: { ...headers, origin: baseURL, 'content-type': 'application/json' },
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
  });
  expect(answer.status()).toBe(200);
}

test('issue 23 §4: malformed text in the parameters and path of every staff page, asked by staff, answers below 500', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  await asStaff(request, baseURL!);
  const staffRoutes = routes.filter((route) => route.startsWith('/staff') && !route.includes('stream'));
  expect(staffRoutes.length).toBeGreaterThan(15);
  for (const route of staffRoutes) {
    const path = concrete(route, 'prop-000001');
    for (const name of STAFF_PARAMS) {
      const query = SHORT_BAD_VALUES.map((value) => `${name}=${value}`).join('&');
      await expectNo5xx(`staff GET ${path}?${name}=…`, request.get(`${path}?${query}`, { headers, maxRedirects: 0 }));
    }
    if (!route.includes('[')) continue;
    for (const segment of BAD_SEGMENTS)
      await expectNo5xx(`staff GET ${concrete(route, segment)}`, request.get(concrete(route, segment), { headers, maxRedirects: 0 }));
  }
  // The issue's own six, by name: each was a 500.
  for (const path of [
    '/staff/check-in?sku=a%00b',
    '/staff/customers?q=a%00b',
    '/staff/holds?request=a%00b',
    '/staff/labels?request=a%00b',
    '/staff/customers/%00/insurance-certificate',
    '/staff/items/import/%00/progress',
  ]) {
    const answer = await request.get(path, { headers, maxRedirects: 0 });
    // A NUL in the path names nothing (400); in a parameter, the page is shown without it (200).
    expect.soft(answer.status(), path).toBe(path.includes('%00/') ? 400 : 200);
  }
});

test('issue 36 §4.1: a search that looks like part of a SKU answers below 500 on every page and route, asked by staff', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  // One value a request: a repeated parameter is read as none, and this text must reach the search.
  await asStaff(request, baseURL!);
  const searched = routes.filter((route) => !route.startsWith('/_') && !route.includes('stream') && !route.includes('['));
  for (const path of [...searched, '/categories/furniture', '/api/suggestions', '/api/catalog'])
    for (const text of SKU_LIKE_TEXTS) await expectNo5xx(`${path}?q=${text}`, request.get(`${path}?q=${text}`, { headers, maxRedirects: 0 }));
});

test('issue 23 §1: a crafted redirectTo on the log-in and sign-up pages answers below 500 and links nowhere else', async ({ request }) => {
  for (const page of ['/auth/login', '/auth/signup']) {
    for (const redirectTo of [
      '%2F..%2F%2Fevil.example%2Fphish',
      '%2F%2Fevil.example',
      '%2F%5Cevil.example',
      '%2F.%2E%2F%2Fevil.example',
      '%2F%E2%88%95evil.example',
      '%00',
      'https%3A%2F%2Fevil.example',
    ]) {
      const answer = await request.get(`${page}?redirectTo=${redirectTo}`, { headers, maxRedirects: 0 });
      expect.soft(answer.status(), `${page} redirectTo=${redirectTo}`).toBeLessThan(500);
      // A link back here may carry the value, encoded; none may lead to another host.
      expect.soft(await answer.text(), `${page} redirectTo=${redirectTo}`).not.toMatch(/(?:href|value)="(?:https?:)?\/\/evil\.example/);
    }
  }
});

test('issue 9 §2: malformed path segments on every dynamic route answer below 500', async ({ request }) => {
  for (const route of routes.filter((route) => route.includes('['))) {
    for (const segment of BAD_SEGMENTS) {
      const path = concrete(route, segment);
      await expectNo5xx(`GET ${path}`, request.get(path, { headers, maxRedirects: 0 }));
      await expectNo5xx(`POST ${path}`, request.post(path, { headers, maxRedirects: 0, data: 'x' }));
    }
  }
});

test('issue 9 §2: TRACE and other refused methods answer 405, never 500', async ({ request }) => {
  for (const path of ['/', '/catalog', '/api/catalog', '/api/auth/get-session']) {
    const response = await request.fetch(path, { method: 'TRACE', headers });
    expect(response.status(), `TRACE ${path}`).toBe(405);
  }
});

test('issue 9 §2: better-auth endpoints answer a body that is not a JSON object with 400', async ({ request, baseURL }) => {
  for (const endpoint of ['update-user', 'sign-up/email', 'sign-in/email', 'change-password', 'change-email', 'two-factor/send-otp', 'phone-number/send-otp']) {
    for (const body of [
      'null',
      '123',
      '"text"',
      '[1]',
      '{',
      '',
      '{"email":"a\\u0000@example.com","password":"x\\u0000y","newEmail":"b\\u0000@example.com","code":"\\u0000"}',
    ]) {
      await expectNo5xx(
        `POST /api/auth/${endpoint} ${body}`,
        request.post(`/api/auth/${endpoint}`, { headers: { ...headers, origin: baseURL!, 'content-type': 'application/json' }, data: body }),
      );
    }
  }
  const response = await request.post('/api/auth/update-user', { headers: { ...headers, origin: baseURL!, 'content-type': 'application/json' }, data: 'null' });
  expect(response.status()).toBe(400);
});

/** Envelopes of a server-action call, as a tool rather than React would send them. */
function envelopes(origin: string): { name: string; body: string | Buffer; type: string; origin?: string | null }[] {
  const boundary = 'fuzzboundary';
  const multipart = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  const form = `multipart/form-data; boundary=${boundary}`;
  const text = 'text/plain;charset=UTF-8';
  return [
    { name: 'a null previous state', body: multipart({ '0': '[null,"$K1"]', '1_email': 'a@example.com' }), type: form },
    { name: 'a number as previous state', body: multipart({ '0': '[5,"$K1"]' }), type: form },
    { name: 'a text instead of a form', body: '[null,"not a form"]', type: text },
    { name: 'no arguments', body: '[]', type: text },
    { name: 'an object for the arguments', body: '{}', type: text },
    { name: 'no field 0', body: multipart({ '1_email': 'a@example.com' }), type: form },
    { name: 'a body that is not JSON', body: 'not json', type: text },
    { name: '5,000-deep nesting', body: '['.repeat(5000) + ']'.repeat(5000), type: text },
    { name: 'a body over 1 MB', body: multipart({ '0': '["$K1"]', '1_name': 'a'.repeat(1_100_000) }), type: form },
    { name: 'a $Q reference to no part', body: '["$Q99","$K1"]', type: text },
    { name: 'a $T reference', body: '["$T99"]', type: text },
    { name: 'an outlined model that is not there', body: '["$1"]', type: text },
    { name: 'a bigint of 400 digits', body: `["$n${'9'.repeat(400)}"]`, type: text },
    { name: 'an unparseable multipart body', body: 'garbage without boundaries', type: form },
    // Issue 23 §3: part headers the Fetch API reads but Next.js's busboy calls "Malformed part header".
    { name: 'a part named with a NUL', body: multipart({ '0': '[null,"$K1"]', '_1_item\u0000Id': 'x' }), type: form },
    { name: 'a part named with a bell', body: multipart({ '0': '[null,"$K1"]', '1_\u0007name': 'x' }), type: form },
    {
      name: 'a file name with a NUL',
      body: `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n[null,"$K1"]\r\n--${boundary}\r\nContent-Disposition: form-data; name="1_file"; filename="a\u0000.csv"\r\nContent-Type: text/csv\r\n\r\nsku\r\n--${boundary}--\r\n`,
      type: form,
    },
    { name: 'a part header line that is not one', body: `--${boundary}\r\nNot A Header\r\n\r\nx\r\n--${boundary}--\r\n`, type: form },
    { name: 'a multipart body cut before its end', body: `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]`, type: form },
    { name: 'a foreign Origin', body: '[]', type: text, origin: 'http://evil.example' },
    { name: 'a null Origin', body: '[]', type: text, origin: 'null' },
  ].map((envelope) => ({ ...envelope, origin: envelope.origin === undefined ? origin : envelope.origin }));
}

test('issue 9 §2: malformed envelopes sent to every server action answer below 500', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  expect(actions.length).toBeGreaterThan(10);
  for (const action of actions) {
    for (const envelope of envelopes(baseURL!)) {
      await expectNo5xx(`${action.path} ${action.id} with ${envelope.name}`, postAction(request, action.path, action.id, envelope));
    }
  }
});

function postAction(request: APIRequestContext, path: string, id: string, envelope: { body: string | Buffer; type: string; origin?: string | null }) {
  return request.post(path, {
    headers: {
      ...headers,
      'next-action': id,
      'content-type': envelope.type,
      accept: 'text/x-component',
      ...(envelope.origin ? { origin: envelope.origin } : {}),
    },
    data: envelope.body,
    maxRedirects: 0,
  });
}

test('issue 23 §3: a no-JavaScript form post with a part header Next.js cannot read answers 400, never 500', async ({ request, baseURL }) => {
  // As staff, so the upload addresses read the body too (anyone else is refused there before it, 404).
  await asStaff(request, baseURL!);
  const boundary = 'fuzzboundary';
  for (const path of [...new Set(actions.map((action) => action.path))]) {
    for (const disposition of ['form-data; name="_1_item\u0000Id"', 'form-data; name="1_file"; filename="a\u0000.csv"']) {
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="$ACTION_ID_0"\r\n\r\n\r\n--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\nx\r\n--${boundary}--\r\n`;
      const response = await request.post(path, {
        headers: { ...headers, origin: baseURL!, 'content-type': `multipart/form-data; boundary=${boundary}` },
        data: body,
        maxRedirects: 0,
      });
      expect.soft(response.status(), `${path} ${JSON.stringify(disposition)}`).toBe(400);
    }
  }
});

test('issue 9 §2: a no-JavaScript form post from another site answers 403, never 500', async ({ request }) => {
  for (const action of actions) {
    const response = await request.post(action.path, {
      headers: { ...headers, origin: 'http://evil.example' },
      multipart: { [`$ACTION_ID_${action.id}`]: '', email: 'a@example.com' },
      maxRedirects: 0,
    });
    expect.soft(response.status(), `${action.path} ${action.id}`).toBe(403);
  }
});
