import { isOperatorStaff } from '../../src/domain/roles';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  changePasswordSchema,
  createTokenSchema,
  updateContactSchema,
  updateProfileSchema,
} from '../../src/domain/schemas/account';
import type { Resolvers } from '../../src/generated/resolvers';
import { audit } from '../audit';
import { issueAccessToken } from '../auth/accessTokens';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { destroyUserSessions } from '../auth/sessions';
import { findUserById } from '../auth/users';
import { checkUpload } from '../media/detect';
import { mediaUrl } from '../media/store';
import { thumbnailUrl } from '../media/thumbnails';
import { type GraphQLContext, requireTenant, requireUser } from '../graphql/context';
import { badUserInput, conflict, forbidden, isUuid, notFound, validate } from '../errors';
import type { ContactRow, TokenRow } from './account.rows';
import type { MediaRow } from '../media/media.rows';
import { accountLoaders } from './account.loaders';
import { readPreference, writePreference } from './account.preferences';
import { directoryLoaders } from '../directory/directory.loaders';

const CONTACT_COLUMNS = `id, first_name AS "firstName", last_name AS "lastName", email, phone, phone_ext AS "phoneExt",
  mobile_phone AS "mobilePhone", fax, title`;

const auditUser = (ctx: GraphQLContext, event: string, before?: unknown, after?: unknown) => {
  const user = requireUser(ctx);
  return audit(ctx.db, { userId: user.id, entityKind: 'Users', entityId: user.id, action: 'UPDATED', event, before, after, ip: ctx.ip });
};

