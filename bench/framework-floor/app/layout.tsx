import type { ReactNode } from 'react';

export const metadata = { title: 'The framework’s floor', description: 'A bare Next.js page for the Lighthouse bench.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
