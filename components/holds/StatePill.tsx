import type { PillTone } from '@/lib/holds/line-pill';
import styles from './holds.module.css';

const TONES: Record<PillTone, string> = {
  waiting: styles.pillWaiting!,
  held: styles.pillHeld!,
  behind: styles.pillBehind!,
  confirmed: styles.pillConfirmed!,
  ended: styles.pillEnded!,
  refused: styles.pillRefused!,
};

/** A pill's class names, for a client component that must not carry the holds stylesheet's every name. */
export const pillClassName = (tone: PillTone) => `${styles.pill} ${TONES[tone]}`;

/** A line's state as a pill (issue 24 §6): its word in a colour of its tone, so the colour is never the only sign. */
export function StatePill({ word, tone }: { word: string; tone: PillTone }) {
  return <span className={pillClassName(tone)}>{word}</span>;
}
