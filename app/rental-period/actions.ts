'use server';

import { z } from 'zod';
import { formAction, plainFormAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { RENTAL_PERIOD_START } from '@/lib/rental-period/period-form-state';
import { sameSitePath } from '@/lib/navigation/same-site-path';
import { forgetPeriod, houseDay, rememberPeriod } from '@/lib/rental-period/period-cookie';
import { periodWords, withPeriod } from '@/lib/rental-period/rental-period';
import { rentalPeriodFormSchema } from '@/lib/rental-period/rental-period-schema';
import { tenant } from '@/lib/tenant';

/**
 * The person's rental period (issue 28 §4, decision 111), chosen or forgotten from the header on any
 * page: kept in their cookie, and back to the page it was chosen on, with the days in its address
 * where the page carries them (the catalogue, a category, an item). Open to anyone: it is the
 * person's own choice, and changes nothing but their cookie.
 */
export const chooseRentalPeriodAction = formAction(
  { access: 'anyone', schema: () => rentalPeriodFormSchema(houseDay()), start: RENTAL_PERIOD_START },
  async (input) => {
    const back = input.next || tenant.basepath;
    if (input.intent === 'clear') {
      await forgetPeriod();
      return {
        message: 'Your rental dates are cleared.',
        data: { from: '', to: '' },
        navigation: { method: 'push', href: withPeriod(back, null, tenant.basepath) },
      };
    }
    const period = { from: input.from, to: input.to };
    await rememberPeriod(period);
    return {
      message: `Your rental dates: ${periodWords(period, tenant.locale)}.`,
      data: period,
      navigation: { method: 'push', href: withPeriod(back, period, tenant.basepath) },
    };
  },
);

/** The catalogue's "Dates Dec 1–8" chip (issue 39 §2): a button that works before any script, forgetting the period and showing the list without it. */
export const clearRentalPeriodAction = plainFormAction(
  { access: 'anyone', schema: z.object({ next: z.string().max(2000).default('') }), start: FORM_START },
  async ({ next }) => {
    await forgetPeriod();
    return { navigation: { method: 'push', href: withPeriod(sameSitePath(next) ?? tenant.basepath, null, tenant.basepath) } };
  },
);
