import type { Metadata } from 'next';
import { ContentSections } from '@/components/content/ContentSections';
import { cachePageAs } from '@/lib/page-cache/page-tags';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { aboutUs } from '@/tenant/content/about-us';

const content = aboutUs(tenant);

export const metadata: Metadata = {
  title: content.title,
  description: content.description,
  alternates: { canonical: '/pages/about-us' },
};

export default async function AboutUsPage(_props: PageProps) {
  await cachePageAs();
  return (
    <div className="page">
      <ContentSections page={content} />
    </div>
  );
}
