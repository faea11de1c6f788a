import { describe, expect, it } from 'vitest';
import { paperworkWarnings } from './paperwork-check';

const TODAY = '2027-03-01';
const onFile = (expiresOn: string | null) => ({ onFile: true, expiresOn });

describe('issue 26 §1: what staff are warned of before confirming', () => {
  it.each([
    ['account with PO, certificate valid', { terms: 'net30', poNumber: 'PO-1', insuranceExpiresOn: null }, onFile('2027-06-01'), []],
    ['account without PO', { terms: 'net30', poNumber: ' ', insuranceExpiresOn: null }, onFile('2027-06-01'), ['No PO number for this production']],
    ['card needs no PO', { terms: 'card', poNumber: '', insuranceExpiresOn: null }, onFile('2027-06-01'), []],
    ['certificate expired', { terms: 'card', poNumber: '', insuranceExpiresOn: null }, onFile('2027-02-28'), ['No valid certificate of insurance']],
    ['expires today is still valid', { terms: 'card', poNumber: '', insuranceExpiresOn: null }, onFile(TODAY), []],
    [
      'none on file',
      { terms: 'net15', poNumber: '', insuranceExpiresOn: '2027-06-01' },
      { onFile: false, expiresOn: null },
      ['No PO number for this production', 'No valid certificate of insurance'],
    ],
    [
      'the production’s own expiry wins',
      { terms: 'net60', poNumber: 'PO', insuranceExpiresOn: '2027-02-01' },
      onFile('2027-06-01'),
      ['No valid certificate of insurance'],
    ],
    ['the production’s own expiry, later than the customer’s', { terms: 'net60', poNumber: 'PO', insuranceExpiresOn: '2027-06-01' }, onFile('2027-01-01'), []],
  ] as const)('%s', (_, production, certificate, warnings) => {
    expect(paperworkWarnings(production, certificate, TODAY)).toEqual(warnings);
  });
});
