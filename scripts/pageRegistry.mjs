/**
 * The SPA's page registry (src/views/pages.ts) and route table, loaded in Node without loading a view:
 * bundled by esbuild with `lazyView` replaced by a stub that keeps its loader's text (`{ loader: "() => import(…)" }`)
 * and every dynamic import left external. Used by esbuild.mjs (which files a route's first load needs) and by the
 * codegen plugin that writes src/generated/builtRoutes.ts.
 */
import path from 'node:path';
import * as esbuild from 'esbuild';

const STUBS = { name: 'legwork-page-registry' };

/** @returns {Promise<{ routes: Array<{ name: string; layout: string; path: string }>; pageOf: (route: object) => { loader: string } | undefined; isBuilt: (route: object) => boolean }>} */
export const loadPageRegistry = async (root) => {
  const result = await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: "export { routes } from './src/routes';\nexport { isBuilt, pageOf } from './src/views/pages';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    plugins: [
      {
        ...STUBS,
        setup(build) {
          build.onResolve({ filter: /[\\/]lazyView$/ }, () => ({ path: 'lazyView', namespace: STUBS.name }));
          // The list codegen writes from this registry: the registry does not depend on it (it may not exist yet).
          build.onResolve({ filter: /[\\/]generated[\\/]builtRoutes$/ }, () => ({ path: 'builtRoutes', namespace: STUBS.name }));
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: path.resolve(args.resolveDir, args.path), external: true } : undefined,
          );
          build.onLoad({ filter: /.*/, namespace: STUBS.name }, (args) => ({
            contents:
              args.path === 'lazyView' ? 'export const lazyView = (load) => ({ loader: String(load) });' : 'export const UNBUILT_ROUTES = [];',
            loader: 'js',
          }));
        },
      },
    ],
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
};
