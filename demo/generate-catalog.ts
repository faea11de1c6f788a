import type { PropKind } from './drawings/pictograms';
import type { categories, items, Photo } from '@/lib/db/schema';
import { CATEGORY_SPECS, MATERIALS, type CategorySpec, type MaterialName, type PropSpec } from './catalog-vocabulary';
import { conditionsFor, propDescription, propTitle, type PropChoice } from './describe-prop';
import type { MaterialSpec } from './vocabulary/materials';
import { ERA_STYLES, erasBetween, type Era } from './vocabulary/periods';

type CategoryRow = typeof categories.$inferInsert;
type ItemRow = typeof items.$inferInsert;

export type CatalogOptions = {
  count: number;
  vendorId: string;
  currency: string;
  /** Section 9 colour names with their hex, from the tenant. */
  colors: { name: string; hex: string }[];
  /** Creation dates are spread back from here; a few fall within the last three weeks. */
  now: Date;
  seed?: number;
};

const DAY_MS = 86_400_000;
/** Tries at a title no earlier prop has, before accepting a repeat (a catalogue far larger than the vocabulary has to). */
const TITLE_TRIES = 12;

/** mulberry32: small, fast and the same on every machine, so the demo catalogue is reproducible. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const pool = [...list];
    const taken: T[] = [];
    for (let n = int(min, Math.min(max, pool.length)); n > 0; n--) taken.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
    return taken;
  };
  return { next, int, pick, some };
}

type Random = ReturnType<typeof random>;

export function photoUrl(kind: PropKind, hex: string, view: 'front' | 'detail'): string {
  return `/media/prop-photo?kind=${kind}&color=${hex.slice(1)}&view=${view}`;
}

export function generateCategories(colors: CatalogOptions['colors']): CategoryRow[] {
  return CATEGORY_SPECS.map((spec, index) => ({
    id: spec.id,
    name: spec.name,
    description: spec.description,
    sortOrder: index,
    photo: {
      url: photoUrl(spec.kind, colors[(index * 5) % colors.length]?.hex ?? '#8B5A2B', 'front'),
      width: 800,
      height: 600,
      alt: `${spec.name} at the prop house`,
    },
  }));
}

/** What a prop in one material can be: its eras, finishes and the tenant colours, worked out once per catalogue. */
type MaterialPlan = { eras: Era[]; finishes: readonly string[]; colors: CatalogOptions['colors'] };

/** The titles one category has given so far, and how many different ones its vocabulary can make. */
type CategoryTitles = { given: Set<string>; possible: number };

/** Plans for every prop and material of the vocabulary, and each category's title count, for one tenant's colours. */
function planVocabulary(tenantColors: CatalogOptions['colors']) {
  const plans = new Map<PropSpec, Map<MaterialName, MaterialPlan>>();
  const titles = new Map<CategorySpec, CategoryTitles>();
  for (const category of CATEGORY_SPECS) {
    let possible = 0;
    for (const spec of category.props) {
      const byMaterial = new Map<MaterialName, MaterialPlan>();
      for (const material of spec.materials) {
        const plan = {
          eras: category.dated ? erasFor(spec.eras, MATERIALS[material]) : [],
          finishes: spec.finishes?.[material] ?? MATERIALS[material].finishes,
          colors: colorsFor(spec.colors ?? MATERIALS[material].colors, tenantColors),
        };
        byMaterial.set(material, plan);
        possible += plan.eras.length + plan.finishes.length;
      }
      plans.set(spec, byMaterial);
    }
    titles.set(category, { given: new Set(), possible });
  }
  return { plans, titles };
}

type VocabularyPlan = ReturnType<typeof planVocabulary>;

/**
 * Yields rows in batches so that 100,000 items never sit in memory at once.
 * Two random streams: `words` chooses what a prop is, `stock` whether it is free, how many there are, when it arrived,
 * its price and its size; so a change to the vocabulary never moves the count of free props or the new arrivals.
 */
