'use server';

import { headers } from 'next/headers';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/forms/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { clientAddress } from '@/lib/http/client-ip';
import { sharedResponseSchema } from '@/lib/set-lists/set-list-schema';
import { commentOnSharedList, reviewLine } from '@/lib/set-lists/share-set-list';

const MARKED = { approved: 'Marked “Approved”.', rejected: 'Marked “Not this one”.', clear: 'Mark taken back.' } as const;

/**
 * What a designer does with a share link (issue 11 §5): open to anyone holding a live link, which
 * is the only key; marks a line or posts a comment, rate-limited per address.
 */
export const respondToSharedListAction = formAction({ access: 'anyone', schema: sharedResponseSchema, start: FORM_START }, async (input) => {
  const db = await getDb();
  const address = clientAddress(await headers());
  if (input.kind === 'comment') {
    const posted = await commentOnSharedList(db, input, address);
    return posted.ok ? { message: 'Thank you. Your comment is with the set decorator.' } : { error: posted.error };
  }
  const marked = await reviewLine(db, input, address);
  return marked.ok ? { message: MARKED[input.review] } : { error: marked.error };
});
