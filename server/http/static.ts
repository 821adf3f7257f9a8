import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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

  app.setNotFoundHandler(async (request, reply) => {
    const url = decodeURIComponent(request.url.split('?')[0]);
    if (request.method === 'GET' || request.method === 'HEAD') {
      const file = path.resolve(root, `.${url}`);
      if (file.startsWith(root + path.sep) && url !== '/index.html') {
        const body = await fs.readFile(file).catch(() => null);
        if (body) {
          const immutable = url.startsWith('/assets/');
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          return reply.type(TYPES[path.extname(file)] ?? 'application/octet-stream').send(body);
        }
      }
      const looksLikeFile = /\.[a-z0-9]+$/i.test(url);
      if (!looksLikeFile && String(request.headers.accept ?? '').includes('text/html')) {
        const nonce = createNonce();
        const index = await readIndex(nonce);
        if (index)
          return reply.header('cache-control', 'no-cache').header('content-security-policy', policy(nonce)).type(TYPES['.html']).send(index);
        return reply.code(503).type('text/plain').send('The app is not built yet: run `npm run build`.');
      }
    }
    return reply.code(404).send({ message: 'Not Found.' });
  });
};
