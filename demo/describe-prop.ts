/**
 * A demo prop's title and description, written the way a prop house lists stock: "Victorian Walnut Armchair", and
 * three sentences saying what it is (period, material, what it has), its size and condition, and what set it dresses.
 */
import { MATERIALS, type MaterialName } from './vocabulary/materials';
import { eraInSentence, type Era } from './vocabulary/periods';
import { ROOM_PHRASES, type PropSpec, type Room } from './vocabulary/types';

/** What the generator chose for one prop. */
export type PropChoice = {
  spec: PropSpec;
  material: MaterialName;
  /** A finish that suits the material; every description names it, and some titles lead with it. */
  finish: string | undefined;
  /** Undefined for surplus materials, which have no period. */
  era: Era | undefined;
  /** The title leads with the era ("1970s Brass Floor Lamp") rather than the finish ("Polished Brass Floor Lamp"). */
  leadsWithEra: boolean;
};

export type PropCircumstances = {
  rooms: readonly Room[];
  dimensions: { width: number; depth: number; height: number };
  condition: string;
  isFree: boolean;
};

/** How a rental prop is kept; some are only true of old things, or of materials that age. */
const RENTAL_CONDITIONS: { text: string; needs?: 'age' | 'patina' }[] = [
  { text: 'with light wear from earlier shoots' },
  { text: 'recently cleaned and in excellent condition' },
  { text: 'with minor scuffs on the back only' },
  { text: 'restored in our shop and ready for close-ups' },
  { text: 'with wear consistent with its age', needs: 'age' },
  { text: 'with a patina that suits period sets', needs: 'patina' },
];

const SURPLUS_CONDITIONS = ['clean, dry and stored indoors', 'sorted and ready to collect', 'with marks from its last build'];

const OLD_THINGS = RENTAL_CONDITIONS.map(({ text }) => text);
const OLD_THINGS_WITHOUT_PATINA = RENTAL_CONDITIONS.filter(({ needs }) => needs !== 'patina').map(({ text }) => text);
const NEW_THINGS = RENTAL_CONDITIONS.filter(({ needs }) => needs === undefined).map(({ text }) => text);

/** The conditions that can be true of this prop: no patina on plastic, no "its age" on this year's stock. */
export function conditionsFor(choice: PropChoice): readonly string[] {
  if (choice.era === undefined) return SURPLUS_CONDITIONS;
  if (choice.era === 'Contemporary') return NEW_THINGS;
  return MATERIALS[choice.material].patina ? OLD_THINGS : OLD_THINGS_WITHOUT_PATINA;
}

export function propTitle(choice: PropChoice): string {
  const lead = choice.leadsWithEra ? choice.era : choice.finish;
  return [lead, choice.material, choice.spec.noun].filter((word) => word !== undefined).join(' ');
}

export function propDescription(choice: PropChoice, circumstances: PropCircumstances): string {
  return [whatItIs(choice), sizeAndCondition(choice, circumstances), howItIsOffered(choice, circumstances)].join(' ');
}

/** "This Victorian armchair in tufted leather has a deep seat and rolled arms." */
function whatItIs({ spec, material, finish, era }: PropChoice): string {
  const made = [finish?.toLowerCase(), MATERIALS[material].phrase].filter((word) => word !== undefined).join(' ');
  const noun = [era === undefined ? undefined : eraInSentence(era), inSentence(spec.noun)].filter((word) => word !== undefined).join(' ');
  return spec.plural ? `These ${noun} in ${made} ${spec.detail}.` : `This ${noun} in ${made} has ${spec.detail}.`;
}

/** "It is 34 in wide and 36 in high, restored in our shop and ready for close-ups." */
function sizeAndCondition({ spec }: PropChoice, { dimensions: { width, depth, height }, condition }: PropCircumstances): string {
  const subject = spec.plural ? 'The lot' : 'It';
  const size =
    height <= 2
      ? `measures ${width} by ${depth} in`
      : height > width
        ? `stands ${height} in high and ${width} in wide`
        : `is ${width} in wide and ${height} in high`;
  return `${subject} ${size}, ${condition}.`;
}

/** "We rent it by the week to dress a living room or hotel lobby set." */
function howItIsOffered({ spec }: PropChoice, { rooms, isFree }: PropCircumstances): string {
  const dressing = `to dress ${withArticle(roomList(rooms))} set`;
  if (!isFree) return `We rent ${spec.plural ? 'them' : 'it'} by the week ${dressing}.`;
  const purpose = spec.use ? `for ${spec.use}` : dressing;
  return `${spec.plural ? 'They are' : 'It is'} free to a production, school or artist ${purpose}, collected by appointment.`;
}

/** "kitchen", "kitchen or office", "kitchen, bar or restaurant". */
function roomList(rooms: readonly Room[]): string {
  const words = rooms.flatMap((room) => ROOM_PHRASES[room].split(' or '));
  return words.length === 1 ? (words[0] as string) : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/** A title-case noun as it reads mid-sentence: "Hospital Bed" becomes "hospital bed"; "IV Stand" keeps its capitals. */
function inSentence(noun: string): string {
  return noun
    .split(' ')
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}
