import { daysBetween, longDay, shortDay, type CalendarDay } from '@/lib/text/calendar-day';
import type { Tenant } from '@/lib/tenant';
import type { ReminderKind } from './reminder-rules';

export type ReminderHouse = Pick<Tenant, 'vendor' | 'locale' | 'request' | 'reminders'>;

/** One order's reminder as the sweep read it: the request, its order number, and the lines it is about. */
export type OrderReminder = {
  kind: ReminderKind;
  requestId: string;
  /** ORD-2027-000123; null for a claim of free props, which makes no order. */
  orderNumber: string | null;
  production: string;
  pickUpOn: CalendarDay;
  returnOn: CalendarDay | null;
  /** "HH:MM" booked on the house's clock, or null (issue 38 §4). */
  pickUpTime: string | null;
  returnTime: string | null;
  /** A claim's collection window, "09:00–11:00", when it has one. */
  pickUpWindow: string | null;
  firstName: string;
  lines: { title: string; quantity: number }[];
};

/** The links a reminder carries: the crew's request on Your Holds, and the one-click unsubscribe. */
export type ReminderLinks = { request: string; unsubscribe: string };

/** A subject's first words, by kind. */
const SUBJECT: Record<ReminderKind, string> = { pickUpTomorrow: 'Pick-up tomorrow', returnTomorrow: 'Return due tomorrow', returnOverdue: 'Return overdue' };

const at = (time: string | null) => (time ? ` at ${time}` : '');

/** "Order ORD-2027-000123" or, for a claim, "Your claim". */
const orderName = (reminder: OrderReminder) => (reminder.orderNumber ? `Order ${reminder.orderNumber}` : 'Your claim');

/** What the reminder says first: "Pick-up tomorrow, Dec 14 at 14:00", "Return overdue since Dec 14 (3 days)". */
export function reminderHeadline(reminder: OrderReminder, house: Pick<Tenant, 'locale'>, today: CalendarDay): string {
  const day = (value: CalendarDay) => shortDay(value, house.locale);
  if (reminder.kind === 'pickUpTomorrow') return `Pick-up tomorrow, ${day(reminder.pickUpOn)}${at(reminder.pickUpTime ?? reminder.pickUpWindow)}`;
  const returnOn = reminder.returnOn ?? today;
  if (reminder.kind === 'returnTomorrow') return `Return due tomorrow, ${day(returnOn)}${at(reminder.returnTime)}`;
  const late = daysBetween(returnOn, today);
  return `Return overdue: due back ${day(returnOn)}${at(reminder.returnTime)} (${late === 1 ? '1 day' : `${late} days`} ago)`;
}

/** The house's address on one line, as a crew member would type it into a map. */
export const houseAddress = (house: Pick<Tenant, 'vendor'>) => {
  const { line1, city, state, zip } = house.vendor.address;
  return `${line1}, ${city}, ${state} ${zip}`;
};

/** The reminder's email: the order number, the props (title × quantity), the day and time, the house's address and hours, and both links. */
export function reminderEmail(reminder: OrderReminder, house: ReminderHouse, today: CalendarDay, links: ReminderLinks): { subject: string; text: string } {
  const headline = reminderHeadline(reminder, house, today);
  const what = reminder.orderNumber ?? (reminder.lines.length === 1 ? reminder.lines[0]!.title : `${reminder.lines.length} props`);
  const asked =
    reminder.kind === 'returnOverdue'
      ? 'Please bring these props back, or write to us if you need them longer:'
      : reminder.kind === 'returnTomorrow'
        ? 'Due back:'
        : 'Ready for you:';
  return {
    subject: `${SUBJECT[reminder.kind]}: ${what}`,
    text: [
      `Hello${reminder.firstName ? ` ${reminder.firstName}` : ''},`,
      '',
      `${headline}.`,
      `${orderName(reminder)}${reminder.production ? ` for ${reminder.production}` : ''}, ${longDay(reminder.pickUpOn, house.locale)}${reminder.returnOn ? ` to ${longDay(reminder.returnOn, house.locale)}` : ''}.`,
      '',
      asked,
      ...reminder.lines.map((line) => `- ${line.title} × ${line.quantity}`),
      '',
      `Where: ${house.vendor.displayName}, ${houseAddress(house)}`,
      `Hours: ${house.vendor.hours}`,
      `Your ${house.request.type.toLowerCase()}s: ${links.request}`,
      '',
      `${house.vendor.displayName}\n${house.vendor.phone} · ${house.vendor.email}`,
      '',
      `You get these reminders of pick-ups and returns because you asked for them. Unsubscribe with one click: ${links.unsubscribe}`,
    ].join('\n'),
  };
}

/** The same reminder as a text message: short, the order, the day and time, the address, both links. */
export function reminderSms(reminder: OrderReminder, house: ReminderHouse, today: CalendarDay, links: ReminderLinks): string {
  return [
    `${house.vendor.displayName}: ${reminderHeadline(reminder, house, today)}, ${orderName(reminder).replace(/^\w/, (first) => first.toLowerCase())}.`,
    `${houseAddress(house)}. ${links.request}`,
    `Stop reminders: ${links.unsubscribe}`,
  ].join(' ');
}
