import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogView } from '@/components/catalog/CatalogView';
import { categoryHref } from '@/lib/catalog/category-href';
import { catalogMetadata } from '@/lib/catalog/catalog-metadata';
import { runCatalogSearch, type CatalogScope } from '@/lib/catalog/catalog-search';
import { getCategory } from '@/lib/catalog/queries';
import { getDb } from '@/lib/db';
import { catalogPageTags } from '@/lib/catalog/catalog-page-tags';
import { cachePageAs } from '@/lib/page-cache/page-tags';
import { rememberedPeriod } from '@/lib/rental-period/period-cookie';
import type { SearchParams } from '@/lib/site/page-props';

type CategoryPageProps = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

/** A category's page is the catalogue with that category fixed: every other filter still applies. */
async function load({ params, searchParams }: CategoryPageProps) {
  const db = await getDb();
  const category = await getCategory(db, (await params).id);
  if (!category) notFound();
  const scope: CatalogScope = { basePath: categoryHref(category.id), fixed: { category: [category.name] } };
  return { category, scope, search: await runCatalogSearch(db, await searchParams, scope, await rememberedPeriod()) };
}

export async function generateMetadata(props: CategoryPageProps): Promise<Metadata> {
  const { category, scope, search } = await load(props);
  return catalogMetadata({
    basePath: scope.basePath,
    heading: category.name,
    query: search.query,
    total: search.result.total,
    facets: search.options.facets,
    description: `${category.name}: ${category.description}`,
  });
}

export default async function CategoryPage(props: CategoryPageProps) {
  const { category, scope, search } = await load(props);
  await cachePageAs(...catalogPageTags(search.query));
  const now = new Date();
  return <CatalogView basePath={scope.basePath} heading={category.name} intro={<p>{category.description}</p>} nowMs={now.getTime()} {...search} />;
}
