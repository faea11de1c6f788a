import 'server-only';
import { z } from 'zod';
import type { Db } from '@/lib/db/open';
import { env } from '@/lib/env/env';
import { putInOutbox } from './dev-outbox';

export type TwilioConfig = { accountSid: string; authToken: string; from: string; apiBaseUrl: string };
export type SendSms = (to: string, text: string) => Promise<void>;

/** E.164, the only form Twilio accepts and the form the phone-number plugin stores. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'Enter the phone number with its country code, such as +1 818 555 0142.');
const smsSchema = z.object({ to: phoneNumberSchema, text: z.string().min(1).max(1600) });

/** Twilio when the environment configures it (all three variables), otherwise none. */
export function twilioFromEnv(): TwilioConfig | null {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_API_BASE_URL } = env();
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) return null;
  return { accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM, apiBaseUrl: TWILIO_API_BASE_URL };
}

const twilioError = z.object({ code: z.number().optional(), message: z.string().optional() }).partial();

/** One text message through Twilio's REST API (Messages resource, form-encoded, HTTP basic auth). */
async function sendWithTwilio(config: TwilioConfig, to: string, text: string): Promise<void> {
  const form = new URLSearchParams({ To: to, Body: text });
  // A messaging service SID (MG…) lets Twilio pick the sender; otherwise it is our number.
  form.set(config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', config.from);
  const response = await fetch(`${config.apiBaseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    const detail = twilioError.safeParse(await response.json().catch(() => ({})));
    const reason = detail.success && detail.data.message ? `${detail.data.message} (Twilio ${detail.data.code ?? response.status})` : `HTTP ${response.status}`;
    throw new Error(`The text message could not be sent: ${reason}`);
  }
}

/**
 * The SMS sender: Twilio when configured, otherwise the dev outbox. `twilio` is passed in so tests
 * can point it at their own server; the app passes twilioFromEnv().
 */
export function createSmsSender(db: Db, twilio: TwilioConfig | null): SendSms {
  return async (to, text) => {
    const message = smsSchema.parse({ to, text });
    if (twilio) await sendWithTwilio(twilio, message.to, message.text);
    else await putInOutbox(db, { channel: 'sms', to: message.to, body: message.text });
  };
}
