// Bundles server/main.ts (our TypeScript only; packages stay imports) into dist/server/main.mjs, so `npm start`
// runs plain Node: no TypeScript loader hook on every module import (that hook alone cost ~2 s of start time).
// The thumbnail worker is its own entry (dist/server/thumbnail.worker.mjs), started by main.mjs.
// Dynamic imports become chunks of their own (splitting): main.mjs itself imports only the runtime check, so a Node
// older than the pinned one is refused in one line instead of failing to link a built-in it lacks (node:sqlite).
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/** Builds the server into `outdir` (tests build a copy elsewhere). */
export const buildServer = async (outdir = 'dist/server') => {
  // Chunk names change with their content: last build's would pile up.
  fs.rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { main: 'server/main.ts', 'thumbnail.worker': 'server/media/thumbnail.worker.ts' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    outdir,
    outExtension: { '.js': '.mjs' },
    // Beside main.mjs, so every chunk's import.meta.url finds thumbnail.worker.mjs as server/media/thumbnails.ts expects.
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
  });
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
