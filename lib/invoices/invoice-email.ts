import 'server-only';
import type { Db } from '@/lib/db';
import { formatCents } from '@/lib/house/money';
import { createEmailSender, smtpFromEnv, type SendEmail } from '@/lib/notifications/email';
import { siteUrl } from '@/lib/site/url';
import type { Tenant } from '@/lib/tenant';
import { longDay } from '@/lib/text/calendar-day';
import type { InvoiceKind } from '@/lib/db/schema';
import { documentTitle } from './document-title';
import { getInvoice } from './read-invoices';
import { billingEmailOfOrder } from '@/lib/productions/read-productions';

type House = Pick<Tenant, 'vendor' | 'locale' | 'currency'>;

/** The invoice's email: its number, total and due day, and the link to the page the customer prints or saves. */
export function invoiceEmail(
  invoice: {
    number: string;
    kind?: InvoiceKind;
    totalCents: number;
    dueOn: string;
    paidBy: 'card' | 'account';
    orderNumber: string;
    production: string;
    id: string;
  },
  name: string,
  house: House,
): { subject: string; text: string } {
  const total = formatCents(invoice.totalCents, house);
  const title = documentTitle(invoice.kind ?? 'rental');
  return {
    subject: `${title} ${invoice.number} from ${house.vendor.displayName}: ${total}`,
    text: [
      `Hello${name ? ` ${name}` : ''},`,
      '',
      `${title} ${invoice.number} for order ${invoice.orderNumber}${invoice.production ? ` (${invoice.production})` : ''}: ${total}.`,
      ...(invoice.kind === 'lossAndDamage' ? ['It bills the props that came back missing or damaged, apart from the rental.'] : []),
      ...(invoice.kind === 'deposit' ? ['It is a deposit on the rental: the final invoice takes it off.'] : []),
      // Only the rental invoice is captured from the card authorised for the order (decision 133); the others are due on their day.
      invoice.paidBy === 'card' && (invoice.kind ?? 'rental') === 'rental'
        ? 'It is charged to the card you authorised.'
        : `Due ${longDay(invoice.dueOn, house.locale)}.`,
      '',
      `View, print or save it: ${new URL(`/invoices/${encodeURIComponent(invoice.id)}`, siteUrl())}`,
      '',
      `${house.vendor.displayName}\n${house.vendor.phone} · ${house.vendor.email}`,
    ].join('\n'),
  };
}

/**
 * Sends an issued invoice to the customer (issue 26 §3), or to the billing email of the order's
 * production where it has one (issue 26 §1). Answers the address it went to, or null. A
 * failed email is logged and never undoes the invoice: staff can send it again from its page.
 */
export async function sendInvoice(db: Db, vendorId: string, invoiceId: string, house: House, send: SendEmail = createEmailSender(db, smtpFromEnv())) {
  try {
    const found = await getInvoice(db, vendorId, invoiceId);
    if (!found) return null;
    const to = (await billingEmailOfOrder(db, found.invoice.orderId)) || found.customer.email;
    if (!to) return null;
    const email = invoiceEmail(found, found.customer.name, house);
    await send(to, email.subject, email.text);
    return to;
  } catch (error) {
    console.error(`Could not email invoice ${invoiceId}:`, error);
    return null;
  }
}
