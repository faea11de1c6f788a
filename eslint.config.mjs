import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Pages take the route's query parameters even when they do not read them (spec section 2).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // DESIGN.md "Layout additions": demo/ is the demo prop house; nothing in lib/ imports it but the seed
    // entry point (lib/start-up/database-ready.ts) and the tests that seed a catalogue to work on (issue 28).
    files: ['lib/**/*.ts', 'lib/**/*.tsx'],
    ignores: ['lib/start-up/database-ready.ts', 'lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/demo', '@/demo/**', '**/demo', '**/demo/**'], message: 'lib/ is the domain of any prop house: the demo lives in demo/.' }] },
      ],
    },
  },
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'data-*/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
]);
