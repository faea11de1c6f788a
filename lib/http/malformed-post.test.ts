import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT, refuseMalformedPost } from './malformed-post';

const site = 'http://127.0.0.1:3000';

function post(body: BodyInit, { type = 'text/plain;charset=UTF-8', origin = site as string | null, action = true } = {}) {
  const headers = new Headers({ host: '127.0.0.1:3000', 'content-type': type });
  if (origin !== null) headers.set('origin', origin);
  if (action) headers.set('next-action', '60aa');
  return new Request(`${site}/contact-us`, { method: 'POST', headers, body });
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function status(request: Request) {
  return (await refuseMalformedPost(request))?.status ?? 'passed on';
}

describe('issue 9 §2: server-action envelopes Next.js would answer with a 500 get a 4xx first', () => {
  it('passes on what React sends: a previous state and a form, or no arguments', async () => {
    const body = form({ '0': '[{"seq":0,"error":null,"result":null},"$K1"]', '1_email': 'dana@example.com' });
    const headers = { host: '127.0.0.1:3000', origin: site, 'next-action': '60aa' }; // FormData writes its own content type
    expect(await status(new Request(`${site}/contact-us`, { method: 'POST', headers, body }))).toBe('passed on');
    expect(await status(post('[]'))).toBe('passed on');
    expect(await status(post('["$$5 a week","$D2026-03-03T00:00:00.000Z","$u",null,1.5]'))).toBe('passed on');
  });

  it.each([
    [
      'no field 0',
      () =>
        new Request(`${site}/contact-us`, {
          method: 'POST',
          headers: { host: '127.0.0.1:3000', origin: site, 'next-action': '60aa' },
          body: form({ '1_email': 'x' }),
        }),
      400,
    ],
    ['a body that is not JSON', () => post('not json'), 400],
    ['arguments that are not a list', () => post('{}'), 400],
    ['5,000-deep nesting', () => post('['.repeat(5000) + ']'.repeat(5000)), 400],
    ['a body over 1 MB', () => post(`["${'a'.repeat(ACTION_BODY_LIMIT)}"]`), 413],
    ['a $Q reference to a part that is not there', () => post('["$Q99"]'), 400],
    ['an outlined model reference', () => post('["$1"]'), 400],
    ['a bigint of 400 digits', () => post(`["$n${'9'.repeat(400)}"]`), 400],
    ['an unparseable multipart body', () => post('garbage', { type: 'multipart/form-data; boundary=x' }), 400],
    ['a foreign Origin', () => post('[]', { origin: 'http://evil.example' }), 403],
    ['a null Origin', () => post('[]', { origin: 'null' }), 403],
  ] as const)('%s', async (_name, request, expected) => {
    expect(await status(request())).toBe(expected);
  });

  it('refuses a no-JavaScript form post from another site too, and leaves other requests alone', async () => {
    expect(await status(post(form({ $ACTION_ID_60aa: '' }), { type: 'multipart/form-data', origin: 'http://evil.example', action: false }))).toBe(403);
    expect(await status(post('anything', { action: false }))).toBe('passed on');
    expect(await status(post('anything', { origin: null, action: false }))).toBe('passed on');
    expect(await status(new Request(`${site}/catalog?Tag=%00`))).toBe('passed on');
  });
});
