'use server';

import { formAction } from '@/lib/entry-points/form-action';
import { pulledForm, pulledHandler } from '@/lib/pull-sheet/pulled-form';

/** The pull sheet's tick box "Pulled" (issue 38 §3): staff only, the line and its tick checked with zod. */
export const markPulledAction = formAction(pulledForm, pulledHandler);
