import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { env } from '@/lib/env/env';
import type { PageProps } from '@/lib/site/page-props';
import { ConfirmGallery } from './ConfirmGallery';

export const metadata: Metadata = { title: 'UI kit', robots: { index: false, follow: false } };

/** The shared components in every state, for the team and the browser tests; absent unless UI_KIT=true. */
export default async function UiKitPage(_props: PageProps) {
  if (env().UI_KIT !== 'true') notFound();
  return (
    <div className="page">
      <h1>UI kit</h1>
      <ConfirmGallery />
    </div>
  );
}
