'use client';

import { useActionState, useEffect } from 'react';
import { authoriseCardAction } from '@/app/holds/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useHydrated } from '@/components/use-hydrated';
import { CARD_START } from '@/lib/holds/hold-state';

/** "Authorise your card" (issue 12 §7): the action opens a Stripe Checkout page, and the browser goes there. */
export function AuthoriseCardButton({ requestId }: { requestId: string }) {
  const hydrated = useHydrated();
  const [state, authorise, pending] = useActionState(authoriseCardAction, CARD_START);
  useEffect(() => {
    // Stripe's page is on another site: a full navigation, not the app's router.
    if (state.status === 'done' && state.data.url) window.location.assign(state.data.url);
  }, [state]);
  return (
    <form action={authorise}>
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <button type="submit" className="button" aria-busy={pending || undefined}>
        Authorise your card
      </button>
      <FormMessages state={state} />
    </form>
  );
}
