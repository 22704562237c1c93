import { defineConfig } from 'vitest/config';

const domSetup = `${import.meta.dirname}/vitest.dom-setup.ts`;

export default defineConfig({
  test: {
    // Two files at a time even on a 2-core machine (vitest's default there is one): an API test
    // spends most of its time waiting on PostgreSQL, another process, so the second core is idle
    // with one. Browser journeys stay one file at a time (their project's fileParallelism).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The shopper app's unit tier: its own Vite config (alias, compiled messages) in a fake DOM.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: [domSetup],
        },
      },
      {
        extends: './apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: [domSetup],
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          // ESLint with type-aware import resolution takes a while to load.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The route walk reads the shop's route table, whose modules import through `@/`.
        resolve: { alias: [{ find: /^@\//, replacement: `${import.meta.dirname}/apps/web/src/` }] },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // The longest journeys of one or two operators (after-sales, identity, the catalogue) took
          // 20-40 s on a loaded 2-core machine; two minutes allows one three times slower still.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A poll ends as soon as the page shows what it waits for; vitest's 1 s default is shorter
          // than one save round trip on a loaded 2-core machine.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
