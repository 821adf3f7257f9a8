import { nextQuoteStatus } from '../../src/machines/domain/quote.machine';
import { SYSTEM_ACTOR } from '../../src/machines/domain/status';
import { audit } from '../audit';
import type { Database } from '../db/database';
import { eachTenant } from '../db/tenantJobs';
import type { Events } from '../pubsub';

/**
 * The quote.expire job: every PENDING quote whose validUntil has passed becomes EXPIRED, tenant by tenant (each in
 * its own transaction under that tenant's row-level security), with an audit row by no user. Returns how many.
 * Schedule it at start and hourly; `events` lets open quote pages hear of it.
 */
export const expireQuotes = async (db: Database, events?: Events): Promise<number> => {
  const target = nextQuoteStatus('PENDING', { actor: SYSTEM_ACTOR }, { type: 'quote.expire' });
  if (!target) return 0;
  return eachTenant(db, async (tx, tenantId, afterCommit) => {
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
    for (const row of rows) afterCommit(() => events?.publish('quoteChanged', tenantId, { id: row.id }));
    return rows.length;
  });
};
