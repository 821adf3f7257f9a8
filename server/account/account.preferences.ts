import { audit } from '../audit';
import { badUserInput } from '../errors';
import { type GraphQLContext, requireUser } from '../graphql/context';

/** A preference's key: a dotted name a view owns (`orders.columns`). */
const KEY = /^[a-z][A-Za-z0-9.]{0,63}$/;
const MAX_BYTES = 4096;

const checkKey = (key: string) => {
  if (!KEY.test(key)) throw badUserInput({ key: ['The key must be a dotted name of letters and digits (at most 64 characters).'] });
};

/** Query.preference: the signed-in user's value, null when never set (row-level security keeps others' out). */
export const readPreference = async (ctx: GraphQLContext, key: string): Promise<unknown> => {
  requireUser(ctx);
  checkKey(key);
  const { rows } = await ctx.db.query<{ value: unknown }>('SELECT value FROM user_preferences WHERE user_id = app_user_id() AND key = $1', [
    key,
  ]);
  return rows[0]?.value ?? null;
};

/** Mutation.setPreference: stores the value (at most 4 KB of JSON) with its audit row, in the request's transaction. */
export const writePreference = async (ctx: GraphQLContext, key: string, value: unknown): Promise<unknown> => {
  const user = requireUser(ctx);
  checkKey(key);
  const text = JSON.stringify(value ?? null);
  if (value === null || value === undefined) throw badUserInput({ value: ['A value is required.'] });
  if (Buffer.byteLength(text) > MAX_BYTES) throw badUserInput({ value: [`The value may not be larger than ${MAX_BYTES} bytes.`] });
  const { rows } = await ctx.db.query<{ before: unknown }>(
    `WITH old AS (SELECT value FROM user_preferences WHERE user_id = $1 AND key = $2)
     INSERT INTO user_preferences (user_id, key, value) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value, updated_at = now()
     RETURNING (SELECT value FROM old) AS before`,
    [user.id, key, text],
  );
  await audit(ctx.db, {
    userId: user.id,
    entityKind: 'Users',
    entityId: user.id,
    action: 'UPDATED',
    event: 'preference.set',
    before: { [key]: rows[0]?.before ?? null },
    after: { [key]: value },
    ip: ctx.ip,
  });
  return value;
};
