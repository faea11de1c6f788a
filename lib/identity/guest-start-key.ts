import 'server-only';
import { z } from 'zod';

/**
 * The browser's key for its first guest start (issue 24 §1), written by the inline script of the
 * root layout (components/auth/GuestStartScript.tsx) before any tap can be sent, so every racing
 * first request of one browser carries the same value. 16 random bytes in hex.
 */
export const GUEST_START_COOKIE = 'guest_start';
export const guestStartIdSchema = z.string().regex(/^[0-9a-f]{32}$/);
