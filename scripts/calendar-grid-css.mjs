// Writes components/calendar/calendar-grid.module.css: the holds calendar's grid by class, for a
// content security policy that refuses style attributes (issue 36 §4.9, decision 147). A month has
// at most 31 days, so a bar starts at one of 31 columns, spans up to 31 and ends in up to 31 days of
// turnaround. Run it again only if that changes: `node scripts/calendar-grid-css.mjs`.
import { writeFileSync } from 'node:fs';

const DAYS = 31;
const upTo = (first, rule) => Array.from({ length: DAYS - first + 1 }, (_, index) => rule(first + index));
const rules = [
  ...upTo(1, (n) => `.days${n} {\n  --days: ${n};\n}\n`),
  ...upTo(1, (n) => `.from${n} {\n  grid-column-start: ${n};\n}\n`),
  ...upTo(1, (n) => `.span${n} {\n  grid-column-end: span ${n};\n  --span-days: ${n};\n}\n`),
  ...upTo(0, (n) => `.tail${n} {\n  --tail-days: ${n};\n}\n`),
];
const header =
  "/* The holds calendar's grid by class, not by style attribute (issue 36 §4.9, decision 147): the days\n" +
  '   of a month, the column a bar starts at, the days it spans and those of its turnaround buffer.\n' +
  '   Written by scripts/calendar-grid-css.mjs. */\n';
writeFileSync(new URL('../components/calendar/calendar-grid.module.css', import.meta.url), `${header}\n${rules.join('\n')}`);
