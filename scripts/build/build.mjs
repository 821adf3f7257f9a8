/**
 * The SPA's esbuild build: src/main.tsx (and src/boot.ts) → dist/assets (ESM, code split per area, hashed names),
 * then dist/index.html, dist/preload.json (each route's first-load files), dist/meta.json (esbuild's metafile) and
 * dist/builds/latest.json (polled by the build watcher). A production build also precompresses dist/.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { bundleReport, checkBudgets } from './budgets.mjs';
import { addCompileHints, precompress } from './compress.mjs';
import { copyPublic, writeIndex } from './html.mjs';
import { BOOT, DIST, ENTRY, ROOT, sha } from './paths.mjs';
import { writeRoutePreloads } from './routes.mjs';
import { sourceRewritePlugin } from './sources.mjs';

/** @param {'production' | 'development'} mode */
export const options = (mode) => ({
  absWorkingDir: ROOT,
  entryPoints: [BOOT, ENTRY],
  bundle: true,
  outdir: DIST,
  format: 'esm',
  splitting: true,
  platform: 'browser',
  target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
  minify: mode === 'production',
  sourcemap: mode === 'production' ? 'linked' : 'inline',
  entryNames: 'assets/[name]-[hash]',
  chunkNames: 'assets/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  metafile: true,
  jsx: 'automatic',
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  plugins: [sourceRewritePlugin(), finishPlugin()],
});

/** After each build (and each rebuild when watching): the files beside the bundle. */
function finishPlugin() {
  return {
    name: 'legwork-finish',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        await copyPublic();
        const { entry, cssName } = await writeIndex(result.metafile);
        if (build.initialOptions.splitting) await writeRoutePreloads(result.metafile);
        await fs.writeFile(path.join(DIST, 'meta.json'), JSON.stringify(result.metafile));
        const outputs = Object.keys(result.metafile.outputs).sort().join('\n');
        const id = sha(`${entry}\n${cssName}\n${outputs}`).slice(0, 16);
        await fs.mkdir(path.join(DIST, 'builds'), { recursive: true });
        const mode = build.initialOptions.minify ? 'production' : 'development';
        await fs.writeFile(path.join(DIST, 'builds', 'latest.json'), JSON.stringify({ id, builtAt: new Date().toISOString(), mode }));
      });
    },
  };
}

/** A production build of dist/ (precompressed) and its per-page report; never fails on the budgets itself. */
export const buildProduction = async () => {
  await fs.rm(DIST, { recursive: true, force: true });
  const result = await esbuild.build(options('production'));
  await addCompileHints();
  await precompress();
  return { result, rows: await bundleReport(result.metafile) };
};

/** `node esbuild.mjs`: the production build, its report, and a failure when a page is over its budget. */
export const build = async () => {
  const { result, rows } = await buildProduction();
  checkBudgets(rows);
  return result;
};
