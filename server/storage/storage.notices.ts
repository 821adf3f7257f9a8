import type { Actor, GraphQLContext } from '../graphql/context';
import { notify } from '../notifications/notifications.public';
import type { StorageRecordRow } from './storage.rows';

/**
 * A STORAGE_RECORD notification to the client's users when their vehicle checks in or out (issue 16): the record's
 * number, the vehicle's VIN and the facility, nothing internal (no spot, keys or problem).
 */
export const storageNotice = async (
  ctx: GraphQLContext,
  actor: Actor,
  record: StorageRecordRow,
  type: 'storage.checkIn' | 'storage.checkOut',
) => {
  const { rows } = await ctx.db.query<{ userId: string; facility: string }>(
    `SELECT cu.user_id AS "userId", l.name AS facility FROM client_users cu JOIN locations l ON l.tenant_id = cu.tenant_id AND l.id = $2
     WHERE cu.tenant_id = $3 AND cu.client_id = $1`,
    [record.clientId, record.facilityId, record.tenantId],
  );
  if (rows.length === 0) return;
  const vehicle = record.vin ? `Vehicle ${record.vin}` : 'Your vehicle';
  const checkedIn = type === 'storage.checkIn';
  await notify(
    ctx,
    rows.map((row) => row.userId),
    {
      type: 'STORAGE_RECORD',
      title: `${vehicle} ${checkedIn ? 'checked in to' : 'checked out of'} storage`,
      body: `${record.number} · ${rows[0].facility}`,
      data: { storageRecordId: record.id, number: record.number, orderId: record.orderId, status: record.status },
      tenantId: actor.tenantId,
    },
  );
};
