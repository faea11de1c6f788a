import Link from 'next/link';
import type { ReactNode } from 'react';

/** The link above a staff page's heading back to where it belongs: "← Items". */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <Link href={href}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  );
}
