/**
 * Builds the SPA (scripts/build/, one module per job): `node esbuild.mjs` builds dist/ for production and fails when
 * a checked page's JavaScript on the wire is over its budget (scripts/build/budgets.mjs); `--if-stale` only when a
 * source is newer than dist/ (npm start); `--watch` (or `startWatch()`, used by server/dev.ts) rebuilds on change
 * for development.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './scripts/build/build.mjs';
import { isFresh, startWatch } from './scripts/build/watch.mjs';

export { BUDGETS, bundleReport } from './scripts/build/budgets.mjs';
export { build, buildProduction } from './scripts/build/build.mjs';
export { addCompileHints, precompress } from './scripts/build/compress.mjs';
export { isFresh, startWatch } from './scripts/build/watch.mjs';

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--watch')) await startWatch();
  else if (process.argv.includes('--if-stale') && (await isFresh())) console.log('dist/ is up to date with src/ and public/');
  else {
    try {
      await build();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
}
