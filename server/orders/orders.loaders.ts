import { AUDIT_SELECT, type AuditRow } from '../audit';
import { type VehicleRow, VEHICLE_SELECT } from '../directory/directory.rows';
import { groupLoader, keyedLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { MEDIA_SELECT, type MediaRow } from '../media/media.rows';
import {
  type AlertRow,
  type CommentRow,
  type OrderLegRow,
  type OrderLocationRow,
  type OrderNoteRow,
  type OrderRow,
  type TagRow,
  ALERT_SELECT,
  COMMENT_SELECT,
  LEG_SELECT,
  ORDER_SELECT,
} from './orders.rows';

// Comments, alerts and activity of an order include its legs': the order page is where a dispatcher reads them all.
const ORDER_AND_LEGS = `SELECT o.id AS order_id, o.id AS entity_id, 'Orders' AS kind FROM unnest($1::uuid[]) o (id)
  UNION ALL SELECT l.order_id, l.id, 'Order legs' FROM order_legs l WHERE l.order_id = ANY($1::uuid[])`;

/** Batched relation loaders of orders and legs (see groupLoader.ts); every one answers a list per key. */
export const orderLoaders = defineLoaders((tx) => ({
  orderById: groupLoader<OrderRow>(tx, `SELECT o.id AS key, ${ORDER_SELECT} FROM orders o WHERE o.id = ANY($1::uuid[])`),
  orderLegById: groupLoader<OrderLegRow>(tx, `SELECT l.id AS key, ${LEG_SELECT} FROM order_legs l WHERE l.id = ANY($1::uuid[])`),
  /** A vehicle's legs (Vehicle.legs, server/orderLegs). */
  legsByVehicle: keyedLoader<OrderLegRow>(tx, {
    key: 'l.vehicle_id',
    select: LEG_SELECT,
    from: 'order_legs l',
    where: 'l.deleted_at IS NULL',
    orderBy: 'l.created_at, l.sequence, l.id',
  }),
  legsByOrder: keyedLoader<OrderLegRow>(tx, {
    key: 'l.order_id',
    select: LEG_SELECT,
    from: 'order_legs l',
    where: 'l.deleted_at IS NULL',
    orderBy: 'l.order_id, l.position',
  }),
  // Each vehicle once, in the order of its first leg.
  vehiclesByOrder: groupLoader<VehicleRow>(
    tx,
    `SELECT f.order_id AS key, ${VEHICLE_SELECT}
     FROM (SELECT order_id, vehicle_id, min(position) AS first FROM order_legs
           WHERE order_id = ANY($1::uuid[]) AND vehicle_id IS NOT NULL AND deleted_at IS NULL GROUP BY order_id, vehicle_id) f
     JOIN vehicles v ON v.id = f.vehicle_id ORDER BY f.order_id, f.first`,
  ),
  locationsByOrder: groupLoader<OrderLocationRow>(
    tx,
    `SELECT ol.order_id AS key, ol.order_id AS "orderId", ol.role, ol.location_id AS "locationId" FROM order_locations ol
     WHERE ol.order_id = ANY($1::uuid[]) ORDER BY ol.order_id, ol.position NULLS LAST, ol.role, ol.location_id`,
  ),
  notesByOrder: groupLoader<OrderNoteRow>(
    tx,
    `SELECT n.order_id AS key, n.id, n.order_id AS "orderId", n.kind, n.body, u.name AS "authorName", n.created_at AS "createdAt"
     FROM order_notes n LEFT JOIN users u ON u.id = n.created_by WHERE n.order_id = ANY($1::uuid[]) ORDER BY n.created_at, n.id`,
  ),
  tagsByOrder: groupLoader<TagRow>(
    tx,
    `SELECT ot.order_id AS key, t.id, t.name, t.colour FROM order_tags ot JOIN tags t ON t.tenant_id = ot.tenant_id AND t.id = ot.tag_id
     WHERE ot.order_id = ANY($1::uuid[]) ORDER BY t.name`,
  ),
  commentsByOrder: groupLoader<CommentRow>(
    tx,
    `SELECT k.order_id AS key, ${COMMENT_SELECT} FROM (${ORDER_AND_LEGS}) k
     JOIN comments c ON c.entity_kind = k.kind AND c.entity_id = k.entity_id LEFT JOIN users u ON u.id = c.author_id
     WHERE c.deleted_at IS NULL ORDER BY c.created_at, c.id`,
  ),
  commentsByLeg: groupLoader<CommentRow>(
    tx,
    `SELECT c.entity_id AS key, ${COMMENT_SELECT} FROM comments c LEFT JOIN users u ON u.id = c.author_id
     WHERE c.entity_kind = 'Order legs' AND c.entity_id = ANY($1::uuid[]) AND c.deleted_at IS NULL ORDER BY c.created_at, c.id`,
  ),
  alertsByOrder: groupLoader<AlertRow>(
    tx,
    `SELECT coalesce(a.order_id, (SELECT l.order_id FROM order_legs l WHERE l.id = a.order_leg_id)) AS key, ${ALERT_SELECT}
     FROM alerts a LEFT JOIN users u ON u.id = a.acknowledged_by
     WHERE a.order_id = ANY($1::uuid[]) OR a.order_leg_id IN (SELECT l.id FROM order_legs l WHERE l.order_id = ANY($1::uuid[]))
     ORDER BY a.created_at DESC, a.id`,
  ),
  alertsByLeg: groupLoader<AlertRow>(
    tx,
    `SELECT a.order_leg_id AS key, ${ALERT_SELECT} FROM alerts a LEFT JOIN users u ON u.id = a.acknowledged_by
     WHERE a.order_leg_id = ANY($1::uuid[]) ORDER BY a.created_at DESC, a.id`,
  ),
  // Oldest first: the history reads (and replays) forward.
  activityByOrder: groupLoader<AuditRow>(
    tx,
    `SELECT k.order_id AS key, ${AUDIT_SELECT} FROM (${ORDER_AND_LEGS}) k
     JOIN audit_logs a ON a.entity_kind = k.kind AND a.entity_id = k.entity_id::text LEFT JOIN users u ON u.id = a.user_id
     ORDER BY a.created_at, a.id`,
  ),
  activityByLeg: groupLoader<AuditRow>(
    tx,
    `SELECT a.entity_id AS key, ${AUDIT_SELECT} FROM audit_logs a LEFT JOIN users u ON u.id = a.user_id
     WHERE a.entity_kind = 'Order legs' AND a.entity_id = ANY($1::uuid[]::text[]) ORDER BY a.created_at, a.id`,
  ),
  mediaByOrder: groupLoader<MediaRow>(
    tx,
    `SELECT m.order_id AS key, ${MEDIA_SELECT} FROM media m WHERE m.order_id = ANY($1::uuid[]) ORDER BY m.created_at DESC, m.id`,
  ),
  mediaByLeg: groupLoader<MediaRow>(
    tx,
    `SELECT m.owner_id AS key, ${MEDIA_SELECT} FROM media m WHERE m.owner_kind = 'OrderLeg' AND m.owner_id = ANY($1::uuid[])
     ORDER BY m.created_at DESC, m.id`,
  ),
}));
