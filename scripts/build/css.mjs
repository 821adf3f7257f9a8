/**
 * Stylesheets per view folder. Each kit folder (src/views/kit/<folder>/) and each area folder (src/views/<area>/)
 * keeps its CSS beside its code, as `<folder>.css`; the rules of a class go to the folder whose views use it, and a
 * pattern the views of several areas share goes to the kit's (kit/ui/ui.css).
 * - The shell's stylesheet: the folders that have a view (.tsx) in the shell, the first load's JavaScript (the
 *   layouts, the UI kit, the status pages), one file linked from index.html.
 * - Every other folder's stylesheet comes with the lazy chunks that hold its views: the build rewrites each lazy
 *   import of such a module (`import('./X')`, scripts/build/sources.mjs) to load the stylesheets with the chunk
 *   (src/views/kit/router/stylesheets.ts), so a page renders once both are in, never unstyled; a route's first load
 *   names them in dist/preload.json for the server to preload with the shell.
 * The check at the end of the build fails when a chunk's views use a class whose rules would not be loaded with it
 * (a view moved to another folder without its rules).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { BOOT, DIST, ENTRY, ROOT, relative, sha } from './paths.mjs';

const VIEWS = 'src/views/';

/** The folder a source belongs to for its styles: `kit/<folder>` or `<area>` (src/views/App.tsx: the kit's). */
export const ownerOf = (source) => {
  if (!source.startsWith(VIEWS)) return null;
  const [first, second] = source.slice(VIEWS.length).split('/');
  if (second === undefined) return 'kit/ui';
  return first === 'kit' ? `kit/${second}` : first;
};

/**
 * The shell's folders, first to last in its stylesheet (the kit's tokens and element defaults first); a folder not
 * named here that has a view in the shell follows them, by name.
 */
const SHELL_ORDER = ['kit/ui', 'kit/forms', 'kit/layouts', 'kit/pages'];

/** Area folders whose rules ride with the shell: the sign-in pages, a signed-out visitor's first page. */
const SHELL_AREAS = ['auth'];

/** Folder → its CSS files (sources, sorted). */
const stylesheetSources = async () => {
  const byOwner = new Map();
  for (const entry of await fs.readdir(path.join(ROOT, VIEWS), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.css')) continue;
    const source = relative(path.join(entry.parentPath, entry.name));
    const owner = ownerOf(source);
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), source].sort());
  }
  return byOwner;
};

/** The modules a module loads with it: itself and its static imports, recursively (metafile `inputs`). */
export const closureOf = (inputs) => {
  const cache = new Map();
  return (source) => {
    let seen = cache.get(source);
    if (seen) return seen;
    seen = new Set();
    const stack = [source];
    while (stack.length > 0) {
      const next = stack.pop();
      if (seen.has(next)) continue;
      seen.add(next);
      for (const imported of inputs[next]?.imports ?? [])
        if (imported.kind === 'import-statement' && !imported.external) stack.push(imported.path);
    }
    cache.set(source, seen);
    return seen;
  };
};

/** Our modules that something imports lazily (sources as in the metafile). */
export const lazyTargets = (inputs) => {
  const targets = new Set();
  for (const [source, input] of Object.entries(inputs)) {
    if (!source.startsWith('src/')) continue;
    for (const imported of input.imports)
      if (imported.kind === 'dynamic-import' && imported.path.startsWith('src/')) targets.add(imported.path);
  }
  return targets;
};

const byRank = (a, b) => {
  const rank = (owner) => (SHELL_ORDER.includes(owner) ? SHELL_ORDER.indexOf(owner) : SHELL_ORDER.length);
  return rank(a) - rank(b) || a.localeCompare(b);
};

/**
 * Writes the stylesheets into dist/assets (minified in production; hashed names) and says which go where:
 * `shell`, the href of the shell's; `lazy`, lazily imported module (a source) → the hrefs of the stylesheets it
 * brings, by folder name; `owners`, folder → its href (the shell's folders: the shell's); `own`, lazily imported
 * module → the modules it loads beyond the shell (and its layout).
 * A page of one signed-in layout imports that layout (scripts/build/sources.mjs), whose own lazy import brings its
 * stylesheets: `layoutOfPage` (a page's source → its layout's) leaves them out of the page's.
 * @param {Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>} inputs
 * @param {'production' | 'development'} mode
 * @param {Map<string, string>} layoutOfPage
 */
