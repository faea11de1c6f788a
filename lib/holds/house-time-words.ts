// The hold's words for a moment are the house's one formatter (lib/house/time-words.ts, issue 36 §3).
export { houseTimeWords } from '@/lib/house/time-words';
