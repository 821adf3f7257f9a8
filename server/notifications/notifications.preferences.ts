import { type NotificationType, NotificationTypeValues } from '../../src/generated/enums/NotificationType';
import type { Actor } from '../auth/actors';
import type { GraphQLContext } from '../graphql/context';
import { tenantZone } from '../records/days';
import { validateInput } from '../records/writes';
import { audit } from '../audit';
import { notificationSettingsSchema } from './notifications.inputs';

/** The digest goes out at 07:00 in the tenant's zone until the user picks another hour. */
export const DEFAULT_DIGEST_HOUR = 7;

type Stored = { type: NotificationType; inApp: boolean; email: boolean; digest: boolean };

/** Every type with the user's choice for it in the tenant (the default for the types never changed) and their digest hour. */
export const notificationSettings = async (ctx: GraphQLContext, actor: Actor) => {
  const { rows } = await ctx.db.query<Stored>(
    `SELECT type, in_app AS "inApp", email, digest FROM notification_preferences WHERE tenant_id = $1 AND user_id = $2`,
    [actor.tenantId, actor.user.id],
  );
  const stored = new Map(rows.map((row) => [row.type, row]));
  const { rows: hours } = await ctx.db.query<{ hour: number }>(
    'SELECT hour FROM notification_digest_settings WHERE tenant_id = $1 AND user_id = $2',
    [actor.tenantId, actor.user.id],
  );
  return {
    preferences: NotificationTypeValues.map((type) => stored.get(type) ?? { type, inApp: true, email: false, digest: false }),
    digestHour: hours[0]?.hour ?? DEFAULT_DIGEST_HOUR,
    timeZone: await tenantZone(ctx.db, actor.tenantId),
  };
};

/** Stores the types the user changed (the others keep theirs) and their digest hour, audited as one change. */
export const updateNotificationSettings = async (ctx: GraphQLContext, actor: Actor, input: unknown) => {
  const values = validateInput(notificationSettingsSchema, input);
  const before = await notificationSettings(ctx, actor);
  for (const preference of values.preferences)
    await ctx.db.query(
      `INSERT INTO notification_preferences (tenant_id, user_id, type, in_app, email, digest) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (tenant_id, user_id, type) DO UPDATE SET in_app = $4, email = $5, digest = $6, updated_at = now()`,
      [actor.tenantId, actor.user.id, preference.type, preference.inApp, preference.email, preference.digest],
    );
  if (values.digestHour !== undefined && values.digestHour !== null)
    await ctx.db.query(
      `INSERT INTO notification_digest_settings (tenant_id, user_id, hour) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id, user_id) DO UPDATE SET hour = $3`,
      [actor.tenantId, actor.user.id, values.digestHour],
    );
  const after = await notificationSettings(ctx, actor);
  await audit(ctx.db, {
    tenantId: actor.tenantId,
    userId: actor.user.id,
    ip: ctx.ip,
    entityKind: 'NotificationPreferences',
    entityId: actor.user.id,
    action: 'UPDATED',
    event: 'notificationPreferences.update',
    before: { digestHour: before.digestHour },
    after: { preferences: values.preferences, digestHour: after.digestHour },
  });
  return after;
};
