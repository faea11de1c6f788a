'use server';

import { z } from 'zod';
import { actorOf } from '@/lib/identity/audit-actor';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors/app-error';
import { formAction, plainFormAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { checkCatalogImport } from '@/lib/inventory/catalog-csv/check-import';
import { houseImportOptions, importInBackground } from '@/lib/inventory/catalog-csv/import-in-background';
import { catalogUploadSchema, importPageHref, readCsvFile } from '@/lib/inventory/catalog-csv/import-file';
import { startCatalogImport } from '@/lib/inventory/catalog-csv/run-import';
import { tenant } from '@/lib/tenant';
import { typedLine } from '@/lib/text/typed-text';

/**
 * The dry run (issue 13 §4): the file is read and every row checked; nothing in the catalogue
 * changes. Staff are taken to the check's page, which lists the problems or offers the import.
 */
export const checkCatalogCsvAction = formAction(
  { access: 'staff', schema: catalogUploadSchema, start: FORM_START, files: ['file'] },
  async ({ file: [file] }, { viewer }) => {
    const csv = await readCsvFile(file!);
    if (!csv.ok) return { error: csv.error };
    const { vendorId, colors, periods, today } = houseImportOptions();
    const checked = await checkCatalogImport(await getDb(), { vendorId, actor: actorOf(viewer), fileName: file!.name, csv: csv.data, colors, periods, today });
    return { message: 'File checked.', navigation: { method: 'push', href: importPageHref(checked.id) } };
  },
);

const startSchema = z.object({ id: typedLine('the import').min(1).max(100) });

/** "Import N rows": only a checked file without problems starts; its batches run in the background. */
export const startCatalogImportAction = plainFormAction({ access: 'staff', schema: startSchema, start: FORM_START }, async ({ id }) => {
  const started = await startCatalogImport(await getDb(), tenant.vendor.id, id);
  if (!started.ok && started.error.code !== 'conflict') throw new AppError('invalid', started.error.message);
  if (started.ok) importInBackground(id);
  // Started now or already: either way its page shows where it is.
  return { navigation: { method: 'replace', href: importPageHref(id) } };
});
