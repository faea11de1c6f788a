// `npm run bench`: figures for the production build on the embedded database. Prints; never fails on a budget.
// `npm run bench -- --only pages`, `--only relevance`, `--only search`, `--only favourites`, `--only set-lists`, `--only holds`, `--only billing`, `--only staff-search`, `--only import` or `--only lighthouse` runs one section.
import { parseArgs } from 'node:util';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { billingSection } from './billing-section';
import { favouritesSection } from './favourites-section';
import { holdsSection } from './holds-section';
import { importSection } from './import-section';
import { lighthouseSection } from './lighthouse-section';
import { pagesSection } from './pages-section';
import { relevanceSection, searchSection } from './search-section';
import { setListsSection } from './set-lists-section';
import { staffSearchSection } from './staff-search-section';

const PORT = Number(process.env.BENCH_PORT ?? 3300);

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const SECTIONS = ['pages', 'relevance', 'search', 'favourites', 'set-lists', 'holds', 'billing', 'staff-search', 'import', 'lighthouse'];
if (values.only && !SECTIONS.includes(values.only)) {
  console.error('--only takes "pages", "relevance", "search", "favourites", "set-lists", "holds", "billing", "staff-search", "import" or "lighthouse".');
  process.exit(2);
}

const runs = (section: string) => !values.only || values.only === section;
if (runs('pages') || runs('search') || runs('set-lists') || runs('lighthouse')) buildIfNeeded();
if (runs('pages')) await pagesSection(PORT);
if (runs('relevance')) await relevanceSection();
if (runs('search')) await searchSection(PORT);
if (runs('favourites')) await favouritesSection();
if (runs('set-lists')) await setListsSection(PORT);
if (runs('holds')) await holdsSection();
if (runs('billing')) await billingSection();
if (runs('staff-search')) await staffSearchSection();
if (runs('import')) await importSection();
if (runs('lighthouse')) await lighthouseSection(PORT);