export function* generateItems(options: CatalogOptions, batchSize = 1000): Generator<ItemRow[]> {
  const seed = options.seed ?? 20261122;
  const words = random(seed);
  const stock = random(seed ^ 0x5bd1e995);
  const plan = planVocabulary(options.colors);
  let batch: ItemRow[] = [];
  for (let index = 0; index < options.count; index++) {
    const spec = CATEGORY_SPECS[index % CATEGORY_SPECS.length] as CategorySpec;
    batch.push(makeItem(index, spec, { words, stock }, options, plan));
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * A prop, its material, a finish and an era that all go together, and a title no earlier prop of the category has
 * while the vocabulary can still make one; once it cannot, the first choice stands.
 */
function chooseProp(category: CategorySpec, words: Random, { plans, titles }: VocabularyPlan): { choice: PropChoice; title: string; plan: MaterialPlan } {
  const categoryTitles = titles.get(category) as CategoryTitles;
  const tries = categoryTitles.given.size < categoryTitles.possible ? TITLE_TRIES : 1;
  let chosen: { choice: PropChoice; title: string; plan: MaterialPlan } | undefined;
  for (let attempt = 0; attempt < tries && (chosen === undefined || categoryTitles.given.has(chosen.title)); attempt++) {
    const spec = words.pick(category.props);
    const material = words.pick(spec.materials);
    const plan = plans.get(spec)?.get(material) as MaterialPlan;
    const finish = plan.finishes.length > 0 ? words.pick(plan.finishes) : undefined;
    const era = category.dated ? words.pick(plan.eras) : undefined;
    const leadsWithEra = era !== undefined && (finish === undefined || words.next() < 0.6);
    const choice = { spec, material, finish, era, leadsWithEra };
    chosen = { choice, title: propTitle(choice), plan };
  }
  const result = chosen as { choice: PropChoice; title: string; plan: MaterialPlan };
  if (categoryTitles.given.size < categoryTitles.possible) categoryTitles.given.add(result.title);
  return result;
}

/** The eras a prop can come from in this material: the prop's own, from when the material was first used. */
function erasFor([first, last]: readonly [Era, Era], material: MaterialSpec): Era[] {
  const eras = erasBetween(first, last);
  const since = material.since;
  return since === undefined ? eras : eras.filter((era) => erasBetween(since, 'Contemporary').includes(era));
}

/** How far a prop's measures and weight stray from its kind's typical ones, up or down, unless the kind says less. */
const SIZE_VARIES = 0.15;

/**
 * A prop's width, depth and height in whole inches: its kind's typical size grown or shrunk by `scale`
 * (1 ± SIZE_VARIES), each measure by the share of that its kind allows, so a longer dining table is
 * no higher. Never below an inch: a rug is an inch high.
 */
function measuresOf(spec: PropSpec, scale: number): { width: number; depth: number; height: number } {
  const [width, depth, height] = spec.size;
  const measure = (typical: number, name: 'width' | 'depth' | 'height') =>
    Math.max(1, Math.round(typical * (1 + (scale - 1) * ((spec.vary?.[name] ?? SIZE_VARIES) / SIZE_VARIES))));
  return { width: measure(width, 'width'), depth: measure(depth, 'depth'), height: measure(height, 'height') };
}

/** The tenant's colours among these names; every colour when the tenant names none of them. */
function colorsFor(names: readonly string[], tenantColors: CatalogOptions['colors']): CatalogOptions['colors'] {
  const matching = tenantColors.filter((color) => names.includes(color.name));
  return matching.length > 0 ? matching : tenantColors;
}

function makeItem(index: number, category: CategorySpec, rng: { words: Random; stock: Random }, options: CatalogOptions, vocabulary: VocabularyPlan): ItemRow {
  const { words, stock } = rng;
  // The stock stream draws the same number of times for every prop, so each prop's draws depend on its index alone.
  const isFree = stock.next() < category.freeShare;
  const outOfStock = stock.next() < 0.06;
  const units = stock.int(1, 6);
  // Every seventeenth prop arrived within the last three weeks, the rest over the last two and a half years.
  const daysAgo = index % 17 === 0 ? stock.int(0, 20) : stock.int(22, 900);
  const timeOfDay = stock.int(0, DAY_MS - 1);
  const pricePoint = stock.next();
  const scale = 1 - SIZE_VARIES + stock.next() * 2 * SIZE_VARIES;

  const { choice, title, plan } = chooseProp(category, words, vocabulary);
  const { spec } = choice;
  const colors = words.some(plan.colors, 1, 2);
  const rooms = words.some(spec.rooms, 1, 2);
  const style = words.pick(category.styles ?? ERA_STYLES[choice.era ?? 'Contemporary']);
  const condition = words.pick(conditionsFor(choice));

  const [, , , weight] = spec.size;
  const dimensions = measuresOf(spec, scale);
  const [low, high] = spec.weeklyPrice;
  const number = String(index + 1).padStart(6, '0');
  const createdAt = new Date(options.now.getTime() - daysAgo * DAY_MS - timeOfDay);
  const primary = colors[0] as { hex: string };
  const photos: Photo[] = [
    { url: photoUrl(spec.kind, primary.hex, 'front'), width: 800, height: 600, alt: `${title}, front view` },
    { url: photoUrl(spec.kind, primary.hex, 'detail'), width: 800, height: 600, alt: `${title}, detail` },
  ];

  return {
    id: `prop-${number}`,
    sku: `${category.code}-${number}`,
    title,
    description: propDescription(choice, { rooms, dimensions, condition, isFree }),
    categoryId: category.id,
    vendorId: options.vendorId,
    photos,
    // The era is the prop's period, a facet of its own (issue 28 §2); tags are styles, and "Surplus" for what has no era.
    period: choice.era ?? null,
    // The noun is the kind of prop (issue 28 §5): what a house would give in the Kind column, rather than leave it to the title.
    kind: spec.noun,
    tags: choice.era === undefined ? ['Surplus', style] : [style],
    colors: colors.map((color) => color.name),
    rooms: [...rooms],
    materials: [MATERIALS[choice.material].facet],
    purchaseType: isFree ? 'Free' : 'Weekly Rental',
    weeklyPrice: isFree ? null : Math.max(5, Math.round((low + pricePoint * (high - low)) / 5) * 5) * 100,
    currency: options.currency,
    // A free prop at zero was claimed and has left the catalogue (issue 12 §8): the demo's free props have one at least.
    quantity: Math.max(isFree ? 1 : 0, outOfStock ? 0 : units),
    dimensions,
    weightLb: Math.round(weight * scale * 10) / 10,
    createdAt,
    updatedAt: createdAt,
  };
}
