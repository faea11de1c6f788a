import type { Production } from './read-productions';

/** The fields of a production an audit row records (issue 13 §9), by name. */
export const AUDITED = ['title', 'studio', 'company', 'billingContact', 'billingEmail', 'poNumber', 'terms', 'insuranceExpiresOn', 'confirmed'] as const;

/** A field's name in the audit row: `terms` is `paymentTerms` there, as the synonyms' "terms" are words. */
export const auditKey = (field: (typeof AUDITED)[number]) => (field === 'terms' ? 'paymentTerms' : field);

export const auditedFields = (row: Pick<Production, (typeof AUDITED)[number]>) => Object.fromEntries(AUDITED.map((field) => [auditKey(field), row[field]]));
