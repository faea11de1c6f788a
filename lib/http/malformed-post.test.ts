import { describe, expect, it } from 'vitest';
import { CATALOG_IMPORT_BODY_LIMIT } from './body-limits';
import { ACTION_BODY_LIMIT, CERTIFICATE_UPLOAD_BODY_LIMIT, PHOTO_UPLOAD_BODY_LIMIT, refuseMalformedPost } from './malformed-post';

const site = 'http://127.0.0.1:3000';

function post(
  body: BodyInit,
  { type = 'text/plain;charset=UTF-8', origin = site as string | null, action = true, path = '/contact-us', length = null as number | null } = {},
) {
  const headers = new Headers({ host: '127.0.0.1:3000', 'content-type': type });
  if (origin !== null) headers.set('origin', origin);
  if (action) headers.set('next-action', '60aa');
  if (length !== null) headers.set('content-length', String(length));
  return new Request(`${site}${path}`, { method: 'POST', headers, body });
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

  it('issue 13 §2: a customer’s page may carry a certificate of up to 10 MB with its form; everyone else’s stays at 1 MB', async () => {
    const upload = (path: string, bytes: number) => {
      const body = form({ '0': '[{"seq":0},"$K1"]', '1_uid': 'u1' });
      body.set('1_certificate', new File([new Uint8Array(bytes)], 'coi.pdf', { type: 'application/pdf' }));
      return new Request(`${site}${path}`, { method: 'POST', headers: { host: '127.0.0.1:3000', origin: site, 'next-action': '60aa' }, body });
    };
    expect(await status(upload('/staff/customers/u1', 10 * 1024 * 1024))).toBe('passed on');
    expect(await status(upload('/staff/customers/u1', CERTIFICATE_UPLOAD_BODY_LIMIT))).toBe(413);
    expect(await status(upload('/staff/holds', 10 * 1024 * 1024))).toBe(413);
    expect(await status(upload('/contact-us', ACTION_BODY_LIMIT))).toBe(413);
    expect(await status(upload('/staffroom', ACTION_BODY_LIMIT))).toBe(413);
  });

  it('issue 13 §4: the catalogue import page may carry a CSV of up to 20 MB; its result pages stay at 1 MB', async () => {
    const upload = (path: string, bytes: number) => {
      const body = form({ '0': '[{"seq":0},"$K1"]' });
      body.set('1_file', new File([new Uint8Array(bytes)], 'catalogue.csv', { type: 'text/csv' }));
      return new Request(`${site}${path}`, { method: 'POST', headers: { host: '127.0.0.1:3000', origin: site, 'next-action': '60aa' }, body });
    };
    expect(await status(upload('/staff/items/import', 20 * 1024 * 1024))).toBe('passed on');
    expect(await status(upload('/staff/items/import', CATALOG_IMPORT_BODY_LIMIT))).toBe(413);
    expect(await status(upload('/staff/items/import/some-id', 2 * 1024 * 1024))).toBe(413);
  });
});

