import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ZXING_WASM_VERSION } from 'zxing-wasm/reader';
import { routeHandler } from '@/lib/entry-points/route-handler';
import { AppError } from '@/lib/errors/app-error';
import { can } from '@/lib/identity/viewer';

/**
 * The counter's QR decoder for phones without the browser's own (issue 38 §2): zxing-wasm's
 * WebAssembly file, served from our own package folder (the package would fetch it from a CDN, which
 * a house's network or our content security policy may not allow). Staff only, like the counter; the
 * file never changes within a version, so the browser keeps it.
 */
export const GET = routeHandler('anyone', async (_request, { viewer }) => {
  if (!can(viewer, 'staff')) throw new AppError('notFound', 'This page could not be found.');
  const file = await readFile(path.join(process.cwd(), 'node_modules', 'zxing-wasm', 'dist', 'reader', 'zxing_reader.wasm'));
  return new Response(new Uint8Array(file), {
    headers: { 'Content-Type': 'application/wasm', 'Cache-Control': 'private, max-age=31536000, immutable', ETag: `"zxing-${ZXING_WASM_VERSION}"` },
  });
});
