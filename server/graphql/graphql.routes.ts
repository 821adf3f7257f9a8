import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { DATABASE_UNAVAILABLE_MESSAGE, type Database, isDatabaseUnavailable } from '../db/database';
import { encodeBody } from '../http/encoding';
import { csrfRejected, enterRequest } from '../http/requestAuth';
import { sendUnavailable } from '../http/unavailable';
import type { MediaStore } from '../media/store';
import type { Events } from '../pubsub';
import type { GraphQLContext, RequestOutcome } from './context';
import { createLoaders } from './loaders';
import type { GraphQLServer } from './yoga';

export type GraphQLDeps = { db: Database; config: Config; events: Events; media: MediaStore; yoga: GraphQLServer };

const forbiddenTenant = {
  data: null,
  errors: [{ message: 'You do not have access to this tenant.', extensions: { code: 'FORBIDDEN' } }],
};

/** The answer while the database is down: quick, retryable, and never INTERNAL (503 with Retry-After). */
const serviceUnavailable = {
  data: null,
  errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
};

class Rollback {
  constructor(
    readonly response: Response,
    readonly body: Buffer,
  ) {}
}

export const graphqlRoutes = async (app: FastifyInstance, deps: GraphQLDeps) => {
  const { db, config, events, media, yoga } = deps;

  /** Answers that end the request before GraphQL runs. */
  type Early = { early: { status: number; body: unknown } };
  type Executed = { response: Response; body: Buffer };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (String(request.headers.accept ?? '').includes('text/event-stream'))
      return reply.code(406).send({ message: 'Subscriptions are served over WebSocket (graphql-ws) on /graphql.' });
    const header = String(request.headers['x-tenant'] ?? '').trim();
    const effects: (() => void | Promise<void>)[] = [];
    let outcome: Early | Executed;
    try {
      // One transaction: who asks and the tenant (one statement), the CSRF check, then the operation itself.
      outcome = await db.transaction(async (tx): Promise<Early | Executed> => {
        const entered = await enterRequest(tx, request, header);
        request.auth = entered.auth;
        if (csrfRejected(request)) return { early: { status: 419, body: { message: 'CSRF token mismatch.' } } };
        const user = request.auth.user;
        if (user && !user.emailVerifiedAt) return { early: { status: 409, body: { message: 'Your email address is not verified.' } } };
        const tenantId = entered.tenantId;
        if (header && !tenantId) return { early: { status: 200, body: forbiddenTenant } };
        const result: RequestOutcome = { mutationFailed: false };
        const context: GraphQLContext = {
          db: tx,
          database: db,
          user,
          tenantId,
          sessionId: request.auth.session?.id ?? null,
          ip: request.ip,
          config,
          events,
          media,
          loaders: createLoaders(tx),
          afterCommit: (effect) => effects.push(effect),
          outcome: result,
        };
        const response = await yoga.handleNodeRequestAndResponse(request, reply, context);
        const body = Buffer.from(await response.arrayBuffer());
        if (result.mutationFailed) throw new Rollback(response, body);
        return { response, body };
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return sendUnavailable(reply, serviceUnavailable);
      }
      if (!(error instanceof Rollback)) throw error;
      effects.length = 0;
      outcome = { response: error.response, body: error.body };
    }
    if ('early' in outcome) return reply.code(outcome.early.status).send(outcome.early.body);
    for (const effect of effects) await Promise.resolve(effect()).catch((e) => request.log.error(e, 'after-commit effect failed'));
    reply.code(outcome.response.status);
    outcome.response.headers.forEach((value, key) => {
      if (key !== 'content-length') reply.header(key, value);
    });
    // The server's own time for the operation (devtools show it; the benchmark reads it), committed and ready to send.
    reply.header('server-timing', `total;dur=${reply.elapsedTime.toFixed(2)}`);
    // A list page is ~2 KB of JSON a row: compressed it crosses a phone's network ~15× sooner.
    const { body, encoding } = await encodeBody(outcome.body, request.headers['accept-encoding']);
    reply.header('vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  };

  // Multipart requests (file uploads) are parsed by yoga, not fastify.
  app.addContentTypeParser('multipart/form-data', {}, (_request, _payload, done) => done(null));
  return handle;
};
