import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Db } from '@/lib/db';
import type { Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import type { FileStore } from '@/lib/storage/file-store';
import { changePaperwork } from './customer-paperwork';

/** A scanned certificate is a few hundred kilobytes; ten megabytes leaves room for a photographed one. */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
/** A PDF that takes longer than this to open is not one staff will read either. */
const PARSE_MS = 10_000;

/** What a file starting with these bytes is, where it is not a PDF (an upload's name and type are the sender's, its content is not). */
const NOT_A_PDF: [signature: (bytes: Uint8Array) => boolean, what: string][] = [
  [(b) => b[0] === 0x4d && b[1] === 0x5a, 'a Windows program'],
  [(b) => b[0] === 0x7f && b[1] === 0x45 && b[2] === 0x4c && b[3] === 0x46, 'a program'],
  [(b) => [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0), 'a program'],
  [(b) => b[0] === 0x23 && b[1] === 0x21, 'a script'],
  [(b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47, 'an image (PNG)'],
  [(b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, 'an image (JPEG)'],
  [(b) => ascii(b, 0, 4) === 'GIF8', 'an image (GIF)'],
  [(b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP', 'an image (WebP)'],
  [(b) => ascii(b, 4, 8) === 'ftyp' && /^(heic|heix|hevc|mif1|msf1|avif)$/.test(ascii(b, 8, 12)), 'an image (HEIC)'],
  [(b) => ascii(b, 0, 4) === 'II*\0' || ascii(b, 0, 4) === 'MM\0*', 'an image (TIFF)'],
  [(b) => ascii(b, 0, 4) === 'PK\u0003\u0004', 'an archive or a Word document'],
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

const refused = (message: string) => new AppError('invalid', message, { reason: 'NOT_A_PDF', fieldErrors: { certificate: message } });

/**
 * A certificate of insurance is a PDF (issue 13 §2), judged by its content, never by its name or
 * the type the browser claims: not empty, at most 10 MB, starting with `%PDF-`, and opened by
 * pdf.js (Mozilla's parser, built for files from strangers) to at least one page. A renamed program
 * or an image is named for what it is; a password-protected PDF is refused, since staff could not
 * open it either.
 */
export async function checkCertificatePdf(bytes: Uint8Array): Promise<Result<{ pages: number }>> {
  if (bytes.byteLength === 0) return { ok: false, error: refused('The file is empty. Choose the certificate’s PDF.') };
  if (bytes.byteLength > CERTIFICATE_MAX_BYTES)
    return { ok: false, error: refused('The file is larger than 10 MB. Save the certificate as a smaller PDF and upload it again.') };
  const other = NOT_A_PDF.find(([signature]) => signature(bytes));
  if (other) return { ok: false, error: refused(`This file is ${other[1]}, not a PDF. Upload the certificate as a PDF.`) };
  if (ascii(bytes, 0, 5) !== '%PDF-') return { ok: false, error: refused('This file is not a PDF. Upload the certificate as a PDF.') };
  // pdf.js may take the buffer it is given; the caller keeps its own.
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false, stopAtErrors: true, verbosity: 0, useSystemFonts: false });
  const timer = setTimeout(() => void task.destroy(), PARSE_MS);
  try {
    const document = await task.promise;
    const pages = document.numPages;
    if (pages >= 1) await document.getPage(1);
    if (pages < 1) return { ok: false, error: refused('This PDF has no pages. Upload the certificate itself.') };
    return { ok: true, data: { pages } };
  } catch (error) {
    if ((error as Error | null)?.name === 'PasswordException')
      return { ok: false, error: refused('This PDF is protected by a password. Upload a copy without one.') };
    return { ok: false, error: refused('This file says it is a PDF but cannot be read. Save the certificate as a PDF again and upload it.') };
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => undefined);
  }
}

/** The name the file was uploaded with, as a name to show and download under: no folders, no control characters, not too long. */
export function certificateFileName(uploaded: string): string {
  const base = uploaded.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return clean || 'certificate.pdf';
}

/** Where a certificate is kept: a name of the app's own, so nothing the uploader chose reaches the store. */
export function certificateKey(): string {
  return `insurance/${randomUUID()}.pdf`;
}

export type CertificateUpload = { bytes: Uint8Array; fileName: string; expiresOn: string };

/** Removes a file no row points at any more; a failure leaves an orphan behind, never a broken record. */
async function removeQuietly(store: FileStore, key: string | null) {
  if (!key) return;
  await store.remove(key).catch((error) => console.error(`Could not remove the replaced file ${key}:`, error));
}

/**
 * Staff upload a customer's certificate of insurance with its expiry date (issue 13 §2). Checked
 * first (nothing is stored for a file refused); stored under a new key; then recorded, with its audit
 * row, in one transaction. A record that fails removes the new file; a certificate it replaced is
 * removed from the store only after the record of its replacement has committed.
 */
export async function uploadInsuranceCertificate(
  db: Db,
  store: FileStore,
  customer: CustomerKey,
  upload: CertificateUpload,
  actor: Actor,
  now = new Date(),
): Promise<Result<{ fileName: string }>> {
  const checked = await checkCertificatePdf(upload.bytes);
  if (!checked.ok) return checked;
  const key = certificateKey();
  const fileName = certificateFileName(upload.fileName);
  await store.put(key, upload.bytes, 'application/pdf');
  let written: Awaited<ReturnType<typeof changePaperwork>>;
  try {
    written = await changePaperwork(
      db,
      customer,
      actor,
      'uploadInsuranceCertificate',
      () => ({ insuranceFileKey: key, insuranceFileName: fileName, insuranceExpiresOn: upload.expiresOn }),
      now,
    );
  } catch (error) {
    await removeQuietly(store, key);
    throw error;
  }
  if (!written.ok) {
    await removeQuietly(store, key);
    return written;
  }
  await removeQuietly(store, written.data.before.insuranceFileKey);
  return { ok: true, data: { fileName } };
}

/** Staff correct the expiry date of the certificate on file. */
export function setInsuranceExpiry(db: Db, customer: CustomerKey, expiresOn: string, actor: Actor, now = new Date()) {
  return changePaperwork(
    db,
    customer,
    actor,
    'setInsuranceExpiry',
    (current) => (current.insuranceFileKey ? { insuranceExpiresOn: expiresOn } : refused('Choose the certificate’s PDF: none is on file yet.')),
    now,
  );
}

/** Staff take the certificate off file (uploaded to the wrong customer, say); the file goes once the record has. */
export async function removeInsuranceCertificate(db: Db, store: FileStore, customer: CustomerKey, actor: Actor, now = new Date()): Promise<Result<null>> {
  const written = await changePaperwork(
    db,
    customer,
    actor,
    'removeInsuranceCertificate',
    () => ({ insuranceFileKey: null, insuranceFileName: null, insuranceExpiresOn: null }),
    now,
  );
  if (!written.ok) return written;
  await removeQuietly(store, written.data.before.insuranceFileKey);
  return { ok: true, data: null };
}

/** The stored certificate of a customer, for the staff-only download; null when none is on file (or the file is gone). */
export async function insuranceCertificateFile(store: FileStore, paperwork: { insuranceFileKey: string | null; insuranceFileName: string | null }) {
  if (!paperwork.insuranceFileKey) return null;
  const file = await store.get(paperwork.insuranceFileKey);
  return file ? { body: file.body, fileName: paperwork.insuranceFileName ?? 'certificate.pdf' } : null;
}
