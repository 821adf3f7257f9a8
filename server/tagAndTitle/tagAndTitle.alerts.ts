import { TEMP_TAG_ALERT_DAYS, tempTagDaysLeft } from '../../src/domain/tagAndTitle/tempTags';
import type { Database } from '../db/database';
import { auditJobAlert, eachTenant, insertJobAlert, usersWithRoles } from '../db/tenantJobs';
import { notify } from '../notifications/notifications.public';
import type { Events } from '../pubsub';

type Expiring = {
  id: string;
  number: string;
  orderId: string;
  vin: string | null;
  tempTagNumber: string | null;
  expiresOn: string;
  today: string;
};

// Temp tags of packets in progress that lapse within the window (or have), not yet alerted for that expiry date.
const EXPIRING = `
  SELECT tp.id, tp.number, tp.order_id AS "orderId", tp.vin, tp.temp_tag_number AS "tempTagNumber",
    to_char(tp.temp_tag_expires_on, 'YYYY-MM-DD') AS "expiresOn", to_char(app_today(), 'YYYY-MM-DD') AS today
  FROM tnt_packets tp
  WHERE tp.tenant_id = $1 AND tp.temp_tag_expires_on IS NOT NULL AND tp.deleted_at IS NULL AND tp.status <> 'COMPLETED'
    AND tp.temp_tag_expires_on <= app_today() + $2::int AND tp.temp_tag_alerted_for IS DISTINCT FROM tp.temp_tag_expires_on
  ORDER BY tp.temp_tag_expires_on, tp.number`;

/**
 * The daily temp-tag job (temporary tags have no grace after expiry, so the alert comes before it:
 * docs/domain.md#tag-and-title): in each tenant (its own transaction, under its row-level security), every temp tag of
 * a packet in progress that lapses within `days` (or has lapsed) raises one alert on the packet's order (CALL_URGENT
 * when two days or less are left, CALL within the window) and notifies the tenant's tag-and-title staff and admins. The
 * packet remembers the expiry it was alerted for, so a rerun (or a second instance) raises nothing twice and a new tag
 * date is watched again. Returns how many alerts it raised.
 */
export const raiseTempTagAlerts = (db: Database, events: Events, days = TEMP_TAG_ALERT_DAYS): Promise<number> =>
  eachTenant(db, async (tx, tenantId, afterCommit) => {
    const { rows } = await tx.query<Expiring>(EXPIRING, [tenantId, days]);
    if (rows.length === 0) return 0;
    const staff = await usersWithRoles(tx, tenantId, ['TAG_TITLE', 'TAG_TITLE_LEAD', 'ADMIN']);
    let count = 0;
    for (const packet of rows) {
      // Another instance took it a moment ago: this one raises nothing.
      const { rows: claimed } = await tx.query(
        `UPDATE tnt_packets SET temp_tag_alerted_for = temp_tag_expires_on
           WHERE id = $1 AND temp_tag_alerted_for IS DISTINCT FROM temp_tag_expires_on RETURNING id`,
        [packet.id],
      );
      if (claimed.length === 0) continue;
      const left = tempTagDaysLeft(packet.expiresOn, packet.today);
      const when =
        left < 0 ? `lapsed on ${packet.expiresOn}` : left === 0 ? 'lapses today' : `lapses on ${packet.expiresOn} (in ${left} days)`;
      const tag = packet.tempTagNumber ? `temp tag ${packet.tempTagNumber}` : 'the temp tag';
      const message = `Packet ${packet.number}${packet.vin ? ` (VIN ${packet.vin})` : ''}: ${tag} ${when}. There is no grace period.`;
      const priority = left <= 2 ? 'CALL_URGENT' : 'CALL';
      const alertId = await insertJobAlert(tx, tenantId, { orderId: packet.orderId, priority, message });
      const facts = { packetId: packet.id, orderId: packet.orderId, expiresOn: packet.expiresOn };
      await auditJobAlert(tx, tenantId, alertId, 'alert.tempTagExpiring', { message, ...facts });
      await notify(
        { db: tx, events, afterCommit },
        staff.map((s) => s.id),
        {
          type: 'ALERT',
          title: `Temp tag ${left < 0 ? 'lapsed' : 'expiring'}: ${packet.number}`,
          body: message,
          data: { alertId, ...facts },
          tenantId,
        },
      );
      count += 1;
    }
    return count;
  });
