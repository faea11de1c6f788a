'use server';

import { revalidatePath } from 'next/cache';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { houseToday } from '@/lib/house/clock';
import { actorOf } from '@/lib/identity/audit-actor';
import { CHECK_IN_ORDER_FORM, CHECK_OUT_ORDER_FORM } from '@/lib/counter/counter-forms';
import { orderMovedWords } from '@/lib/counter/counter-order-words';
import { checkInOrder, checkOutOrder } from '@/lib/counter/order-moves';
import { tenant } from '@/lib/tenant';

const today = () => houseToday(tenant.vendor.timezone);
/** The counter's order drawn again with the answer, in the same round trip (issue 36 §2). */
const drawAfresh = () => revalidatePath('/staff', 'layout');

/** "Check out all" of an order at the counter (issue 38 §2): one confirmation, every line but those that stay. */
export const checkOutOrderAction = formAction(CHECK_OUT_ORDER_FORM, async (move, { viewer }) => {
  const moved = await checkOutOrder(await getDb(), tenant, move, { audit: actorOf(viewer), today: today() });
  drawAfresh();
  if (!moved.ok) return { error: moved.error };
  return { message: orderMovedWords('out', moved.data) };
});

/** "Check in all" of an order at the counter (issue 38 §2): every line out but those that stay, each with what came back. */
export const checkInOrderAction = formAction(CHECK_IN_ORDER_FORM, async (move, { viewer }) => {
  const moved = await checkInOrder(await getDb(), tenant, move, { audit: actorOf(viewer), today: today() });
  drawAfresh();
  if (!moved.ok) return { error: moved.error };
  return { message: orderMovedWords('in', moved.data, move.lines, tenant.locale) };
});
