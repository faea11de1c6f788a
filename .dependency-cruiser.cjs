/**
 * The floors of the code (docs/ARCHITECTURE.md, decision 0150): app → components → lib's domains →
 * lib/house → lib/db. `npm run lint` runs these rules; `npm run architecture` prints the figures.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A module that reaches itself through its imports: one side of the circle belongs lower down.',
      from: { path: '^(app|components|lib)/' },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment: 'Two folders that import each other are one domain in two places: move the shared part down.',
      scope: 'folder',
      from: { path: '^lib/' },
      to: { circular: true },
    },
    {
      name: 'lib-stays-below',
      severity: 'error',
      comment: 'lib/ is the domain: it never imports the pages (app/) or their components.',
      from: { path: '^lib/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'components-below-app',
      severity: 'error',
      comment: 'Components serve the pages; a component imports of app/ only its server actions (the bundler sends a reference).',
      from: { path: '^components/' },
      to: { path: '^app/', pathNot: 'actions\\.ts$' },
    },
    {
      name: 'house-is-the-kernel',
      severity: 'error',
      comment: 'lib/house is what every domain shares and needs no domain: of ours it imports only the other low modules.',
      from: { path: '^lib/house/' },
      to: { path: '^(app|components|lib)/', pathNot: '^lib/(house|env|errors|text|tenant)/' },
    },
    {
      name: 'low-modules-stay-low',
      severity: 'error',
      comment: 'The floor under every domain (the database, errors, text, the tenant settings, lib/house) imports no domain.',
      from: { path: '^lib/(db|env|errors|text|tenant|house)/' },
      to: { path: '^lib/', pathNot: '^lib/(db|env|errors|text|tenant|house)/' },
    },
  ],
  options: {
    // tenant/ is one house's settings and page text, read by lib/tenant: data, outside the floors.
    includeOnly: '^(app|components|lib)/',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|\\.d\\.m?ts$|^node_modules/)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  },
};
