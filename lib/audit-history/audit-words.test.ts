import { describe, expect, it } from 'vitest';
import { auditEntryWords, type AuditRow } from './audit-words';

const FORMAT = { locale: 'en-US', timeZone: 'America/Los_Angeles' };
const row = (action: string, before: Record<string, unknown>, after: Record<string, unknown>): AuditRow => ({
  id: 'a1',
  at: new Date('2027-03-01T18:00:00Z'),
  actorName: 'Rosa',
  action,
  before,
  after,
});

describe('issue 13 §9: an audit row read by a person — who, when, what, before → after', () => {
  it.each([
    [
      'an approval with its reason',
      row('deny', { isAuthorized: null }, { isAuthorized: false, reason: 'No production yet' }),
      { what: 'Denied the customer', changes: [{ field: 'Approval', before: 'Awaiting approval', after: 'Denied' }], note: 'No production yet', about: [] },
    ],
    [
      'issue 26 §1: a production’s terms and PO number, about its title',
      row('editProduction', { title: 'Night Shift', paymentTerms: 'card', poNumber: '' }, { title: 'Night Shift', paymentTerms: 'net30', poNumber: 'PO-1' }),
      {
        what: 'Edited a production',
        about: ['Night Shift'],
        changes: [
          { field: 'Payment terms', before: 'Card', after: 'Net 30' },
          { field: 'PO number', before: 'none', after: 'PO-1' },
        ],
      },
    ],
    [
      'an account type',
      row('setAccountType', { accountType: 'cod' }, { accountType: 'net30' }),
      { what: 'Set the account type', changes: [{ field: 'Account type', before: 'Cash on delivery', after: 'Net 30' }] },
    ],
    [
      'a certificate replaced: the file key stays out of sight, the expiry is a date',
      row(
        'uploadInsuranceCertificate',
        { insuranceFileKey: 'insurance/a.pdf', insuranceFileName: null, insuranceExpiresOn: null },
        { insuranceFileKey: 'insurance/b.pdf', insuranceFileName: 'coi.pdf', insuranceExpiresOn: '2027-12-31' },
      ),
      {
        changes: [
          { field: 'Certificate', before: 'none', after: 'coi.pdf' },
          { field: 'Insurance expires', before: 'none', after: 'Dec 31, 2027' },
        ],
      },
    ],
    [
      'the agreement, a moment in the house’s time zone',
      row('recordPaperAgreement', { agreementAcceptedAt: null }, { agreementAcceptedAt: '2027-03-01T18:00:00.000Z' }),
      {
        what: 'Recorded a signed paper rental agreement',
        changes: [{ field: 'Rental agreement accepted', before: 'none', after: 'Mar 1, 2027, 10:00 AM' }],
      },
    ],
    [
      'a line moved: what stayed says which line',
      row('accept', { lineId: 'l1', title: 'Brass lamp', state: 'requested' }, { lineId: 'l1', title: 'Brass lamp', state: 'held' }),
      { what: 'Accepted a line', about: ['Brass lamp'], changes: [{ field: 'State', before: 'requested', after: 'held' }] },
    ],
    [
      'an action this table does not know yet still reads',
      row('markMissingUnits', { missingUnits: 0 }, { missingUnits: 2 }),
      { what: 'Mark missing units', changes: [{ field: 'Missing units', before: '0', after: '2' }] },
    ],
  ])('%s', (_name, audit, expected) => {
    expect(auditEntryWords(audit, FORMAT)).toMatchObject({ who: 'Rosa', ...expected });
  });
});
