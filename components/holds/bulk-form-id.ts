/** The bulk form's id (issue 25 §2), for the tick box on each line's row (`form=`), which sits outside it. */
export const bulkFormId = (requestId: string) => `bulk-${requestId}`;
/** The queue's bulk form (issue 36 §2): each row's tick box sits in the table, outside it. */
export const QUEUE_BULK_FORM = 'queue-bulk';
