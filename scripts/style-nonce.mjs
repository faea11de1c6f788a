// The page's own CSS is in the page (`inlineCss`, decision 126), in <style> elements React writes.
// Next.js 16.4 hands React the response's nonce for scripts only, so those elements come without it,
// and a policy with no 'unsafe-inline' refuses them (issue 36 §4.9, decision 147). `npm start` gives
// each <style> of an HTML answer the nonce its policy names for styles, as Next.js gives scripts theirs.
import { StringDecoder } from 'node:string_decoder';
import { createGzip, constants } from 'node:zlib';

/** A <style> start tag without a nonce: only React writes them; text and flight data escape "<". */
const STYLE_TAG = /<style(?=[\s>])(?![^>]*\snonce=)/g;
/** The longest end of a chunk that may be the start of "<style": kept for the next chunk. */
const CARRY = '<style'.length - 1;

function styleNonce(response) {
  return /(?:^|;)\s*style-src [^;]*'nonce-([^']+)'/.exec(String(response.getHeader('content-security-policy') ?? ''))?.[1];
}

/**
 * Wraps `response` for a page's request (one that accepts HTML): once Next.js has set the headers,
 * an HTML answer whose policy has a style nonce is passed on with that nonce on each <style>, and
 * compressed here (Next.js is asked for it plain, as the page cache asks). Anything else is untouched.
 */
export function nonceTheStyles(request, response) {
  if (!/text\/html/.test(String(request.headers.accept ?? ''))) return;
  // A page's address has no file extension; a download (export.csv) and a route's answer are left as Next.js sends them.
  const path = String(request.url ?? '').split('?')[0];
  if (/\.[a-z0-9]+$/i.test(path) || path.startsWith('/api/')) return;
  const gzipAccepted = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  delete request.headers['accept-encoding'];
  const own = { writeHead: response.writeHead, flushHeaders: response.flushHeaders, write: response.write, end: response.end };
  let state;
  const decide = () => {
    if (state !== undefined) return state;
    const nonce = styleNonce(response);
    if (!nonce || response.headersSent || !/^text\/html/.test(String(response.getHeader('content-type') ?? '')) || response.getHeader('content-encoding')) {
      Object.assign(response, own);
      return (state = null);
    }
    response.removeHeader('content-length');
    let gzip = null;
    if (gzipAccepted) {
      gzip = createGzip();
      response.setHeader('content-encoding', 'gzip');
      response.setHeader('vary', [response.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
      gzip.on('data', (chunk) => own.write.call(response, chunk));
      gzip.on('end', () => own.end.call(response));
    }
    return (state = { nonce, decoder: new StringDecoder('utf8'), carry: '', gzip });
  };
  const pass = (text, last) => {
    const { nonce, gzip } = state;
    const whole = state.carry + text;
    const cut = last ? whole.length : Math.max(0, whole.length - CARRY);
    state.carry = whole.slice(cut);
    const out = whole.slice(0, cut).replace(STYLE_TAG, `<style nonce="${nonce}"`);
    if (gzip) {
      if (out) gzip.write(out);
      if (last) gzip.end();
      else gzip.flush(constants.Z_SYNC_FLUSH);
    } else if (last) own.end.call(response, out);
    else if (out) own.write.call(response, out);
  };
  // Next.js sends its headers before the body: the answer is decided then, while they can change.
  response.writeHead = (status, reason, headers) => {
    const given = typeof reason === 'string' ? headers : reason;
    if (Array.isArray(given)) for (let i = 0; i < given.length; i += 2) response.setHeader(given[i], given[i + 1]);
    else for (const [name, value] of Object.entries(given ?? {})) response.setHeader(name, value);
    response.statusCode = status;
    if (typeof reason === 'string') response.statusMessage = reason;
    decide();
    return own.writeHead.call(response, status);
  };
  response.flushHeaders = () => {
    decide();
    return own.flushHeaders.call(response);
  };
  const text = (chunk, encoding) => (typeof chunk === 'string' ? chunk : state.decoder.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding)));
  response.write = (chunk, encoding, callback) => {
    if (!decide()) return response.write(chunk, encoding, callback);
    pass(text(chunk, typeof encoding === 'string' ? encoding : undefined), false);
    (typeof encoding === 'function' ? encoding : callback)?.();
    return true;
  };
  response.end = (chunk, encoding, callback) => {
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    if (!decide()) return response.end(chunk, encoding, callback);
    const body = chunk && typeof chunk !== 'function' ? text(chunk, typeof encoding === 'string' ? encoding : undefined) : '';
    pass(body + state.decoder.end(), true);
    if (done) response.once('finish', done);
    return response;
  };
}
