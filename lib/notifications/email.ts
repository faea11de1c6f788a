import 'server-only';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Db } from '@/lib/db/open';
import { env } from '@/lib/env/env';
import { putInOutbox } from './dev-outbox';

export type SmtpConfig = { url: string; from: string };
/** Headers of the message's own, such as a reminder's List-Unsubscribe (RFC 8058); the dev outbox keeps none. */
export type EmailOptions = { headers?: Record<string, string> };
export type SendEmail = (to: string, subject: string, text: string, options?: EmailOptions) => Promise<void>;

const emailSchema = z.object({ to: z.email(), subject: z.string().min(1).max(200), text: z.string().min(1) });

export function smtpFromEnv(): SmtpConfig | null {
  const { SMTP_URL, MAIL_FROM } = env();
  return SMTP_URL && MAIL_FROM ? { url: SMTP_URL, from: MAIL_FROM } : null;
}

/**
 * The email sender: nodemailer over SMTP when configured, otherwise the dev outbox. Plain text only:
 * the messages are codes and links, and text renders everywhere.
 */
export function createEmailSender(db: Db, smtp: SmtpConfig | null): SendEmail {
  // One pooled transport per sender, so a burst of emails reuses the connection.
  const transport = smtp ? nodemailer.createTransport(smtp.url) : null;
  return async (to, subject, text, options = {}) => {
    const message = emailSchema.parse({ to, subject, text });
    if (transport && smtp)
      await transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text, headers: options.headers });
    else await putInOutbox(db, { channel: 'email', to: message.to, subject: message.subject, body: message.text });
  };
}
