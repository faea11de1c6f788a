/**
 * The words the demo prop house's catalogue is made of: each category's props, each keyed to the pictogram that draws
 * it, with the materials, periods, rooms and sizes that suit it (demo/vocabulary/).
 */
import { ART_AND_FRAMES } from './vocabulary/art-and-frames';
import { CREATIVE_MATERIALS } from './vocabulary/creative-materials';
import { ELECTRONICS } from './vocabulary/electronics';
import { FURNITURE } from './vocabulary/furniture';
import { KITCHEN } from './vocabulary/kitchen';
import { LIGHTING } from './vocabulary/lighting';
import { MEDICAL } from './vocabulary/medical';
import { OFFICE } from './vocabulary/office';
import { SET_DRESSING } from './vocabulary/set-dressing';
import { SIGNAGE } from './vocabulary/signage';
import type { CategorySpec } from './vocabulary/types';

export type { CategorySpec, PropSpec, Room } from './vocabulary/types';
export { MATERIALS, type MaterialName } from './vocabulary/materials';
export { ERAS, type Era } from './vocabulary/periods';

/** In this order: prop N is in category N mod 10, so the SKUs of a seed (FUR-000001, LGT-000002 …) never change. */
export const CATEGORY_SPECS: readonly CategorySpec[] = [
  FURNITURE,
  LIGHTING,
  SIGNAGE,
  KITCHEN,
  OFFICE,
  MEDICAL,
  SET_DRESSING,
  ART_AND_FRAMES,
  ELECTRONICS,
  CREATIVE_MATERIALS,
];
