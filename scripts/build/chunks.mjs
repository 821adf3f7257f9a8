/**
 * Fewer, larger first-load files. esbuild puts each module in the chunk of the set of entry points (the entry and
 * every lazily imported module: layouts, pages, tabs, dialogs) that reach it, so a small module that a dozen pages
 * share is a file of its own, and a signed-in page's first load fetched ~20 files. Over plain HTTP/1.1 each file
 * holds one of six connections for a round trip or more (150 ms on Lighthouse's mobile preset), about what 5 KB of
 * brotli take to arrive. The plan gives esbuild fewer sets: it names modules that lazy modules must import too
 * (`imports`, source → sources; scripts/build/sources.mjs writes the imports), so that modules loaded together share
 * one set, one chunk.
 * - The shell: the lazily imported packages (react-hot-toast, the graphql-ws client) import the shell, so what they
 *   share with it stays in its chunk, and the shell imports src/boot.ts (which still runs once, first), so the boot
 *   script's modules are one chunk.
 * - Chunks merged by what they cost: two chunks become one when the requests it saves (each lazy module that loads
 *   both loads one file) outweigh the bytes it adds to lazy modules that load only one of them (MERGE_BYTES_PER_FILE
 *   a request), and no lazy module would load more than WASTE_CAP_BYTES it does not use. Cheapest merges first.
 *   A merged chunk is one set: every lazy module that reaches one of its modules imports them all.
 * The budgets (scripts/build/budgets.mjs) stay the check on what the merges add to a first load.
 */
import path from 'node:path';
import { BOOT, ENTRY, ROOT } from './paths.mjs';

/** Minified bytes a merge may add to lazy modules that do not use them, per request it saves. */
const MERGE_BYTES_PER_FILE = 4 * 1024;

/**
 * Minified bytes, all merges together, that a lazy module may load without using them (a signed-in page's first
 * load is two lazy modules, its layout and itself).
 */
const WASTE_CAP_BYTES = 4 * 1024;

const isStatic = (imported) => (imported.kind === 'import-statement' || imported.kind === 'require-call') && !imported.external;
const isPackage = (module) => module.split('/').includes('node_modules');

/** Entry points and lazily imported modules (sources as in the metafile). */
const entryPoints = (inputs) => {
  const entries = new Set([BOOT, ENTRY]);
  for (const input of Object.values(inputs))
    for (const imported of input.imports) if (imported.kind === 'dynamic-import' && !imported.external) entries.add(imported.path);
  return [...entries];
};

/** What loading each module loads, with `extra` imports (source → sources) besides the sources' own. */
const reachOf =
  (inputs, extra) =>
  (start, stop = new Set()) => {
    const seen = new Set();
    const stack = [...start];
    while (stack.length > 0) {
      const next = stack.pop();
      if (seen.has(next) || stop.has(next)) continue;
      seen.add(next);
      for (const imported of inputs[next]?.imports ?? []) if (isStatic(imported)) stack.push(imported.path);
      for (const added of extra.get(next) ?? []) stack.push(added);
    }
    return seen;
  };

/** esbuild's chunks: modules grouped by the set of entries that reach them ({ entries, modules, bytes }). */
const chunksOf = (entries, closure, bytesOf) => {
  const reachedBy = new Map();
  for (const entry of entries) for (const module of closure.get(entry)) reachedBy.set(module, [...(reachedBy.get(module) ?? []), entry]);
  const chunks = new Map();
  for (const [module, by] of reachedBy) {
    const key = by.join('\n');
    const chunk = chunks.get(key) ?? { entries: new Set(by), modules: [], bytes: 0 };
    chunk.modules.push(module);
    chunk.bytes += bytesOf.get(module) ?? 0;
    chunks.set(key, chunk);
  }
  return [...chunks.values()];
};

/**
 * The plan: `imports`, a module (source) → the modules (sources) it must import besides its own, for the build's
 * source rewrites, and `merged`, the merged chunks' modules (for the report).
 * @param {import('esbuild').Metafile} metafile the module graph (scripts/build/build.mjs moduleGraph), with the
 *   bytes each module takes in its output
 */
