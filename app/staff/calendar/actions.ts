'use server';

import { houseToday } from '@/lib/house/clock';
import { actorOf } from '@/lib/identity/audit-actor';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { addItemBlock } from '@/lib/holds/add-item-block';
import { barWord } from '@/lib/holds/calendar-bars';
import { endItemBlock } from '@/lib/holds/end-item-block';
import { addItemBlockSchema, endItemBlockSchema } from '@/lib/holds/item-block-schema';
import { tenant } from '@/lib/tenant';
import { shortDay } from '@/lib/text/calendar-day';

/** Staff block units of a prop (issue 13 §5); lib/holds/add-item-block.ts refuses a block the units are not free for. */
export const addItemBlockAction = formAction({ access: 'staff', schema: addItemBlockSchema, start: FORM_START }, async (input, { viewer }) => {
  const today = houseToday(tenant.vendor.timezone);
  const added = await addItemBlock(await getDb(), tenant.vendor.id, input, actorOf(viewer), { today, locale: tenant.locale });
  if (!added.ok) return { error: added.error };
  const days = input.from === input.to ? shortDay(input.from, tenant.locale) : `${shortDay(input.from, tenant.locale)} – ${shortDay(input.to, tenant.locale)}`;
  return { message: `Blocked ${input.quantity} ${input.quantity === 1 ? 'unit' : 'units'}, ${days}: ${barWord(input.reason, tenant.request.type)}.` };
});

/** Staff end a block (the repair is done) or remove one not begun yet. */
export const endItemBlockAction = formAction({ access: 'staff', schema: endItemBlockSchema, start: FORM_START }, async ({ blockId }, { viewer }) => {
  const ended = await endItemBlock(await getDb(), tenant.vendor.id, blockId, actorOf(viewer), { today: houseToday(tenant.vendor.timezone), house: tenant });
  if (!ended.ok) return { error: ended.error };
  const promoted =
    ended.data.promoted > 0 ? ` ${ended.data.promoted} waiting ${tenant.request.type.toLowerCase()}${ended.data.promoted === 1 ? '' : 's'} promoted.` : '';
  return { message: `${ended.data.removed ? 'Block removed.' : 'Block ended: the units are free from today.'}${promoted}` };
});
