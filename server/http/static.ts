import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

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

/** Serves dist/: hashed assets cached for a year, everything else revalidated; unknown paths get the SPA. */
export const staticRoutes = async (app: FastifyInstance, { distDir, portalUrl }: { distDir: string; portalUrl: string | null }) => {
  const root = path.resolve(distDir);
  /** The SPA shell, with the runtime settings the client needs (PORTAL_URL) as meta tags. */
  const readIndex = async () => {
    const html = await fs.readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
    if (html === null || !portalUrl) return html;
    const escaped = portalUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    return html.replace('</head>', `<meta name="legwork-portal-url" content="${escaped}"></head>`);
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
        const index = await readIndex();
        if (index) return reply.header('cache-control', 'no-cache').type(TYPES['.html']).send(index);
        return reply.code(503).type('text/plain').send('The app is not built yet: run `npm run build`.');
      }
    }
    return reply.code(404).send({ message: 'Not Found.' });
  });
};
