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
      comment: 'Components serve the pages; a page is never imported by a component.',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'house-is-the-kernel',
      severity: 'error',
      comment: 'lib/house is what every domain shares and needs no domain: it imports nothing else of ours but lib/env.',
      from: { path: '^lib/house/' },
      to: { path: '^(app|components|lib)/', pathNot: '^lib/(house|env)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|\\.d\\.ts$|^node_modules/)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  },
};
