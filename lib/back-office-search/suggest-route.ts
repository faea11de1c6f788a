import 'server-only';
import type { Db } from '@/lib/db';
import type { SearchAnswer } from './search-kinds';
import { searchBackOffice } from './search-back-office';
import { parseSearch } from './search-text';

/**
 * `GET /staff/search/suggest?q=…`: the suggestions under the staff shell's search field, as JSON.
 * Staff only (the route wraps it in routeHandler('staff', …): 401 to no one signed in, 404 to a
 * customer). A `q` that is missing, repeated, too short or too long answers no results, never an
 * error: the field is only being typed in. Never stored: it names customers.
 */
export function staffSuggestRoute(db: () => Promise<Db>, vendorId: string) {
  return async (request: Request): Promise<Response> => {
    const search = parseSearch(new URL(request.url).searchParams.getAll('q'));
    const answer: SearchAnswer = { results: search ? await searchBackOffice(await db(), vendorId, search) : [] };
    return Response.json(answer, { headers: { 'cache-control': 'private, no-store' } });
  };
}