export const accountResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => ctx.user,
    preference: (_parent, { key }, ctx) => readPreference(ctx, key),
    user: async (_parent, { id }, ctx) => {
      const { user } = requireTenant(ctx);
      if (id === user.id) return user;
      if (!isOperatorStaff(user)) throw forbidden();
      if (!isUuid(id)) throw notFound('User');
      // Only users of the current tenant: user_tenants is row-level secured to it.
      const { rows } = await ctx.db.query('SELECT 1 FROM user_tenants WHERE user_id = $1 AND tenant_id = $2', [id, ctx.tenantId]);
      const found = rows.length > 0 ? await findUserById(ctx.db, id) : null;
      if (!found) throw notFound('User');
      return found;
    },
    personalAccessTokens: async (_parent, _args, ctx) => {
      const user = requireUser(ctx);
      const { rows } = await ctx.db.query<TokenRow>(
        `SELECT id, name, last_used_at AS "lastUsedAt", created_at AS "createdAt" FROM personal_access_tokens
         WHERE user_id = $1 ORDER BY created_at DESC`,
        [user.id],
      );
      return rows;
    },
  },
  Mutation: {
    setPreference: (_parent, { key, value }, ctx) => writePreference(ctx, key, value),
    updateProfile: async (_parent, { input }, ctx) => {
      const user = requireUser(ctx);
      const data = validate(updateProfileSchema, input);
      const { rows: taken } = await ctx.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [data.email, user.id]);
      if (taken.length > 0) throw badUserInput({ email: ['The email has already been taken.'] });
      const emailChanged = data.email.toLowerCase() !== user.email.toLowerCase();
      const { rows } = await ctx.db.query(
        `UPDATE users SET name = $2, email = $3, version = version + 1, updated_at = now(),
           email_verified_at = CASE WHEN $4 THEN NULL ELSE email_verified_at END
         WHERE id = $1 AND version = $5 RETURNING id`,
        [user.id, data.name, data.email, emailChanged, data.version],
      );
      if (rows.length === 0) throw conflict();
      await auditUser(ctx, 'profile.update', { name: user.name, email: user.email }, { name: data.name, email: data.email });
      const updated = await findUserById(ctx.db, user.id);
      if (!updated) throw notFound('User');
      return updated;
    },
    updateContact: async (_parent, { input }, ctx) => {
      const user = requireUser(ctx);
      const data = validate(updateContactSchema, input);
      const before = await accountLoaders(ctx).contactByUser.load(user.id);
      const { rows } = await ctx.db.query<ContactRow>(
        `INSERT INTO user_contacts (user_id, first_name, last_name, email, phone, phone_ext, mobile_phone, fax, title)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (user_id) DO UPDATE SET first_name = $2, last_name = $3, email = $4, phone = $5, phone_ext = $6,
           mobile_phone = $7, fax = $8, title = $9, updated_at = now()
         RETURNING ${CONTACT_COLUMNS}`,
        [user.id, data.firstName, data.lastName, data.email, data.phone, data.phoneExt, data.mobilePhone, data.fax, data.title],
      );
      await auditUser(ctx, 'contact.update', before[0] ?? null, rows[0]);
      return rows[0];
    },
    changePassword: async (_parent, { input }, ctx) => {
      const user = requireUser(ctx);
      const data = validate(changePasswordSchema, input);
      const { rows } = await ctx.db.query<{ hash: string }>('SELECT password_hash AS hash FROM users WHERE id = $1', [user.id]);
      if (!(await verifyPassword(rows[0].hash, data.currentPassword)))
        throw badUserInput({ currentPassword: ['The provided password does not match your current password.'] });
      await ctx.db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
        user.id,
        await hashPassword(data.password),
      ]);
      await destroyUserSessions(ctx.db, user.id, ctx.sessionId);
      await auditUser(ctx, 'password.change');
      return true;
    },
    uploadAvatar: async (_parent, { file }, ctx) => {
      const user = requireUser(ctx);
      if (file.size > AVATAR_MAX_BYTES) throw badUserInput({ file: ['The avatar may not be greater than 2 MB.'] });
      const bytes = new Uint8Array(await file.arrayBuffer());
      // Checked like order files, decoded in full; the avatar is shown as stored, so its thumbnail is not kept.
      const checked = await checkUpload(file, bytes, {
        types: AVATAR_TYPES,
        refusal: 'The avatar must be a PNG, JPEG, WebP or GIF image.',
        fallbackName: 'avatar',
      });
      const hash = await ctx.media.put(bytes);
      await ctx.db.query("DELETE FROM media WHERE owner_kind = 'User' AND owner_id = $1 AND category = 'AVATARS'", [user.id]);
      const { rows } = await ctx.db.query<MediaRow>(
        `INSERT INTO media (owner_kind, owner_id, category, file_name, mime_type, size, content_hash, created_by)
         VALUES ('User', $1, 'AVATARS', $2, $3, $4, $5, $1)
         RETURNING id, category, file_name AS "fileName", mime_type AS "mimeType", size, created_at AS "createdAt"`,
        [user.id, checked.fileName, checked.type, bytes.length, hash],
      );
      await audit(ctx.db, {
        userId: user.id,
        entityKind: 'Media',
        entityId: rows[0].id,
        action: 'CREATED',
        event: 'avatar.upload',
        after: rows[0],
        ip: ctx.ip,
      });
      return rows[0];
    },
    deleteAvatar: async (_parent, _args, ctx) => {
      const user = requireUser(ctx);
      const { rows } = await ctx.db.query<{ id: string }>(
        "DELETE FROM media WHERE owner_kind = 'User' AND owner_id = $1 AND category = 'AVATARS' RETURNING id",
        [user.id],
      );
      for (const row of rows)
        await audit(ctx.db, {
          userId: user.id,
          entityKind: 'Media',
          entityId: row.id,
          action: 'DELETED',
          event: 'avatar.delete',
          ip: ctx.ip,
        });
      return rows.length > 0;
    },
    createPersonalAccessToken: async (_parent, { input }, ctx) => {
      const user = requireUser(ctx);
      const data = validate(createTokenSchema, input);
      const issued = await issueAccessToken(ctx.db, user.id, data.name);
      await audit(ctx.db, {
        userId: user.id,
        entityKind: 'PersonalAccessTokens',
        entityId: issued.token.id,
        action: 'CREATED',
        event: 'token.create',
        after: { name: data.name },
        ip: ctx.ip,
      });
      return issued;
    },
    revokePersonalAccessToken: async (_parent, { id }, ctx) => {
      const user = requireUser(ctx);
      if (!isUuid(id)) throw notFound('Token');
      const { rows } = await ctx.db.query<{ name: string }>(
        'DELETE FROM personal_access_tokens WHERE id = $1 AND user_id = $2 RETURNING name',
        [id, user.id],
      );
      if (rows.length === 0) throw notFound('Token');
      await audit(ctx.db, {
        userId: user.id,
        entityKind: 'PersonalAccessTokens',
        entityId: id,
        action: 'DELETED',
        event: 'token.revoke',
        before: rows[0],
        ip: ctx.ip,
      });
      return true;
    },
  },
  User: {
    roles: (user) => user.roles,
    tenants: (user, _args, ctx) => accountLoaders(ctx).tenantsByUser.load(user.id),
    clients: (user, _args, ctx) => accountLoaders(ctx).clientsByUser.load(user.id),
    customers: (user, _args, ctx) => accountLoaders(ctx).customersByUser.load(user.id),
    contact: async (user, _args, ctx) => (await accountLoaders(ctx).contactByUser.load(user.id))[0] ?? null,
    media: (user, _args, ctx) => accountLoaders(ctx).avatarsByUser.load(user.id),
  },
  Contact: {
    fullName: (contact) => [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null,
  },
  Media: {
    url: (media) => mediaUrl(media),
    thumbnailUrl: (media) => (media.thumbnailHash ? thumbnailUrl(media) : null),
  },
  Client: {
    customers: (client, _args, ctx) => directoryLoaders(ctx).customersByClient.load(client.id),
  },
  Customer: {
    client: async (customer, _args, ctx) => {
      const [client] = await directoryLoaders(ctx).clientById.load(customer.clientId);
      if (!client) throw notFound('Client');
      return client;
    },
  },
};
