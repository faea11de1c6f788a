import { describe, expect, it, vi } from 'vitest';
import demo from '@/tenant/config.json';
import { CATEGORY_SPECS } from './catalog-vocabulary';
import { propOfTitle } from './catalog-test-helpers';
import { generateCategories, generateItems } from './generate-catalog';
import { ERAS } from './vocabulary/periods';

const options = { count: 300, vendorId: 'cahuenga-props', currency: 'USD', colors: demo.colorMap, now: new Date('2026-11-22T00:00:00Z') };
// The determinism test generates 10,000 props twice; give a loaded machine room.
vi.setConfig({ testTimeout: 30_000 });

const all = () => [...generateItems(options)].flat();

describe('the demo catalogue generator', () => {
  it('is deterministic: the same options give the same props, byte for byte, and another seed others', () => {
    expect(JSON.stringify(all())).toBe(JSON.stringify(all()));
    expect(JSON.stringify([...generateItems({ ...options, count: 10_000 })])).toBe(JSON.stringify([...generateItems({ ...options, count: 10_000 })]));
    const reseeded = [...generateItems({ ...options, seed: 7 })].flat();
    expect(reseeded.map((item) => item.title)).not.toEqual(all().map((item) => item.title));
  });

  it('gives the first props of a larger catalogue exactly as the demo has them', () => {
    expect(JSON.stringify([...generateItems({ ...options, count: 1000 })].flat().slice(0, 300))).toBe(JSON.stringify(all()));
  });

  it('gives every demo prop a title of its own, none inside another, so a crew (or a browser test) finding one by its title finds one', () => {
    const titles = all().map((item) => item.title.toLowerCase());
    expect(titles.flatMap((title, i) => titles.filter((other, j) => i !== j && other.includes(title)))).toEqual([]);
  });

  it('uses every colour of the tenant, so no Color filter value is empty', () => {
    const used = new Set(all().flatMap((item) => item.colors ?? []));
    expect(demo.colorMap.map((color) => color.name).filter((name) => !used.has(name))).toEqual([]);
  });

  it('gives at least 300 props across every category, with unique ids and SKUs', () => {
    const items = all();
    expect(items).toHaveLength(300);
    expect(new Set(items.map((item) => item.categoryId))).toEqual(new Set(CATEGORY_SPECS.map((spec) => spec.id)));
    expect(new Set(items.map((item) => item.id)).size).toBe(300);
    expect(new Set(items.map((item) => item.sku)).size).toBe(300);
    expect(generateCategories(demo.colorMap).length).toBeGreaterThanOrEqual(8);
  });

  it('spec §9 colours and §3 custom fields: colours, rooms, materials and purchase types are real values', () => {
    const colorNames = new Set(demo.colorMap.map((color) => color.name));
    for (const item of all()) {
      expect(item.colors?.length).toBeGreaterThan(0);
      for (const color of item.colors ?? []) expect(colorNames.has(color)).toBe(true);
      expect(item.rooms?.length).toBeGreaterThan(0);
      expect(item.materials?.length).toBeGreaterThan(0);
      expect(['Free', 'Weekly Rental']).toContain(item.purchaseType);
      if (item.purchaseType === 'Free') expect(item.weeklyPrice).toBeNull();
      else expect(item.weeklyPrice).toBeGreaterThan(0);
      expect(item.weightLb).toBeGreaterThan(0);
      expect(item.photos.length).toBeGreaterThan(0);
      expect(item.description).not.toMatch(/lorem|\bA [aeiou]/i);
    }
  });

  it('gives away some props and rents most, and some arrived within newWeekCount (3) weeks', () => {
    const items = all();
    const free = items.filter((item) => item.purchaseType === 'Free').length;
    expect(free).toBeGreaterThan(10);
    expect(free).toBeLessThan(items.length / 2);
    // A free prop at zero has left the catalogue (issue 12 §8): every free demo prop has one at least.
    for (const item of items.filter((candidate) => candidate.purchaseType === 'Free')) expect(item.quantity).toBeGreaterThanOrEqual(1);
    const threeWeeksAgo = options.now.getTime() - 21 * 86_400_000;
    const fresh = items.filter((item) => (item.createdAt as Date).getTime() > threeWeeksAgo).length;
    expect(fresh).toBeGreaterThan(5);
    expect(fresh).toBeLessThan(items.length / 4);
  });

  it("issue 28 §2: each dated prop's era is its period, one of the tenant's Period values; surplus has none; no tag is an era", () => {
    const periods = demo.customFields.find((field) => field.field === 'period')?.values;
    expect(periods).toEqual([...ERAS]);
    for (const item of all()) {
      const dated = CATEGORY_SPECS.find((spec) => spec.id === item.categoryId)!.dated;
      if (dated) expect(periods, item.title).toContain(item.period);
      else expect(item.period, item.title).toBeNull();
      expect(
        item.tags?.filter((tag) => (ERAS as readonly string[]).includes(tag)),
        item.title,
      ).toEqual([]);
    }
    expect(new Set(all().map((item) => item.period))).toEqual(new Set([...ERAS, null]));
  });

  // What a set decorator measures against: bar height, table height, a mattress's length, a sign on its post.
  it.each([
    ['Bar Stool', 'height', 28, 32],
    ['Dining Table', 'height', 29, 31],
    ['Dining Table', 'width', 60, 84],
    ['Executive Desk', 'height', 29, 31],
    ['Sofa', 'width', 70, 98],
    ['Armchair', 'height', 30, 42],
    ['Bed', 'depth', 76, 84],
    ['Filing Cabinet', 'height', 49, 55],
    ['Stop Sign', 'height', 80, 88],
    ['Area Rug', 'height', 1, 1],
  ] as const)('issue 28 §2: a %s is believably sized: its %s is %i to %i in', (noun, measure, low, high) => {
    const sizes = [...generateItems({ ...options, count: 3000 })]
      .flat()
      .filter((item) => propOfTitle(item.title)?.prop.noun === noun)
      .map((item) => item.dimensions[measure]);
    expect(sizes.length).toBeGreaterThan(5);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(low);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(high);
  });

  it('issue 28 §2: sizes vary from prop to prop of a kind, and every measure is a whole inch from 1 to 10 ft', () => {
    const items = [...generateItems({ ...options, count: 3000 })].flat();
    for (const item of items)
      for (const inches of Object.values(item.dimensions)) expect(Number.isInteger(inches) && inches >= 1 && inches <= 120, item.title).toBe(true);
    const sofaWidths = new Set(items.filter((item) => propOfTitle(item.title)?.prop.noun === 'Sofa').map((item) => item.dimensions.width));
    expect(sofaWidths.size).toBeGreaterThan(5);
  });

  it('yields large catalogues in batches', () => {
    const batches = [...generateItems({ ...options, count: 2500 }, 1000)];
    expect(batches.map((batch) => batch.length)).toEqual([1000, 1000, 500]);
  });
});
