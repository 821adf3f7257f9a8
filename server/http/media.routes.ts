import type { FastifyInstance } from 'fastify';
import { type Database, withContext } from '../db/database';
import { isOperatorStaff } from '../../src/domain/roles';
import { isUuid } from '../graphql/errors';
import type { MediaStore } from '../media/store';

/** Streams a stored file to a signed-in user allowed to see its row (row-level security decides). */
export const mediaRoutes = async (app: FastifyInstance, { db, media }: { db: Database; media: MediaStore }) => {
  app.get<{ Params: { id: string; name: string } }>('/media/:id/:name', async (request, reply) => {
    const user = request.auth.user;
    if (!user) return reply.code(401).send({ message: 'Unauthenticated.' });
    if (!isUuid(request.params.id)) return reply.code(404).send({ message: 'Not Found.' });
    // Which tenant owns the file decides the RLS context; only the tenant's operator staff may read tenant files
    // (portal scoping of order files comes with the portal).
    const owner = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ tenantId: string | null }>('SELECT tenant_id AS "tenantId" FROM media WHERE id = $1', [
        request.params.id,
      ]);
      return rows[0] ?? null;
    });
    if (!owner || (owner.tenantId && !isOperatorStaff(user))) return reply.code(404).send({ message: 'Not Found.' });
    const row = await withContext(db, { tenantId: owner.tenantId, userId: user.id }, async (tx) => {
      if (owner.tenantId) {
        const member = await tx.query('SELECT 1 FROM user_tenants WHERE tenant_id = $1 AND user_id = $2', [owner.tenantId, user.id]);
        if (member.rows.length === 0) return null;
      }
      const { rows } = await tx.query<{ hash: string; mimeType: string }>(
        'SELECT content_hash AS hash, mime_type AS "mimeType" FROM media WHERE id = $1',
        [request.params.id],
      );
      return rows[0] ?? null;
    });
    if (!row) return reply.code(404).send({ message: 'Not Found.' });
    const body = await media.read(row.hash).catch(() => null);
    if (!body) return reply.code(404).send({ message: 'Not Found.' }); // the row outlived its file
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type(row.mimeType)
      .send(body);
  });
};
