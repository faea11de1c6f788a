import { z } from 'zod';

/**
 * The queue's search and day (issue 25 §2), from the address so a search works without JavaScript
 * and a link keeps it: `q` finds a customer's name, email, studio or production, or a prop's SKU or
 * title; `day` keeps the requests whose days (pick-up through return) include it. Malformed values
 * are dropped, never a 500.
 */
/** The columns the queue's table sorts by. */
export const QUEUE_SORTS = ['customer', 'production', 'pickup', 'return', 'age'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

const queueSearchSchema = z.object({
  q: z
    .string()
    .transform((text) =>
      text
        .replace(/[\p{Cc}]/gu, ' ')
        .trim()
        .slice(0, 100),
    )
    .catch(''),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
    .nullable()
    .catch(null),
  // The table's order (issue 25 §2): a column and a direction; none is the view's own order.
  sort: z.enum(QUEUE_SORTS).nullable().catch(null),
  dir: z.enum(['asc', 'desc']).catch('asc'),
});

export type QueueSearch = z.infer<typeof queueSearchSchema>;

export function queueSearch(params: Record<string, string | string[] | undefined>): QueueSearch {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return queueSearchSchema.parse({
    q: first(params.q) ?? '',
    day: first(params.day) ?? null,
    sort: first(params.sort) ?? null,
    dir: first(params.dir) ?? 'asc',
  });
}

/**
 * The queue's address for a view, a search and an order, each part only when it says something;
 * with `request`, that request's page, which keeps the rest so its moves can return to the same queue (§6).
 */
export function queueHref(view: string, search: Partial<QueueSearch>, request?: string): string {
  const query = new URLSearchParams();
  if (request) query.set('request', request);
  if (view !== 'newest') query.set('view', view);
  if (search.q) query.set('q', search.q);
  if (search.day) query.set('day', search.day);
  if (search.sort) {
    query.set('sort', search.sort);
    query.set('dir', search.dir ?? 'asc');
  }
  const text = query.toString();
  return text ? `/staff/holds?${text}` : '/staff/holds';
}
