'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { FormState } from '@/lib/forms/form-state';
import type { AuthResult } from '@/lib/identity/status/after-auth';
import { useAuth } from './AuthProvider';

/**
 * After each answer of an identity form's server action: the §4 result event goes to the provider
 * (once per answer), then the browser follows §2's navigation, as a new entry or replacing this one.
 */
export function useAuthAnswer(answer: FormState<AuthResult>): void {
  const { dispatch } = useAuth();
  const router = useRouter();
  const handled = useRef(answer.seq);
  useEffect(() => {
    if (handled.current === answer.seq) return;
    handled.current = answer.seq;
    if (answer.data.result) dispatch(answer.data.result);
    if (answer.navigation) router[answer.navigation.method](answer.navigation.href);
  }, [answer, dispatch, router]);
}
