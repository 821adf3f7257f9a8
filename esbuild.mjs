/**
 * Bundles the SPA (ARCHITECTURE §1): src/main.tsx → dist/assets (ESM, code split per area, hashed names),
 * public/ copied with the hashed entry injected into index.html, dist/meta.json (esbuild's metafile) and
 * dist/builds/latest.json (polled by the build watcher), and a `.br` and `.gz` beside every text file for the server
 * to send as the browser accepts. `node esbuild.mjs` builds for production and fails when a checked page's
 * JavaScript on the wire is over its budget;
 * `node esbuild.mjs --watch` (or `startWatch()`, used by server/dev.ts) rebuilds on change for development.
 */
import crypto from 'node:crypto';
import { watch as watchFs } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { loadPageRegistry } from './scripts/pageRegistry.mjs';
import { print } from 'graphql';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.join(ROOT, 'dist');
const PUBLIC = path.join(ROOT, 'public');
const ENTRY = 'src/main.tsx';
/** Runs before the shell has downloaded: starts the session check (src/boot.ts). */
const BOOT = 'src/boot.ts';

/**
 * What each checked page loads on top of the entry: its lazy layout and page (sources, as in the metafile), and
 * its budget of JavaScript on the wire (brotli, as a browser is sent it). Over budget fails the build.
 */
export const BUDGETS = [
  { page: '/login', limitKb: 100, lazy: ['src/views/auth/LoginPage.tsx'] },
  {
    page: '/dashboard',
    limitKb: 140,
    lazy: ['src/views/kit/layouts/DefaultLayout.tsx', 'src/views/dashboard/DashboardPage.tsx'],
  },
  { page: '/portal', limitKb: 140, lazy: ['src/views/kit/layouts/PortalLayout.tsx', 'src/views/portal/PortalHomePage.tsx'] },
];

/** Files served precompressed: a `.br` (brotli, best) and a `.gz` (gzip -9) beside each (server/http/static.ts). */
const COMPRESSIBLE = /\.(js|css|svg|json|map|html)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_BEST = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
};

const sha = (text) => crypto.createHash('sha256').update(text).digest('hex');

