import type { Era } from './periods';

/**
 * What demo props are made of. The key is the word a title uses ("Walnut Armchair"); `facet` is the Materials filter
 * value it is listed under; `phrase` is how a description names it after "in" ("in tufted leather"). Finishes are the
 * adjectives that suit the material, so a title never says "Clean Glass" or "Polished Fabric", and colours are the
 * tenant colours it comes in, so walnut is brown and chrome is silver.
 */

export type MaterialSpec = {
  facet: string;
  phrase: string;
  finishes: readonly string[];
  colors: readonly string[];
  /** Ages visibly (brass, leather, wood), so "a patina that suits period sets" can describe it. */
  patina?: true;
  /** The first era it was used in: there is no Victorian plastic. */
  since?: Era;
};

const WOOD_TONES = ['Brown', 'Beige'];
const PAINT_COLOURS = ['White', 'Green', 'Blue', 'Turquoise', 'Yellow', 'Red', 'Black', 'Grey', 'Pink', 'Muted Tones'];

const MATERIAL_SPECS = {
  Oak: { facet: 'Oak', phrase: 'oak', finishes: ['Polished', 'Weathered', 'Limed', 'Waxed'], colors: WOOD_TONES, patina: true },
  Walnut: { facet: 'Walnut', phrase: 'walnut', finishes: ['Polished', 'Oiled', 'Lacquered'], colors: ['Brown'], patina: true },
  Mahogany: { facet: 'Mahogany', phrase: 'mahogany', finishes: ['Polished', 'Carved'], colors: ['Brown'], patina: true },
  Pine: { facet: 'Pine', phrase: 'pine', finishes: ['Weathered', 'Waxed', 'Knotty'], colors: WOOD_TONES, patina: true },
  Teak: { facet: 'Teak', phrase: 'teak', finishes: ['Oiled', 'Polished'], colors: ['Brown'], patina: true },
  Plywood: { facet: 'Wood', phrase: 'plywood', finishes: ['Sanded'], colors: ['Beige', 'Brown'] },
  'Painted Wood': { facet: 'Wood', phrase: 'painted wood', finishes: ['Distressed', 'Chipped'], colors: PAINT_COLOURS },
  Gilt: { facet: 'Wood', phrase: 'gilded wood', finishes: ['Ornate', 'Carved'], colors: ['Gold'], patina: true },
  Rattan: { facet: 'Rattan', phrase: 'rattan', finishes: ['Woven', 'Natural'], colors: ['Beige', 'Brown'] },
  Leather: {
    facet: 'Leather',
    phrase: 'leather',
    finishes: ['Tufted', 'Worn', 'Distressed', 'Aged'],
    colors: ['Brown', 'Black', 'Red', 'Beige'],
    patina: true,
  },
  Velvet: {
    facet: 'Velvet',
    phrase: 'velvet',
    finishes: ['Tufted', 'Plush', 'Faded'],
    colors: ['Green', 'Blue', 'Pink', 'Purple', 'Red', 'Gold', 'Orange', 'Yellow'],
  },
  Linen: { facet: 'Fabric', phrase: 'linen', finishes: ['Washed', 'Faded'], colors: ['Beige', 'White', 'Grey', 'Muted Tones', 'Blue', 'Green'] },
  Tweed: { facet: 'Fabric', phrase: 'tweed', finishes: ['Worn', 'Herringbone'], colors: ['Brown', 'Grey', 'Muted Tones', 'Green'] },
  Needlepoint: { facet: 'Fabric', phrase: 'needlepoint', finishes: ['Faded'], colors: ['Multicolor', 'Red', 'Green', 'Gold'] },
  Muslin: { facet: 'Fabric', phrase: 'muslin', finishes: ['Unbleached'], colors: ['White', 'Beige', 'Muted Tones'] },
  Canvas: { facet: 'Fabric', phrase: 'cotton canvas', finishes: ['Heavyweight'], colors: ['Beige', 'White', 'Green', 'Black'] },
  Poplar: { facet: 'Wood', phrase: 'poplar', finishes: ['Planed'], colors: ['Beige'] },
  Wool: {
    facet: 'Wool',
    phrase: 'wool',
    finishes: ['Hand-Knotted', 'Flat-Woven', 'Faded'],
    colors: ['Red', 'Blue', 'Multicolor', 'Muted Tones', 'Beige', 'Green', 'Gold'],
  },
  Vinyl: { facet: 'Vinyl', phrase: 'vinyl', finishes: ['Padded', 'Quilted'], colors: ['Black', 'Red', 'Turquoise', 'Beige', 'White', 'Blue'], since: '1940s' },
  Brass: { facet: 'Brass', phrase: 'brass', finishes: ['Polished', 'Aged', 'Brushed', 'Tarnished'], colors: ['Gold'], patina: true },
  Chrome: { facet: 'Chrome', phrase: 'chrome', finishes: ['Polished', 'Brushed'], colors: ['Silver'], since: 'Art Deco' },
  Steel: { facet: 'Steel', phrase: 'steel', finishes: ['Brushed', 'Painted'], colors: ['Silver', 'Grey', 'Black'] },
  'Wrought Iron': { facet: 'Metal', phrase: 'wrought iron', finishes: ['Painted', 'Scrolled'], colors: ['Black', 'White'], patina: true },
  'Cast Iron': { facet: 'Cast Iron', phrase: 'cast iron', finishes: ['Seasoned', 'Blackened'], colors: ['Black'], patina: true },
  Copper: { facet: 'Copper', phrase: 'copper', finishes: ['Polished', 'Hammered'], colors: ['Orange', 'Gold'], patina: true },
  Pewter: { facet: 'Metal', phrase: 'pewter', finishes: ['Burnished'], colors: ['Silver', 'Grey'], patina: true },
  'Silver-Plated': { facet: 'Metal', phrase: 'silver plate', finishes: ['Polished', 'Engraved'], colors: ['Silver'], patina: true },
  Enamel: {
    facet: 'Enamel',
    phrase: 'enamelled steel',
    finishes: ['Speckled', 'Chipped'],
    colors: ['White', 'Red', 'Blue', 'Turquoise', 'Yellow', 'Green', 'Black And White'],
  },
  Ceramic: {
    facet: 'Ceramic',
    phrase: 'ceramic',
    finishes: ['Glazed', 'Crackle-Glazed', 'Hand-Thrown', 'Matte'],
    colors: ['White', 'Beige', 'Turquoise', 'Blue', 'Green', 'Muted Tones', 'Pink', 'Yellow', 'Black'],
  },
  Terracotta: { facet: 'Ceramic', phrase: 'terracotta', finishes: ['Weathered', 'Hand-Thrown'], colors: ['Orange', 'Brown'], patina: true },
  Glass: { facet: 'Glass', phrase: 'glass', finishes: ['Frosted', 'Etched', 'Smoked', 'Cut'], colors: ['Green', 'Blue', 'Muted Tones', 'Grey', 'Purple'] },
  Neon: {
    facet: 'Glass',
    phrase: 'glass neon tubing',
    finishes: [],
    colors: ['Pink', 'Red', 'Blue', 'Turquoise', 'Yellow', 'Green', 'Purple', 'Orange'],
    since: 'Art Deco',
  },
  Borosilicate: {
    facet: 'Glass',
    phrase: 'borosilicate glass',
    finishes: [],
    colors: ['Blue', 'Green', 'Red', 'Orange', 'Purple', 'Turquoise'],
    since: 'Art Deco',
  },
  Bakelite: { facet: 'Bakelite', phrase: 'Bakelite', finishes: ['Polished'], colors: ['Black', 'Brown', 'Red'], since: 'Art Deco' },
  Plastic: {
    facet: 'Plastic',
    phrase: 'plastic',
    finishes: ['Moulded'],
    colors: ['Beige', 'White', 'Black', 'Grey', 'Red', 'Orange', 'Yellow', 'Turquoise', 'Pink'],
    since: 'Mid-Century',
  },
  Oil: { facet: 'Canvas', phrase: 'oil on canvas', finishes: ['Varnished'], colors: ['Gold', 'Brown', 'Black', 'Multicolor', 'Muted Tones'] },
  Acrylic: {
    facet: 'Canvas',
    phrase: 'acrylic on canvas',
    finishes: [],
    colors: ['Multicolor', 'Red', 'Blue', 'Yellow', 'Black And White'],
    since: 'Mid-Century',
  },
  Watercolour: { facet: 'Paper', phrase: 'watercolour on paper', finishes: ['Matted'], colors: ['Muted Tones', 'Multicolor', 'White', 'Beige', 'Gold'] },
  Pastel: { facet: 'Paper', phrase: 'pastel on paper', finishes: ['Matted'], colors: ['Muted Tones', 'Multicolor', 'Beige', 'Brown'] },
  'Leather-Bound': { facet: 'Leather', phrase: 'leather bindings', finishes: ['Gilt-Tooled'], colors: ['Brown', 'Red', 'Green', 'Black'], patina: true },
  Clothbound: { facet: 'Fabric', phrase: 'cloth bindings', finishes: ['Faded'], colors: ['Multicolor', 'Blue', 'Green', 'Red', 'Muted Tones'] },
  Paperback: { facet: 'Paper', phrase: 'paperbacks', finishes: ['Well-Read'], colors: ['Multicolor', 'Muted Tones', 'Yellow', 'Orange'], since: '1940s' },
  Latex: { facet: 'Paint', phrase: 'latex', finishes: ['Part-Used', 'Leftover', 'Mis-Tinted'], colors: PAINT_COLOURS },
  Scenic: {
    facet: 'Paint',
    phrase: 'scenic colours',
    finishes: ['Part-Used', 'Leftover', 'Mis-Tinted'],
    colors: ['Multicolor', 'Brown', 'Blue', 'Green', 'Muted Tones'],
  },
  Grasscloth: { facet: 'Paper', phrase: 'grasscloth', finishes: ['End-of-Run', 'Leftover'], colors: ['Beige', 'Muted Tones', 'Green'] },
  Flock: { facet: 'Paper', phrase: 'flocked paper', finishes: ['End-of-Run', 'Leftover'], colors: ['Red', 'Gold', 'Green', 'Black'] },
  Cardboard: { facet: 'Paper', phrase: 'corrugated cardboard', finishes: ['Used', 'Double-Walled', 'Heavy-Duty'], colors: ['Brown', 'Beige'] },
} satisfies Record<string, MaterialSpec>;

export type MaterialName = keyof typeof MATERIAL_SPECS;

export const MATERIALS: Record<MaterialName, MaterialSpec> = MATERIAL_SPECS;
