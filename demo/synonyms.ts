/**
 * The demo prop house's search synonyms (issue 28 §1): what crews call the props the catalogue names
 * otherwise. Staff edit a house's own at /staff/synonyms; a period's decades and nicknames ("fifties",
 * "midcentury") need none, they come with the house's periods.
 */
export const DEMO_SYNONYMS: readonly (readonly string[])[] = [
  ['sofa', 'couch', 'settee', 'davenport', 'loveseat'],
  ['television', 'tv', 'telly', 'tv set'],
  ['turntable', 'record player', 'phonograph', 'gramophone', 'hi fi'],
  ['wheelchair', 'wheel chair'],
  ['iv stand', 'iv pole', 'drip stand', 'infusion stand'],
  ['phone', 'telephone', 'landline'],
  ['payphone', 'pay phone', 'coin phone'],
  ['nightstand', 'bedside table', 'night table', 'bedside cabinet'],
  ['bookcase', 'bookshelf', 'book shelf', 'shelving unit'],
  ['filing cabinet', 'file cabinet'],
  ['skillet', 'frying pan', 'fry pan'],
  ['suitcase', 'luggage', 'valise'],
  ['reel to reel', 'tape recorder', 'tape deck'],
  ['vitals monitor', 'heart monitor', 'patient monitor', 'ekg monitor'],
  ['area rug', 'rug', 'carpet'],
  ['boombox', 'ghetto blaster', 'jambox', 'stereo'],
  ['desktop computer', 'computer', 'pc'],
  ['hospital bed', 'gurney'],
  ['pendant light', 'hanging light', 'ceiling light'],
  ['sideboard', 'buffet', 'credenza'],
  ['armchair', 'easy chair', 'club chair'],
  ['tea kettle', 'kettle'],
  ['stock pot', 'soup pot', 'stockpot'],
  ['wall mirror', 'looking glass'],
  ['executive desk', 'office desk'],
  ['privacy screen', 'room divider', 'folding screen'],
  ['street sign', 'road sign'],
  ['bar stool', 'barstool', 'counter stool'],
  ['diner', 'restaurant', 'cafe', 'luncheonette'],
  // The trade's own words (issue 39 §1), written from this house's vocabulary: its plants are potted
  // palms, its working lights are its Lighting category ("practical lamps … wired and tested"), its
  // small dressing the Set Dressing category ("the small things that make a room lived in").
  ['potted palm', 'greens', 'plants', 'plant', 'foliage', 'houseplant', 'potted plant'],
  ['practical', 'practicals', 'working light', 'working lamp', 'practical lamp', 'practical light', 'lighting'],
  ['hero', 'hero prop', 'featured prop'],
  ['set dressing', 'set dec', 'set decoration', 'dressing', 'smalls', 'small props'],
  ['hand prop', 'hand props'],
  ['wild wall', 'wild walls', 'flat', 'flats', 'scenic flat'],
  // Period words: the house's periods already answer to their decades and common nicknames (lib/catalog/query-concepts.ts).
  ['mid century', 'mid century modern', 'mcm', 'atomic', 'atomic age', 'space age'],
  ['art deco', 'deco', 'streamline moderne', 'jazz age'],
];
