/**
 * A lazily imported module whose code sits in a shared chunk gets an entry file from esbuild that holds none of it:
 * it imports that chunk and re-exports the module's names. A signed-in layout is one (every page of the layout imports
 * it, so its module is shared), and its facade was one more request of every signed-in first load, a round trip on
 * one of HTTP/1.1's six connections. After the build each `import("./<facade>")` becomes an import of the chunk
 * itself that names its exports as the facade did; the facade stays in dist/, loaded by nothing. The source map of
 * a rewritten file is not moved: columns after the import on its line are off by the text added.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { BOOT, ENTRY, ROOT, isFacade } from './paths.mjs';

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"\.\/([^"]+)"/g;
const EXPORTS = /export\s*\{([^}]*)\}/g;

/** `a as b, c` → [[a, b], [c, c]] */
const bindings = (list) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [from, as] = item.split(/\s+as\s+/);
      return [from, as ?? from];
    });

/** The chunk a facade re-exports from and the facade's export names → that chunk's, or null when it is not that simple. */
const readFacade = (code) => {
  const imports = [...code.matchAll(NAMED_IMPORT)];
  const exports = [...code.matchAll(EXPORTS)];
  if (imports.length !== 1 || exports.length !== 1 || /export\s+(\*|default)/.test(code)) return null;
  const [, importList, chunk] = imports[0];
  const local = new Map(bindings(importList).map(([exported, name]) => [name, exported]));
  const names = bindings(exports[0][1]).map(([name, exported]) => [exported, local.get(name)]);
  if (names.some(([, from]) => !from)) return null;
  return { chunk, names };
};

/**
 * Points every dynamic import of a lazy module's facade at the chunk holding the module (see above).
 * @param {import('esbuild').Metafile} metafile
 * @returns {Promise<number>} the facades skipped
 */
export const skipLazyFacades = async (metafile) => {
  const { outputs } = metafile;
  let skipped = 0;
  for (const [facade, output] of Object.entries(outputs)) {
    if (!facade.endsWith('.js') || !output.entryPoint || [BOOT, ENTRY].includes(output.entryPoint) || !isFacade(metafile, facade)) continue;
    const read = readFacade(await fs.readFile(path.join(ROOT, facade), 'utf8'));
    // loadedFile (scripts/build/paths.mjs) names the chunk for every facade: one left as it is would load unlisted.
    if (!read) throw new Error(`scripts/build/facades: ${facade} is not one named import re-exported`);
    const target = `import("./${path.basename(facade)}")`;
    const named = read.names.map(([exported, from]) => `${JSON.stringify(exported)}:m[${JSON.stringify(from)}]`).join(',');
    const replacement = `import("./${read.chunk}").then((m)=>({${named}}))`;
    for (const [importer, { imports }] of Object.entries(outputs)) {
      if (!imports.some((imported) => imported.kind === 'dynamic-import' && imported.path === facade)) continue;
      const file = path.join(ROOT, importer);
      const code = await fs.readFile(file, 'utf8');
      // A watch rebuild leaves a file it did not change as it was: rewritten already.
      if (!code.includes(target) && code.includes(replacement)) continue;
      if (!code.includes(target)) throw new Error(`scripts/build/facades: ${importer} imports ${facade}, but not as ${target}`);
      await fs.writeFile(file, code.replaceAll(target, replacement));
    }
    skipped += 1;
  }
  return skipped;
};
