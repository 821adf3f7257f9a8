import { formatDateTime } from '../../src/domain/format';
import { audit } from '../audit';
import type { Database } from '../db/database';
import { eachTenant } from '../db/tenantJobs';
import { notify } from '../notifications/notifications.public';
import type { Events } from '../pubsub';

type Due = {
  id: string;
  subjectKind: string;
  subjectId: string;
  ownerId: string;
  callbackAt: Date;
  contact: string | null;
  record: string | null;
  timeZone: string;
  locale: string;
};

// The tenant's callbacks whose time has come and whose reminder has not gone out, with what the reminder names. A row
// another instance's sweep holds is skipped (SKIP LOCKED), and the reminded_at it sets keeps a rerun from sending twice.
const DUE = `
  SELECT ce.id, ce.subject_kind AS "subjectKind", ce.subject_id AS "subjectId", ce.callback_user_id AS "ownerId",
    ce.callback_at AS "callbackAt", coalesce(ce.contact_name, ce.contact_phone, ce.contact_email) AS contact,
    CASE ce.subject_kind
      WHEN 'ORDER' THEN (SELECT 'order ' || o.number FROM orders o WHERE o.tenant_id = ce.tenant_id AND o.id = ce.subject_id)
      WHEN 'LEG' THEN (SELECT 'leg ' || l.number FROM order_legs l WHERE l.tenant_id = ce.tenant_id AND l.id = ce.subject_id)
      WHEN 'CLIENT' THEN (SELECT c.display_name FROM clients c WHERE c.tenant_id = ce.tenant_id AND c.id = ce.subject_id)
      ELSE (SELECT c.display_name FROM customers c WHERE c.tenant_id = ce.tenant_id AND c.id = ce.subject_id)
    END AS record,
    t.time_zone AS "timeZone", t.locale
  FROM communication_entries ce JOIN tenants t ON t.id = ce.tenant_id
  WHERE ce.tenant_id = $1 AND ce.callback_at <= $2 AND ce.reminded_at IS NULL
  ORDER BY ce.callback_at, ce.id
  FOR UPDATE OF ce SKIP LOCKED`;

/**
 * The callback sweep (a manifest job, every minute): in each tenant, every callback whose time has come notifies its
 * owner once (the bell, type TASK), naming the record, the contact and the time in the tenant's zone, and marks the
 * entry reminded (audited as the system's). Safe on several instances: rows are claimed with SKIP LOCKED. Answers how
 * many reminders went out.
 */
export const remindCallbacks = (db: Database, events: Events, now: Date = new Date()): Promise<number> =>
  eachTenant(db, async (tx, tenantId, afterCommit) => {
    const { rows } = await tx.query<Due>(DUE, [tenantId, now]);
    for (const due of rows) {
      await tx.query('UPDATE communication_entries SET reminded_at = $2 WHERE id = $1', [due.id, now]);
      const at = formatDateTime(new Date(due.callbackAt).toISOString(), due.locale, due.timeZone);
      const about = due.record ?? 'a record';
      const body = `Call back ${due.contact ?? 'the contact'} about ${about} (due ${at}).`;
      await notify({ db: tx, events, afterCommit }, [due.ownerId], {
        type: 'TASK',
        title: 'Callback due',
        body,
        data: { communicationEntryId: due.id, subjectKind: due.subjectKind, subjectId: due.subjectId },
        tenantId,
      });
      await audit(tx, {
        tenantId,
        userId: null,
        entityKind: 'Communications',
        entityId: due.id,
        action: 'UPDATED',
        event: 'communication.remind',
        after: { remindedAt: now.toISOString(), ownerId: due.ownerId },
      });
      afterCommit(() => events.publish('communicationEntryChanged', tenantId, { id: due.id }));
    }
    return rows.length;
  });
