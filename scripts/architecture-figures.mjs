/**
 * The figures issue 37 asked anyone to be able to measure (`npm run architecture`): how often the
 * customer key is written out by hand, which lib/ folders import each other, imports from lib/ up
 * to the pages, module imports inside a cycle, and folders past twelve modules. The rules that keep
 * them at zero live in .dependency-cruiser.cjs and run in `npm run lint`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const { output } = await cruise(['lib', 'app', 'components'], { ...config.options, validate: false, outputType: 'json' });
const sources = JSON.parse(output).modules.filter((source) => /^(app|components|lib)\//.test(source.source));

/** A lib/ domain: its top folder, nested folders counted with it. */
const domainOf = (path) => /^lib\/[^/]+\//.exec(path)?.[0].slice(0, -1) ?? null;
const edges = new Map();
let upward = 0;
for (const { source, dependencies } of sources) {
  for (const { resolved } of dependencies) {
    if (source.startsWith('lib/') && /^(app|components)\//.test(resolved)) upward++;
    const [from, to] = [domainOf(source), domainOf(resolved)];
    if (from && to && from !== to) edges.set(`${from} ${to}`, [...(edges.get(`${from} ${to}`) ?? []), `${source} → ${resolved}`]);
  }
}
const mutual = [...edges.keys()].map((key) => key.split(' ')).filter(([a, b]) => a < b && edges.has(`${b} ${a}`));
const cycles = sources.flatMap(({ source, dependencies }) => dependencies.filter((d) => d.circular).map((d) => `${source} → ${d.resolved}`));

const KEY = /\{\s*vendorId:\s*string;\s*uid:\s*string;?\s*\}/g;
const keys = sources.reduce((count, { source }) => count + (readFileSync(source, 'utf8').match(KEY) ?? []).length, 0);

const perFolder = new Map();
for (const { source } of sources) {
  if (!source.startsWith('lib/')) continue;
  const folder = source.slice(0, source.lastIndexOf('/'));
  perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
}
const crowded = [...perFolder].filter(([, count]) => count > 12).sort((a, b) => b[1] - a[1]);
/** Each domain's floor: one above the highest domain it imports (the floor itself is 0). */
const below = new Map();
for (const key of edges.keys()) {
  const [from, to] = key.split(' ');
  below.set(from, [...(below.get(from) ?? []), to]);
}
const floors = new Map();
const floorOf = (domain, seen = new Set()) => {
  if (floors.has(domain)) return floors.get(domain);
  if (seen.has(domain)) return 0; // a circle: the figures above name it
  seen.add(domain);
  const floor = Math.max(-1, ...(below.get(domain) ?? []).map((lower) => floorOf(lower, seen))) + 1;
  floors.set(domain, floor);
  return floor;
};
for (const { source } of sources) if (domainOf(source)) floorOf(domainOf(source));
const byFloor = new Map();
for (const [domain, floor] of floors) byFloor.set(floor, [...(byFloor.get(floor) ?? []), domain.slice(4)]);

const list = (items) => (items.length ? ` (${items.join(', ')})` : '');

console.log(`customer key written out by hand: ${keys}`);
console.log(`lib/ folder pairs importing each other: ${mutual.length}${list(mutual.map((pair) => pair.join(' ↔ ')))}`);
console.log(`imports from lib/ up to app/ or components/: ${upward}`);
console.log(`module imports inside a cycle: ${cycles.length}${list(cycles)}`);
console.log(`lib/ folders over 12 modules: ${crowded.length}${list(crowded.map(([folder, count]) => `${folder} ${count}`))}`);
console.log('lib/ floors, top down (a domain imports only domains on lower floors):');
for (const floor of [...byFloor.keys()].sort((a, b) => b - a)) {
  console.log(`  ${String(floor).padStart(2)}  ${byFloor.get(floor).sort().join(' ')}`);
}
if (process.argv.includes('--pairs')) {
  for (const [a, b] of mutual) console.log(`\n${a} → ${b}\n  ${edges.get(`${a} ${b}`).join('\n  ')}\n${b} → ${a}\n  ${edges.get(`${b} ${a}`).join('\n  ')}`);
}