/** @param {'production' | 'development'} mode */
const options = (mode) => ({
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

/** The output file of the entry point and the chunks it imports statically, recursively (what a page loads first). */
const staticClosure = (metafile, outputs) => {
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

const outputFor = (metafile, source) =>
  Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint === source && file.endsWith('.js'));

/** Bytes on the wire of these output files: their precompressed `.br` siblings. */
const wireKb = async (files) => {
  let total = 0;
  for (const file of files) total += (await fs.stat(path.join(ROOT, `${file}.br`))).size;
  return total / 1024;
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
    const map = await fs.readFile(`${file}.map`, 'utf8').then(JSON.parse).catch(() => null);
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

/** Brotli JS each checked page loads: the entry's static closure plus its lazy layout/page and their imports. */
export const bundleReport = async (metafile) => {
  const entry = outputFor(metafile, ENTRY);
  const rows = [];
  for (const budget of BUDGETS) {
    const lazy = budget.lazy.map((source) => outputFor(metafile, source));
    if (lazy.some((file) => !file)) throw new Error(`No lazy chunk for ${budget.page}: ${budget.lazy.join(', ')}`);
    const files = staticClosure(metafile, [outputFor(metafile, BOOT), entry, ...lazy]);
    rows.push({ ...budget, files, kb: await wireKb(files) });
  }
  return rows;
};

const writeIndex = async (metafile) => {
  const entry = outputFor(metafile, ENTRY);
  const boot = outputFor(metafile, BOOT);
  const preload = staticClosure(metafile, [boot, entry]).filter((file) => file !== entry && file !== boot);
  const css = await fs.readFile(path.join(PUBLIC, 'app.css'), 'utf8');
  const cssName = `assets/app-${sha(css).slice(0, 8).toUpperCase()}.css`;
  await fs.writeFile(path.join(DIST, cssName), css);
  const href = (file) => `/${path.relative(DIST, path.join(ROOT, file)).split(path.sep).join('/')}`;
  const tags = [
    `<link rel="stylesheet" href="/${cssName}">`,
    ...preload.map((file) => `<link rel="modulepreload" href="${href(file)}">`),
    // async: the boot script runs as soon as its few modules are in, not in document order behind anything.
    `<script type="module" async src="${href(boot)}"></script>`,
    `<script type="module" src="${href(entry)}"></script>`,
  ].join('\n    ');
  const template = await fs.readFile(path.join(PUBLIC, 'index.html'), 'utf8');
  if (!template.includes('<!-- app:assets -->')) throw new Error('public/index.html lacks <!-- app:assets -->');
  await fs.writeFile(path.join(DIST, 'index.html'), template.replace('<!-- app:assets -->', tags));
  return { entry, cssName };
};

/**
 * Route name → the lazy module of its page (a source path as in the metafile), read from the page registry itself
 * (scripts/pageRegistry.mjs: no view is loaded). Layouts: their lazy modules in views/kit/router/layouts.ts.
 */
const lazySourcesByRoute = async () => {
  const module = await loadPageRegistry(ROOT);
  const sourceOf = (loader) => {
    const target = /import\(\s*["']([^"']+)["']\s*\)/.exec(loader ?? '')?.[1];
    return target ? path.relative(ROOT, target).split(path.sep).join('/') : null;
  };
  const layoutsText = await fs.readFile(path.join(ROOT, 'src/views/kit/router/layouts.ts'), 'utf8');
  const layouts = new Map(
    [...layoutsText.matchAll(/['"]?([\w-]+)['"]?:\s*lazyView\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)].map(([, name, target]) => [
      name,
      path.relative(ROOT, path.resolve(ROOT, 'src/views/kit/router', target)).split(path.sep).join('/'),
    ]),
  );
  if (layouts.size === 0) throw new Error('esbuild.mjs: no lazy layout found in src/views/kit/router/layouts.ts');
  return module.routes.map((route) => ({ route, lazy: [layouts.get(route.layout), sourceOf(module.pageOf(route)?.loader)].filter(Boolean) }));
};

/**
 * A signed-in page's lazy module (absolute path without extension) → its layout's module, for pages of exactly one
 * signed-in layout (a page of both, such as the account page, imports neither).
 */
const signedInLayoutOfPage = async () => {
  const layoutsOf = new Map();
  for (const { route, lazy } of await lazySourcesByRoute()) {
    if (lazy.length !== 2) continue; // a signed-in layout and a page
    const page = path.join(ROOT, lazy[1]).replace(/\.tsx?$/, '');
    layoutsOf.set(page, new Set([...(layoutsOf.get(page) ?? []), path.join(ROOT, lazy[0])]));
  }
  return new Map([...layoutsOf].filter(([, layouts]) => layouts.size === 1).map(([page, layouts]) => [page, [...layouts][0]]));
};

/**
 * dist/preload.json: route name → the files its first load needs beyond the shell (its lazy layout and page and
 * their static imports), for the server to list as modulepreload links in that route's HTML (server/http/static.ts):
 * they download with the shell instead of after it, and their imports are not discovered one level at a time.
 */
const writeRoutePreloads = async (metafile) => {
  const entry = outputFor(metafile, ENTRY);
  const shell = new Set(staticClosure(metafile, [outputFor(metafile, BOOT), entry]));
  const outputOf = (source) => {
    const stem = source.replace(/\.tsx?$/, '');
    return Object.keys(metafile.outputs).find((file) => file.endsWith('.js') && metafile.outputs[file].entryPoint?.replace(/\.tsx?$/, '') === stem);
  };
  const href = (file) => `/${path.relative(DIST, path.join(ROOT, file)).split(path.sep).join('/')}`;
  const preloads = {};
  for (const { route, lazy } of await lazySourcesByRoute()) {
    const outputs = lazy.map(outputOf).filter(Boolean);
    const files = staticClosure(metafile, outputs).filter((file) => !shell.has(file));
    if (files.length > 0) preloads[route.name] = { layout: route.layout, files: files.map(href) };
  }
  await fs.writeFile(path.join(DIST, 'preload.json'), JSON.stringify(preloads));
};

const copyPublic = async () => {
  const entries = await fs.readdir(PUBLIC, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.name === 'index.html' || entry.name === 'app.css') continue;
    await fs.cp(path.join(PUBLIC, entry.name), path.join(DIST, entry.name), { recursive: true });
  }
};

const GENERATED_DOCUMENTS = path.join(ROOT, 'src/generated/graphql.ts');

/** Operation or fragment name → its document (JSON text) in src/generated/graphql.ts. */
const generatedDocuments = async () => {
  const text = await fs.readFile(GENERATED_DOCUMENTS, 'utf8');
  const documents = new Map();
  for (const match of text.matchAll(/^export const \w+ = (\{"kind":"Document".*) as unknown as DocumentNode/gm)) {
    documents.set(JSON.parse(match[1]).definitions[0].name.value, match[1]);
  }
  return documents;
};

/** Documents sent as a plain POST without a client (src/graphql/request.ts postQuery): the session check's. */
const PLAIN_POST_DOCUMENTS = new Set(['AuthQuery']);

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION_NAME = /^\s*(?:query|mutation|subscription|fragment)\s+(\w+)/;

const SRC = path.join(ROOT, 'src') + path.sep;
const SHELL = path.join(ROOT, ENTRY);
/**
 * The UI kit and form helpers nearly every page uses ride with the shell (toast stays with the pages that toast), and
 * so do the small modules that many lazy chunks share (icons, the generated enums, the current user's hooks, the
 * avatar): each would otherwise be a chunk of a few hundred bytes, one more request of a page's first load.
 */
const SHELL_SHARED = {
  dirs: ['src/views/kit/ui', 'src/views/kit/forms', 'src/views/kit/icons', 'src/generated/enums'],
  files: ['src/views/kit/app/useCurrentUser.ts', 'src/views/kit/layouts/Avatar.tsx'],
  // The date input and CSV export are for forms and lists some pages have: their own chunk, not every first load.
  except: ['src/views/kit/ui/toast.ts', 'src/views/kit/ui/DateInput.tsx', 'src/views/kit/ui/DateInputCalendar.tsx', 'src/views/kit/ui/CsvExport.tsx', 'src/views/kit/ui/usePagedCsv.ts'],
};

const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/**
 * Every module of ours that some file imports lazily (`import('./…')`), as a path without its extension. Read from
 * the sources before the build, not from esbuild's resolutions as they come: a module that one file imports lazily
 * and another statically may be loaded before the lazy import is resolved, and would miss the shell import below.
 */
const lazilyImportedModules = async () => {
  const found = new Set();
  for (const entry of await fs.readdir(path.join(ROOT, 'src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file.includes(`${path.sep}generated${path.sep}`)) continue;
    for (const [, specifier] of (await fs.readFile(file, 'utf8')).matchAll(DYNAMIC_IMPORT)) found.add(path.resolve(path.dirname(file), specifier).replace(/\.tsx?$/, ''));
  }
  return found;
};

const shellSharedModules = async () => {
  const files = SHELL_SHARED.files.map((file) => path.join(ROOT, file));
  for (const dir of SHELL_SHARED.dirs) {
    for (const name of (await fs.readdir(path.join(ROOT, dir))).sort()) {
      const file = `${dir}/${name}`;
      if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !SHELL_SHARED.except.includes(file)) files.push(path.join(ROOT, file));
    }
  }
  return files;
};

/**
 * Our own sources, rewritten for the browser bundle only:
 * - `graphql(`…`)` becomes an import of that one generated document, as the client preset's Babel/SWC plugin
 *   does, each document a module of its own: otherwise every operation of the app lands in the entry's chunks
 *   (the `graphql()` lookup map, and esbuild splits by module, never inside one). A document sent without a
 *   client (PLAIN_POST_DOCUMENTS) also carries its printed text in `loc`, as graphql-tag's do.
 * - every lazily loaded module of ours (a layout, a page) imports the entry, the app shell, which has run by then.
 *   esbuild makes a chunk for each set of entry points that share code; a module of the shell that some pages use
 *   too would otherwise land in a chunk of its own, and the first load fetched ~20 of them before anything could
 *   render (6 connections at a time on HTTP/1.1). With every lazy module importing the shell, the shell's modules
 *   share one set of entry points: one chunk. The UI kit and form helpers (SHELL_SHARED) join the shell too.
 * (zod is imported as `import * as z from 'zod'` everywhere: esbuild cannot shake a namespace that arrives as a
 * named binding `{ z }` and would keep all of zod with every locale.)
 */
function sourceRewritePlugin() {
  return {
    name: 'legwork-source-rewrites',
    setup(build) {
      let documents = null;
      const lazyModules = new Set();
      let layoutOfPage = new Map();
      build.onStart(async () => {
        documents = null; // codegen may have run since the last build
        layoutOfPage = build.initialOptions.splitting ? await signedInLayoutOfPage() : new Map();
        if (build.initialOptions.splitting) for (const module of await lazilyImportedModules()) lazyModules.add(module);
      });
      build.onResolve({ filter: /^legwork-document:/ }, (args) => ({ path: args.path.slice(17), namespace: 'legwork-document' }));
      // Remember our own lazily imported modules (layouts, pages): each is made to import the shell, below.
      build.onResolve({ filter: /^\./ }, (args) => {
        if (build.initialOptions.splitting && args.kind === 'dynamic-import' && args.importer.startsWith(SRC)) lazyModules.add(path.resolve(args.resolveDir, args.path));
        return undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'legwork-document' }, async (args) => {
        documents ??= await generatedDocuments();
        const text = documents.get(args.path);
        if (!PLAIN_POST_DOCUMENTS.has(args.path)) return { contents: `export default ${text};`, loader: 'js' };
        // With its printed text, as graphql-tag leaves it: the plain POST needs no printer in the browser.
        const body = print(JSON.parse(text));
        const loc = { start: 0, end: body.length, source: { body, name: 'GraphQL request', locationOffset: { line: 1, column: 1 } } };
        return { contents: `export default { ...${text}, loc: ${JSON.stringify(loc)} };`, loader: 'js' };
      });
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}generated${path.sep}`)) return undefined;
        let source = await fs.readFile(args.path, 'utf8');
        const original = source;
        if (GRAPHQL_CALL.test(source)) {
          GRAPHQL_CALL.lastIndex = 0;
          documents ??= await generatedDocuments();
          const imports = new Set();
          source = source.replace(GRAPHQL_CALL, (call, text) => {
            const name = DEFINITION_NAME.exec(text)?.[1];
            if (!name || !documents.has(name))
              throw new Error(`${args.path}: no generated document for ${name ?? call.slice(0, 60)}; run npm run codegen`);
            imports.add(name);
            return `__document_${name}`;
          });
          const lines = [...imports].map((name) => `import __document_${name} from 'legwork-document:${name}';`);
          source = `${lines.join('\n')}\n${source}`;
        }
        const stem = args.path.replace(/\.tsx?$/, '');
        if (lazyModules.has(stem)) source = `import ${JSON.stringify(SHELL)};\n${source}`;
        if (lazyModules.has(stem) && layoutOfPage.has(stem)) source = `import ${JSON.stringify(layoutOfPage.get(stem))};\n${source}`;
        if (args.path === SHELL && build.initialOptions.splitting) {
          source = `${(await shellSharedModules()).map((file) => `import ${JSON.stringify(file)};`).join('\n')}\n${source}`;
        }
        if (source === original) return undefined;
        return { contents: source, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

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
  const over = [];
  for (const row of rows) {
    const verdict = row.kb <= row.limitKb ? 'ok' : 'OVER BUDGET';
    if (row.kb > row.limitKb) over.push(row.page);
    console.log(`${row.page.padEnd(11)} ${row.kb.toFixed(1).padStart(6)} KB JS on the wire, brotli (${row.files.length} files, budget ${row.limitKb} KB) ${verdict}`);
  }
  if (over.length > 0) throw new Error(`Over the JavaScript budget: ${over.join(', ')} (esbuild.mjs BUDGETS)`);
  return result;
};

const newestMtime = async (target) => {
  const stat = await fs.stat(target).catch(() => null);
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  const entries = await fs.readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(stat.mtimeMs, ...times);
};

/** A production build newer than every source it is made of (npm start on an unchanged checkout). */
export const isFresh = async () => {
  const latest = path.join(DIST, 'builds', 'latest.json');
  const built = await fs.readFile(latest, 'utf8').then(JSON.parse).catch(() => null);
  if (built?.mode !== 'production') return false;
  const builtAt = (await fs.stat(latest)).mtimeMs;
  const sources = ['src', 'public', 'esbuild.mjs', 'package-lock.json'].map((p) => newestMtime(path.join(ROOT, p)));
  return Math.max(...(await Promise.all(sources))) < builtAt;
};

/** Development: an esbuild context that rebuilds on change; every rebuild writes a new builds/latest.json. */
export const startWatch = async () => {
  await fs.mkdir(DIST, { recursive: true });
  const context = await esbuild.context(options('development'));
  await context.rebuild();
  await context.watch();
  // esbuild watches the module graph only; public/ (index.html, app.css) triggers a rebuild too.
  watchFs(PUBLIC, { recursive: true }, () => void context.rebuild().catch(() => undefined));
  console.log('esbuild: watching src/ and public/ for changes');
  return context;
};

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
