import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadPhoto } from './download-photo';
import { addressRefusal } from './public-address';

// A server on 127.0.0.1 stands in for the old platform's photo host: no traffic leaves this machine.
// Without the tests' option it is refused as loopback; with it, the redirects and the cap are tried on it.
let server: Server;
let base = '';
const seen: string[] = [];
let bytesSent = 0;
const MB = 1024 * 1024;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    seen.push(url.pathname);
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (url.pathname === '/chair.webp') response.writeHead(200, { 'content-type': 'image/webp' }).end(Buffer.from('RIFF-a-chair'));
    else if (hop) {
      const left = Number(hop[1]);
      response.writeHead(302, { location: left === 0 ? '/chair.webp' : `/hop/${left - 1}` }).end();
    } else if (url.pathname === '/to-private') response.writeHead(301, { location: 'http://10.0.0.7/chair.webp' }).end();
    else if (url.pathname === '/to-metadata') response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else if (url.pathname === '/to-file') response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    else if (url.pathname === '/declared-huge') response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(21 * MB) }).end();
    else if (url.pathname === '/endless') {
      // No Content-Length: 64 KB at a time until the client stops reading (or 40 MB, which it must never get to).
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      const more = () => {
        while (bytesSent < 40 * MB && !response.destroyed) {
          bytesSent += chunk.byteLength;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      response.on('close', () => undefined);
      more();
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const testsOnly = { allowLoopbackForTests: true };

describe('issue 36 §4.7: npm run import fetches photos from public addresses only, redirects checked, size capped', () => {
  it('issue 36 §4.7: a photo on 127.0.0.1, on localhost or on [::1] is refused as loopback, and the server never hears of it', async () => {
    seen.length = 0;
    const port = new URL(base).port;
    await expect(downloadPhoto(`${base}/chair.webp`)).rejects.toThrow('127.0.0.1 is a loopback address');
    await expect(downloadPhoto(`http://localhost:${port}/chair.webp`)).rejects.toThrow(/^localhost resolves to (127\.0\.0\.1|::1) is a loopback address$/);
    await expect(downloadPhoto(`http://[::1]:${port}/chair.webp`)).rejects.toThrow('::1 is a loopback address');
    await expect(downloadPhoto(`http://[::ffff:127.0.0.1]:${port}/chair.webp`)).rejects.toThrow('::ffff:7f00:1 is a loopback address');
    expect(seen).toEqual([]);
  });

  it('issue 36 §4.7: private, link-local and reserved addresses are refused before any connection, and only http and https are fetched', async () => {
    for (const address of [
      'http://10.1.2.3/a.jpg',
      'http://192.168.0.10/a.jpg',
      'http://172.20.0.1/a.jpg',
      'http://169.254.169.254/latest/',
      'http://0.0.0.0/a.jpg',
      'http://[fd00::1]/a.jpg',
      'http://[fe80::1]/a.jpg',
    ])
      await expect(downloadPhoto(address, testsOnly)).rejects.toThrow(/is a private or reserved address$/);
    await expect(downloadPhoto('file:///etc/passwd', testsOnly)).rejects.toThrow('file: addresses are not fetched');
  });

  it('issue 36 §4.7: each address a name resolves to, and each kind of address, judged', () => {
    expect(addressRefusal('93.184.215.14')).toBeNull();
    expect(addressRefusal('2606:2800:21f:cb07:6820:80da:af6b:8b2c')).toBeNull();
    expect(addressRefusal('127.8.9.1')).toBe('127.8.9.1 is a loopback address');
    expect(addressRefusal('127.8.9.1', { allowLoopback: true })).toBeNull();
    expect(addressRefusal('10.0.0.1', { allowLoopback: true })).toBe('10.0.0.1 is a private or reserved address');
    for (const address of [
      '100.64.0.1',
      '172.31.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'ff02::1',
    ])
      expect(addressRefusal(address)).toBe(`${address} is a private or reserved address`);
  });

  it('issue 36 §4.7: redirects are followed by hand, five at most, each new address checked again', async () => {
    expect(new TextDecoder().decode(await downloadPhoto(`${base}/hop/4`, testsOnly))).toBe('RIFF-a-chair');
    seen.length = 0;
    await expect(downloadPhoto(`${base}/hop/5`, testsOnly)).rejects.toThrow('more than 5 redirects');
    expect(seen).toEqual(['/hop/5', '/hop/4', '/hop/3', '/hop/2', '/hop/1', '/hop/0']);
    await expect(downloadPhoto(`${base}/to-private`, testsOnly)).rejects.toThrow('10.0.0.7 is a private or reserved address');
    await expect(downloadPhoto(`${base}/to-metadata`, testsOnly)).rejects.toThrow('169.254.169.254 is a private or reserved address');
    await expect(downloadPhoto(`${base}/to-file`, testsOnly)).rejects.toThrow('file: addresses are not fetched');
    await expect(downloadPhoto(`${base}/missing.jpg`, testsOnly)).rejects.toThrow('the server answered 404');
  });

  it('issue 36 §4.7: past 20 MB the download stops: a larger Content-Length is refused unread, and a body without one is cut off as it streams', async () => {
    await expect(downloadPhoto(`${base}/declared-huge`, testsOnly)).rejects.toThrow('the photo is larger than 20 MB');
    bytesSent = 0;
    await expect(downloadPhoto(`${base}/endless`, testsOnly)).rejects.toThrow('the photo is larger than 20 MB');
    // The server stopped soon after the cap (what was in flight), far short of its 40 MB.
    await new Promise((resolve) => setImmediate(resolve));
    expect(bytesSent).toBeLessThan(30 * MB);
    await expect(downloadPhoto(`${base}/endless`, { ...testsOnly, maxBytes: 1 * MB })).rejects.toThrow('the photo is larger than 1 MB');
  });
});
