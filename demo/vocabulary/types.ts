import type { PropKind } from '../drawings/pictograms';
import type { MaterialName } from './materials';
import type { Era } from './periods';

/** The Rooms filter values, and how a description names each set: "to dress a bar or restaurant set". */
export const ROOM_PHRASES = {
  'Living Room': 'living room',
  'Dining Room': 'dining room',
  Bedroom: 'bedroom',
  Kitchen: 'kitchen',
  Office: 'office',
  'Hotel Lobby': 'hotel lobby',
  'Bar & Restaurant': 'bar or restaurant',
  Classroom: 'classroom',
  Newsroom: 'newsroom',
  'Police Station': 'police station',
  Hospital: 'hospital',
  Clinic: 'clinic',
  Laboratory: 'laboratory',
  Gallery: 'gallery',
  Retail: 'shop',
  Street: 'street',
  Garage: 'garage',
  Workshop: 'workshop',
} as const;

export type Room = keyof typeof ROOM_PHRASES;

/** One kind of demo prop: the noun its title ends with and the pictogram that draws exactly that thing. */
export type PropSpec = {
  /** Title case, as titles end: "Hospital Bed". */
  noun: string;
  kind: PropKind;
  materials: readonly MaterialName[];
  /** The first and last era it can come from. */
  eras: readonly [first: Era, last: Era];
  rooms: readonly Room[];
  /** What it has: completes "This Victorian armchair in tufted leather has …". For a plural noun, a verb phrase. */
  detail: string;
  /** Width, depth and height in inches and weight in lb of a typical one, before variation. */
  size: readonly [width: number, depth: number, height: number, weightLb: number];
  /**
   * How far a measure strays from the typical one, as a fraction, where a standard holds it closer than
   * the usual 0.15: a dining table is 29 to 31 in high however long it is, a bar stool's seat about 30 in.
   */
  vary?: Partial<Record<'width' | 'depth' | 'height', number>>;
  /** Weekly rental in dollars. */
  weeklyPrice: readonly [low: number, high: number];
  /** Colours of its own when the material's do not apply: a stop sign is red whatever steel it is. */
  colors?: readonly string[];
  /** Finishes of its own for a material, when the material's do not suit it: a stock pot is never "Painted". */
  finishes?: Partial<Record<MaterialName, readonly string[]>>;
  /** "Fabric Rolls": described as "These … come from …" and "The lot is …". */
  plural?: true;
  /** What free surplus is good for: completes "free to a production, school or artist for …". */
  use?: string;
};

export type CategorySpec = {
  id: string;
  name: string;
  code: string;
  description: string;
  /** The pictogram on the category's card. */
  kind: PropKind;
  props: readonly PropSpec[];
  /** Share of this category's props given away as surplus. */
  freeShare: number;
  /** False for surplus materials, which have no period: their titles lead with a finish and their tag is "Surplus". */
  dated: boolean;
  /** Style tags instead of the era's, for categories whose look is their trade (office, medical). */
  styles?: readonly string[];
};
