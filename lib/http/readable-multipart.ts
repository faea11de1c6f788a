import busboy from 'busboy';

/**
 * Whether Next.js's own multipart parser (busboy, which it bundles) reads the body to its end. The
 * Fetch API's parser is more forgiving: a part header with a NUL in its name or file name passes it,
 * and busboy's "Malformed part header" then reached the caller as a 500 (issue 23 §3). So a form post
 * is read here by the same parser first, and refused with a 400 when it cannot be read.
 */
export function isReadableMultipart(body: ArrayBuffer, contentType: string): Promise<boolean> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8' });
    } catch {
      resolve(false); // no boundary, or not multipart at all
      return;
    }
    parser.on('file', (_name, stream) => stream.resume());
    parser.on('error', () => resolve(false));
    parser.on('close', () => resolve(true));
    parser.end(Buffer.from(body));
  });
}
