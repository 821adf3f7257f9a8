import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchPath } from '../../src/routes';
import { SESSION_COOKIE } from '../auth/sessions';
import { type CspOptions, contentSecurityPolicy, createNonce } from './csp';
import { acceptedEncodings, type Encoding } from './encoding';
import { answerSessionCheck, firstSessionElement } from './firstAnswers';
import { firstQueriesElement, firstQueryHints } from './firstQueries';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** What esbuild.mjs precompresses: a `.br` and a `.gz` sit beside each such file of dist/. */
const PRECOMPRESSED = new Set(['.js', '.css', '.svg', '.json', '.map', '.html']);

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/**
 * The hashed files of dist/assets/ as served, kept in memory after their first read: their names change with
 * their content (esbuild's [hash]), so a kept body is never stale, and a page's first load asks for dozens of them
 * at once (a read from disk each cost about a millisecond, and the last of sixty waited for all the others).
 * Bounded: past ASSET_CACHE_BYTES it starts again empty.
 */
const ASSET_CACHE_BYTES = 64 * 1024 * 1024;

/** Reads files of dist/, as the first precompressed sibling the client takes, else as they are. */
const createFileReader = () => {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const read = async (file: string, keep: boolean): Promise<Buffer | null> => {
    const known = keep ? kept.get(file) : undefined;
    if (known) return known;
    const body = await fs.readFile(file).catch(() => null);
    // Only what exists is kept: a made-up name costs a read, never memory.
    if (keep && body) {
      if (keptBytes + body.length > ASSET_CACHE_BYTES) {
        kept.clear();
        keptBytes = 0;
      }
      kept.set(file, body);
      keptBytes += body.length;
    }
    return body;
  };
  /** `immutable`: a hashed file of dist/assets/, kept in memory. */
  return async (file: string, encodings: Encoding[], immutable: boolean): Promise<{ body: Buffer; encoding: Encoding } | null> => {
    const candidates: Encoding[] = PRECOMPRESSED.has(path.extname(file)) ? [...encodings, 'identity'] : ['identity'];
    for (const encoding of candidates) {
      const body = await read(`${file}${SUFFIX[encoding]}`, immutable);
      if (body) return { body, encoding };
    }
    return null;
  };
};

/** The shell is made per response (its nonce), so it is compressed per response: it is small. */
const encodeShell = (html: string, encoding: Encoding): Buffer => {
  if (encoding === 'br') return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return zlib.gzipSync(html);
  return Buffer.from(html);
};

