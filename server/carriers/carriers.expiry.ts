import type { Database } from '../db/database';
import { auditJobAlert, eachTenant, insertJobAlert, usersWithRoles } from '../db/tenantJobs';
import { notify } from '../notifications/notifications.public';
import type { Events } from '../pubsub';

/** How far ahead the job looks (the qualification rule warns from the same day). */
export const EXPIRY_ALERT_DAYS = 30;

type Expiring = {
  entityKind: 'Drivers' | 'Trucking companies';
  entityId: string;
  document: string;
  expiresOn: string;
  name: string;
  userId: string | null;
};

const WORDS: Record<string, string> = {
  LICENCE: 'licence',
  MEDICAL_CARD: 'medical card',
  CARGO_INSURANCE: 'cargo insurance',
  LIABILITY_INSURANCE: 'liability insurance',
};

// Every document that runs out within the window (or has run out) and has no alert yet for that expiry date.
const EXPIRING = `
  SELECT * FROM (
    SELECT 'Drivers' AS "entityKind", d.id AS "entityId", x.document, to_char(x.expires_on, 'YYYY-MM-DD') AS "expiresOn",
      d.first_name || ' ' || d.last_name AS name, d.user_id AS "userId"
    FROM drivers d CROSS JOIN LATERAL (VALUES ('LICENCE', d.licence_expires_on), ('MEDICAL_CARD', d.medical_card_expires_on)) x (document, expires_on)
    WHERE d.tenant_id = $1 AND d.deleted_at IS NULL AND d.disqualified_at IS NULL AND x.expires_on <= app_today() + $2::int
    UNION ALL
    SELECT 'Trucking companies', c.id, x.document, to_char(x.expires_on, 'YYYY-MM-DD'), c.display_name, NULL
    FROM trucking_companies c
      CROSS JOIN LATERAL (VALUES ('CARGO_INSURANCE', c.cargo_expires_on), ('LIABILITY_INSURANCE', c.liability_expires_on)) x (document, expires_on)
    WHERE c.tenant_id = $1 AND c.deleted_at IS NULL AND x.expires_on <= app_today() + $2::int
  ) e
  WHERE NOT EXISTS (SELECT 1 FROM document_expiry_alerts a
    WHERE a.tenant_id = $1 AND a.entity_id = e."entityId" AND a.document = e.document AND a.expires_on = e."expiresOn"::date)
  ORDER BY e."expiresOn", e.name`;

/**
 * The daily document-expiry job: in each tenant (its own transaction, under its row-level security), every driver's
 * licence and medical card and every trucking company's cargo and liability insurance that runs out within 30 days
 * (or already has) raises one alert (CALL when a week or less is left, CHECK before), notifies the tenant's safety
 * staff and admins (and the driver, for their own documents), and is recorded in document_expiry_alerts, so a rerun
 * raises nothing twice and a renewed document (a new date) is watched again. Returns how many alerts it raised.
 */
export const raiseExpiryAlerts = (db: Database, events: Events, days = EXPIRY_ALERT_DAYS): Promise<number> =>
  eachTenant(db, async (tx, tenantId, afterCommit) => {
    const { rows } = await tx.query<Expiring>(EXPIRING, [tenantId, days]);
    if (rows.length === 0) return 0;
    const staff = await usersWithRoles(tx, tenantId, ['DRIVER_SAFETY', 'ADMIN']);
    const { rows: today } = await tx.query<{ today: string }>("SELECT to_char(app_today(), 'YYYY-MM-DD') AS today");
    for (const doc of rows) {
      const left = Math.round((Date.parse(doc.expiresOn) - Date.parse(today[0].today)) / 86_400_000);
      const when =
        left < 0 ? `expired on ${doc.expiresOn}` : left === 0 ? 'expires today' : `expires on ${doc.expiresOn} (in ${left} days)`;
      const message = `${doc.name}: the ${WORDS[doc.document]} ${when}.`;
      const alertId = await insertJobAlert(tx, tenantId, { priority: left <= 7 ? 'CALL' : 'CHECK', message });
      const { rows: recorded } = await tx.query(
        `INSERT INTO document_expiry_alerts (tenant_id, entity_kind, entity_id, document, expires_on, alert_id)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (tenant_id, entity_id, document, expires_on) DO NOTHING RETURNING id`,
        [tenantId, doc.entityKind, doc.entityId, doc.document, doc.expiresOn, alertId],
      );
      // Another instance raised it a moment ago: take this one back.
      if (recorded.length === 0) {
        await tx.query('DELETE FROM alerts WHERE id = $1', [alertId]);
        continue;
      }
      await auditJobAlert(tx, tenantId, alertId, 'alert.documentExpiring', {
        message,
        entityKind: doc.entityKind,
        entityId: doc.entityId,
        document: doc.document,
        expiresOn: doc.expiresOn,
      });
      const to = [...new Set([...staff.map((s) => s.id), ...(doc.userId ? [doc.userId] : [])])];
      await notify({ db: tx, events, afterCommit }, to, {
        type: 'ALERT',
        title: `${WORDS[doc.document].replace(/^./, (c) => c.toUpperCase())} ${left < 0 ? 'expired' : 'expiring'}: ${doc.name}`,
        body: message,
        data: {
          alertId,
          entityKind: doc.entityKind,
          entityId: doc.entityId,
          document: doc.document,
          expiresOn: doc.expiresOn,
        },
        tenantId,
      });
    }
    return rows.length;
  });
