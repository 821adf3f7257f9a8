// Bundles server/main.ts (our TypeScript only; packages stay imports) into dist/server/main.mjs, so `npm start`
// runs plain Node: no TypeScript loader hook on every module import (that hook alone cost ~2 s of start time).
import * as esbuild from 'esbuild';

await esbuild.build({
  entryPoints: ['server/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  outfile: 'dist/server/main.mjs',
  logLevel: 'warning',
});
