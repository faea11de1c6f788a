/** Every page receives the route's query parameters (spec section 2). */
export type SearchParams = Record<string, string | string[] | undefined>;
export type PageProps = { searchParams: Promise<SearchParams> };
