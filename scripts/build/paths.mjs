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

/**
 * An entry's output that holds no module's code, only imports (and the entry's exports, taken from them): esbuild's
 * when the entry's module sits in a shared chunk.
 */
export const isFacade = (metafile, file) => Object.values(metafile.outputs[file].inputs).every((input) => input.bytesInOutput === 0);

/**
 * The file a page loads for an entry point: its output, or, when that only imports the chunk holding the entry's
 * module, that chunk itself: one request fewer. The shell's and the boot script's are linked so (lazy modules import
 * them); a lazily imported module's import is pointed at its chunk after the build (scripts/build/facades.mjs).
 */
export const loadedFile = (metafile, source) => {
  const file = outputFor(metafile, source);
  if (!file || !isFacade(metafile, file)) return file;
  return Object.keys(metafile.outputs).find((output) => (metafile.outputs[output].inputs[source]?.bytesInOutput ?? 0) > 0) ?? file;
};

/** What every first load loads: the boot script's and the shell's files and their static imports. */
export const shellFiles = (metafile) => staticClosure(metafile, [loadedFile(metafile, BOOT), loadedFile(metafile, ENTRY)]);
