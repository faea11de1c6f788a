import { ACCOUNT_TYPE_WORDS, approvalWords } from '@/lib/customers/customer-words';
import { TERMS_WORDS } from '@/lib/productions/production-words';
import { houseDateTimeWords } from '@/lib/house/time-words';
import { mediumDay } from '@/lib/text/calendar-day';

/** One audit row as the log keeps it (lib/audit/record-audit.ts). */
export type AuditRow = { id: string; at: Date; actorName: string; action: string; before: Record<string, unknown>; after: Record<string, unknown> };

export type AuditChange = { field: string; before: string; after: string };
/** An audit row in words (issue 13 §9): who, when, what, the fields before → after, and what it was about. */
export type AuditEntryWords = { id: string; at: Date; who: string; what: string; about: string[]; changes: AuditChange[]; note: string | null };

const ACTIONS: Record<string, string> = {
  approve: 'Approved the customer',
  deny: 'Denied the customer',
  grantStaff: 'Made them staff',
  removeStaff: 'Removed their staff role',
  setAccountType: 'Set the account type',
  uploadInsuranceCertificate: 'Uploaded a certificate of insurance',
  setInsuranceExpiry: 'Changed the insurance expiry date',
  removeInsuranceCertificate: 'Removed the certificate of insurance',
  acceptAgreement: 'Accepted the rental agreement online',
  recordPaperAgreement: 'Recorded a signed paper rental agreement',
  withdrawAgreement: 'Withdrew the rental agreement',
  accept: 'Accepted a line',
  queue: 'Queued a line behind another production',
  challenge: 'Challenged a line',
  confirm: 'Confirmed a line',
  checkOut: 'Marked a line out',
  checkIn: 'Marked a line returned',
  collect: 'Marked a line collected',
  release: 'Released a line',
  decline: 'Declined a line',
  revive: 'Held an ended line again',
  cancel: 'Cancelled a line',
  cardForm: 'Recorded the card authorisation form',
  create: 'Created it',
  edit: 'Edited it',
  delete: 'Deleted it',
  hide: 'Hid it from the catalogue',
  show: 'Showed it in the catalogue again',
  archive: 'Archived it',
  restore: 'Restored it from the archive',
  linkAlternate: 'Linked an alternate',
  unlinkAlternate: 'Removed an alternate',
  createProduction: 'Added a production',
  editProduction: 'Edited a production',
  confirmProduction: 'Confirmed a production',
  payFromCredit: 'Paid an invoice from the credit on account',
  refundCredit: 'Recorded a refund of credit on account',
};

const FIELDS: Record<string, string> = {
  isAuthorized: 'Approval',
  role: 'Role',
  accountType: 'Account type',
  insuranceFileName: 'Certificate',
  insuranceExpiresOn: 'Insurance expires',
  agreementAcceptedAt: 'Rental agreement accepted',
  state: 'State',
  cardMethod: 'Card authorisation',
  sku: 'SKU',
  weeklyPrice: 'Weekly price',
  purchaseType: 'Purchase type',
  status: 'Status',
  weight: 'Weight (lb)',
  sortOrder: 'Order',
  terms: 'Words',
  kind: 'Kind',
  alternate: 'Alternate',
  company: 'Production company',
  poNumber: 'PO number',
  paymentTerms: 'Payment terms',
};

/** Fields that identify rather than describe: the page around the history already says which. */
const HIDDEN = new Set(['lineId', 'insuranceFileKey']);
/** Fields that say why, shown once as a note rather than as a change. */
const NOTES = new Set(['reason']);

/** "setInsuranceExpiry" → "Set insurance expiry": an action or field this table does not know yet still reads. */
function spelledOut(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function valueWords(field: string, value: unknown, { locale, timeZone }: { locale: string; timeZone: string }): string {
  if (field === 'isAuthorized') return approvalWords(typeof value === 'boolean' ? value : null);
  if (field === 'paymentTerms' && typeof value === 'string' && value in TERMS_WORDS) return TERMS_WORDS[value as keyof typeof TERMS_WORDS];
  if (field === 'accountType' && typeof value === 'string' && value in ACCOUNT_TYPE_WORDS) return ACCOUNT_TYPE_WORDS[value as keyof typeof ACCOUNT_TYPE_WORDS];
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value.length > 0 ? value.join(', ') : 'none';
  if (typeof value === 'string' && ISO_DAY.test(value)) return mediumDay(value, locale);
  if (typeof value === 'string' && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return houseDateTimeWords(Date.parse(value), { locale, timeZone });
  if (field === 'state' || field === 'cardMethod' || field === 'role') return spelledOut(String(value)).toLowerCase();
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An audit row as a person reads it: each field that changed before → after; the ones that stayed (a line's title) say what it was about. */
export function auditEntryWords(row: AuditRow, format: { locale: string; timeZone: string }): AuditEntryWords {
  const fields = [...new Set([...Object.keys(row.before), ...Object.keys(row.after)])].filter((field) => !HIDDEN.has(field));
  const same = (field: string) => field in row.before && field in row.after && JSON.stringify(row.before[field]) === JSON.stringify(row.after[field]);
  const note = fields.filter((field) => NOTES.has(field)).map((field) => valueWords(field, row.after[field] ?? row.before[field], format))[0] ?? null;
  return {
    id: row.id,
    at: row.at,
    who: row.actorName,
    what: ACTIONS[row.action] ?? spelledOut(row.action),
    about: fields.filter((field) => !NOTES.has(field) && same(field)).map((field) => valueWords(field, row.after[field], format)),
    changes: fields
      .filter((field) => !NOTES.has(field) && !same(field))
      .map((field) => ({
        field: FIELDS[field] ?? spelledOut(field),
        before: valueWords(field, row.before[field], format),
        after: valueWords(field, row.after[field], format),
      })),
    note,
  };
}
