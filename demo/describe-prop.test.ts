import { describe, expect, it } from 'vitest';
import { PROPS } from './catalog-test-helpers';
import { conditionsFor, propDescription, propTitle, type PropChoice } from './describe-prop';

const spec = (noun: string) => PROPS.find((entry) => entry.prop.noun === noun)!.prop;

describe('propTitle and propDescription', () => {
  it.each<[string, PropChoice, Parameters<typeof propDescription>[1], string, string]>([
    [
      'a rental, led by its era',
      { spec: spec('Armchair'), material: 'Leather', finish: 'Tufted', era: 'Victorian', leadsWithEra: true },
      {
        rooms: ['Living Room', 'Hotel Lobby'],
        dimensions: { width: 34, depth: 34, height: 36 },
        condition: 'with a patina that suits period sets',
        isFree: false,
      },
      'Victorian Leather Armchair',
      'This Victorian armchair in tufted leather has a deep seat, rolled arms and a buttoned back. It stands 36 in high and 34 in wide, with a patina that suits period sets. We rent it by the week to dress a living room or hotel lobby set.',
    ],
    [
      'a rental led by its finish, an office with "an", a bar or restaurant among rooms',
      { spec: spec('Skillet'), material: 'Cast Iron', finish: 'Seasoned', era: 'Mid-Century', leadsWithEra: false },
      {
        rooms: ['Kitchen', 'Bar & Restaurant'],
        dimensions: { width: 12, depth: 20, height: 2 },
        condition: 'recently cleaned and in excellent condition',
        isFree: false,
      },
      'Seasoned Cast Iron Skillet',
      'This mid-century skillet in seasoned cast iron has a pour spout and a surface that photographs dark and even. It measures 12 by 20 in, recently cleaned and in excellent condition. We rent it by the week to dress a kitchen, bar or restaurant set.',
    ],
    [
      'a free prop from the rental stock, keeping the capitals of IV',
      { spec: spec('IV Stand'), material: 'Chrome', finish: 'Polished', era: '1980s', leadsWithEra: true },
      { rooms: ['Clinic'], dimensions: { width: 22, depth: 22, height: 72 }, condition: 'with light wear from earlier shoots', isFree: true },
      '1980s Chrome IV Stand',
      'This 1980s IV stand in polished chrome has five casters, a double hook and a prop fluid bag. It stands 72 in high and 22 in wide, with light wear from earlier shoots. It is free to a production, school or artist to dress a clinic set, collected by appointment.',
    ],
    [
      'free surplus: no period, a plural noun and what it is good for',
      { spec: spec('Lumber Offcuts'), material: 'Pine', finish: 'Rough-Sawn', era: undefined, leadsWithEra: false },
      { rooms: ['Workshop'], dimensions: { width: 48, depth: 12, height: 12 }, condition: 'sorted and ready to collect', isFree: true },
      'Rough-Sawn Pine Lumber Offcuts',
      'These lumber offcuts in rough-sawn pine are all under four feet and sorted by length. The lot is 48 in wide and 12 in high, sorted and ready to collect. They are free to a production, school or artist for flats, bracing and small builds, collected by appointment.',
    ],
    [
      'a material with no finish: the title leads with the era, the description names the material alone',
      { spec: spec('Bar Sign'), material: 'Neon', finish: undefined, era: 'Art Deco', leadsWithEra: true },
      { rooms: ['Office'], dimensions: { width: 30, depth: 4, height: 22 }, condition: 'restored in our shop and ready for close-ups', isFree: false },
      'Art Deco Neon Bar Sign',
      'This Art Deco bar sign in glass neon tubing has a cocktail glass outline and a transformer that runs quiet on sound stages. It is 30 in wide and 22 in high, restored in our shop and ready for close-ups. We rent it by the week to dress an office set.',
    ],
  ])('%s', (_, choice, circumstances, title, description) => {
    expect(propTitle(choice)).toBe(title);
    expect(propDescription(choice, circumstances)).toBe(description);
  });
});

describe('conditionsFor', () => {
  it('speaks of age only for old props, and of patina only for materials that take one', () => {
    const old = conditionsFor({ spec: spec('Armchair'), material: 'Leather', finish: 'Worn', era: 'Victorian', leadsWithEra: true });
    expect(old).toContain('with a patina that suits period sets');
    expect(old).toContain('with wear consistent with its age');
    const plastic = conditionsFor({ spec: spec('Toaster'), material: 'Plastic', finish: 'Moulded', era: '1980s', leadsWithEra: true });
    expect(plastic).not.toContain('with a patina that suits period sets');
    expect(plastic).toContain('with wear consistent with its age');
    const current = conditionsFor({ spec: spec('Armchair'), material: 'Leather', finish: 'Worn', era: 'Contemporary', leadsWithEra: true });
    expect(current.filter((text) => /patina|its age/.test(text))).toEqual([]);
  });

  it('describes surplus as surplus is kept', () => {
    expect(conditionsFor({ spec: spec('Paint Lot'), material: 'Latex', finish: 'Leftover', era: undefined, leadsWithEra: false })).toEqual([
      'clean, dry and stored indoors',
      'sorted and ready to collect',
      'with marks from its last build',
    ]);
  });
});
