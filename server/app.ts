import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AreaJob } from './areaKit';
import * as areas from './areas';
import type { Config } from './config';
import { DATABASE_UNAVAILABLE_MESSAGE, type Database, isDatabaseUnavailable } from './db/database';
import { graphqlRoutes } from './graphql/graphql.routes';
import { createWsHandler } from './graphql/ws';
import { createGraphQL } from './graphql/yoga';
import { authRoutes } from './http/auth.routes';
import { devRoutes } from './http/dev.routes';
import { healthRoutes } from './http/health.routes';
import { csrfRejected, resolveAuth, sendCsrfMismatch } from './http/requestAuth';
import { staticRoutes } from './http/static';
import { sendTooLarge } from './http/tooLarge';
import { sendUnavailable } from './http/unavailable';
import { type Mailer, createMailer } from './mail/mailer';
import { createMediaStore } from './media/store';
import { createEvents, type Events } from './pubsub';
import { registerReports } from './reports/reports.public';

/** The built server; `jobs` are the areas' timers, which serve.ts starts (tests start none). */
export type App = { app: FastifyInstance; events: Events; mailer: Mailer; jobs: AreaJob[] };

/** Paths that read the session; static files and the SPA shell do not touch the database. */
const GRAPHQL = /^\/graphql(\?|$)/;
const DYNAMIC = /^\/(graphql|sanctum|login|logout|register|forgot-password|reset-password|email|verify-email\/|api|media|dev)(\/|$|\?)/;

/** Every JSON or form body; uploads have their own limits (server/graphql/yoga.ts). */
export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/** Builds the whole server (HTTP contract, GraphQL, WebSocket, static SPA) without listening. */
export const buildApp = async ({ config, db, logger = false }: { config: Config; db: Database; logger?: boolean }): Promise<App> => {
  // One access-log line per request (fastify's own logging writes two: arrival and completion).
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.production,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  if (logger)
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
        'request',
      );
    });
  const events = createEvents(config.redisUrl, (error) => app.log.error(error, 'redis'), config.redisChannelPrefix);
  app.addHook('onClose', () => events.close());
  const media = createMediaStore(config.dataDir);
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, media });
  const yoga = createGraphQL({ production: config.production, log: (error) => app.log.error(error) });
  const deps = { db, config, events, media, yoga };

  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });

  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', async (request, reply) => {
    request.auth = { session: null, user: null, via: null, tokenId: null };
    if (!DYNAMIC.test(request.url)) return;
    // A WebSocket upgrade authenticates inside graphql-ws (connection_init), and /graphql inside its own
    // request transaction (one round trip sequence for auth, CSRF, tenant and the operation).
    if (request.headers.upgrade?.toLowerCase() === 'websocket' || GRAPHQL.test(request.url)) return;
    request.auth = await resolveAuth(db, request);
    if (csrfRejected(request)) return sendCsrfMismatch(reply);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    return payload;
  });
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendUnavailable(reply, { message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    // A body past the limit (fastify refuses it by its Content-Length, or as it streams past the limit).
    if (status === 413) return sendTooLarge(reply, { message: error.message });
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ message: config.production ? 'Server Error' : error.message });
    }
    return reply.code(status).send({ message: error.message });
  });

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { db, config, mailer });
  // Every area's plain-HTTP routes, from its manifest (server/areas.ts), with the app's services.
  for (const area of Object.values(areas))
    for (const routes of area.routes ?? []) await app.register(routes, { db, config, events, media, mailer });
  if (config.development) await app.register(devRoutes, { db });
  // Every area's reports, for runReport to find by name (server/reports/reports.public.ts).
  registerReports(Object.values(areas).flatMap((area) => area.reports ?? []));

  const handleGraphQL = await graphqlRoutes(app, deps);
  app.route({ method: 'GET', url: '/graphql', handler: handleGraphQL, wsHandler: createWsHandler(deps) });
  app.route({ method: ['POST', 'OPTIONS'], url: '/graphql', handler: handleGraphQL });

  await app.register(staticRoutes, {
    distDir: config.distDir,
    portalUrl: config.portalUrl,
    csp: { appUrl: config.appUrl, algoliaAppId: config.algolia.appId },
  });
  return { app, events, mailer, jobs: Object.values(areas).flatMap((area) => area.jobs ?? []) };
};
