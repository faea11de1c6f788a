'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { FormState } from '@/lib/forms/form-state';

/**
 * After each answer of a form's server action, once: a successful answer with somewhere to go is
 * followed there; one without is shown by refreshing the page's server parts (the list it changed).
 * `onDone` runs first, for what the form does itself (closing its dialog).
 */
export function useFormAnswer<Data extends object>(answer: FormState<Data>, onDone?: (answer: FormState<Data>) => void): void {
  const router = useRouter();
  const handled = useRef(answer.seq);
  const latest = useRef(onDone);
  useEffect(() => {
    latest.current = onDone;
  });
  useEffect(() => {
    if (handled.current === answer.seq) return;
    handled.current = answer.seq;
    if (answer.status !== 'done') return;
    latest.current?.(answer);
    if (answer.navigation) router[answer.navigation.method](answer.navigation.href);
    else router.refresh();
  }, [answer, router]);
}
