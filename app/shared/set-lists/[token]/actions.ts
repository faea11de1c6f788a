'use server';

import { headers } from 'next/headers';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { clientAddress } from '@/lib/http/client-ip';
import { sharedResponseSchema } from '@/lib/set-lists/set-list-schema';
import { rememberDesignerName } from '@/lib/set-lists/designer-name-cookie';
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
    if (!posted.ok) return { error: posted.error };
    await rememberDesignerName(input.authorName);
    return { message: 'Thank you. Your comment is with the set decorator.' };
  }
  const marked = await reviewLine(db, input, address);
  if (!marked.ok) return { error: marked.error };
  // Asked once (issue 36 §3): the next mark in this session goes under the same name without asking.
  await rememberDesignerName(input.authorName);
  return { message: MARKED[input.review] };
});
