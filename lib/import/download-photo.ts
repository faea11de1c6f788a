import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressRefusal } from './public-address';

/** The longest a photo download may take, redirects included, before the photo is kept as a link instead. */
export const PHOTO_DOWNLOAD_MS = 20_000;
/** The most a photo may weigh: larger than any camera's file, far smaller than a disk. */
export const PHOTO_DOWNLOAD_BYTES = 20 * 1024 * 1024;
/** Redirects followed, each checked as the first address was. */
export const PHOTO_REDIRECTS = 5;

export type DownloadOptions = {
  maxBytes?: number;
  maxRedirects?: number;
  timeoutMs?: number;
  /**
   * For tests only: lets 127.0.0.0/8 and ::1 through, so a server on this machine can stand in for the
   * old platform's photo host. Private and reserved addresses are refused all the same.
   */
  allowLoopbackForTests?: boolean;
};

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/**
 * A photo of the old platform fetched for `npm run import` (issue 36 §4.7), refusing what a crafted
 * record could aim it at: only http and https; every address the host resolves to must be public
 * (not loopback, private, link-local, reserved), checked as the connection is made, so the name
 * cannot resolve to one address for the check and another for the fetch; redirects followed by hand,
 * at most five, each new address checked again; the body read as it comes and the download stopped
 * past 20 MB (a Content-Length above it is refused before any of it is read). Anything but a 2xx
 * answer, or any refusal, throws with words for the import's report; the photo then stays a link.
 */
export async function downloadPhoto(url: string, options: DownloadOptions = {}): Promise<Uint8Array> {
  const { maxBytes = PHOTO_DOWNLOAD_BYTES, maxRedirects = PHOTO_REDIRECTS, timeoutMs = PHOTO_DOWNLOAD_MS } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let address = new URL(url);
  for (let redirects = 0; ; redirects++) {
    const answer = await get(address, options, signal);
    const status = answer.statusCode ?? 0;
    if (REDIRECT.has(status)) {
      answer.resume();
      const location = answer.headers.location;
      if (!location) throw new Error(`the server answered ${status} without a Location`);
      if (redirects >= maxRedirects) throw new Error(`more than ${maxRedirects} redirects`);
      address = new URL(location, address);
      continue;
    }
    if (status < 200 || status > 299) {
      answer.resume();
      throw new Error(`the server answered ${status}`);
    }
    return readCapped(answer, maxBytes);
  }
}

function tooLarge(maxBytes: number): Error {
  return new Error(`the photo is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`);
}

/** One request, no redirect followed; refused before connecting when the host is not a public address. */
function get(address: URL, options: DownloadOptions, signal: AbortSignal): Promise<IncomingMessage> {
  if (address.protocol !== 'http:' && address.protocol !== 'https:') return Promise.reject(new Error(`${address.protocol} addresses are not fetched`));
  const host = address.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address is connected to without a lookup: it is checked here.
  if (isIP(host)) {
    const why = addressRefusal(host, { allowLoopback: options.allowLoopbackForTests });
    if (why) return Promise.reject(new Error(why));
  }
  const request = address.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const sent = request(address, { method: 'GET', signal, lookup: publicLookup(host, options), headers: { accept: 'image/*' } }, resolve);
    sent.on('error', (error) =>
      reject(signal.aborted ? new Error(`no answer within ${Math.round((options.timeoutMs ?? PHOTO_DOWNLOAD_MS) / 1000)} s`) : error),
    );
    sent.end();
  });
}

/** The name resolved as the connection is made, every address it has checked, and those addresses connected to. */
function publicLookup(host: string, options: DownloadOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const why = found.map((each) => addressRefusal(each.address, { allowLoopback: options.allowLoopbackForTests })).find(Boolean);
      if (why || found.length === 0) return callback(new Error(`${host} resolves to ${why ?? 'no address'}`), '', 0);
      if (lookupOptions.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, found);
      callback(null, found[0]!.address, found[0]!.family);
    });
  };
}

/** The body, read as it arrives; past `maxBytes` the download is stopped and refused. */
function readCapped(answer: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(answer.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    answer.destroy();
    return Promise.reject(tooLarge(maxBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    answer.on('data', (chunk: Buffer) => {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) {
        answer.destroy();
        reject(tooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    answer.on('error', reject);
    answer.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
  });
}
