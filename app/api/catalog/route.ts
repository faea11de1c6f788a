import { NextResponse, type NextRequest } from 'next/server';
import { catalogJson } from '@/lib/catalog/answer/catalog-json';
import { runCatalogSearch } from '@/lib/catalog/catalog-search';
import { getDb } from '@/lib/db';
import { answeringWhileDatabaseAway } from '@/lib/entry-points/route-handler';
import { tenant } from '@/lib/tenant';

/**
 * One page of a catalogue search as JSON, for "Load more". It reads the same URL parameters as
 * /catalog and, like the page, drops what it does not understand. Which props answer the search and
 * which only come closest is said in the JSON (issue 39 §1, lib/catalog/answer/catalog-json.ts).
 */
export const GET = answeringWhileDatabaseAway(async (request: NextRequest) => {
  const { query, result, pages } = await runCatalogSearch(await getDb(), request.nextUrl.searchParams, { basePath: tenant.basepath });
  return NextResponse.json(catalogJson(result, Math.min(query.page + pages - 1, result.pageCount)), { headers: { 'cache-control': 'no-store' } });
});
