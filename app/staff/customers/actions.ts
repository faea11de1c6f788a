'use server';

import { z } from 'zod';
import { customerByUid } from '@/lib/house/customer-key';
import { actorOf } from '@/lib/identity/audit-actor';
import { acceptRentalAgreement, setAccountType, withdrawRentalAgreement } from '@/lib/customers/customer-paperwork';
import { ACCOUNT_TYPE_WORDS } from '@/lib/customers/customer-words';
import { removeInsuranceCertificate, setInsuranceExpiry, uploadInsuranceCertificate } from '@/lib/customers/insurance-certificate';
import { getDb } from '@/lib/db';
import { refundAccountCredit } from '@/lib/invoices/account-credit';
import { refundCreditSchema } from '@/lib/invoices/refund-credit-schema';
import { formatCents } from '@/lib/house/money';
import { ACCOUNT_TYPES } from '@/lib/db/schema/customers';
import { formAction } from '@/lib/entry-points/form-action';
import { confirmProduction } from '@/lib/productions/confirm-production';
import { createProduction } from '@/lib/productions/create-production';
import { editProduction } from '@/lib/productions/edit-production';
import { productionSchema } from '@/lib/productions/production-schema';
import { FORM_START } from '@/lib/forms/form-state';
import { fileStore } from '@/lib/storage/app-file-store';
import { tenant } from '@/lib/tenant';
import { isCalendarDay } from '@/lib/text/calendar-day';
import { typedLine } from '@/lib/text/typed-text';

/**
 * Staff record a customer's paperwork (issue 13 §2): each change and its audit row are
 * lib/customers's, in one transaction; "Nothing changed." when the form says what is already there.
 */
const customerField = typedLine('the customer').min(1).max(100);
const saved = (changed: boolean, message: string) => ({ message: changed ? message : 'Nothing changed.' });

export const accountTypeAction = formAction(
  {
    access: 'staff',
    schema: z.object({ uid: customerField, accountType: z.enum(ACCOUNT_TYPES, { error: 'Choose an account type.' }) }),
    start: FORM_START,
  },
  async ({ uid, accountType }, { viewer }) => {
    const changed = await setAccountType(await getDb(), customerByUid(uid), accountType, actorOf(viewer));
    return changed.ok ? saved(changed.data.changed, `Account type: ${ACCOUNT_TYPE_WORDS[accountType]}.`) : { error: changed.error };
  },
);

const certificateSchema = z.object({
  uid: customerField,
  expiresOn: z.string().refine(isCalendarDay, 'Give the date the certificate expires.'),
  certificate: z.array(z.instanceof(File)).max(1, 'Choose one certificate.'),
});

/**
 * A certificate of insurance with its expiry date; without a file chosen, the expiry date of the
 * certificate on file. The file is judged by its content (lib/customers/insurance-certificate.ts).
 */
export const insuranceCertificateAction = formAction(
  { access: 'staff', schema: certificateSchema, start: FORM_START, files: ['certificate'] },
  async ({ uid, expiresOn, certificate: [file] }, { viewer }) => {
    const db = await getDb();
    if (!file) {
      const changed = await setInsuranceExpiry(db, customerByUid(uid), expiresOn, actorOf(viewer));
      return changed.ok ? saved(changed.data.changed, 'Expiry date saved.') : { error: changed.error };
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const uploaded = await uploadInsuranceCertificate(db, fileStore(), customerByUid(uid), { bytes, fileName: file.name, expiresOn }, actorOf(viewer));
    return uploaded.ok ? { message: `Certificate saved: ${uploaded.data.fileName}.` } : { error: uploaded.error };
  },
);

export const removeCertificateAction = formAction(
  { access: 'staff', schema: z.object({ uid: customerField }), start: FORM_START },
  async ({ uid }, { viewer }) => {
    const removed = await removeInsuranceCertificate(await getDb(), fileStore(), customerByUid(uid), actorOf(viewer));
    return removed.ok ? { message: 'Certificate removed.' } : { error: removed.error };
  },
);

/** Staff record a signed paper copy of the rental agreement, or take an acceptance back (decision 95). */
export const agreementAction = formAction(
  {
    access: 'staff',
    schema: z.object({ uid: customerField, agreement: z.enum(['paper', 'withdraw'], { error: 'Choose what to record.' }) }),
    start: FORM_START,
  },
  async ({ uid, agreement }, { viewer }) => {
    const db = await getDb();
    const changed =
      agreement === 'paper'
        ? await acceptRentalAgreement(db, customerByUid(uid), actorOf(viewer), 'paper')
        : await withdrawRentalAgreement(db, customerByUid(uid), actorOf(viewer));
    if (!changed.ok) return { error: changed.error };
    return saved(changed.data.changed, agreement === 'paper' ? 'Signed paper copy recorded.' : 'Acceptance withdrawn.');
  },
);

/**
 * A customer's productions (issue 26 §1): staff add, edit and confirm them, each write audited on
 * the customer by lib/productions; the production is looked up as the customer's own, so an id of
 * another customer's is not found.
 */
export const createProductionAction = formAction(
  { access: 'staff', schema: productionSchema.safeExtend({ uid: customerField }), start: FORM_START },
  async ({ uid, ...input }, { viewer }) => {
    const made = await createProduction(await getDb(), customerByUid(uid), input, actorOf(viewer));
    return made.ok ? { message: `Production added: ${input.title}.` } : { error: made.error };
  },
);

const productionField = typedLine('the production').min(1).max(100);

export const editProductionAction = formAction(
  { access: 'staff', schema: productionSchema.safeExtend({ uid: customerField, productionId: productionField }), start: FORM_START },
  async ({ uid, productionId, ...input }, { viewer }) => {
    const changed = await editProduction(await getDb(), customerByUid(uid), productionId, input, actorOf(viewer));
    return changed.ok ? saved(changed.data.changed, `Production saved: ${input.title}.`) : { error: changed.error };
  },
);

export const confirmProductionAction = formAction(
  { access: 'staff', schema: z.object({ uid: customerField, productionId: productionField }), start: FORM_START },
  async ({ uid, productionId }, { viewer }) => {
    const changed = await confirmProduction(await getDb(), customerByUid(uid), productionId, actorOf(viewer));
    return changed.ok ? saved(changed.data.changed, `Production confirmed: ${changed.data.production.title}.`) : { error: changed.error };
  },
);

/** "Record refund" (issue 36 §4.5, decision 149): credit on account paid back to the customer, never more than it. */
export const refundCreditAction = formAction({ access: 'staff', schema: refundCreditSchema, start: FORM_START }, async (input, { viewer }) => {
  const money = (cents: number) => formatCents(cents, tenant);
  const refunded = await refundAccountCredit(
    await getDb(),
    tenant.vendor.id,
    { uid: input.uid, amountCents: input.amount, method: input.method, reference: input.reference, key: input.key },
    { staff: actorOf(viewer), formatMoney: money },
  );
  if (!refunded.ok) return { error: refunded.error };
  const left = `${money(refunded.data.creditLeftCents)} credit left on account.`;
  return { message: refunded.data.recorded ? `Refund of ${money(input.amount)} recorded. ${left}` : `That refund was recorded already. ${left}` };
});
