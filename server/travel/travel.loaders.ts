import { AUDIT_SELECT, type AuditRow } from '../audit';
import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { MEDIA_SELECT, type MediaRow } from '../media/media.rows';

/**
 * Batched loaders of the travel area (no N+1 under a list): a booking's legs' ids, its receipts and its activity.
 * The legs themselves and the drivers are their areas' loaders.
 */
export const travelLoaders = defineLoaders((db) => ({
  legIdsByFlight: groupLoader<{ id: string }>(
    db,
    `SELECT x.flight_id AS key, x.order_leg_id AS id FROM driver_flight_legs x JOIN order_legs l ON l.tenant_id = x.tenant_id AND l.id = x.order_leg_id
     WHERE x.flight_id = ANY($1::uuid[]) ORDER BY x.flight_id, l.number`,
  ),
  legIdsByRental: groupLoader<{ id: string }>(
    db,
    `SELECT x.rental_id AS key, x.order_leg_id AS id FROM driver_rental_legs x JOIN order_legs l ON l.tenant_id = x.tenant_id AND l.id = x.order_leg_id
     WHERE x.rental_id = ANY($1::uuid[]) ORDER BY x.rental_id, l.number`,
  ),
  receiptsByFlight: groupLoader<MediaRow>(
    db,
    `SELECT m.owner_id AS key, ${MEDIA_SELECT} FROM media m WHERE m.owner_kind = 'DriverFlight' AND m.owner_id = ANY($1::uuid[])
     ORDER BY m.created_at DESC, m.id`,
  ),
  receiptsByRental: groupLoader<MediaRow>(
    db,
    `SELECT m.owner_id AS key, ${MEDIA_SELECT} FROM media m WHERE m.owner_kind = 'DriverRental' AND m.owner_id = ANY($1::uuid[])
     ORDER BY m.created_at DESC, m.id`,
  ),
  activityByFlight: groupLoader<AuditRow>(
    db,
    `SELECT a.entity_id AS key, ${AUDIT_SELECT} FROM audit_logs a LEFT JOIN users u ON u.id = a.user_id
     WHERE a.tenant_id = app_tenant_id() AND a.entity_kind = 'Driver flights' AND a.entity_id = ANY($1::text[])
     ORDER BY a.created_at, a.id`,
  ),
  activityByRental: groupLoader<AuditRow>(
    db,
    `SELECT a.entity_id AS key, ${AUDIT_SELECT} FROM audit_logs a LEFT JOIN users u ON u.id = a.user_id
     WHERE a.tenant_id = app_tenant_id() AND a.entity_kind = 'Driver rentals' AND a.entity_id = ANY($1::text[])
     ORDER BY a.created_at, a.id`,
  ),
}));