describe('issue 13 §3: photo uploads get past the 1 MB limit on their own page only', () => {
  const PHOTOS = '/staff/items/prop-000001/photos';
  /** A server action's form carrying one photo, as React sends it. */
  const withPhoto = (bytes: number) => {
    const data = form({ '0': '[{"seq":0},"$K1"]', '1_itemId': 'prop-000001' });
    data.append('1_photos', new File([new Uint8Array(bytes)], 'lamp.jpg', { type: 'image/jpeg' }));
    return data;
  };
  const action = (path: string, body: FormData) =>
    new Request(`${site}${path}`, { method: 'POST', headers: { host: '127.0.0.1:3000', origin: site, 'next-action': '60aa' }, body });

  it('a 5 MB photo is passed on to the photos page, and refused (413) anywhere else', async () => {
    expect(await status(action(PHOTOS, withPhoto(5 * 1024 * 1024)))).toBe('passed on');
    expect(await status(action('/contact-us', withPhoto(5 * 1024 * 1024)))).toBe(413);
    expect(await status(action('/staff/items/prop-000001', withPhoto(5 * 1024 * 1024)))).toBe(413);
    expect(await status(action('/staff/items/prop-000001/photos/extra', withPhoto(5 * 1024 * 1024)))).toBe(413);
  });

  it('the photos page still refuses a body over 64 MB, saying what to do, by its length before reading it', async () => {
    const refused = await refuseMalformedPost(post('[]', { path: PHOTOS, length: PHOTO_UPLOAD_BODY_LIMIT + 1 }));
    expect(refused).toEqual({ status: 413, message: 'Those photos are more than 64 MB together: upload fewer at a time.' });
  });

  it('and keeps every other check there: a foreign Origin, an envelope that is not one', async () => {
    expect(await status(post('[]', { path: PHOTOS, origin: 'http://evil.example' }))).toBe(403);
    expect(await status(post('not json', { path: PHOTOS }))).toBe(400);
  });

  it('the check before the body (only staff upload, outsider-upload.ts) runs after the Origin check, and its refusal stands', async () => {
    const outsider = { status: 404, message: 'This page could not be found.' } as const;
    const asked: string[] = [];
    const beforeBody = async (request: Request) => (asked.push(new URL(request.url).pathname), outsider);
    expect(await refuseMalformedPost(post('[]', { path: PHOTOS, origin: 'http://evil.example' }), beforeBody)).toMatchObject({ status: 403 });
    expect(asked).toEqual([]);
    expect(await refuseMalformedPost(post('not json', { path: PHOTOS }), beforeBody)).toEqual(outsider);
    expect(asked).toEqual([PHOTOS]);
  });

  it('a form posted without JavaScript is held to the same limits by its stated length, or by its body when none is stated', async () => {
    const mpa = (path: string, length: number | null, body: BodyInit = '--x--\r\n') =>
      post(body, { type: 'multipart/form-data; boundary=x', action: false, path, length });
    expect(await status(mpa('/contact-us', ACTION_BODY_LIMIT + 1))).toBe(413);
    expect(await status(mpa(PHOTOS, ACTION_BODY_LIMIT + 1))).toBe('passed on');
    expect(await status(mpa(PHOTOS, PHOTO_UPLOAD_BODY_LIMIT + 1))).toBe(413);
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(ACTION_BODY_LIMIT + 1));
        controller.close();
      },
    });
    const streamed = new Request(`${site}/contact-us`, {
      method: 'POST',
      headers: { host: '127.0.0.1:3000', 'content-type': 'multipart/form-data; boundary=x' },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(await status(streamed)).toBe(413);
  });
});

describe('issue 23 §3: a part header Next.js cannot read is a 400, not its 500 "Malformed part header"', () => {
  const boundary = 'fuzzboundary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const multipart = (disposition: string, value = 'x') =>
    `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${value}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n[null,"$K1"]\r\n--${boundary}--\r\n`;

  it.each([
    ['a part named with a NUL', 'form-data; name="_1_item\u0000Id"'],
    ['a file name with a NUL', 'form-data; name="1_photos"; filename="lamp\u0000.jpg"'],
    ['a part named with another control character', 'form-data; name="1_\u0007name"'],
  ])('%s, from a server action or a form posted without JavaScript', async (_name, disposition) => {
    expect(await status(post(multipart(disposition), { type }))).toBe(400);
    expect(await status(post(multipart(disposition), { type, action: false }))).toBe(400);
  });

  it('a header line that is not one, and a body that ends before its closing boundary', async () => {
    expect(await status(post(`--${boundary}\r\nNot A Header\r\n\r\nx\r\n--${boundary}--\r\n`, { type }))).toBe(400);
    expect(await status(post(`--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]\r\n`, { type, action: false }))).toBe(400);
  });

  it('a well-formed form is still passed on, with or without JavaScript', async () => {
    expect(await status(post(multipart('form-data; name="1_itemId"', 'prop-000001'), { type }))).toBe('passed on');
    expect(await status(post(multipart('form-data; name="1_photos"; filename="lamp é.jpg"'), { type, action: false }))).toBe('passed on');
  });
});
