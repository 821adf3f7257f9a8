/** `npm start`'s freshness check and `npm run dev`'s watch build. */
import { watch as watchFs } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { buildSetup } from './build.mjs';
import { DIST, PUBLIC, ROOT } from './paths.mjs';

const newestMtime = async (target) => {
  const stat = await fs.stat(target).catch(() => null);
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  const entries = await fs.readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(stat.mtimeMs, ...times);
};

/** What a build of dist/ is made of: newer than its build, the build is stale. */
const BUILD_SOURCES = ['src', 'public', 'esbuild.mjs', 'scripts/build', 'scripts/pageRegistry.mjs', 'package-lock.json'];

/** A production build newer than every source it is made of (npm start on an unchanged checkout). */
export const isFresh = async () => {
  const latest = path.join(DIST, 'builds', 'latest.json');
  const built = await fs
    .readFile(latest, 'utf8')
    .then(JSON.parse)
    .catch(() => null);
  if (built?.mode !== 'production') return false;
  const builtAt = (await fs.stat(latest)).mtimeMs;
  const sources = BUILD_SOURCES.map((p) => newestMtime(path.join(ROOT, p)));
  return Math.max(...(await Promise.all(sources))) < builtAt;
};

/** Development: an esbuild context that rebuilds on change; every rebuild writes a new builds/latest.json. */
export const startWatch = async () => {
  await fs.mkdir(DIST, { recursive: true });
  const context = await esbuild.context(buildSetup('development').options);
  await context.rebuild();
  await context.watch();
  // esbuild watches the module graph only: public/ (index.html) and the views' stylesheets trigger a rebuild too.
  const rebuild = () => void context.rebuild().catch(() => undefined);
  watchFs(PUBLIC, { recursive: true }, rebuild);
  watchFs(path.join(ROOT, 'src/views'), { recursive: true }, (_event, name) => name?.endsWith('.css') && rebuild());
  console.log('esbuild: watching src/ and public/ for changes');
  return context;
};
