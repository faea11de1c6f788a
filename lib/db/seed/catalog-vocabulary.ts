/** The words the demo prop house's catalogue is made of: each category's props, and what they are made of and used for. */

export type PropKind =
  | 'chair'
  | 'table'
  | 'sofa'
  | 'lamp'
  | 'sign'
  | 'pot'
  | 'desk'
  | 'medical'
  | 'frame'
  | 'vase'
  | 'radio'
  | 'crate'
  | 'roll';

export type CategorySpec = {
  id: string;
  name: string;
  code: string;
  description: string;
  kind: PropKind;
  props: { noun: string; kind?: PropKind; detail: string }[];
  materials: string[];
  rooms: string[];
  priceRange: [number, number];
  /** Share of this category's props given away as surplus. */
  freeShare: number;
};

export const CATEGORY_SPECS: CategorySpec[] = [
  {
    id: 'furniture',
    name: 'Furniture',
    code: 'FUR',
    description: 'Seating, tables, case goods and beds, from period pieces to this year’s showroom.',
    kind: 'chair',
    props: [
      { noun: 'Armchair', detail: 'deep seat and rolled arms' },
      { noun: 'Dining Chair', detail: 'a slatted back that reads well in a two-shot' },
      { noun: 'Sideboard', kind: 'desk', detail: 'sliding doors and a low profile' },
      { noun: 'Coffee Table', kind: 'table', detail: 'a tabletop that takes dressing without glare' },
      { noun: 'Sofa', kind: 'sofa', detail: 'firm cushions that keep their shape between takes' },
      { noun: 'Bar Stool', detail: 'a footrest ring and a swivel seat' },
      { noun: 'Bookcase', kind: 'desk', detail: 'five adjustable shelves' },
      { noun: 'Nightstand', kind: 'table', detail: 'one drawer and an open shelf' },
      { noun: 'Chaise Longue', kind: 'sofa', detail: 'a single scrolled arm' },
      { noun: 'Rocking Chair', detail: 'a smooth, quiet rock on hard floors' },
    ],
    materials: ['Wood', 'Walnut', 'Oak', 'Leather', 'Velvet', 'Metal', 'Rattan'],
    rooms: ['Living Room', 'Dining Room', 'Bedroom', 'Office', 'Hotel Lobby'],
    priceRange: [35, 450],
    freeShare: 0.05,
  },
  {
    id: 'lighting',
    name: 'Lighting',
    code: 'LGT',
    description: 'Practical lamps, fixtures and sconces, wired and tested for set use.',
    kind: 'lamp',
    props: [
      { noun: 'Table Lamp', detail: 'a linen drum shade and an inline switch' },
      { noun: 'Floor Lamp', detail: 'an adjustable arm that holds its position' },
      { noun: 'Pendant Light', detail: 'a dimmable socket and six feet of cord' },
      { noun: 'Desk Lamp', detail: 'a weighted base and a sprung arm' },
      { noun: 'Wall Sconce', detail: 'a pair-matched backplate, sold as a set' },
      { noun: 'Chandelier', detail: 'six arms with candle sleeves' },
      { noun: 'Work Light', detail: 'a cage guard and a clamp mount' },
      { noun: 'Lantern', detail: 'a glass chimney and a bail handle' },
    ],
    materials: ['Brass', 'Glass', 'Metal', 'Ceramic', 'Chrome', 'Paper'],
    rooms: ['Living Room', 'Bedroom', 'Office', 'Bar & Restaurant', 'Garage'],
    priceRange: [20, 220],
    freeShare: 0.05,
  },
  {
    id: 'signage',
    name: 'Signage',
    code: 'SGN',
    description: 'Storefront, street, neon and wayfinding signs, all cleared for camera.',
    kind: 'sign',
    props: [
      { noun: 'Neon Sign', detail: 'a transformer that runs quiet on sound stages' },
      { noun: 'Diner Sign', detail: 'hand-painted lettering on both faces' },
      { noun: 'Street Sign', detail: 'a generic fictional street name cleared for camera' },
      { noun: 'Open/Closed Sign', detail: 'a hanging chain and a reversible face' },
      { noun: 'Marquee Letter Set', detail: 'changeable letters and a felt storage box' },
      { noun: 'Exit Sign', detail: 'a battery practical that lights without a cable run' },
      { noun: 'Menu Board', detail: 'a chalk surface and a hardwood frame' },
      { noun: 'Parking Sign', detail: 'a powder-coated post and base' },
    ],
    materials: ['Metal', 'Glass', 'Wood', 'Acrylic', 'Plastic'],
    rooms: ['Bar & Restaurant', 'Retail', 'Street', 'Garage', 'Office'],
    priceRange: [25, 320],
    freeShare: 0.08,
  },
  {
    id: 'kitchen',
    name: 'Kitchen',
    code: 'KIT',
    description: 'Cookware, small appliances and kitchen dressing for home and restaurant sets.',
    kind: 'pot',
    props: [
      { noun: 'Stock Pot', detail: 'a lid with a steam vent and riveted handles' },
      { noun: 'Toaster', kind: 'radio', detail: 'a chrome body and a working lever' },
      { noun: 'Stand Mixer', kind: 'radio', detail: 'a tilting head and a steel bowl' },
      { noun: 'Canister Set', kind: 'vase', detail: 'four nesting sizes with matching lids' },
      { noun: 'Cast Iron Skillet', detail: 'a seasoned surface that photographs dark and even' },
      { noun: 'Tea Kettle', detail: 'a whistle spout and a bakelite handle' },
      { noun: 'Dish Rack', kind: 'crate', detail: 'a drip tray and a cutlery caddy' },
      { noun: 'Bread Box', kind: 'crate', detail: 'a roll-top front' },
    ],
    materials: ['Steel', 'Cast Iron', 'Enamel', 'Ceramic', 'Copper', 'Plastic'],
    rooms: ['Kitchen', 'Bar & Restaurant', 'Dining Room'],
    priceRange: [10, 140],
    freeShare: 0.1,
  },
  {
    id: 'office',
    name: 'Office',
    code: 'OFF',
    description: 'Desks, files, phones and the paperwork clutter of every kind of workplace.',
    kind: 'desk',
    props: [
      { noun: 'Executive Desk', detail: 'a leather inset writing surface' },
      { noun: 'Filing Cabinet', detail: 'four drawers with working locks and keys' },
      { noun: 'Rotary Phone', kind: 'radio', detail: 'a coiled handset cord' },
      { noun: 'Typewriter', kind: 'radio', detail: 'keys that strike and a ribbon installed' },
      { noun: 'Office Chair', kind: 'chair', detail: 'casters and a gas lift' },
      { noun: 'Desk Organizer', kind: 'crate', detail: 'three trays and a pen cup' },
      { noun: 'Water Cooler', kind: 'vase', detail: 'a fillable jug for practical use' },
      { noun: 'Cubicle Partition', kind: 'sign', detail: 'fabric panels on a steel frame' },
    ],
    materials: ['Steel', 'Wood', 'Plastic', 'Fabric', 'Laminate'],
    rooms: ['Office', 'Police Station', 'Classroom', 'Newsroom'],
    priceRange: [15, 260],
    freeShare: 0.08,
  },
  {
    id: 'medical',
    name: 'Medical',
    code: 'MED',
    description: 'Hospital beds, exam rooms, lab glass and first-aid dressing, non-functional and safe.',
    kind: 'medical',
    props: [
      { noun: 'Exam Table', kind: 'table', detail: 'a paper roll holder and a step stool' },
      { noun: 'IV Stand', detail: 'five casters and a double hook' },
      { noun: 'Hospital Bed', kind: 'sofa', detail: 'side rails and a crank that moves' },
      { noun: 'Vitals Monitor', kind: 'radio', detail: 'a screen that takes a playback feed' },
      { noun: 'Instrument Tray', kind: 'crate', detail: 'non-sharp replica instruments' },
      { noun: 'Privacy Screen', kind: 'sign', detail: 'three folding panels on casters' },
      { noun: 'Lab Glassware Set', kind: 'vase', detail: 'beakers, flasks and a rack' },
      { noun: 'First Aid Cabinet', kind: 'desk', detail: 'a mirrored door and period labels' },
    ],
    materials: ['Steel', 'Chrome', 'Vinyl', 'Glass', 'Plastic'],
    rooms: ['Hospital', 'Laboratory', 'Clinic'],
    priceRange: [25, 380],
    freeShare: 0.04,
  },
  {
    id: 'set-dressing',
    name: 'Set Dressing',
    code: 'DRS',
    description: 'The small things that make a room lived in: books, clocks, plants, bottles and clutter.',
    kind: 'vase',
    props: [
      { noun: 'Mantel Clock', kind: 'radio', detail: 'a working movement and a quiet tick' },
      { noun: 'Book Lot', kind: 'crate', detail: 'forty hardcovers with dust jackets removed' },
      { noun: 'Faux Plant', detail: 'a weighted pot that stays put' },
      { noun: 'Bottle Lot', detail: 'label-free bottles for bar backs' },
      { noun: 'Globe', detail: 'a spinning axis and period borders' },
      { noun: 'Candlestick Pair', detail: 'drip-free LED candles included' },
      { noun: 'Throw Pillow Set', kind: 'roll', detail: 'zip covers that can be swapped' },
      { noun: 'Decorative Bowl', detail: 'a wide rim that holds fruit dressing' },
    ],
    materials: ['Ceramic', 'Glass', 'Brass', 'Paper', 'Fabric', 'Wood'],
    rooms: ['Living Room', 'Bedroom', 'Bar & Restaurant', 'Hotel Lobby', 'Office'],
    priceRange: [8, 120],
    freeShare: 0.12,
  },
  {
    id: 'art-and-frames',
    name: 'Art & Frames',
    code: 'ART',
    description: 'Cleared artwork, mirrors and empty frames in every size for walls on camera.',
    kind: 'frame',
    props: [
      { noun: 'Landscape Painting', detail: 'original art cleared for on-camera use' },
      { noun: 'Portrait Painting', detail: 'a fictional sitter, cleared for camera' },
      { noun: 'Gilt Frame', detail: 'an empty frame ready for a print' },
      { noun: 'Wall Mirror', detail: 'dulling spray applied to cut reflections' },
      { noun: 'Poster Set', detail: 'six cleared prints in matching frames' },
      { noun: 'Abstract Canvas', detail: 'a gallery-wrapped canvas' },
    ],
    materials: ['Wood', 'Canvas', 'Glass', 'Metal', 'Paper'],
    rooms: ['Living Room', 'Office', 'Hotel Lobby', 'Gallery', 'Bedroom'],
    priceRange: [20, 300],
    freeShare: 0.06,
  },
  {
    id: 'electronics',
    name: 'Electronics',
    code: 'ELC',
    description: 'Televisions, radios, computers and audio gear, practical or dressed, from every decade.',
    kind: 'radio',
    props: [
      { noun: 'Console Television', detail: 'a screen insert that takes a playback feed' },
      { noun: 'Tube Radio', detail: 'a dial that lights up' },
      { noun: 'Reel-to-Reel Deck', detail: 'spinning reels on a practical motor' },
      { noun: 'Desktop Computer', detail: 'a keyboard, mouse and a cleared screen image' },
      { noun: 'Boombox', detail: 'a cassette door that opens' },
      { noun: 'Turntable', detail: 'a belt drive that spins at speed' },
      { noun: 'Security Monitor Bank', kind: 'desk', detail: 'four screens on a steel rack' },
    ],
    materials: ['Plastic', 'Wood', 'Metal', 'Glass', 'Chrome'],
    rooms: ['Living Room', 'Office', 'Police Station', 'Newsroom', 'Bedroom'],
    priceRange: [25, 350],
    freeShare: 0.05,
  },
  {
    id: 'creative-materials',
    name: 'Creative Materials',
    code: 'MAT',
    description: 'Used creative materials and industry surplus, given away to crews, students and schools.',
    kind: 'roll',
    props: [
      { noun: 'Fabric Remnants', detail: 'mixed yardage left over from a wardrobe build' },
      { noun: 'Foam Board Sheets', kind: 'frame', detail: 'lightly used sheets, good for bounce and flags' },
      { noun: 'Paint Lot', kind: 'pot', detail: 'partly used cans of scenic paint' },
      { noun: 'Lumber Offcuts', kind: 'crate', detail: 'pine and plywood offcuts under four feet' },
      { noun: 'Wallpaper Rolls', detail: 'end-of-run rolls from a set wrap' },
      { noun: 'Carpet Tiles', kind: 'crate', detail: 'a box of commercial tiles' },
      { noun: 'Craft Supply Box', kind: 'crate', detail: 'tape, glue, trim and hardware from a wrap' },
      { noun: 'Vinyl Flooring', detail: 'a partial roll in a wood-grain print' },
    ],
    materials: ['Fabric', 'Foam', 'Paint', 'Wood', 'Paper', 'Vinyl'],
    rooms: ['Workshop', 'Classroom', 'Garage'],
    priceRange: [5, 40],
    freeShare: 0.85,
  },
];

export const ERAS = ['Victorian', 'Art Deco', 'Mid-Century', '1970s', '1980s', '1990s', 'Contemporary', 'Industrial'];
export const STYLES = ['Rustic', 'Retro', 'Distressed', 'Period', 'Modern', 'Farmhouse', 'Glam', 'Utilitarian'];
export const FINISHES = ['Weathered', 'Polished', 'Painted', 'Natural', 'Lacquered', 'Worn', 'Clean', 'Aged'];
export const CONDITIONS = [
  'Light wear consistent with age; nothing that reads on camera.',
  'Excellent condition, recently cleaned and checked.',
  'Visible patina that suits period and lived-in sets.',
  'Minor scuffs on the back side only; the camera side is clean.',
  'Restored by our shop; ready for close-ups.',
];
