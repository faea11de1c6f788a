/** The vocabulary itself: each noun keyed to the drawing of that very thing, and words that can be put together. */
import { describe, expect, it } from 'vitest';
import { PICTOGRAMS } from './drawings/pictograms';
import demo from '@/tenant/config.json';
import { CATEGORY_SPECS, MATERIALS, type MaterialName } from './catalog-vocabulary';
import { PROPS } from './catalog-test-helpers';
import { erasBetween } from './vocabulary/periods';

const prop = (noun: string) => {
  const found = PROPS.find((entry) => entry.prop.noun === noun);
  if (found === undefined) throw new Error(`no ${noun} in the vocabulary`);
  return found;
};

/** A word without a plural "s", so "Books" and "a stack of books" share "book". */
const singular = (word: string) => word.toLowerCase().replace(/s$/, '');

describe('the demo vocabulary', () => {
  // The contradictions issue 14 found, and the props a crew most often asks for: each drawn as itself, filed where a crew looks.
  it.each([
    ['Hospital Bed', 'hospital-bed', 'medical', 'Hospital'],
    ['Bookcase', 'bookcase', 'furniture', 'Office'],
    ['Throw Pillow Set', 'pillows', 'set-dressing', 'Living Room'],
    ['Skillet', 'skillet', 'kitchen', 'Kitchen'],
    ['Armchair', 'armchair', 'furniture', 'Living Room'],
    ['Bed', 'bed', 'furniture', 'Bedroom'],
    ['Wall Mirror', 'mirror', 'art-and-frames', 'Bedroom'],
    ['Area Rug', 'rug', 'set-dressing', 'Living Room'],
    ['Mantel Clock', 'mantel-clock', 'set-dressing', 'Living Room'],
    ['Rotary Phone', 'telephone', 'office', 'Office'],
    ['Typewriter', 'typewriter', 'office', 'Newsroom'],
    ['Suitcase', 'suitcase', 'set-dressing', 'Hotel Lobby'],
    ['Bottle Lot', 'bottles', 'set-dressing', 'Bar & Restaurant'],
    ['Table Lamp', 'table-lamp', 'lighting', 'Bedroom'],
    ['Chandelier', 'chandelier', 'lighting', 'Dining Room'],
    ['Tube Television', 'television', 'electronics', 'Living Room'],
    ['Stop Sign', 'stop-sign', 'signage', 'Street'],
    ['Lumber Offcuts', 'lumber', 'creative-materials', 'Workshop'],
  ])('%s is drawn as %s and filed in %s, for a %s set among others', (noun, kind, categoryId, room) => {
    const { category, prop: spec } = prop(noun);
    expect(spec.kind).toBe(kind);
    expect(category.id).toBe(categoryId);
    expect(spec.rooms).toContain(room);
  });

  it('names each noun once, so a title leads back to one drawing', () => {
    const nouns = PROPS.map((entry) => entry.prop.noun);
    expect(new Set(nouns).size).toBe(nouns.length);
  });

  it("keys each noun to a drawing whose label names the same thing (the noun's last word, Set, Lot and Pair aside)", () => {
    for (const { prop: spec } of PROPS) {
      const head = spec.noun.split(' ').filter((word) => !['Set', 'Lot', 'Pair'].includes(word));
      const labelWords = PICTOGRAMS[spec.kind].label.split(' ').map(singular);
      expect(labelWords, `${spec.noun} drawn as ${spec.kind}`).toContain(singular(head.at(-1) as string));
    }
  });

  it('uses only colours the demo tenant lists', () => {
    const names = new Set(demo.colorMap.map((color) => color.name));
    const named = [...Object.values(MATERIALS).flatMap((material) => material.colors), ...PROPS.flatMap((entry) => entry.prop.colors ?? [])];
    expect(named.filter((name) => !names.has(name))).toEqual([]);
  });

  it('gives every dated prop, in each of its materials, a period the material existed in', () => {
    for (const { category, prop: spec } of PROPS.filter((entry) => entry.category.dated)) {
      for (const material of spec.materials) {
        const since = MATERIALS[material].since;
        const eras = erasBetween(...spec.eras).filter((era) => since === undefined || erasBetween(since, 'Contemporary').includes(era));
        expect(eras.length, `${spec.noun} in ${material} (${category.id})`).toBeGreaterThan(0);
      }
    }
  });

  it('gives every undated prop a finish to lead its title with, in each of its materials', () => {
    for (const { prop: spec } of PROPS.filter((entry) => !entry.category.dated)) {
      for (const material of spec.materials)
        expect((spec.finishes?.[material] ?? MATERIALS[material].finishes).length, `${spec.noun} in ${material}`).toBeGreaterThan(0);
    }
  });

  it('never repeats a word between a noun, its materials and their finishes', () => {
    for (const { prop: spec } of PROPS) {
      for (const material of spec.materials) {
        for (const finish of [undefined, ...(spec.finishes?.[material] ?? MATERIALS[material].finishes)]) {
          const words = [finish, material, spec.noun]
            .filter((word) => word !== undefined)
            .join(' ')
            .toLowerCase()
            .split(' ');
          expect(new Set(words).size, words.join(' ')).toBe(words.length);
        }
      }
    }
  });

  it('names finishes only for the materials a prop is made of', () => {
    for (const { prop: spec } of PROPS) {
      for (const material of Object.keys(spec.finishes ?? {}) as MaterialName[]) expect(spec.materials, spec.noun).toContain(material);
    }
  });

  it('keeps the category order the SKUs were first numbered in', () => {
    expect(CATEGORY_SPECS.map((category) => category.code)).toEqual(['FUR', 'LGT', 'SGN', 'KIT', 'OFF', 'MED', 'DRS', 'ART', 'ELC', 'MAT']);
  });
});
