// Bundles server/main.ts (our TypeScript only; packages stay imports) into dist/server/main.mjs, so `npm start`
// runs plain Node: no TypeScript loader hook on every module import (that hook alone cost ~2 s of start time).
// The thumbnail worker is its own entry (dist/server/thumbnail.worker.mjs), started by main.mjs.
import * as esbuild from 'esbuild';

await esbuild.build({
  entryPoints: { main: 'server/main.ts', 'thumbnail.worker': 'server/media/thumbnail.worker.ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
});
