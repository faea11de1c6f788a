/**
 * Over the whole generated catalogue, at the demo's 300 props and at 10,000: every title names a prop of the
 * vocabulary, its picture draws that prop, its words fit together and never repeat, and its description is three
 * grammatical sentences giving the prop's period, material, size, condition and the set it dresses.
 * Each test lists every prop that breaks its rule, so one failure names them all.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import demo from '@/tenant/config.json';
import { MATERIALS, type CategorySpec, type MaterialName, type PropSpec } from './catalog-vocabulary';
import { photoKind, propOfTitle, titleParts } from './catalog-test-helpers';
import { generateItems } from './generate-catalog';
import { eraInSentence, erasBetween, type Era } from './vocabulary/periods';
import { ROOM_PHRASES, type Room } from './vocabulary/types';

// 10,000 props are generated and read back in about a second; give a loaded machine room.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

type Item = ReturnType<typeof generateItems> extends Generator<(infer Row)[]> ? Row : never;
type Row = { item: Item; category: CategorySpec; prop: PropSpec; lead: string; material: MaterialName };

const options = { vendorId: 'cahuenga-props', currency: 'USD', colors: demo.colorMap, now: new Date('2026-11-22T00:00:00Z') };

/** The three sentences of a description. */
const sentencesOf = (description: string) => description.split(/(?<=\.) (?=[A-Z])/);

/** The props for which `problem` finds something wrong, each with what. */
function problems(rows: Row[], problem: (row: Row) => string | false): string[] {
  return rows.flatMap((row) => {
    const found = problem(row);
    return found ? [`${row.item.title}: ${found}`] : [];
  });
}

describe.each([300, 10_000])('the generated catalogue of %i props', (count) => {
  let items: Item[];
  let rows: Row[];
  beforeAll(() => {
    items = [...generateItems({ ...options, count })].flat();
    rows = items.map((item) => {
      const found = propOfTitle(item.title);
      if (found === undefined) throw new Error(`"${item.title}" ends with no noun of the vocabulary`);
      const { lead, material } = titleParts(item.title, found.prop);
      if (material === undefined) throw new Error(`"${item.title}" names no material`);
      return { item, ...found, lead, material };
    });
  });

  it("every title's noun is one the vocabulary keys to the pictogram drawn for it, in both photos", () => {
    expect(
      problems(rows, ({ item, prop }) => item.photos.some((photo) => photoKind(photo.url) !== prop.kind) && `drawn as ${photoKind(item.photos[0]!.url)}`),
    ).toEqual([]);
    expect(
      problems(rows, ({ item }) => item.photos.map((photo) => photo.alt).join() !== `${item.title}, front view,${item.title}, detail` && 'alt text'),
    ).toEqual([]);
  });

  it('no title repeats a word', () => {
    const repeating = items.map((item) => item.title).filter((title) => new Set(title.toLowerCase().split(' ')).size !== title.split(' ').length);
    expect(repeating).toEqual([]);
  });

  it("each prop's category, rooms, material and colours are those of its noun", () => {
    expect(
      problems(rows, ({ item, category, prop, material }) => {
        if (item.categoryId !== category.id) return `in ${item.categoryId}`;
        if (!item.rooms?.every((room) => prop.rooms.includes(room as Room))) return `rooms ${item.rooms}`;
        if (!prop.materials.includes(material)) return `made of ${material}`;
        if (item.materials?.join() !== MATERIALS[material].facet) return `listed under ${item.materials}`;
        const colours = prop.colors ?? MATERIALS[material].colors;
        return !item.colors?.every((colour) => colours.includes(colour)) && `coloured ${item.colors}`;
      }),
    ).toEqual([]);
  });

  it('a title leads with a period the noun and material have, or a finish that suits the material; the period agrees (issue 28 §2)', () => {
    expect(
      problems(rows, ({ item, category, prop, material, lead }) => {
        const finishes = prop.finishes?.[material] ?? MATERIALS[material].finishes;
        const since = MATERIALS[material].since;
        const eras: string[] = category.dated
          ? erasBetween(...prop.eras).filter((era) => since === undefined || erasBetween(since, 'Contemporary').includes(era))
          : [];
        if (![...eras, ...finishes].includes(lead)) return `leads with "${lead}"`;
        if (category.dated ? !eras.includes(item.period as string) : item.period !== null) return `of the period ${item.period}`;
        return eras.includes(lead) && lead !== item.period && `leads with ${lead}, of the period ${item.period}`;
      }),
    ).toEqual([]);
  });

  it('descriptions are three sentences, each capitalised and ending in a period, with no doubled word and a/an as spoken', () => {
    expect(
      problems(rows, ({ item: { description } }) => {
        const sentences = sentencesOf(description);
        if (sentences.length !== 3) return `${sentences.length} sentences`;
        if (!sentences.every((sentence) => /^[A-Z][^.]*\.$/.test(sentence))) return 'a sentence not capitalised or not ended';
        const words = description.toLowerCase().split(/[\s,.:;]+/);
        const doubled = words.filter((word, i) => word !== '' && word === words[i + 1]);
        if (doubled.length > 0) return `doubles "${doubled}"`;
        if (/\ba [aeiou]|\ban [^aeiouAEIOU]/i.test(description)) return 'a/an';
        return /undefined|NaN|\s{2}|lorem/.test(description) && 'unfilled text';
      }),
    ).toEqual([]);
  });

  it('descriptions give the period, material, size, condition and the set or use the prop is for', () => {
    expect(
      problems(rows, ({ item, category, prop, material }) => {
        const [what, size, offer] = sentencesOf(item.description) as [string, string, string];
        if (category.dated && !what.includes(` ${eraInSentence(item.period as Era)} `)) return 'no period';
        if (!what.includes(` ${MATERIALS[material].phrase}`)) return 'no material';
        const { width, height } = item.dimensions;
        const sizeWords = height <= 2 ? / measures \d+ by \d+ in, / : new RegExp(`\\b${height} in high`);
        if (!size.includes(`${width} `) || !sizeWords.test(size)) return `size "${size}"`;
        if (!/, (with|recently|restored|clean|sorted)\b[^.]+\.$/.test(size)) return `condition "${size}"`;
        const offered =
          item.purchaseType === 'Weekly Rental'
            ? /^We rent (it|them) by the week to dress an? [a-z ,]+ set\.$/
            : /^(It is|They are) free to a production, school or artist (for|to dress) [^.]+, collected by appointment\.$/;
        if (!offered.test(offer)) return `offer "${offer}"`;
        if (item.purchaseType === 'Free' && prop.use) return !offer.includes(prop.use) && 'no use';
        const rooms = item.rooms?.flatMap((room) => ROOM_PHRASES[room as Room].split(' or ')) ?? [];
        return !rooms.every((room) => offer.includes(room)) && `rooms missing from "${offer}"`;
      }),
    ).toEqual([]);
  });
});
