/**
 * The SPA's esbuild build: src/main.tsx (and src/boot.ts) → dist/assets (ESM, code split per area, hashed names),
 * then dist/index.html, dist/preload.json (each route's first-load files), dist/meta.json (esbuild's metafile) and
 * dist/builds/latest.json (polled by the build watcher; the build's id is in index.html too). A production build also
 * precompresses dist/.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { bundleReport, checkBudgets } from './budgets.mjs';
import { addCompileHints, precompress } from './compress.mjs';
import { unstyledClasses } from './css.mjs';
import { skipLazyFacades } from './facades.mjs';
import { copyPublic, writeIndex } from './html.mjs';
import { BOOT, DIST, ENTRY, ROOT, loadedFile, sha } from './paths.mjs';
import { writeRoutePreloads } from './routes.mjs';
import { sourceRewritePlugin } from './sources.mjs';

/** @param {'production' | 'development'} mode */
const esbuildOptions = (mode) => ({
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
});

/**
 * The SPA's modules and their imports as esbuild resolves them (its metafile: `inputs`, and `outputs` with each
 * module's bytes), with the same source rewrites, built without writing anything: what the stylesheet and chunk
 * plans read before the build proper. Each call reads the sources again (an esbuild context: a rebuild only parses
 * what changed).
 */
const moduleGraph = (mode) => {
  let context = null;
  const read = async () => {
    context ??= await esbuild.context({ ...esbuildOptions(mode), write: false, sourcemap: false, plugins: [sourceRewritePlugin()] });
    return (await context.rebuild()).metafile;
  };
  return { read, dispose: async () => context?.dispose() };
};

/**
 * esbuild's options with the build's plugins: the source rewrites (with the stylesheet plan of each build, left in
 * `state.stylesheets`), and the files written after each build (`state.unstyled`: the stylesheet check's findings).
 * @param {'production' | 'development'} mode
 */
export const buildSetup = (mode) => {
  const graph = moduleGraph(mode);
  const state = { stylesheets: null, unstyled: [], dispose: graph.dispose };
  const options = { ...esbuildOptions(mode), plugins: [sourceRewritePlugin({ graph: graph.read, mode, state }), finishPlugin(state)] };
  return { options, state };
};

/** After each build (and each rebuild when watching): the files beside the bundle, and the stylesheet check. */
function finishPlugin(state) {
  return {
    name: 'legwork-finish',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        await copyPublic();
        if (build.initialOptions.splitting) await skipLazyFacades(result.metafile);
        // The build's id, in its index.html too: a page knows the build it runs without asking builds/latest.json.
        const entry = loadedFile(result.metafile, ENTRY);
        const outputs = Object.keys(result.metafile.outputs).sort().join('\n');
        const id = sha(`${entry}\n${state.stylesheets.shell}\n${outputs}`).slice(0, 16);
        await writeIndex(result.metafile, state.stylesheets, id);
        if (build.initialOptions.splitting) await writeRoutePreloads(result.metafile, state.stylesheets);
        state.unstyled = await unstyledClasses(state.stylesheets);
        if (!build.initialOptions.minify) for (const line of state.unstyled) console.warn(`unstyled on first render: ${line}`);
        await fs.writeFile(path.join(DIST, 'meta.json'), JSON.stringify(result.metafile));
        await fs.mkdir(path.join(DIST, 'builds'), { recursive: true });
        const mode = build.initialOptions.minify ? 'production' : 'development';
        await fs.writeFile(path.join(DIST, 'builds', 'latest.json'), JSON.stringify({ id, builtAt: new Date().toISOString(), mode }));
      });
    },
  };
}

/**
 * A production build of dist/ (precompressed), its per-page report and the stylesheet check's findings (`unstyled`);
 * never fails on the budgets or the check itself.
 */
export const buildProduction = async () => {
  await fs.rm(DIST, { recursive: true, force: true });
  const { options, state } = buildSetup('production');
  const result = await esbuild.build(options).finally(state.dispose);
  await addCompileHints();
  await precompress();
  return { result, rows: await bundleReport(result.metafile), unstyled: state.unstyled };
};

/**
 * `node esbuild.mjs`: the production build, its report, and a failure when a page is over its budget or a view
 * would render without its rules.
 */
export const build = async () => {
  const { result, rows, unstyled } = await buildProduction();
  checkBudgets(rows);
  if (unstyled.length > 0) {
    throw new Error(
      [
        "Classes whose rules would not load with the views that use them (move the rules to the CSS of the views' folder,",
        `scripts/build/css.mjs):\n  ${unstyled.join('\n  ')}`,
      ].join(' '),
    );
  }
  return result;
};
