'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A link that fetches its page when a person reaches for it (a mouse over it, a finger on it, whose
 * pointer enters before it presses, or focus), not when it scrolls into view: a catalogue page shows
 * 48 props and the header a handful of links, and fetching each of those pages while the page loads
 * took the phone's main thread and the server's time from the page itself (issue 29's Lighthouse
 * budget).
 */
export function IntentLink({ href, onPointerEnter, onFocus, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
