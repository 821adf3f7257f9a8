/** Where the build reads and writes, and what it reads from esbuild's metafile. */
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
export const PUBLIC = path.join(ROOT, 'public');
export const SRC = path.join(ROOT, 'src') + path.sep;
/** The app shell: the router, the kit every page uses and the page registry. */
export const ENTRY = 'src/main.tsx';
/** Runs before the shell has downloaded: starts the session check (src/boot.ts). */
export const BOOT = 'src/boot.ts';
export const SHELL = path.join(ROOT, ENTRY);

export const sha = (text) => crypto.createHash('sha256').update(text).digest('hex');

/** A path relative to the repository, with forward slashes (as esbuild's metafile names files). */
export const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** The URL path of an output file (`dist/assets/x.js` → `/assets/x.js`). */
export const href = (file) => `/${path.relative(DIST, path.join(ROOT, file)).split(path.sep).join('/')}`;

/** The JavaScript output file of an entry point (a source path as in the metafile). */
export const outputFor = (metafile, source) =>
  Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint === source && file.endsWith('.js'));

/** The output files and the chunks they import statically, recursively (what loading them loads). */
export const staticClosure = (metafile, outputs) => {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  for (const file of outputs) visit(file);
  return [...seen];
};
