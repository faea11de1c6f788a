import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '@/lib/audit/record-audit';
import { diskStore } from '@/lib/storage/disk-store';
import { isFileKey, type FileStore } from '@/lib/storage/file-store';
import { tenant } from '@/lib/tenant';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { NOT_PDFS, tinyPdf } from '@/test/pdf';
import { paperworkOf } from './customer-paperwork';
import {
  CERTIFICATE_MAX_BYTES,
  certificateFileName,
  checkCertificatePdf,
  removeInsuranceCertificate,
  setInsuranceExpiry,
  uploadInsuranceCertificate,
} from './insurance-certificate';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const STAFF = { uid: 'staff-1', name: 'Rosa at the counter' };

let folder = '';
let store: FileStore;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'certificates-'));
  store = diskStore(folder);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The certificates in the store, by key. */
async function storedKeys(): Promise<string[]> {
  const names = await readdir(join(folder, 'insurance')).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.pdf')).map((name) => `insurance/${name}`);
}

async function customer() {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  return { vendorId: VENDOR_ID, uid: account.userId };
}

const upload = (person: { vendorId: string; uid: string }, bytes: Uint8Array, fileName = 'coi.pdf', expiresOn = '2027-12-31') =>
  uploadInsuranceCertificate(db(), store, person, { bytes, fileName, expiresOn }, STAFF);

/** Bytes past the size limit that are otherwise a good PDF. */
function oversizedPdf(): Uint8Array {
  const pdf = tinyPdf();
  const big = new Uint8Array(CERTIFICATE_MAX_BYTES + 1).fill(0x20);
  big.set(pdf, 0);
  return big;
}

