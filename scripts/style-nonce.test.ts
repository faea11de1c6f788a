import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { nonceTheStyles } from './style-nonce.mjs';

const POLICY = "default-src 'self'; script-src 'self' 'nonce-N0NCE' 'strict-dynamic'; style-src 'self' 'nonce-N0NCE'; style-src-attr 'none'";
let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that writes `chunks` as Next.js would, through the wrapper; answers what a browser gets. */
async function answer(chunks: string[], { accept = 'text/html', encoding = '', type = 'text/html; charset=utf-8', policy = POLICY, writeHead = false } = {}) {
  server = http.createServer((request, response) => {
    nonceTheStyles(request, response);
    response.setHeader('content-security-policy', policy);
    // Next.js sends the headers before the body, some in writeHead's own argument.
    if (writeHead) response.writeHead(200, { 'content-type': type });
    else response.setHeader('content-type', type);
    for (const chunk of chunks.slice(0, -1)) response.write(Buffer.from(chunk));
    response.end(chunks.at(-1));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ body: string; headers: http.IncomingHttpHeaders }>((resolve) => {
    http.get({ port, host: '127.0.0.1', headers: { accept, 'accept-encoding': encoding } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        const raw = Buffer.concat(parts);
        resolve({ body: (response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'), headers: response.headers });
      });
    });
  });
}

describe("issue 36 §4.9: each <style> of a page carries its policy's style nonce (scripts/style-nonce.mjs)", () => {
  const page = [
    '<html><head><sty',
    'le data-precedence="next" data-href="/a.css">.a{content:"é"}</style><style>.b{}</style>',
    '</head><body><p>&lt;style</p></body></html>',
  ];

  it('adds the nonce to every <style>, a tag cut across chunks too, and nothing else', async () => {
    const { body, headers } = await answer(page);
    expect(body).toBe(
      '<html><head><style nonce="N0NCE" data-precedence="next" data-href="/a.css">.a{content:"é"}</style><style nonce="N0NCE">.b{}</style></head><body><p>&lt;style</p></body></html>',
    );
    expect(headers['content-encoding']).toBeUndefined();
  });

  it('does the same when the headers are sent before the body, as Next.js sends them', async () => {
    const { body } = await answer(page, { writeHead: true, encoding: 'gzip' });
    expect(body).toContain('<style nonce="N0NCE" data-precedence="next"');
    expect(body).toContain('<style nonce="N0NCE">.b{}</style>');
  });

  it('compresses what it changed when the browser accepts gzip', async () => {
    const { body, headers } = await answer(page, { encoding: 'gzip, br' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(body).toContain('<style nonce="N0NCE">.b{}</style>');
  });

  it('leaves alone what is not a page with a style nonce: JSON, a policy without one, a request for no HTML', async () => {
    expect((await answer(['{"a":"<style>"}'], { type: 'application/json' })).body).toBe('{"a":"<style>"}');
    expect((await answer(page, { policy: "style-src 'self'" })).body).not.toContain('nonce');
    expect((await answer(page, { accept: 'text/x-component' })).body).not.toContain('nonce');
  });
});
