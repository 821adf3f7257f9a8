/**
 * Bundles the SPA (ARCHITECTURE §1): src/main.tsx → dist/assets (ESM, code split per area, hashed names),
 * public/ copied with the hashed entry injected into index.html, dist/meta.json (esbuild's metafile) and
 * dist/builds/latest.json (polled by the build watcher). `node esbuild.mjs` builds for production;
 * `node esbuild.mjs --watch` (or `startWatch()`, used by server/dev.ts) rebuilds on change for development.
 */
import crypto from 'node:crypto';
import { watch as watchFs } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.join(ROOT, 'dist');
const PUBLIC = path.join(ROOT, 'public');
const ENTRY = 'src/main.tsx';

/** What each checked page loads on top of the entry: its lazy layout and page (sources, as in the metafile). */
export const BUDGETS = [
  { page: '/login', limitKb: 130, lazy: ['src/views/auth/LoginPage.tsx'] },
  {
    page: '/dashboard',
    limitKb: 150,
    lazy: ['src/views/layouts/DefaultLayout.tsx', 'src/views/dashboard/DashboardPage.tsx'],
  },
  { page: '/portal', limitKb: 150, lazy: ['src/views/layouts/PortalLayout.tsx', 'src/views/portal/PortalHomePage.tsx'] },
];

const sha = (text) => crypto.createHash('sha256').update(text).digest('hex');

/** @param {'production' | 'development'} mode */
const options = (mode) => ({
  absWorkingDir: ROOT,
  entryPoints: [ENTRY],
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

const gzipKb = async (files) => {
  let total = 0;
  for (const file of files) total += gzipSync(await fs.readFile(path.join(ROOT, file)), { level: 9 }).length;
  return total / 1024;
};

/** Gzipped JS each checked page loads: the entry's static closure plus its lazy layout/page and their imports. */
export const bundleReport = async (metafile) => {
  const entry = outputFor(metafile, ENTRY);
  const rows = [];
  for (const budget of BUDGETS) {
    const lazy = budget.lazy.map((source) => outputFor(metafile, source));
    if (lazy.some((file) => !file)) throw new Error(`No lazy chunk for ${budget.page}: ${budget.lazy.join(', ')}`);
    const files = staticClosure(metafile, [entry, ...lazy]);
    rows.push({ ...budget, files, kb: await gzipKb(files) });
  }
  return rows;
};

const writeIndex = async (metafile) => {
  const entry = outputFor(metafile, ENTRY);
  const preload = staticClosure(metafile, [entry]).filter((file) => file !== entry);
  const css = await fs.readFile(path.join(PUBLIC, 'app.css'), 'utf8');
  const cssName = `assets/app-${sha(css).slice(0, 8).toUpperCase()}.css`;
  await fs.writeFile(path.join(DIST, cssName), css);
  const href = (file) => `/${path.relative(DIST, path.join(ROOT, file)).split(path.sep).join('/')}`;
  const tags = [
    `<link rel="stylesheet" href="/${cssName}">`,
    ...preload.map((file) => `<link rel="modulepreload" href="${href(file)}">`),
    `<script type="module" src="${href(entry)}"></script>`,
  ].join('\n    ');
  const template = await fs.readFile(path.join(PUBLIC, 'index.html'), 'utf8');
  if (!template.includes('<!-- app:assets -->')) throw new Error('public/index.html lacks <!-- app:assets -->');
  await fs.writeFile(path.join(DIST, 'index.html'), template.replace('<!-- app:assets -->', tags));
  return { entry, cssName };
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

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION_NAME = /^\s*(?:query|mutation|subscription|fragment)\s+(\w+)/;

/**
 * One rewrite of our own sources, for the browser bundle only:
 * - `graphql(`…`)` becomes an import of that one generated document, as the client preset's Babel/SWC plugin
 *   does, each document a module of its own: otherwise every operation of the app lands in the entry's chunks
 *   (the `graphql()` lookup map, and esbuild splits by module, never inside one).
 * (zod is imported as `import * as z from 'zod'` everywhere: esbuild cannot shake a namespace that arrives as a
 * named binding `{ z }` and would keep all of zod with every locale.)
 */
function sourceRewritePlugin() {
  return {
    name: 'legwork-source-rewrites',
    setup(build) {
      let documents = null;
      build.onStart(() => {
        documents = null; // codegen may have run since the last build
      });
      build.onResolve({ filter: /^legwork-document:/ }, (args) => ({ path: args.path.slice(17), namespace: 'legwork-document' }));
      build.onLoad({ filter: /.*/, namespace: 'legwork-document' }, async (args) => {
        documents ??= await generatedDocuments();
        return { contents: `export default ${documents.get(args.path)};`, loader: 'js' };
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

export const build = async () => {
  await fs.rm(DIST, { recursive: true, force: true });
  const result = await esbuild.build(options('production'));
  for (const row of await bundleReport(result.metafile)) {
    const verdict = row.kb <= row.limitKb ? 'ok' : 'OVER BUDGET';
    console.log(`${row.page.padEnd(11)} ${row.kb.toFixed(1).padStart(6)} KB gzipped JS (${row.files.length} files, budget ${row.limitKb} KB) ${verdict}`);
  }
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
  else await build();
}
