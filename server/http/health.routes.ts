import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { sendUnavailable } from './unavailable';

/** How long /readyz waits for the database before it calls it unavailable. */
const READY_TIMEOUT_MS = 2000;

const answersWithin = async (db: Database, ms: number): Promise<string | null> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${ms} ms`), ms);
  });
  const probe = db.query('SELECT 1').then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * For a load balancer or an orchestrator: `/healthz` says the process is up (it never touches the database, so a
 * database outage does not get healthy instances restarted) and the Node it runs on, `/readyz` that it can serve (the
 * database answers).
 */
export const healthRoutes = async (app: FastifyInstance, { db }: { db: Database }) => {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', node: process.versions.node }),
  );
  app.get('/readyz', async (request, reply) => {
    const problem = await answersWithin(db, READY_TIMEOUT_MS);
    reply.header('cache-control', 'no-store');
    if (problem) {
      // The reason goes to the log, not to whoever asks (it can name hosts and ports).
      request.log.warn({ problem }, 'not ready: database');
      return sendUnavailable(reply, { status: 'unavailable', database: 'unavailable' });
    }
    return reply.send({ status: 'ready', database: 'ok' });
  });
};
