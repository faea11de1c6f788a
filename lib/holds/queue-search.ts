import { z } from 'zod';

/**
 * The queue's search and day (issue 25 §2), from the address so a search works without JavaScript
 * and a link keeps it: `q` finds a customer's name, email, studio or production, or a prop's SKU or
 * title; `day` keeps the requests whose days (pick-up through return) include it. Malformed values
 * are dropped, never a 500.
 */
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
});

export type QueueSearch = z.infer<typeof queueSearchSchema>;

export function queueSearch(params: Record<string, string | string[] | undefined>): QueueSearch {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return queueSearchSchema.parse({ q: first(params.q) ?? '', day: first(params.day) ?? null });
}

/** The queue's address for a view and a search, each part only when it says something. */
export function queueHref(view: string, search: QueueSearch): string {
  const query = new URLSearchParams();
  if (view !== 'newest') query.set('view', view);
  if (search.q) query.set('q', search.q);
  if (search.day) query.set('day', search.day);
  const text = query.toString();
  return text ? `/staff/holds?${text}` : '/staff/holds';
}
