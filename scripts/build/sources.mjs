/**
 * Our own sources, rewritten for the browser bundle only (an esbuild plugin):
 * - `graphql(`…`)` becomes an import of that one generated document, as the client preset's Babel/SWC plugin
 *   does, each document a module of its own: otherwise every operation of the app lands in the entry's chunks
 *   (the `graphql()` lookup map, and esbuild splits by module, never inside one). A document sent without a
 *   client (PLAIN_POST_DOCUMENTS) also carries its printed text in `loc`, as graphql-tag's do.
 * - every lazily loaded module of ours (a layout, a page) imports the entry, the app shell, which has run by then.
 *   esbuild makes a chunk for each set of entry points that share code; a module of the shell that some pages use
 *   too would otherwise land in a chunk of its own, and the first load fetched ~20 of them before anything could
 *   render (6 connections at a time on HTTP/1.1). With every lazy module importing the shell, the shell's modules
 *   share one set of entry points: one chunk. The UI kit and form helpers (SHELL_SHARED) join the shell too.
 * - a module imports what the chunk plan adds to it (scripts/build/chunks.mjs: fewer, larger first-load files);
 * - a lazy import of a module whose views have stylesheets of their own (scripts/build/css.mjs) loads them beside it:
 *   `import('./X')` becomes `__styled(import('./X'), 2, 5)`, the numbers indexing one table of stylesheet names
 *   (the `legwork-stylesheets` module), so the shell's page registry does not carry each name over and over.
 * (zod is imported as `import * as z from 'zod'` everywhere: esbuild cannot shake a namespace that arrives as a
 * named binding `{ z }` and would keep all of zod with every locale.)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { print } from 'graphql';
import { importsByPath, planChunks } from './chunks.mjs';
import { planStylesheets } from './css.mjs';
import { ROOT, SHELL, SRC, relative } from './paths.mjs';
import { signedInLayoutOfPage } from './routes.mjs';

/** Loads a lazy module's stylesheets with it in the browser. */
const STYLESHEETS_MODULE = path.join(ROOT, 'src/views/kit/router/stylesheets.ts');

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

/**
 * The UI kit and form helpers nearly every page uses ride with the shell (toast.ts too: react-hot-toast itself comes
 * with the first toast), and
 * so do the small modules that many lazy chunks share (icons, the generated enums, the current user's hooks, the
 * avatar): each would otherwise be a chunk of a few hundred bytes, one more request of a page's first load.
 */
