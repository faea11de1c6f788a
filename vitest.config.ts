import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@/': root,
      // The marker package throws outside React Server Components; tests run server code directly.
      'server-only': fileURLToPath(new URL('./test/server-only.ts', import.meta.url)),
    },
  },
  test: {
    // Vitest's default leaves a core idle, which on CI's two cores runs the files one at a time; the
    // files wait on the database as much as they compute, so two run side by side about twice as fast.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: ['**/*.db.test.ts', 'node_modules/**', 'e2e/**', '.next/**'],
          // A property test's thousand runs take under a second alone, but once took over 5 s on two
          // busy cores; a timeout is for a test that hangs, not for a slow machine.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['**/*.db.test.ts'],
          exclude: ['node_modules/**', '.next/**'],
          // Tests wait for conditions, not for time; this only ends one that hangs. A busy two-core
          // machine once took over a minute for a test that starts a second process (issue 23 §12).
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
