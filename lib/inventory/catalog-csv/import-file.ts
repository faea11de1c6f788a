import { z } from 'zod';
import { AppError, type Result } from '@/lib/errors/app-error';

/** The largest CSV staff may upload: about 100,000 items (lib/http/body-limits.ts lets the post through). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/**
 * "Check file": one CSV. The size is checked file by file, so a form with no file at all (or `file`
 * sent as text, which is no file) gets "Choose a CSV file to check." rather than a refinement that
 * reads the size of a file that is not there (issue 23 §5: that was a 500).
 */
export const catalogUploadSchema = z.object({
  file: z
    .array(z.file())
    .min(1, 'Choose a CSV file to check.')
    .max(1, 'Choose one file.')
    .refine((files) => files.every((file) => file.size <= MAX_IMPORT_BYTES), 'That file is more than 20 MB: split it into smaller files.'),
});

export const importPageHref = (id: string) => `/staff/items/import/${encodeURIComponent(id)}`;

/**
 * An uploaded file's text, if it is one: UTF-8 (as spreadsheets save "CSV UTF-8"), with no NUL byte,
 * which no CSV has and every binary file (a workbook, a picture) does.
 */
export async function readCsvFile(file: File): Promise<Result<string>> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const refused = (message: string) => ({ ok: false as const, error: new AppError('invalid', message, { fieldErrors: { file: message } }) });
  if (bytes.length === 0) return refused('That file is empty: export the catalogue to see the columns it needs.');
  if (bytes.includes(0)) return refused('That file is not a CSV: in your spreadsheet, save it as “CSV UTF-8” and upload that.');
  try {
    return { ok: true, data: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return refused('That file is not UTF-8 text: in your spreadsheet, save it as “CSV UTF-8” and upload that.');
  }
}