describe('issue 13 §2: a certificate of insurance is a PDF, judged by its content', () => {
  /** One customer for every refused file: none of them may leave a trace. */
  let refusedOnes: { vendorId: string; uid: string } | undefined;

  it('a real PDF made here is accepted', async () => {
    expect(await checkCertificatePdf(tinyPdf())).toEqual({ ok: true, data: { pages: 1 } });
  });

  it.each([
    ['text', NOT_PDFS.text, 'This file is not a PDF. Upload the certificate as a PDF.'],
    ['a PNG', NOT_PDFS.png, 'This file is an image (PNG), not a PDF. Upload the certificate as a PDF.'],
    ['a Windows program (MZ) named .pdf', NOT_PDFS.windowsProgram, 'This file is a Windows program, not a PDF. Upload the certificate as a PDF.'],
    ['a Linux program (ELF) named .pdf', NOT_PDFS.linuxProgram, 'This file is a program, not a PDF. Upload the certificate as a PDF.'],
    ['zero bytes', NOT_PDFS.empty, 'The file is empty. Choose the certificate’s PDF.'],
    [
      'a %PDF- header on something pdf.js cannot read',
      NOT_PDFS.brokenPdf,
      'This file says it is a PDF but cannot be read. Save the certificate as a PDF again and upload it.',
    ],
    ['a PDF over 10 MB', oversizedPdf(), 'The file is larger than 10 MB. Save the certificate as a smaller PDF and upload it again.'],
  ])('%s is refused with a clear message, and nothing is stored', async (_name, bytes, message) => {
    const person = (refusedOnes ??= await customer());
    const before = await storedKeys();
    const answer = await upload(person, bytes);
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid', message, fieldErrors: { certificate: message } } });
    expect(await storedKeys()).toEqual(before);
    expect(await paperworkOf(db(), person)).toMatchObject({ insuranceFileKey: null, insuranceFileName: null });
    expect(await auditOf(db(), VENDOR_ID, 'customer', person.uid)).toEqual([]);
  });

  it('the uploaded name is kept for showing, without folders or control characters; the key is the app’s own', () => {
    expect(certificateFileName('C:\\Users\\sam\\COI 2027.pdf')).toBe('COI 2027.pdf');
    expect(certificateFileName('../../etc/passwd')).toBe('passwd');
    expect(certificateFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(certificateFileName('')).toBe('certificate.pdf');
  });
});

describe('issue 13 §2, §9: storing, replacing and removing a certificate', () => {
  it('stored under insurance/<random>.pdf, recorded with its expiry and one audit row', async () => {
    const person = await customer();
    const pdf = tinyPdf();
    expect(await upload(person, pdf, 'Policy 2027.pdf', '2027-06-30')).toEqual({ ok: true, data: { fileName: 'Policy 2027.pdf' } });
    const paperwork = await paperworkOf(db(), person);
    expect(paperwork).toMatchObject({ insuranceFileName: 'Policy 2027.pdf', insuranceExpiresOn: '2027-06-30' });
    expect(paperwork.insuranceFileKey).toMatch(/^insurance\/[0-9a-f-]{36}\.pdf$/);
    expect(isFileKey(paperwork.insuranceFileKey!)).toBe(true);
    expect(await store.get(paperwork.insuranceFileKey!)).toEqual({ body: pdf, contentType: 'application/pdf' });
    const [audit] = await auditOf(db(), VENDOR_ID, 'customer', person.uid);
    expect(audit).toMatchObject({
      action: 'uploadInsuranceCertificate',
      actorName: STAFF.name,
      before: { insuranceFileKey: null, insuranceFileName: null, insuranceExpiresOn: null },
      after: { insuranceFileKey: paperwork.insuranceFileKey, insuranceFileName: 'Policy 2027.pdf', insuranceExpiresOn: '2027-06-30' },
    });
  });

  it('a replaced certificate leaves the store once the new one is recorded', async () => {
    const person = await customer();
    await upload(person, tinyPdf('first'), 'first.pdf');
    const first = (await paperworkOf(db(), person)).insuranceFileKey!;
    await upload(person, tinyPdf('second'), 'second.pdf', '2028-01-31');
    const second = await paperworkOf(db(), person);
    expect(second).toMatchObject({ insuranceFileName: 'second.pdf', insuranceExpiresOn: '2028-01-31' });
    expect(await store.get(first)).toBeNull();
    expect(await store.get(second.insuranceFileKey!)).not.toBeNull();
  });

  it('five uploads at once: one certificate on record, and only its file left in the store', async () => {
    const person = await customer();
    const before = await storedKeys();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, n) => upload(person, tinyPdf(`copy ${n}`), `copy-${n}.pdf`)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const onRecord = (await paperworkOf(db(), person)).insuranceFileKey!;
    expect((await storedKeys()).filter((key) => !before.includes(key))).toEqual([onRecord]);
    expect(await auditOf(db(), VENDOR_ID, 'customer', person.uid)).toHaveLength(5);
  });

  it('a record that fails (no such customer) takes its new file back out of the store', async () => {
    const before = await storedKeys();
    expect(await upload({ vendorId: VENDOR_ID, uid: 'no-such-customer' }, tinyPdf())).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await storedKeys()).toEqual(before);
  });

  it('the expiry date alone is corrected when a certificate is on file, refused when none is', async () => {
    const person = await customer();
    expect(await setInsuranceExpiry(db(), person, '2027-09-30', STAFF)).toMatchObject({ ok: false, error: { code: 'invalid' } });
    await upload(person, tinyPdf());
    expect(await setInsuranceExpiry(db(), person, '2027-09-30', STAFF)).toMatchObject({ ok: true, data: { changed: true } });
    expect((await paperworkOf(db(), person)).insuranceExpiresOn).toBe('2027-09-30');
    expect((await auditOf(db(), VENDOR_ID, 'customer', person.uid))[0]).toMatchObject({
      action: 'setInsuranceExpiry',
      before: { insuranceExpiresOn: '2027-12-31' },
      after: { insuranceExpiresOn: '2027-09-30' },
    });
  });

  it('removing the certificate clears the record, then the file', async () => {
    const person = await customer();
    await upload(person, tinyPdf());
    const key = (await paperworkOf(db(), person)).insuranceFileKey!;
    expect(await removeInsuranceCertificate(db(), store, person, STAFF)).toEqual({ ok: true, data: null });
    expect(await paperworkOf(db(), person)).toMatchObject({ insuranceFileKey: null, insuranceFileName: null, insuranceExpiresOn: null });
    expect(await store.get(key)).toBeNull();
  });
});
