import { contactFormSchema } from '../../src/domain/schemas/account';
import type { Resolvers } from '../../src/generated/resolvers';
import { audit } from '../audit';
import { recordFailedAttempt, tooManyAttempts } from '../http/throttle';
import { appError, validate } from '../errors';
import { notify } from '../notifications/notifications.public';

export const contactResolvers: Resolvers = {
  Query: {
    ping: () => 'pong',
  },
  Mutation: {
    submitContactForm: async (_parent, { input }, ctx) => {
      const data = validate(contactFormSchema, input);
      const key = `contact|${ctx.ip}`;
      const wait = await tooManyAttempts(ctx.db, key);
      if (wait > 0) throw appError('TOO_MANY_REQUESTS', `Too many messages. Please try again in ${wait} seconds.`, { retryAfter: wait });
      await recordFailedAttempt(ctx.db, key); // counts every message from this address, not only failures
      const { rows } = await ctx.db.query<{ id: string; receivedAt: Date }>(
        `INSERT INTO contact_messages (name, email, phone, company, message, ip) VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id, created_at AS "receivedAt"`,
        [data.name, data.email, data.phone, data.company, data.message, ctx.ip],
      );
      const message = rows[0];
      const { rows: admins } = await ctx.db.query<{ userId: string }>(
        `SELECT r.user_id AS "userId" FROM user_roles r JOIN users u ON u.id = r.user_id
         WHERE r.role = 'ADMIN' AND u.deleted_at IS NULL`,
      );
      await notify(
        ctx,
        admins.map((a) => a.userId),
        {
          type: 'CONTACT_US',
          title: `Contact form: ${data.name}`,
          body: data.message.slice(0, 500),
          data: { contactMessageId: message.id, name: data.name, email: data.email, phone: data.phone, company: data.company },
        },
      );
      await audit(ctx.db, {
        userId: ctx.user?.id ?? null,
        entityKind: 'ContactMessages',
        entityId: message.id,
        action: 'CREATED',
        event: 'contact.submit',
        after: data,
        ip: ctx.ip,
      });
      return message;
    },
  },
};
