import type { FastifyReply } from 'fastify';

/** How long a client should wait before it tries again while the database is unavailable. */
const RETRY_AFTER_SECONDS = '5';

/** 503 with Retry-After: the one answer of every route while the database is unavailable. */
export const sendUnavailable = (reply: FastifyReply, body: unknown) =>
  reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send(body);
