/**
 * Every kind of prop the generated photos can draw. The demo catalogue keys each noun to one of these kinds
 * (demo/vocabulary), so a title and its picture always name the same thing.
 */
import { ART_PICTOGRAMS } from './art';
import { ELECTRONICS_PICTOGRAMS } from './electronics';
import { FURNITURE_PICTOGRAMS } from './furniture';
import { KITCHEN_PICTOGRAMS } from './kitchen';
import { LIGHTING_PICTOGRAMS } from './lighting';
import { MEDICAL_PICTOGRAMS } from './medical';
import { OFFICE_PICTOGRAMS } from './office';
import type { Pictogram } from './pictogram';
import { SET_DRESSING_PICTOGRAMS } from './set-dressing';
import { SIGN_PICTOGRAMS } from './signs';
import { SURPLUS_PICTOGRAMS } from './surplus';
import { TEXTILE_AND_LUGGAGE_PICTOGRAMS } from './textiles-and-luggage';

export const PICTOGRAMS = {
  ...FURNITURE_PICTOGRAMS,
  ...LIGHTING_PICTOGRAMS,
  ...SIGN_PICTOGRAMS,
  ...KITCHEN_PICTOGRAMS,
  ...OFFICE_PICTOGRAMS,
  ...MEDICAL_PICTOGRAMS,
  ...SET_DRESSING_PICTOGRAMS,
  ...TEXTILE_AND_LUGGAGE_PICTOGRAMS,
  ...ART_PICTOGRAMS,
  ...ELECTRONICS_PICTOGRAMS,
  ...SURPLUS_PICTOGRAMS,
} satisfies Record<string, Pictogram>;

export type PropKind = keyof typeof PICTOGRAMS;

export const PROP_KINDS = Object.keys(PICTOGRAMS) as [PropKind, ...PropKind[]];

/**
 * Kinds that earlier catalogues wrote into items.photos, before each drawing was named for the one thing it shows.
 * A database seeded then still holds these URLs, so they keep drawing the same picture.
 */
export const FORMER_KIND_NAMES = {
  lamp: 'floor-lamp',
  sign: 'directional-sign',
  pot: 'stock-pot',
  medical: 'iv-stand',
  frame: 'landscape-painting',
  roll: 'material-rolls',
} as const satisfies Record<string, PropKind>;

export type FormerKindName = keyof typeof FORMER_KIND_NAMES;
