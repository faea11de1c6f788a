/**
 * The constraint a write broke, when it broke one: PostgreSQL's unique (23505), check (23514) and
 * exclusion (23P01, also raised by the overbooking triggers of decision 130) violations, from
 * node-postgres or PGlite, whether or not Drizzle wrapped the error. Lets a domain function turn the
 * database's refusal (the real guard against a race) into a message.
 */
export function violatedConstraint(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 4; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = cause as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505' && code !== '23514' && code !== '23P01') continue;
    if (typeof constraint === 'string') return constraint;
    const named = typeof message === 'string' ? /constraint "([^"]+)"/.exec(message) : null;
    return named?.[1] ?? 'unknown';
  }
  return null;
}
