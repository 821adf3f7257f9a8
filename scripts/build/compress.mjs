/** What the build does to dist/ once esbuild has written it: V8 compile hints, and precompressed siblings. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { DIST } from './paths.mjs';

/** Files served precompressed: a `.br` (brotli, best) and a `.gz` (gzip -9) beside each (server/http/static.ts). */
const COMPRESSIBLE = /\.(js|css|svg|json|map|html)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_BEST = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/** The files of dist/ to precompress: index.html is not, the server injects a nonce into it per response. */
const compressible = async (dir = DIST) => {
  const files = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await compressible(file)));
    else if (COMPRESSIBLE.test(entry.name) && file !== path.join(DIST, 'index.html')) files.push(file);
  }
  return files;
};

/**
 * V8's explicit compile hint (Chrome 136+; a plain comment elsewhere): Chrome compiles every function of a file that
 * starts with it while the file streams in, off the main thread, instead of on the main thread as each is first
 * called. React DOM's module took 113 ms of main-thread evaluation without it and 67 ms with it (unthrottled).
 * Only on files of COMPILE_HINT_MIN_BYTES and more: nearly all of such a chunk's functions run on the page that loads
 * it, and a small file has little to compile but would carry the comment's bytes. The source map moves one line.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const COMPILE_HINT_MIN_BYTES = 8 * 1024;

export const addCompileHints = async () => {
  const assets = path.join(DIST, 'assets');
  for (const name of await fs.readdir(assets)) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(assets, name);
    const code = await fs.readFile(file, 'utf8');
    if (Buffer.byteLength(code) < COMPILE_HINT_MIN_BYTES || code.startsWith(COMPILE_HINT)) continue;
    await fs.writeFile(file, `${COMPILE_HINT}${code}`);
    const map = await fs
      .readFile(`${file}.map`, 'utf8')
      .then(JSON.parse)
      .catch(() => null);
    if (map) await fs.writeFile(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
};

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of dist/ (on the thread pool, in parallel). */
export const precompress = async () => {
  const files = await compressible();
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      const [br, gz] = await Promise.all([brotli(body, BROTLI_BEST), gzip(body, { level: 9 })]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
};