const withEncoding = (reply: FastifyReply, encoding: Encoding) => {
  reply.header('vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply;
};

/** The request's path, percent-decoded; null when it is not valid percent-encoding (a 404, never a 500). */
const decodedPath = (url: string): string | null => {
  try {
    return decodeURIComponent(url.split('?')[0]);
  } catch {
    return null;
  }
};

/** dist/preload.json: route name → its layout and the files beyond the shell its first load needs. */
type RoutePreloads = Record<string, { layout: string; files: string[] }>;

const SCRIPT = /^\/assets\/[\w.-]+\.js$/;
const STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

const SIGNED_IN_LAYOUTS = new Set(['default', 'portal']);

/**
 * What a route's HTML adds to its head: modulepreload links for its lazy chunks, the data blocks of the first queries
 * and of the session check's answers (`personal` with those, so no shared cache keeps the page), and the stylesheets
 * its chunks bring, to be inlined.
 */
type SignedInHead = { links: string; firstQueries: string; stylesheets: string[]; personal: boolean };

const NO_HEAD: SignedInHead = { links: '', firstQueries: '', stylesheets: [], personal: false };

export type StaticOptions = { distDir: string; portalUrl: string | null; csp: CspOptions };

/** Serves dist/: hashed assets cached for a year, everything else revalidated; unknown paths get the SPA. */
export const staticRoutes = async (app: FastifyInstance, { distDir, portalUrl, csp }: StaticOptions) => {
  const root = path.resolve(distDir);
  const readEncoded = createFileReader();
  const policy = contentSecurityPolicy(csp);
  const portalMeta = portalUrl
    ? `<meta name="legwork-portal-url" content="${portalUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">`
    : '';
  /**
   * A route's stylesheet inline, with the response's nonce and its name: its chunk finds it there and links nothing
   * (src/views/kit/router/stylesheets.ts). On HTTP/1.1 a stylesheet of its own would be one more round trip before
   * the page renders. Its text kept in memory once read (a hashed name never gets other content).
   */
  const stylesheetTexts = new Map<string, string | null>();
  const inlineStylesheet = async (href: string, nonce: string): Promise<string> => {
    if (!stylesheetTexts.has(href)) stylesheetTexts.set(href, await fs.readFile(path.join(root, href), 'utf8').catch(() => null));
    const css = stylesheetTexts.get(href);
    return css === null || css === undefined ? '' : `<style nonce="${nonce}" data-href="${href}">${css.trim()}</style>`;
  };

  /**
   * The SPA shell, with the runtime settings the client needs as meta tags: PORTAL_URL, and this response's
   * style nonce (read by src/csp.ts through the element's `nonce` property, which the browser hides). The shell's
   * stylesheet is inline (scripts/build/html.mjs) and carries the nonce too: `nonce="{nonce}"` in dist/index.html.
   */
  const readIndex = async (nonce: string, { links, firstQueries, stylesheets }: SignedInHead) => {
    const built = await fs.readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
    if (built === null) return null;
    const html = built.replaceAll('nonce="{nonce}"', `nonce="${nonce}"`);
    const styles = (await Promise.all(stylesheets.map((href) => inlineStylesheet(href, nonce)))).join('');
    // The first queries go before the scripts: src/boot.ts reads them the moment it runs.
    const scripts = html.indexOf('<script');
    const head = `${scripts === -1 ? `${firstQueries}${links}` : links}${styles}`;
    const withQueries = scripts === -1 ? html : `${html.slice(0, scripts)}${firstQueries}${html.slice(scripts)}`;
    return withQueries.replace('</head>', `<meta property="csp-nonce" nonce="${nonce}">${portalMeta}${head}</head>`);
  };

  // dist/ also holds the server bundle, esbuild's metafile (every source path) and the route preloads: built files, not the site's.
  const isPrivate = (file: string) =>
    file === path.join(root, 'meta.json') ||
    file === path.join(root, 'preload.json') ||
    file.startsWith(path.join(root, 'server') + path.sep);

  /** dist/preload.json (esbuild.mjs), read again when a build replaces it. */
  let preloads: { mtimeMs: number; byRoute: RoutePreloads } | null = null;
  const routePreloads = async (): Promise<RoutePreloads> => {
    const file = path.join(root, 'preload.json');
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return {};
    if (preloads?.mtimeMs !== stat.mtimeMs) {
      const byRoute = (await fs
        .readFile(file, 'utf8')
        .then(JSON.parse)
        .catch(() => ({}))) as RoutePreloads;
      preloads = { mtimeMs: stat.mtimeMs, byRoute };
    }
    return preloads.byRoute;
  };

  /**
   * The requested route's lazy layout, page and their imports as modulepreload links, so they download with the
   * shell, their stylesheets to inline, its first queries (server/http/firstQueries.ts), so src/boot.ts asks them at
   * once, and the session check's answers (server/http/firstAnswers.ts), so it need not ask those. A signed-in
   * layout's only when the browser holds a session cookie (signed out, the SPA shows /login).
   */
  const signedInHead = async (request: FastifyRequest, url: string): Promise<SignedInHead> => {
    const match = matchPath(url);
    const entry = match ? (await routePreloads())[match.route.name] : undefined;
    if (!match || !entry) return NO_HEAD;
    const signedIn = !!request.cookies?.[SESSION_COOKIE];
    if (SIGNED_IN_LAYOUTS.has(entry.layout) && !signedIn) return NO_HEAD;
    const links = entry.files
      .filter((file) => SCRIPT.test(file))
      .map((file) => `<link rel="modulepreload" href="${file}">`)
      .join('');
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const stylesheets = entry.files.filter((file) => STYLESHEET.test(file));
    if (!signedIn || !SIGNED_IN_LAYOUTS.has(entry.layout)) return { links, firstQueries: '', stylesheets, personal: false };
    const session = await answerSessionCheck(app, request);
    const firstQueries = `${firstSessionElement(session)}${firstQueriesElement(firstQueryHints(match.route.name, match.params, search))}`;
    return { links, firstQueries, stylesheets, personal: session !== null };
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = decodedPath(request.url);
    if (url === null) return reply.code(404).send({ message: 'Not Found.' });
    if (request.method === 'GET' || request.method === 'HEAD') {
      const file = path.resolve(root, `.${url}`);
      const encodings = acceptedEncodings(request.headers['accept-encoding']);
      if (file.startsWith(root + path.sep) && url !== '/index.html' && !isPrivate(file)) {
        const immutable = url.startsWith('/assets/');
        const found = await readEncoded(file, encodings, immutable);
        if (found) {
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          if (PRECOMPRESSED.has(path.extname(file))) withEncoding(reply, found.encoding);
          return reply.type(TYPES[path.extname(file)] ?? 'application/octet-stream').send(found.body);
        }
      }
      const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
      if (!looksLikeFile && String(request.headers.accept ?? '').includes('text/html')) {
        const nonce = createNonce();
        const head = await signedInHead(request, url);
        const index = await readIndex(nonce, head);
        const encoding = encodings[0] ?? 'identity';
        if (index)
          return withEncoding(reply, encoding)
            .header('cache-control', head.personal ? 'private, no-cache' : 'no-cache')
            .header('content-security-policy', policy(nonce))
            .type(TYPES['.html'])
            .send(encodeShell(index, encoding));
        return reply.code(503).type('text/plain').send('The app is not built yet: run `npm run build`.');
      }
    }
    return reply.code(404).send({ message: 'Not Found.' });
  });
};
