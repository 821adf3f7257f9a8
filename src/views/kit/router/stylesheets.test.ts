import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** As much of a document's head as stylesheets.ts touches: links in order, loaded or failed when the test says. */
type FakeLink = {
  rel: string;
  href: string;
  dataset: Record<string, string>;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  getAttribute: (name: string) => string | null;
  remove: () => void;
};

/** A `<style data-href>` the server inlined. */
const inlined = (href: string) => ({ getAttribute: (name: string) => (name === 'data-href' ? href : null) });

const fakeHead = (styles: ReturnType<typeof inlined>[] = []) => {
  const links: (FakeLink | ReturnType<typeof inlined>)[] = [...styles];
  const head = {
    links,
    querySelectorAll: (selector: string) =>
      links.filter((element) => (styles.includes(element as ReturnType<typeof inlined>) ? true : selector.includes('link[data-lazy]'))),
    insertBefore: (link: FakeLink, before: FakeLink | ReturnType<typeof inlined> | null) => {
      links.splice(before ? links.indexOf(before) : links.length, 0, link);
    },
  };
  const createElement = (): FakeLink => {
    const link: FakeLink = {
      rel: '',
      href: '',
      dataset: {},
      onload: null,
      onerror: null,
      getAttribute: (name) => (name === 'href' ? link.href : null),
      remove: () => void links.splice(links.indexOf(link), 1),
    };
    return link;
  };
  vi.stubGlobal('document', { head, createElement });
  const find = (href: string) => links.find((link): link is FakeLink => 'href' in link && link.href === href);
  return { links, load: (href: string) => find(href)?.onload?.(), fail: (href: string) => find(href)?.onerror?.() };
};

type Settled<T> = ['pending'] | ['fulfilled', T] | ['rejected', unknown];

const settledWith = async <T>(promise: Promise<T>): Promise<Settled<T>> => {
  let state = ['pending'] as Settled<T>;
  promise.then(
    (value) => (state = ['fulfilled', value]),
    (error: unknown) => (state = ['rejected', error]),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
};

let head: ReturnType<typeof fakeHead>;
beforeEach(() => {
  vi.resetModules(); // stylesheets.ts keeps what it linked
  head = fakeHead();
});
afterEach(() => vi.unstubAllGlobals());

describe('withStylesheets', () => {
  it('settles with the module once its stylesheets have loaded, not before', async () => {
    const { withStylesheets } = await import('./stylesheets');
    const page = withStylesheets(Promise.resolve({ Page: 'view' }), ['/assets/orders-A.css', '/assets/kit-record-B.css']);
    expect(head.links.map((link) => ['rel' in link && link.rel, 'href' in link && link.href])).toEqual([
      ['stylesheet', '/assets/kit-record-B.css'],
      ['stylesheet', '/assets/orders-A.css'],
    ]);
    head.load('/assets/orders-A.css');
    expect(await settledWith(page)).toEqual(['pending']);
    head.load('/assets/kit-record-B.css');
    expect(await settledWith(page)).toEqual(['fulfilled', { Page: 'view' }]);
  });

  it('links a stylesheet once, in order by name whatever the order of the pages visited', async () => {
    const { loadStylesheet } = await import('./stylesheets');
    void loadStylesheet('/assets/storage-C.css');
    void loadStylesheet('/assets/dispatch-D.css');
    void loadStylesheet('/assets/storage-C.css');
    void loadStylesheet('/assets/accidents-E.css');
    expect(head.links.map((link) => 'href' in link && link.href)).toEqual([
      '/assets/accidents-E.css',
      '/assets/dispatch-D.css',
      '/assets/storage-C.css',
    ]);
  });

  it('takes a stylesheet the server inlined for the first page as loaded, and links others around it by name', async () => {
    head = fakeHead([inlined('/assets/orders-G.css')]);
    const { withStylesheets } = await import('./stylesheets');
    const page = withStylesheets(Promise.resolve('module'), ['/assets/orders-G.css']);
    expect(await settledWith(page)).toEqual(['fulfilled', 'module']);
    void withStylesheets(Promise.resolve('module'), ['/assets/kit-record-H.css', '/assets/vehicles-I.css']);
    expect(head.links.map((link) => link.getAttribute('href') ?? link.getAttribute('data-href'))).toEqual([
      '/assets/kit-record-H.css',
      '/assets/orders-G.css',
      '/assets/vehicles-I.css',
    ]);
  });

  it('fails as a chunk that did not load does (the lazy view reloads once), and tries again on the next load', async () => {
    const { withStylesheets } = await import('./stylesheets');
    const { isChunkLoadError } = await import('../../../machines/app/chunkReload');
    const first = withStylesheets(Promise.resolve('module'), ['/assets/gone-F.css']);
    head.fail('/assets/gone-F.css');
    const [state, error] = await settledWith(first);
    expect(state).toBe('rejected');
    expect(isChunkLoadError(error)).toBe(true);
    expect(head.links).toEqual([]);
    const second = withStylesheets(Promise.resolve('module'), ['/assets/gone-F.css']);
    head.load('/assets/gone-F.css');
    expect(await settledWith(second)).toEqual(['fulfilled', 'module']);
  });
});
