import 'server-only';
import { countUnreadContactMessages } from '@/lib/contact/contact-inbox';
import { countAwaitingApproval } from '@/lib/customers/approval';
import type { Db } from '@/lib/db';
import { countRequestsInView } from '@/lib/holds/read-holds';
import { countOverdueInvoices } from '@/lib/invoices/read-invoices';
import { countExtensionsAsked } from '@/lib/orders/order-extensions';
import type { CalendarDay } from '@/lib/text/calendar-day';
import type { StaffCounts } from './staff-nav';

/** The staff navigation's counts (issue 25 §1), read together for each render of the staff area. */
export async function staffCounts(db: Db, vendorId: string, today: CalendarDay): Promise<StaffCounts> {
  const [newRequests, awaitingApproval, unreadMessages, dueBackToday, overdue, overdueInvoices, extensionsAsked] = await Promise.all([
    countRequestsInView(db, vendorId, 'unanswered', today),
    countAwaitingApproval(db, vendorId),
    countUnreadContactMessages(db),
    countRequestsInView(db, vendorId, 'dueBack', today),
    countRequestsInView(db, vendorId, 'overdue', today),
    countOverdueInvoices(db, vendorId, today),
    countExtensionsAsked(db, vendorId),
  ]);
  return { newRequests, awaitingApproval, unreadMessages, dueBackToday, overdue, overdueInvoices, extensionsAsked };
}
