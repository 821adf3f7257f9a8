import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** The dev mailbox: every message the app "sent", newest first (development only). */
export const devRoutes = async (app: FastifyInstance, { db }: { db: Database }) => {
  app.get<{ Querystring: { to?: string } }>('/dev/mail', async (request) => {
    const { rows } = await db.query(
      `SELECT id, to_address AS "to", subject, text_body AS "text", html_body AS "html", attachments, status, created_at AS "createdAt"
       FROM mail_outbox WHERE ($1::text IS NULL OR lower(to_address) = lower($1)) ORDER BY created_at DESC LIMIT 100`,
      [request.query.to ?? null],
    );
    return rows;
  });
};