const SHELL_SHARED = {
  dirs: ['src/views/kit/ui', 'src/views/kit/forms', 'src/views/kit/icons', 'src/generated/enums'],
  files: ['src/views/kit/app/useCurrentUser.ts', 'src/views/kit/layouts/Avatar.tsx'],
  // The date input and CSV export are for forms and lists some pages have: their own chunk, not every first load.
  except: [
    'src/views/kit/ui/DateInput.tsx',
    'src/views/kit/ui/DateInputCalendar.tsx',
    'src/views/kit/ui/CsvExport.tsx',
    'src/views/kit/ui/usePagedCsv.ts',
    // The tenant-day input and the day filter carry the date input and its calendar: forms' and lists', not the shell's.
    'src/views/kit/forms/TenantDateInput.tsx',
    'src/views/kit/forms/DayFilter.tsx',
    // The counted text field is the long forms' (an order's notes, a portal address), never the sign-in page's.
    'src/views/kit/ui/LimitedTextField.tsx',
    'src/views/kit/ui/textLimit.ts',
  ],
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
    for (const [, specifier] of (await fs.readFile(file, 'utf8')).matchAll(DYNAMIC_IMPORT))
      found.add(path.resolve(path.dirname(file), specifier).replace(/\.tsx?$/, ''));
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
 * @typedef {{ stylesheets?: object, chunks?: object }} PlanState
 * @param {{ graph?: () => Promise<import('esbuild').Metafile>, mode?: 'production' | 'development', state?: PlanState }} [planning]
 *   With a module graph to read (build.mjs moduleGraph), each build first plans the stylesheets (scripts/build/css.mjs)
 *   and the chunks (scripts/build/chunks.mjs), left in `state`; without, the sources are rewritten for the graph alone.
 */
export function sourceRewritePlugin({ graph, mode, state } = {}) {
  return {
    name: 'legwork-source-rewrites',
    setup(build) {
      let documents = null;
      const lazyModules = new Set();
      let layoutOfPage = new Map();
      /** A lazily imported module (absolute, without extension) → the indexes of its stylesheets in `hrefs`. */
      let styledModules = new Map();
      let hrefs = [];
      /** A module (absolute) → the modules it imports for the chunk plan. */
      let chunkImports = new Map();
      build.onStart(async () => {
        documents = null; // codegen may have run since the last build
        layoutOfPage = build.initialOptions.splitting ? await signedInLayoutOfPage() : new Map();
        if (build.initialOptions.splitting) for (const module of await lazilyImportedModules()) lazyModules.add(module);
        if (!graph) return;
        const metafile = await graph();
        const { inputs } = metafile;
        state.chunks = planChunks(metafile);
        chunkImports = importsByPath(state.chunks);
        const layoutSources = new Map([...layoutOfPage].map(([page, layout]) => [page, relative(layout)]));
        const pageLayouts = new Map(
          Object.keys(inputs)
            .filter((source) => layoutSources.has(path.join(ROOT, source).replace(/\.tsx?$/, '')))
            .map((source) => [source, layoutSources.get(path.join(ROOT, source).replace(/\.tsx?$/, ''))]),
        );
        const plan = await planStylesheets(inputs, mode, pageLayouts);
        state.stylesheets = plan;
        hrefs = [...new Set([...plan.lazy.values()].flat())].sort();
        styledModules = new Map();
        for (const [source, sheets] of plan.lazy) {
          const stem = path.join(ROOT, source).replace(/\.tsx?$/, '');
          const indexes = sheets.map((href) => hrefs.indexOf(href));
          styledModules.set(stem, indexes);
          if (stem.endsWith(`${path.sep}index`)) styledModules.set(path.dirname(stem), indexes);
        }
      });
      build.onResolve({ filter: /^legwork-document:/ }, (args) => ({ path: args.path.slice(17), namespace: 'legwork-document' }));
      build.onResolve({ filter: /^legwork-stylesheets$/ }, () => ({ path: 'stylesheets', namespace: 'legwork-stylesheets' }));
      build.onLoad({ filter: /.*/, namespace: 'legwork-stylesheets' }, () => ({
        contents: [
          `import { withStylesheets } from ${JSON.stringify(STYLESHEETS_MODULE)};`,
          `const hrefs = ${JSON.stringify(hrefs)};`,
          'export const styled = (module, ...sheets) => withStylesheets(module, sheets.map((sheet) => hrefs[sheet]));',
        ].join('\n'),
        loader: 'js',
        resolveDir: ROOT,
      }));
      // Remember our own lazily imported modules (layouts, pages): each is made to import the shell, below.
      build.onResolve({ filter: /^\./ }, (args) => {
        if (build.initialOptions.splitting && args.kind === 'dynamic-import' && args.importer.startsWith(SRC))
          lazyModules.add(path.resolve(args.resolveDir, args.path));
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
      // A lazily imported package that the chunk plan has import the shell.
      build.onLoad({ filter: /[\\/]node_modules[\\/].*\.m?js$/ }, async (args) => {
        const added = chunkImports.get(args.path);
        if (!added) return undefined;
        const source = await fs.readFile(args.path, 'utf8');
        return {
          contents: `${added.map((module) => `import ${JSON.stringify(module)};`).join('\n')}\n${source}`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
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
        if (styledModules.size > 0 && DYNAMIC_IMPORT.test(source)) {
          DYNAMIC_IMPORT.lastIndex = 0;
          let styled = false;
          source = source.replace(DYNAMIC_IMPORT, (call, specifier) => {
            const sheets = styledModules.get(path.resolve(path.dirname(args.path), specifier).replace(/\.tsx?$/, ''));
            if (!sheets) return call;
            styled = true;
            return `__styled(${call}, ${sheets.join(', ')})`;
          });
          if (styled) source = `import { styled as __styled } from 'legwork-stylesheets';\n${source}`;
        }
        DYNAMIC_IMPORT.lastIndex = 0;
        const stem = args.path.replace(/\.tsx?$/, '');
        if (lazyModules.has(stem)) source = `import ${JSON.stringify(SHELL)};\n${source}`;
        if (lazyModules.has(stem) && layoutOfPage.has(stem)) source = `import ${JSON.stringify(layoutOfPage.get(stem))};\n${source}`;
        const added = chunkImports.get(args.path);
        if (added) source = `${added.map((module) => `import ${JSON.stringify(module)};`).join('\n')}\n${source}`;
        if (args.path === SHELL && build.initialOptions.splitting) {
          source = `${(await shellSharedModules()).map((file) => `import ${JSON.stringify(file)};`).join('\n')}\n${source}`;
        }
        if (source === original) return undefined;
        return { contents: source, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
