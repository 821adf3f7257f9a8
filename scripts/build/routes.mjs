/**
 * What each route's first load needs, read from the page registry itself (scripts/pageRegistry.mjs: no view is
 * loaded) and the route table: its lazy layout and page, and from the build, their files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadPageRegistry } from '../pageRegistry.mjs';
import { DIST, ROOT, href, loadedFile, relative, shellFiles, staticClosure } from './paths.mjs';

const LAYOUTS_FILE = 'src/views/kit/router/layouts.ts';

/**
 * Route → the lazy modules of its first render (source paths as in the metafile): its layout's (the lazy ones of
 * src/views/kit/router/layouts.ts) and its page's.
 */
export const lazySourcesByRoute = async () => {
  const module = await loadPageRegistry(ROOT);
  const sourceOf = (loader) => {
    const target = /import\(\s*["']([^"']+)["']\s*\)/.exec(loader ?? '')?.[1];
    return target ? relative(target) : null;
  };
  const layoutsText = await fs.readFile(path.join(ROOT, LAYOUTS_FILE), 'utf8');
  const layouts = new Map(
    [...layoutsText.matchAll(/['"]?([\w-]+)['"]?:\s*lazyView\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)].map(([, name, target]) => [
      name,
      relative(path.resolve(ROOT, path.dirname(LAYOUTS_FILE), target)),
    ]),
  );
  if (layouts.size === 0) throw new Error(`scripts/build: no lazy layout found in ${LAYOUTS_FILE}`);
  return module.routes.map((route) => ({
    route,
    lazy: [layouts.get(route.layout), sourceOf(module.pageOf(route)?.loader)].filter(Boolean),
  }));
};

/**
 * A signed-in page's lazy module (absolute path without extension) → its layout's module, for pages of exactly one
 * signed-in layout (a page of both, such as the account page, imports neither).
 */
export const signedInLayoutOfPage = async () => {
  const layoutsOf = new Map();
  for (const { lazy } of await lazySourcesByRoute()) {
    if (lazy.length !== 2) continue; // a signed-in layout and a page
    const page = path.join(ROOT, lazy[1]).replace(/\.tsx?$/, '');
    layoutsOf.set(page, new Set([...(layoutsOf.get(page) ?? []), path.join(ROOT, lazy[0])]));
  }
  return new Map([...layoutsOf].filter(([, layouts]) => layouts.size === 1).map(([page, layouts]) => [page, [...layouts][0]]));
};

/**
 * dist/preload.json: route name → the files its first load needs beyond the shell (its lazy layout and page and
 * their static imports) and their stylesheets (scripts/build/css.mjs), for the server to list as preload links in
 * that route's HTML (server/http/static.ts): they download with the shell instead of after it, and their imports
 * are not discovered one level at a time.
 */
export const writeRoutePreloads = async (metafile, stylesheets) => {
  const shell = new Set(shellFiles(metafile));
  const outputOf = (source) => {
    const stem = source.replace(/\.tsx?$/, '');
    const entry = Object.values(metafile.outputs).find((output) => output.entryPoint?.replace(/\.tsx?$/, '') === stem)?.entryPoint;
    return entry && loadedFile(metafile, entry);
  };
  const stylesOf = new Map([...stylesheets.lazy].map(([source, hrefs]) => [source.replace(/\.tsx?$/, ''), hrefs]));
  const preloads = {};
  for (const { route, lazy } of await lazySourcesByRoute()) {
    const outputs = lazy.map(outputOf).filter(Boolean);
    const files = staticClosure(metafile, outputs).filter((file) => !shell.has(file));
    const styles = [...new Set(lazy.flatMap((source) => stylesOf.get(source.replace(/\.tsx?$/, '')) ?? []))];
    if (files.length > 0 || styles.length > 0) preloads[route.name] = { layout: route.layout, files: [...files.map(href), ...styles] };
  }
  await fs.writeFile(path.join(DIST, 'preload.json'), JSON.stringify(preloads));
};
