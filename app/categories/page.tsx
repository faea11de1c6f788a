import type { Metadata } from 'next';
import { CategoryGrid } from '@/components/category-grid/CategoryGrid';
import { listCategoriesWithCounts } from '@/lib/catalog/queries';
import { getDb } from '@/lib/db';
import { cachePageAs } from '@/lib/page-cache/page-tags';
import type { PageProps } from '@/lib/site/page-props';

export const metadata: Metadata = {
  title: 'Categories',
  description: 'Every category of props we rent and give away, with how many pieces are in each.',
  alternates: { canonical: '/categories' },
};

export default async function CategoriesPage(_props: PageProps) {
  await cachePageAs('catalog');
  const categoryList = await listCategoriesWithCounts(await getDb());
  return (
    <div className="page">
      <h1>Categories</h1>
      <p className="lead">Start with a kind of prop, then narrow it down by room, colour or material.</p>
      <CategoryGrid categories={categoryList} headingLevel="h2" />
    </div>
  );
}
