import type { FastifyInstance } from 'fastify';
import { type Database, withContext } from '../db/database';
import { isOperatorStaff } from '../../src/domain/roles';
import { isUuid } from '../errors';
import type { MediaStore } from './store';
import { THUMBNAIL_TYPE } from './thumbnails';

type MediaFile = { hash: string; thumbnailHash: string | null; mimeType: string; fileName: string };

// Control characters, quotes, backslashes and slashes never reach the header; neither do a path or a CRLF.
const cleanName = (name: string) => name.replace(/[\p{Cc}"\\/]/gu, '_').trim() || 'file';

/** RFC 6266: an ASCII `filename` for old clients and the exact name as RFC 5987 `filename*`. */
export const attachmentDisposition = (name: string) => {
  const clean = cleanName(name);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

// Images a browser shows as a picture, never as a document; everything else (a PDF, and whatever an older row holds)
// is sent as an attachment.
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif']);

// A stored file opened as a page may run nothing and load nothing (defence in depth behind nosniff and the checked type).
const MEDIA_CSP = "default-src 'none'; sandbox";

const thumbnailName = (fileName: string) => `${fileName.replace(/\.[^.]*$/, '')}.thumbnail.jpg`;

/**
 * Streams a stored file to a signed-in user allowed to see its row (row-level security decides).
 * `?thumb=1` answers the file's thumbnail (404 for a file without one: PDF, HEIC, GIF); `?download=1` asks the
 * browser to save it rather than show it, as every file that is not an image is anyway.
 */
export const mediaRoutes = async (app: FastifyInstance, { db, media }: { db: Database; media: MediaStore }) => {
  app.get<{ Params: { id: string; name: string }; Querystring: { thumb?: string; download?: string } }>(
    '/media/:id/:name',
    async (request, reply) => {
      const user = request.auth.user;
      if (!user) return reply.code(401).send({ message: 'Unauthenticated.' });
      if (!isUuid(request.params.id)) return reply.code(404).send({ message: 'Not Found.' });
      // Which tenant owns the file decides the RLS context. The tenant's operator staff read its files; a portal user
      // only those of its own orders and legs in the portal's categories (the media policy of migration 009, which
      // scopes the user itself since no statement here says otherwise); a carrier its legs' custody files (025).
      // Anything else is not found.
      const owner = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ tenantId: string | null }>('SELECT tenant_id AS "tenantId" FROM media WHERE id = $1', [
          request.params.id,
        ]);
        return rows[0] ?? null;
      });
      if (!owner) return reply.code(404).send({ message: 'Not Found.' });
      const row = await withContext(db, { tenantId: owner.tenantId, userId: user.id }, async (tx) => {
        if (owner.tenantId) {
          const member = await tx.query('SELECT 1 FROM user_tenants WHERE tenant_id = $1 AND user_id = $2', [owner.tenantId, user.id]);
          if (member.rows.length === 0) return null;
          // A carrier (a driver, a trucking company's user) reads its legs' condition photos, signatures and bills of
          // lading (the media policy of migration 025); a member who is none of staff, portal or carrier reads nothing.
          if (!isOperatorStaff(user) && !user.portal) {
            const carrier = await tx.query<{ carrier: boolean }>('SELECT coalesce(app_user_is_carrier($1), false) AS carrier', [user.id]);
            if (!carrier.rows[0]?.carrier) return null;
          }
        }
        const { rows } = await tx.query<MediaFile>(
          `SELECT content_hash AS hash, thumbnail_hash AS "thumbnailHash", mime_type AS "mimeType", file_name AS "fileName"
           FROM media WHERE id = $1`,
          [request.params.id],
        );
        return rows[0] ?? null;
      });
      if (!row) return reply.code(404).send({ message: 'Not Found.' });
      const thumb = request.query.thumb === '1';
      const hash = thumb ? row.thumbnailHash : row.hash;
      if (!hash) return reply.code(404).send({ message: 'Not Found.' }); // no thumbnail for this file
      const body = await media.read(hash).catch(() => null);
      if (!body) return reply.code(404).send({ message: 'Not Found.' }); // the row outlived its file
      const type = thumb ? THUMBNAIL_TYPE : row.mimeType;
      if (request.query.download === '1' || !INLINE_TYPES.has(type)) {
        reply.header('content-disposition', attachmentDisposition(thumb ? thumbnailName(row.fileName) : row.fileName));
      }
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', MEDIA_CSP)
        .type(type)
        .send(body);
    },
  );
};
