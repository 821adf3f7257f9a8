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
 * (zod is imported as `import * as z from 'zod'` everywhere: esbuild cannot shake a namespace that arrives as a
 * named binding `{ z }` and would keep all of zod with every locale.)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { print } from 'graphql';
import { signedInLayoutOfPage } from './routes.mjs';
import { ROOT, SHELL, SRC } from './paths.mjs';

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

export function sourceRewritePlugin() {
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
