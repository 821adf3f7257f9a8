import type { Database } from '../db/database';
import { eachTenant } from '../db/tenantJobs';
import { queueMail } from '../mail/mailer';
import type { Events } from '../pubsub';
import { DEFAULT_DIGEST_HOUR } from './notifications.preferences';

type Item = { userId: string; email: string; title: string; body: string; link: string | null; createdAt: Date };

/**
 * The daily digest (a manifest job, every five minutes): in each tenant, every user with notifications waiting for
 * their digest whose hour (DEFAULT_DIGEST_HOUR unless they picked one) has come today in the tenant's zone gets one
 * e-mail listing them all, oldest first, through the outbox; the items are marked digested and the day recorded, so a
 * rerun (or another instance, which waits on the claimed settings row) sends nothing twice. Answers the e-mails sent.
 */
export const sendDigests = (db: Database, _events: Events, now: Date = new Date()): Promise<number> =>
  eachTenant(db, async (tx, tenantId) => {
    const { rows: due } = await tx.query<{ userId: string; today: string }>(
      `WITH here AS (SELECT ($2::timestamptz AT TIME ZONE t.time_zone) AS local FROM tenants t WHERE t.id = $1)
       SELECT DISTINCT i.user_id AS "userId", to_char(here.local, 'YYYY-MM-DD') AS today
       FROM notification_digest_items i CROSS JOIN here
       LEFT JOIN notification_digest_settings s ON s.tenant_id = i.tenant_id AND s.user_id = i.user_id
       WHERE i.tenant_id = $1 AND i.digested_at IS NULL AND i.created_at <= $2
         AND coalesce(s.hour, $3) <= extract(hour FROM here.local)
         AND s.last_sent_on IS DISTINCT FROM here.local::date
       ORDER BY 1`,
      [tenantId, now, DEFAULT_DIGEST_HOUR],
    );
    let sent = 0;
    for (const { userId, today } of due) {
      const { rows: claimed } = await tx.query(
        `INSERT INTO notification_digest_settings AS s (tenant_id, user_id, hour, last_sent_on) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant_id, user_id) DO UPDATE SET last_sent_on = $4 WHERE s.last_sent_on IS DISTINCT FROM $4::date
         RETURNING user_id`,
        [tenantId, userId, DEFAULT_DIGEST_HOUR, today],
      );
      if (claimed.length === 0) continue;
      const { rows: items } = await tx.query<Item>(
        `UPDATE notification_digest_items i SET digested_at = $3 FROM users u
         WHERE i.tenant_id = $1 AND i.user_id = $2 AND i.digested_at IS NULL AND i.created_at <= $3 AND u.id = i.user_id
         RETURNING i.user_id AS "userId", u.email, i.title, i.body, i.link, i.created_at AS "createdAt"`,
        [tenantId, userId, now],
      );
      if (items.length === 0) continue;
      items.sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
      const lines = items.map((item) => `- ${item.title}\n  ${item.body}${item.link ? `\n  Open: ${item.link}` : ''}`);
      await queueMail(tx, {
        to: items[0].email,
        subject: `Your Legwork digest for ${today}: ${items.length} notification${items.length === 1 ? '' : 's'}`,
        text: `${lines.join('\n\n')}\n\nChange what you hear about, and when, under My Account.`,
      });
      sent += 1;
    }
    return sent;
  });
