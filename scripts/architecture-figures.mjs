/**
 * The figures issue 37 asked to be measurable by anyone (`npm run architecture`): how often the
 * customer key is declared, which lib/ folders import each other, imports from lib/ up to the pages,
 * module cycles, and folders over twelve modules. The rules themselves live in .dependency-cruiser.cjs.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const { output } = await cruise(['lib', 'app', 'components'], { ...config.options, validate: false, outputType: 'json' });
const modules = JSON.parse(output).modules.filter((m) => /^(app|components|lib)\//.test(m.source));

const folderOf = (path) => /^lib\/([^/]+)\//.exec(path)?.[0].slice(0, -1) ?? null;
const edges = new Map();
let upward = 0;
for (const module of modules) {
  for (const dependency of module.dependencies) {
    if (module.source.startsWith('lib/') && /^(app|components)\//.test(dependency.resolved)) upward++;
    const from = folderOf(module.source);
    const to = folderOf(dependency.resolved);
    if (from && to && from !== to) edges.set(`${from} ${to}`, [...(edges.get(`${from} ${to}`) ?? []), `${module.source} → ${dependency.resolved}`]);
  }
}
const mutual = [...edges.keys()].map((key) => key.split(' ')).filter(([a, b]) => a < b && edges.has(`${b} ${a}`));
const cycles = modules.flatMap((m) => m.dependencies.filter((d) => d.circular).map((d) => `${m.source} → ${d.resolved}`));

const KEY = /type\s+(Owner|Customer|VendorUserKey)\s*=\s*\{\s*vendorId:\s*string;\s*uid:\s*string;?\s*\}|\{\s*vendorId:\s*string;\s*uid:\s*string;?\s*\}/g;
let keys = 0;
for (const module of modules) keys += (execFileSync('cat', [module.source], { encoding: 'utf8' }).match(KEY) ?? []).length;

const perFolder = new Map();
for (const module of modules) {
  if (!module.source.startsWith('lib/')) continue;
  const folder = module.source.slice(0, module.source.lastIndexOf('/'));
  perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
}
const crowded = [...perFolder].filter(([, count]) => count > 12).sort((a, b) => b[1] - a[1]);

console.log(`customer key written out by hand: ${keys}`);
console.log(`lib/ folder pairs importing each other: ${mutual.length}${mutual.length ? ` (${mutual.map((pair) => pair.join(' ↔ ')).join(', ')})` : ''}`);
console.log(`imports from lib/ up to app/ or components/: ${upward}`);
console.log(`module imports inside a cycle: ${cycles.length}`);
for (const cycle of cycles) console.log(`  ${cycle}`);
console.log(`lib/ folders over 12 modules: ${crowded.length}${crowded.length ? ` (${crowded.map(([f, n]) => `${f} ${n}`).join(', ')})` : ''}`);
if (process.argv.includes('--pairs'))
  for (const [a, b] of mutual) console.log(`\n${a} → ${b}\n  ${edges.get(`${a} ${b}`).join('\n  ')}\n${b} → ${a}\n  ${edges.get(`${b} ${a}`).join('\n  ')}`);
