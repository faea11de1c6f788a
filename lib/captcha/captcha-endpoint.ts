import 'server-only';
import type { Db } from '@/lib/db';
import { clientAddress } from '@/lib/http/client-ip';
import { takeHit, type RateLimit } from '@/lib/rate-limit/sliding-window';
import { captchaActionSchema } from './captcha-payload';
import { createCaptchaChallenge, type CaptchaKeyOptions, type CaptchaWork } from './challenge';

/**
 * Challenges per caller address. A person signing up needs one or two (the widget asks again when
 * one expires); 30 in 10 minutes leaves room for a production office behind one address, while a
 * script collecting challenges to solve in bulk is stopped.
 */
export const CAPTCHA_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 10 * 60_000 };

export type CaptchaEndpointContext = {
  db(): Promise<Db>;
  trustProxy: boolean;
  work?: CaptchaWork;
  now?: number;
} & CaptchaKeyOptions;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  // Every challenge is single-use: no cache may hand the same one to two people.
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * GET /api/captcha?action=signup: a fresh ALTCHA challenge for the widget (spec §7 "Bot
 * protection"). An unknown or missing action is a 400 that names the expected ones.
 */
export async function answerCaptchaChallenge(request: Request, context: CaptchaEndpointContext): Promise<Response> {
  const action = captchaActionSchema.safeParse(new URL(request.url).searchParams.get('action') ?? undefined);
  if (!action.success) return json({ error: action.error.issues[0]?.message ?? 'Unknown captcha action.' }, 400);

  const db = await context.db();
  const address = clientAddress(request.headers, context.trustProxy);
  const decision = await takeHit(db, `captcha:${address}`, CAPTCHA_RATE_LIMIT, context.now === undefined ? undefined : new Date(context.now));
  if (!decision.allowed) {
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    return json({ error: `Too many bot checks from your address. Please try again in ${minutes} minutes.` }, 429, {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }
  const { work, now, hmacKey } = context;
  return json(await createCaptchaChallenge(db, { action: action.data, work, now, hmacKey }));
}