export const planStylesheets = async (inputs, mode, layoutOfPage = new Map()) => {
  const closure = closureOf(inputs);
  const shellModules = new Set([...closure(ENTRY), ...closure(BOOT)]);
  const sources = await stylesheetSources();
  const viewOwners = (modules) =>
    new Set(
      [...modules]
        .filter((source) => source.endsWith('.tsx'))
        .map(ownerOf)
        .filter((owner) => sources.has(owner)),
    );
  const shellOwners = [...new Set([...viewOwners(shellModules), ...SHELL_AREAS.filter((owner) => sources.has(owner))])].sort(byRank);
  const write = async (name, files) => {
    const text = (await Promise.all(files.map((file) => fs.readFile(path.join(ROOT, file), 'utf8')))).join('\n');
    const { code } =
      mode === 'production'
        ? await esbuild.transform(text, { loader: 'css', minify: true, target: ['chrome110', 'firefox110', 'safari16'] })
        : { code: text };
    const file = `assets/${name}-${sha(code).slice(0, 8).toUpperCase()}.css`;
    await fs.mkdir(path.join(DIST, 'assets'), { recursive: true });
    await fs.writeFile(path.join(DIST, file), code);
    return `/${file}`;
  };
  const shell = await write(
    'shell',
    shellOwners.flatMap((owner) => sources.get(owner)),
  );
  const owners = new Map(shellOwners.map((owner) => [owner, shell]));
  const lazy = new Map();
  const own = new Map();
  for (const target of lazyTargets(inputs)) {
    const layout = layoutOfPage.has(target) ? closure(layoutOfPage.get(target)) : new Set();
    own.set(
      target,
      [...closure(target)].filter((source) => !shellModules.has(source) && !layout.has(source)),
    );
    const needed = [...viewOwners(own.get(target))].filter((owner) => !shellOwners.includes(owner));
    const hrefs = [];
    for (const owner of needed.sort(byRank)) {
      if (!owners.has(owner)) owners.set(owner, await write(owner.replace('/', '-'), sources.get(owner)));
      hrefs.push(owners.get(owner));
    }
    if (hrefs.length > 0) lazy.set(target, hrefs);
  }
  return { shell, lazy, owners, own, shellModules, sources };
};

const STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const WORD = /[A-Za-z_][\w-]*/g;
const PREFIX = /([A-Za-z_][\w-]*-)\$\{/g;

/** The class names a stylesheet's selectors name (declarations and comments left out). */
const classesIn = (css) => {
  let selectors = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (let before = ''; before !== selectors; ) {
    before = selectors;
    selectors = selectors.replace(/\{[^{}]*\}/g, '');
  }
  return new Set([...selectors.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => match[1]));
};

/** Where a view names its classes: `className=` and `className:`, and what follows (a string, `{…}`, a template). */
const CLASS_NAME = /\bclassName\s*[=:]\s*/g;

/** The text of a className's value: a string or template literal, or a `{…}` expression up to its closing brace. */
const valueAt = (text, start) => {
  const open = text[start];
  if (open === "'" || open === '"' || open === '`') {
    const end = text.indexOf(open, start + 1);
    return text.slice(start, end + 1);
  }
  if (open !== '{') return text.slice(start, text.indexOf('\n', start));
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return text.slice(start, at + 1);
  }
  return text.slice(start);
};

/**
 * The classes a module names where it sets a className: the words of the strings there, and the prefixes of its
 * templates (`tag-${tone}`). A class made elsewhere (a helper's return value) is not seen, so not checked.
 */
const wordsOf = async (source) => {
  const text = await fs.readFile(path.join(ROOT, source), 'utf8').catch(() => '');
  const words = new Set();
  const prefixes = new Set();
  for (const match of text.matchAll(CLASS_NAME)) {
    for (const [literal] of valueAt(text, match.index + match[0].length).matchAll(STRING)) {
      for (const [word] of literal.replace(/\$\{[^}]*\}/g, ' ').matchAll(WORD)) words.add(word);
      for (const [, prefix] of literal.matchAll(PREFIX)) prefixes.add(prefix);
    }
  }
  return { words, prefixes };
};

/**
 * Classes that a chunk's views use but whose rules are in no stylesheet loaded with it (the shell's, or the lazy
 * module's own), as `module: .class (folder.css)` lines; empty when every view is styled on its first render.
 */
export const unstyledClasses = async (plan) => {
  const definedBy = new Map();
  for (const [owner, files] of plan.sources) {
    for (const file of files) {
      for (const name of classesIn(await fs.readFile(path.join(ROOT, file), 'utf8')))
        definedBy.set(name, [...(definedBy.get(name) ?? []), owner]);
    }
  }
  const shellHref = plan.shell;
  const loadedWith = (hrefs) => (owner) => plan.owners.get(owner) === shellHref || hrefs.includes(plan.owners.get(owner));
  const words = new Map();
  const problems = [];
  const check = async (modules, hrefs, where) => {
    const loaded = loadedWith(hrefs);
    for (const source of modules) {
      if (!/^src\/.*\.tsx?$/.test(source) || source.includes('/generated/')) continue;
      if (!words.has(source)) words.set(source, await wordsOf(source));
      const used = words.get(source);
      for (const word of used.words) {
        const owners = definedBy.get(word);
        if (owners && !owners.some(loaded)) problems.push(`${where}: ${source} uses .${word} (${owners.join(', ')})`);
      }
      for (const prefix of used.prefixes) {
        const owners = [...definedBy].filter(([name]) => name.startsWith(prefix)).flatMap(([, by]) => by);
        if (owners.length > 0 && !owners.some(loaded))
          problems.push(`${where}: ${source} uses .${prefix}… (${[...new Set(owners)].join(', ')})`);
      }
    }
  };
  // The page registry's route names are not class names.
  await check(
    [...plan.shellModules].filter((source) => !source.endsWith('/pages.ts')),
    [],
    'the shell',
  );
  for (const [target, modules] of plan.own) await check(modules, plan.lazy.get(target) ?? [], target);
  return [...new Set(problems)];
};
