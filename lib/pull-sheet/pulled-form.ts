import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db';
import type { ActionContext, Reply } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { actorOf } from '@/lib/identity/audit-actor';
import { tenant } from '@/lib/tenant';
import { typedLine } from '@/lib/text/typed-text';
import { markPulled, pulledMessage } from './mark-pulled';

/**
 * The pull sheet's tick box "Pulled" (issue 38 §3): staff only, checked before the input is read, and
 * its two fields, the line and whether it is ticked (an unticked box sends nothing). Its options and
 * handler live here, so app/staff/pull-sheet/actions.ts makes them a server action and the tests run
 * the same guard, schema and handler (`answerForm`).
 */
export const pulledForm = {
  access: 'staff' as const,
  schema: z.object({
    lineId: typedLine('the line').min(1, 'Choose the line.').max(100, 'Choose the line.'),
    pulled: z
      .enum(['1', ''], { error: 'Tick the box or leave it empty.' })
      .default('')
      .transform((value) => value === '1'),
  }),
  start: FORM_START,
};

export async function pulledHandler({ lineId, pulled }: z.infer<typeof pulledForm.schema>, { viewer }: ActionContext<object>): Promise<Reply<object>> {
  const marked = await markPulled(await getDb(), tenant.vendor.id, lineId, pulled, actorOf(viewer));
  if (!marked.ok) return { error: marked.error };
  return { message: pulledMessage(marked.data) };
}
