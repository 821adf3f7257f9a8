import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// The server suite must load `graphql` as Node does (CommonJS), the copy graphql-yoga uses: two copies mean two
// GraphQLError classes and coded errors masked as INTERNAL.
const serverAlias = { ...alias, graphql: createRequire(import.meta.url).resolve('graphql') };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], globalSetup: ['tests/runtime.globalSetup.ts'], environment: 'node' },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          globalSetup: ['tests/runtime.globalSetup.ts', 'tests/server/support/globalSetup.ts'],
          environment: 'node',
          // Two files at a time, one a core (docs/decisions.md, "CI time"): each has its own database (a clone of the
          // seeded template) and its own Redis channels (support/testServer.ts). A test's time budget allows for the
          // other file beside it.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
