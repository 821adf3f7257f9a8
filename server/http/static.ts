import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type CspOptions, contentSecurityPolicy, createNonce } from './csp';

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

type Encoding = 'br' | 'gzip' | 'identity';

/** The codings the client takes, best first: br, then gzip (q=0 refuses one; `*` stands for the rest). */
export const acceptedEncodings = (header: string | string[] | undefined): Encoding[] => {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
};

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/** A file of dist/, as the first precompressed sibling the client takes, else as it is. */
const readEncoded = async (file: string, encodings: Encoding[]): Promise<{ body: Buffer; encoding: Encoding } | null> => {
  const candidates: Encoding[] = PRECOMPRESSED.has(path.extname(file)) ? [...encodings, 'identity'] : ['identity'];
  for (const encoding of candidates) {
    const body = await fs.readFile(`${file}${SUFFIX[encoding]}`).catch(() => null);
    if (body) return { body, encoding };
  }
  return null;
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

export type StaticOptions = { distDir: string; portalUrl: string | null; csp: CspOptions };

/** Serves dist/: hashed assets cached for a year, everything else revalidated; unknown paths get the SPA. */
export const staticRoutes = async (app: FastifyInstance, { distDir, portalUrl, csp }: StaticOptions) => {
  const root = path.resolve(distDir);
  const policy = contentSecurityPolicy(csp);
  const portalMeta = portalUrl
    ? `<meta name="legwork-portal-url" content="${portalUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">`
    : '';
  /**
   * The SPA shell, with the runtime settings the client needs as meta tags: PORTAL_URL, and this response's
   * style nonce (read by src/csp.ts through the element's `nonce` property, which the browser hides).
   */
  const readIndex = async (nonce: string) => {
    const html = await fs.readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
    return html?.replace('</head>', `<meta property="csp-nonce" nonce="${nonce}">${portalMeta}</head>`) ?? null;
  };

  // dist/ also holds the server bundle and esbuild's metafile (every source path): built files, not the site's.
  const isPrivate = (file: string) => file === path.join(root, 'meta.json') || file.startsWith(path.join(root, 'server') + path.sep);

  app.setNotFoundHandler(async (request, reply) => {
    const url = decodedPath(request.url);
    if (url === null) return reply.code(404).send({ message: 'Not Found.' });
    if (request.method === 'GET' || request.method === 'HEAD') {
      const file = path.resolve(root, `.${url}`);
      const encodings = acceptedEncodings(request.headers['accept-encoding']);
      if (file.startsWith(root + path.sep) && url !== '/index.html' && !isPrivate(file)) {
        const found = await readEncoded(file, encodings);
        if (found) {
          const immutable = url.startsWith('/assets/');
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          if (PRECOMPRESSED.has(path.extname(file))) withEncoding(reply, found.encoding);
          return reply.type(TYPES[path.extname(file)] ?? 'application/octet-stream').send(found.body);
        }
      }
      const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
      if (!looksLikeFile && String(request.headers.accept ?? '').includes('text/html')) {
        const nonce = createNonce();
        const index = await readIndex(nonce);
        const encoding = encodings[0] ?? 'identity';
        if (index)
          return withEncoding(reply, encoding)
            .header('cache-control', 'no-cache')
            .header('content-security-policy', policy(nonce))
            .type(TYPES['.html'])
            .send(encodeShell(index, encoding));
        return reply.code(503).type('text/plain').send('The app is not built yet: run `npm run build`.');
      }
    }
    return reply.code(404).send({ message: 'Not Found.' });
  });
};
