import { z } from 'zod';
import { typedLine, typedLines } from '@/lib/text/typed-text';

export const contactMessageSchema = z.object({
  name: typedLine('your name').min(1, 'Please tell us your name.').max(120, 'Please keep your name under 120 characters.'),
  email: z.string().trim().pipe(z.email('Please enter an email address we can reply to.')),
  production: typedLine('the production name').max(160, 'Please keep the production name under 160 characters.').default(''),
  message: typedLines('your message')
    .min(10, 'Please write at least a sentence, so we can help.')
    .max(5000, 'Please keep your message under 5,000 characters.'),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;

export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };
