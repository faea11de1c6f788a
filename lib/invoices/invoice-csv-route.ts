import 'server-only';
import type { Db } from '@/lib/db';
import { AppError } from '@/lib/errors/app-error';
import { plainAmount } from '@/lib/house/money';
import { can, type Viewer } from '@/lib/identity/viewer';
import { csvDownload, toCsv } from '@/lib/text/csv';
import type { Tenant } from '@/lib/tenant';
import { INVOICE_CSV_HEADER, invoiceCsvRows, PAYMENT_CSV_HEADER } from './invoice-csv';
import { exportInvoices, listPayments } from './read-invoices';

const NOT_FOUND = 'This page could not be found.';

/** /staff/invoices/csv/invoices and /payments (issue 26 §3): staff only, everyone else the staff pages' 404. */
export function invoiceCsvRoute(db: () => Promise<Db>, house: Pick<Tenant, 'vendor'>, file: string) {
  return async (_request: Request, { viewer }: { viewer: Viewer }): Promise<Response> => {
    if (!can(viewer, 'staff') || (file !== 'invoices' && file !== 'payments')) throw new AppError('notFound', NOT_FOUND);
    const body =
      file === 'invoices'
        ? toCsv(
            INVOICE_CSV_HEADER,
            (await exportInvoices(await db(), house.vendor.id)).flatMap((invoice) =>
              invoiceCsvRows({
                ...invoice,
                customer: invoice.customer.name || invoice.customer.email,
                poNumber: invoice.document.billTo?.poNumber,
                lines: invoice.document.lines,
                processingCents: invoice.document.processingCents,
                taxCents: invoice.document.taxCents,
              }),
            ),
          )
        : toCsv(
            PAYMENT_CSV_HEADER,
            (await listPayments(await db(), house.vendor.id)).map(({ payment, number }) => [
              number,
              payment.receivedOn,
              plainAmount(payment.amountCents),
              payment.method,
              payment.reference,
              payment.recordedBy,
            ]),
          );
    return csvDownload(body, `${file}.csv`);
  };
}
