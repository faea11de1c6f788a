'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';

/**
 * Keeps an open set list current: when the live profile says the list changed (a designer's mark or
 * comment, an edit in another tab), the page's server parts are fetched again.
 */
export function LiveSetList({ id }: { id: string }) {
  const { state } = useAuth();
  const router = useRouter();
  const entry = state.status === 'authenticated' ? (state.vendorUser.setLists[id] as { updatedAt?: number } | undefined) : undefined;
  const updatedAt = entry?.updatedAt ?? null;
  const seen = useRef(updatedAt);
  useEffect(() => {
    if (updatedAt === null || updatedAt === seen.current) return;
    seen.current = updatedAt;
    router.refresh();
  }, [updatedAt, router]);
  return null;
}
