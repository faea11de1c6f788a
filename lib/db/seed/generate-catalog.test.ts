import { describe, expect, it } from 'vitest';
import demo from '@/tenant/config.json';
import { CATEGORY_SPECS } from './catalog-vocabulary';
import { generateCategories, generateItems } from './generate-catalog';

const options = { count: 300, vendorId: 'cahuenga-props', currency: 'USD', colors: demo.colorMap, now: new Date('2026-11-22T00:00:00Z') };
const all = () => [...generateItems(options)].flat();

describe('the demo catalogue generator', () => {
  it('is deterministic: the same options give the same props', () => {
    expect(all()).toEqual(all());
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
    const threeWeeksAgo = options.now.getTime() - 21 * 86_400_000;
    const fresh = items.filter((item) => (item.createdAt as Date).getTime() > threeWeeksAgo).length;
    expect(fresh).toBeGreaterThan(5);
    expect(fresh).toBeLessThan(items.length / 4);
  });

  it('yields large catalogues in batches', () => {
    const batches = [...generateItems({ ...options, count: 2500 }, 1000)];
    expect(batches.map((batch) => batch.length)).toEqual([1000, 1000, 500]);
  });
});
