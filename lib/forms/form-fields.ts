import { z } from 'zod';

/** A tick box as a form sends it: "on" when ticked, nothing when not. */
export function checkbox() {
  return z
    .literal('on')
    .optional()
    .transform((value) => value === 'on');
}
