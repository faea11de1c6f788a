import { NextResponse, type NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { answeringWhileDatabaseAway } from '@/lib/entry-points/route-handler';
import { parseSuggestionText } from '@/lib/catalog/suggestion-query';
import type { SuggestionsAnswer } from '@/lib/catalog/suggestion-types';
import { suggestCatalog } from '@/lib/catalog/suggestions';

/**
 * What the header's search suggests as a crew member types (issue 28 §3, decision 110). The same for
 * everyone (listed props only, no session read), so a browser or a shared cache may keep an answer a
 * minute. A `q` that is missing, repeated, too short, too long or carries a control character is
 * answered with an empty list, never an error.
 */
export const GET = answeringWhileDatabaseAway(async (request: NextRequest) => {
  const text = parseSuggestionText(request.nextUrl.searchParams);
  const answer: SuggestionsAnswer = { suggestions: text ? await suggestCatalog(await getDb(), text) : [] };
  return NextResponse.json(answer, { headers: { 'cache-control': 'public, max-age=60' } });
});
