import 'server-only';
import type { Db } from '@/lib/db';
import { AppError } from '@/lib/errors/app-error';
import { can, type Viewer } from '@/lib/identity/viewer';
import type { FileStore } from '@/lib/storage/file-store';
import { paperworkOf } from './customer-paperwork';
import { insuranceCertificateFile } from './insurance-certificate';

const NOT_FOUND = 'This page could not be found.';

/** `attachment` with the uploaded name: plain ASCII for old clients, the name itself (RFC 6266, 5987) for the rest, always ending .pdf. */
export function attachmentDisposition(fileName: string): string {
  const name = /\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`;
  const fallback = name.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * The route handler of a customer's certificate of insurance (issue 13 §2): staff only. Everyone
 * else, the anonymous included, gets the 404 the staff pages give (a 401 would say the file is
 * there). Sent as a download, never shown inline, and never sniffed as anything but a PDF, so a
 * file that got past the check still cannot run as a page of this site.
 */
export function insuranceCertificateRoute(db: () => Promise<Db>, store: () => FileStore, vendorId: string, uid: string) {
  return async (_request: Request, { viewer }: { viewer: Viewer }): Promise<Response> => {
    if (!can(viewer, 'staff')) throw new AppError('notFound', NOT_FOUND);
    const file = await insuranceCertificateFile(store(), await paperworkOf(await db(), { vendorId, uid }));
    if (!file) throw new AppError('notFound', NOT_FOUND);
    return new Response(new Uint8Array(file.body), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(file.body.byteLength),
        'Content-Disposition': attachmentDisposition(file.fileName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  };
}
