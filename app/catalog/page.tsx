import type { Metadata } from 'next';
import { CatalogView } from '@/components/catalog/CatalogView';
import { catalogMetadata } from '@/lib/catalog/catalog-metadata';
import { catalogHeading } from '@/lib/catalog/catalog-heading';
import { runCatalogSearch, type CatalogScope } from '@/lib/catalog/catalog-search';
import { getDb } from '@/lib/db';
import { catalogPageTags } from '@/lib/catalog/catalog-page-tags';
import { cachePageAs } from '@/lib/page-cache/page-tags';
import { rememberedPeriod } from '@/lib/rental-period/period-cookie';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

const scope: CatalogScope = { basePath: tenant.basepath };

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const { query, result, options } = await runCatalogSearch(await getDb(), await searchParams, scope, await rememberedPeriod());
  return catalogMetadata({ basePath: scope.basePath, heading: catalogHeading(query), query, total: result.total, facets: options.facets });
}

export default async function CatalogPage({ searchParams }: PageProps) {
  // An address without days shows the person's own period (decision 111); a visitor with no cookie has none.
  const search = await runCatalogSearch(await getDb(), await searchParams, scope, await rememberedPeriod());
  await cachePageAs(...catalogPageTags(search.query));
  const now = new Date();
  return <CatalogView basePath={scope.basePath} heading={catalogHeading(search.query)} nowMs={now.getTime()} {...search} />;
}