export const planChunks = (metafile) => {
  const { inputs } = metafile;
  const bytesOf = new Map();
  for (const output of Object.values(metafile.outputs)) {
    for (const [source, { bytesInOutput }] of Object.entries(output.inputs ?? {}))
      bytesOf.set(source, (bytesOf.get(source) ?? 0) + bytesInOutput);
  }
  const entries = entryPoints(inputs);
  const imports = new Map();
  const add = (module, modules) => imports.set(module, new Set([...(imports.get(module) ?? []), ...modules]));

  // The shell: lazily imported packages import it; it imports the boot script.
  for (const entry of entries) if (isPackage(entry)) add(entry, [ENTRY]);
  add(ENTRY, [BOOT]);

  const reach = reachOf(inputs, imports);
  let closure = new Map(entries.map((entry) => [entry, reach([entry])]));
  const shell = new Set([...closure.get(ENTRY), ...closure.get(BOOT)]);

  // Shared chunks beyond the shell. A chunk of packages only can merge when modules of ours in the same merge load
  // it (an import of a package by name is not kept: it declares itself free of side effects).
  let nextId = 0;
  const group = (entriesOf, modules, merges) => ({ id: nextId++, entries: entriesOf, modules, reach: reach(modules, shell), merges });
  let groups = chunksOf(entries, closure, bytesOf)
    .filter((chunk) => chunk.entries.size > 1 && !chunk.modules.some((module) => shell.has(module)))
    .map((chunk) => group(chunk.entries, new Set(chunk.modules), 0));
  // A module that a page's code imports lazily (a tab, a dialog) loads after that page: what every page importing
  // it has loaded is there already, neither wasted nor fetched again.
  const inherited = new Map(entries.map((entry) => [entry, new Set()]));
  for (let round = 0; round < 4; round++) {
    for (const entry of entries) {
      const importers = Object.keys(inputs).filter((source) =>
        inputs[source].imports.some((imported) => imported.kind === 'dynamic-import' && imported.path === entry),
      );
      if (importers.length === 0 || importers.some((source) => shell.has(source))) continue;
      const parents = entries.filter((parent) => parent !== entry && importers.some((source) => closure.get(parent).has(source)));
      if (parents.length === 0) continue;
      const known = parents.map((parent) => new Set([...closure.get(parent), ...inherited.get(parent)]));
      inherited.set(entry, new Set([...known[0]].filter((module) => known.every((set) => set.has(module)))));
    }
  }
  const loaded = new Map(entries.map((entry) => [entry, new Set([...closure.get(entry), ...inherited.get(entry)])]));
  /** Whether a lazy module fetches a group when it loads (not when the pages it loads after have it already). */
  const fetches = (entry, of) => of.entries.has(entry) && ![...of.modules].every((module) => inherited.get(entry).has(module));
  const wasted = new Map(entries.map((entry) => [entry, 0]));
  /** Bytes a lazy module would load if it loaded this group too (what it does not load yet), by entry and group. */
  const extraCache = new Map();
  const extra = (entry, of) => {
    const cache = extraCache.get(entry) ?? new Map();
    extraCache.set(entry, cache);
    if (!cache.has(of.id))
      cache.set(
        of.id,
        [...of.reach].reduce((sum, module) => sum + (loaded.get(entry).has(module) ? 0 : (bytesOf.get(module) ?? 0)), 0),
      );
    return cache.get(of.id);
  };
  /**
   * What merging two groups costs and saves: the bytes each lazy module would load without using them, and one
   * file fewer for each that loads both.
   */
  const mergeOf = (a, b) => {
    const waste = new Map();
    for (const entry of b.entries) if (!a.entries.has(entry)) waste.set(entry, extra(entry, a));
    for (const entry of a.entries) if (!b.entries.has(entry)) waste.set(entry, extra(entry, b));
    return { waste, saved: [...a.entries].filter((entry) => fetches(entry, a) && fetches(entry, b)).length };
  };
  const carried = (modules) => {
    const ours = reach(
      [...modules].filter((module) => !isPackage(module)),
      shell,
    );
    return [...modules].every((module) => !isPackage(module) || ours.has(module));
  };
  for (;;) {
    let best = null;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        if (groups[i].stuck || groups[j].stuck) continue;
        const { waste, saved } = mergeOf(groups[i], groups[j]);
        if (saved === 0) continue;
        const cost = [...waste.values()].reduce((sum, bytes) => sum + bytes, 0) / saved;
        if (cost > MERGE_BYTES_PER_FILE || (best && cost >= best.cost)) continue;
        if ([...waste].some(([entry, bytes]) => wasted.get(entry) + bytes > WASTE_CAP_BYTES)) continue;
        best = { i, j, waste, cost };
      }
    }
    if (!best) break;
    const [a, b] = [groups[best.i], groups[best.j]];
    const modules = new Set([...a.modules, ...b.modules]);
    if (!carried(modules)) {
      // Packages that no module of ours in the merge loads: the package's chunk stays as it is.
      ([a, b].find((one) => [...one.modules].every(isPackage)) ?? a).stuck = true;
      continue;
    }
    const merged = group(new Set([...a.entries, ...b.entries]), modules, a.merges + b.merges + 1);
    for (const entry of merged.entries) {
      for (const module of merged.reach) loaded.get(entry).add(module);
      extraCache.delete(entry);
      wasted.set(entry, wasted.get(entry) + (best.waste.get(entry) ?? 0));
    }
    groups = [...groups.filter((_, index) => index !== best.i && index !== best.j), merged];
  }

  // Each merged chunk one set: every lazy module that reaches one of its modules imports them all (and those
  // imports reach further modules: again until nothing changes). Not a module that would import itself back.
  const merged = groups.filter((group) => group.merges > 0).map((group) => [...group.modules]);
  for (let changed = true; changed; ) {
    changed = false;
    closure = new Map(entries.map((entry) => [entry, reach([entry])]));
    const reaches = new Map();
    const loadsItself = (module, entry) => {
      if (!reaches.has(module)) reaches.set(module, reach([module]));
      return reaches.get(module).has(entry);
    };
    for (const modules of merged) {
      for (const entry of entries) {
        const loads = closure.get(entry);
        if (!modules.some((module) => loads.has(module)) || modules.every((module) => loads.has(module))) continue;
        const missing = modules.filter((module) => !loads.has(module) && !isPackage(module) && !loadsItself(module, entry));
        if (missing.length === 0) continue;
        add(entry, missing);
        changed = true;
      }
    }
  }
  return { imports, merged };
};

/** A module as the metafile names it → as an import names it: a file by its absolute path, a module of ours as it is. */
const specifier = (module) => (/^[\w-]+:/.test(module) ? module : path.join(ROOT, module));

/**
 * The plan's imports by absolute path (as esbuild hands a file to a plugin), each as an import's specifier. A
 * package's module is not imported by name: esbuild drops an import of a package that declares itself free of side
 * effects, and one that a module of ours imports comes with it anyway.
 */
export const importsByPath = (plan) =>
  new Map(
    [...plan.imports].map(([module, modules]) => [
      path.join(ROOT, module),
      [...modules].filter((added) => !isPackage(added)).map(specifier),
    ]),
  );
