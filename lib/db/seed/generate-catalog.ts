import type { categories, items, Photo } from '../schema';
import { CATEGORY_SPECS, CONDITIONS, ERAS, FINISHES, STYLES, type CategorySpec, type PropKind } from './catalog-vocabulary';

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

/** Typical size in inches and weight in lb of each kind of prop, before variation. */
const SIZES: Record<PropKind, [width: number, depth: number, height: number, weightLb: number]> = {
  chair: [24, 26, 34, 18],
  table: [40, 24, 18, 35],
  sofa: [80, 36, 32, 120],
  lamp: [14, 14, 28, 8],
  sign: [36, 3, 24, 15],
  pot: [12, 12, 10, 6],
  desk: [60, 30, 30, 110],
  medical: [28, 20, 60, 30],
  frame: [24, 2, 30, 9],
  vase: [10, 10, 14, 4],
  radio: [18, 12, 14, 14],
  crate: [20, 14, 12, 12],
  roll: [48, 8, 8, 10],
};

/** Yields rows in batches so that 100,000 items never sit in memory at once. */
export function* generateItems(options: CatalogOptions, batchSize = 1000): Generator<ItemRow[]> {
  const rng = random(options.seed ?? 20261122);
  let batch: ItemRow[] = [];
  for (let index = 0; index < options.count; index++) {
    const spec = CATEGORY_SPECS[index % CATEGORY_SPECS.length] as CategorySpec;
    batch.push(makeItem(index, spec, rng, options));
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

function makeItem(index: number, spec: CategorySpec, rng: ReturnType<typeof random>, options: CatalogOptions): ItemRow {
  const prop = rng.pick(spec.props);
  const kind = prop.kind ?? spec.kind;
  const material = rng.pick(spec.materials);
  const era = rng.pick(ERAS);
  const lead = rng.next() < 0.6 ? era : rng.pick(FINISHES);
  const title = `${lead} ${material} ${prop.noun}`;
  const colors = rng.some(options.colors, 1, 2);
  const rooms = rng.some(spec.rooms, 1, 2);
  const isFree = rng.next() < spec.freeShare;
  const [width, depth, height, weight] = SIZES[kind];
  const scale = 0.75 + rng.next() * 0.6;
  const number = String(index + 1).padStart(6, '0');
  // Every seventeenth prop arrived within the last three weeks, the rest over the last two and a half years.
  const daysAgo = index % 17 === 0 ? rng.int(0, 20) : rng.int(22, 900);
  const createdAt = new Date(options.now.getTime() - daysAgo * DAY_MS - rng.int(0, DAY_MS - 1));
  const [low, high] = spec.priceRange;
  const primary = colors[0] as { hex: string };
  const photos: Photo[] = [
    { url: photoUrl(kind, primary.hex, 'front'), width: 800, height: 600, alt: `${title}, front view` },
    { url: photoUrl(kind, primary.hex, 'detail'), width: 800, height: 600, alt: `${title}, detail` },
  ];
  const roomText = rooms.map((room) => room.toLowerCase()).join(' and ');
  const offer = isFree
    ? 'Free to a good production, school or artist: collect from our dock by appointment.'
    : 'Rented by the week; put it on Hold to keep it for your shoot dates.';

  return {
    id: `prop-${number}`,
    sku: `${spec.code}-${number}`,
    title,
    description: `${/^[AEIOU]/.test(lead) ? 'An' : 'A'} ${lead.toLowerCase()} ${material.toLowerCase()} ${prop.noun.toLowerCase()} with ${prop.detail}. Suits ${roomText} sets. ${rng.pick(CONDITIONS)} ${offer}`,
    categoryId: spec.id,
    vendorId: options.vendorId,
    photos,
    tags: [era, rng.pick(STYLES)].filter((tag, i, all) => all.indexOf(tag) === i),
    colors: colors.map((color) => color.name),
    rooms,
    materials: [material],
    purchaseType: isFree ? 'Free' : 'Weekly Rental',
    weeklyPrice: isFree ? null : Math.round(rng.int(low, high) / 5) * 5 * 100,
    currency: options.currency,
    // A free prop at zero was claimed and has left the catalogue (issue 12 §8): the demo's free props have one at least.
    quantity: Math.max(isFree ? 1 : 0, rng.next() < 0.06 ? 0 : rng.int(1, 6)),
    dimensions: {
      width: Math.round(width * scale),
      depth: Math.max(1, Math.round(depth * scale)),
      height: Math.round(height * scale),
    },
    weightLb: Math.round(weight * scale * 10) / 10,
    createdAt,
    updatedAt: createdAt,
  };
}
