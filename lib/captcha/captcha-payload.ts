import { z } from 'zod';

/**
 * The actions a captcha is solved for. Spec §7 "Bot protection" names one: "signup". The action is
 * signed into the challenge, so a solution earned for one action is refused for another.
 */
export const CAPTCHA_ACTIONS = ['signup'] as const;
export const captchaActionSchema = z.enum(CAPTCHA_ACTIONS, {
  error: `Unknown captcha action. Expected one of: ${CAPTCHA_ACTIONS.join(', ')}.`,
});
export type CaptchaAction = z.infer<typeof captchaActionSchema>;

/** A payload is a few hundred characters; anything far bigger is not one, and is not decoded. */
export const MAX_CAPTCHA_PAYLOAD_LENGTH = 4_000;

const hex = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[0-9a-f]+$/);
const count = z
  .number()
  .int()
  .positive()
  .max(2 ** 32);

/** ALTCHA v2 challenge parameters, as `createChallenge` signs them (lib/captcha/challenge.ts). */
const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string().max(32),
    nonce: hex(128),
    salt: hex(128),
    cost: count,
    keyLength: z.number().int().positive().max(64),
    keyPrefix: hex(128),
    keySignature: hex(256).optional(),
    memoryCost: count.optional(),
    parallelism: count.optional(),
    expiresAt: count.optional(),
    data: z.record(z.string().max(64), z.union([z.string().max(256), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: hex(256),
});

/** What the ALTCHA widget submits: base64 of the JSON `{ challenge, solution }`. */
const payloadSchema = z.object({
  challenge: challengeSchema,
  solution: z.object({
    counter: z
      .number()
      .int()
      .nonnegative()
      .max(2 ** 32 - 1),
    derivedKey: hex(256),
    time: z.number().nonnegative().optional(),
  }),
});
export type CaptchaPayload = z.infer<typeof payloadSchema>;

/** The decoded payload, or null when it is not one (wrong type, too long, not base64 JSON, wrong shape). */
export function parseCaptchaPayload(payload: unknown): CaptchaPayload | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_CAPTCHA_PAYLOAD_LENGTH) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

/** The payload the widget would submit for this challenge and solution (tests, and any server-side solver). */
export function encodeCaptchaPayload(payload: CaptchaPayload): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}
