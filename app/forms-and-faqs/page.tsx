import type { Metadata } from 'next';
import { ContentSections } from '@/components/content/ContentSections';
import { cachePageAs } from '@/lib/page-cache/page-tags';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { howItWorks } from '@/tenant/content/how-it-works';

const content = howItWorks(tenant);

export const metadata: Metadata = {
  title: content.title,
  description: content.description,
  alternates: { canonical: '/forms-and-faqs' },
};

export default async function HowItWorksPage(_props: PageProps) {
  await cachePageAs();
  return (
    <div className="page">
      <ContentSections page={content} />
    </div>
  );
}
