/**
 * A lazy chunk's stylesheets, loaded beside its JavaScript. The build (scripts/build/css.mjs) rewrites each lazy
 * import of a module whose views have styles of their own, `import('./Page')`, into
 * `withStylesheets(import('./Page'), [its stylesheets])`: the import settles once the module and its stylesheets are
 * both in, so the page never renders unstyled. A stylesheet is linked once, its `<link>` kept in one order (by name)
 * whatever order the pages were visited in, so the cascade between two areas' rules is the same on every path. The
 * first page's own come inline in its HTML, each `<style data-href>` named as its link would be.
 */

const loaded = new Map<string, Promise<void>>();

/** A lazy stylesheet's name: a link's href, or the `data-href` of one the server inlined for the first page. */
const nameOf = (element: Element) => element.getAttribute('data-href') ?? element.getAttribute('href') ?? '';

/** Where a new link goes: before the first lazy stylesheet whose name comes after its own. */
const insert = (link: HTMLLinkElement) => {
  const after = [...document.head.querySelectorAll('link[data-lazy], style[data-href]')].find((other) => nameOf(other) > nameOf(link));
  document.head.insertBefore(link, after ?? null);
};

/**
 * Links a stylesheet (once) and settles when it has loaded. A stylesheet that fails (a deploy removed it) rejects
 * with a chunk error, as a failed import does: the lazy view reloads the page once (kit/router/lazyView.ts).
 */
export const loadStylesheet = (href: string): Promise<void> => {
  const known = loaded.get(href);
  if (known) return known;
  // The first page's stylesheets come inline in its HTML (server/http/static.ts).
  if ([...document.head.querySelectorAll('style[data-href]')].some((style) => nameOf(style) === href)) return Promise.resolve();
  const loading = new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.lazy = '';
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      loaded.delete(href); // the next render tries again
      reject(new Error(`Loading CSS chunk ${href} failed`));
    };
    insert(link);
  });
  loaded.set(href, loading);
  return loading;
};

/** A lazily imported module, settled once its stylesheets have loaded too (they load at the same time). */
export const withStylesheets = <T>(module: Promise<T>, hrefs: readonly string[]): Promise<T> =>
  Promise.all([module, ...hrefs.map(loadStylesheet)]).then(([loadedModule]) => loadedModule);
