import { nextQuoteStatus } from '../../src/machines/domain/quote.machine';
import { SYSTEM_ACTOR } from '../../src/machines/domain/status';
import { audit } from '../audit';
import { type Database, withContext } from '../db/database';
import type { Events } from '../pubsub';

/**
 * The quote.expire job: every PENDING quote whose validUntil has passed becomes EXPIRED, tenant by tenant (each in
 * its own transaction under that tenant's row-level security), with an audit row by no user. Returns how many.
 * Schedule it at start and hourly; `events` lets open quote pages hear of it.
 */
export const expireQuotes = async (db: Database, events?: Events): Promise<number> => {
  const target = nextQuoteStatus('PENDING', { actor: SYSTEM_ACTOR }, { type: 'quote.expire' });
  if (!target) return 0;
  const { rows: tenants } = await db.query<{ id: string }>('SELECT id FROM tenants ORDER BY name');
  let expired = 0;
  for (const { id: tenantId } of tenants) {
    const ids = await withContext(db, { tenantId, userId: null }, async (tx) => {
      const { rows } = await tx.query<{ id: string; validUntil: string }>(
        `UPDATE quotes SET status = $2, version = version + 1, updated_at = now()
         WHERE tenant_id = $1 AND status = 'PENDING' AND valid_until < app_today() AND deleted_at IS NULL
         RETURNING id, to_char(valid_until, 'YYYY-MM-DD') AS "validUntil"`,
        [tenantId, target],
      );
      for (const row of rows)
        await audit(tx, {
          tenantId,
          userId: null,
          entityKind: 'Quotes',
          entityId: row.id,
          action: 'UPDATED',
          event: 'quote.expire',
          before: { status: 'PENDING', validUntil: row.validUntil },
          after: { status: target },
        });
      return rows.map((row) => row.id);
    });
    for (const id of ids) events?.publish('quoteChanged', tenantId, { id });
    expired += ids.length;
  }
  return expired;
};
