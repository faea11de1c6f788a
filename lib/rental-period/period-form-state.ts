import { formStart } from '@/lib/forms/form-state';

/** What the header's rental-dates form answers: the period now kept ('' when forgotten). Apart from its schema: no zod in the browser. */
export const RENTAL_PERIOD_START = formStart({ from: '', to: '' });
