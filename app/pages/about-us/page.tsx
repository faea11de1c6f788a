import type { Metadata } from 'next';
import { ContentSections } from '@/components/content/ContentSections';
import { tenant } from '@/lib/tenant';
import { aboutUs } from '@/tenant/content/about-us';

/** Every page receives the route's query parameters (spec §2); this one doesn't use them. */
type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const content = aboutUs(tenant);

export const metadata: Metadata = {
  title: content.title,
  description: content.description,
  alternates: { canonical: '/pages/about-us' },
};

const AboutUsPage: (props: PageProps) => Promise<React.JSX.Element> = async () => (
  <div className="page">
    <ContentSections page={content} />
  </div>
);

export default AboutUsPage;
