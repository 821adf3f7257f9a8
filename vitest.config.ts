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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
