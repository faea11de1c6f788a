/** The bulk form's id (issue 25 §2), for the tick box on each line's row (`form=`), which sits outside it. */
export const bulkFormId = (requestId: string) => `bulk-${requestId}`;
