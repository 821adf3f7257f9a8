import { orderEventTypes } from '../../src/machines/domain/order.machine';
import { orderLegEventTypes } from '../../src/machines/domain/orderLeg.machine';
import { quoteEventTypes } from '../../src/machines/domain/quote.machine';
import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import type { AuditRow } from '../audit';
import type { CommentRow } from '../orders/orders.rows';
import { type VehicleRow, VEHICLE_SELECT } from '../directory/directory.rows';

/** A comment as the portal shows it: staff authors stay nameless (the operator's reply). */
export type PortalCommentRow = CommentRow & { fromStaff: boolean };

/** What the portal tells of a record's history: its creation and its status events, nothing staff edit by hand. */
export const PORTAL_ACTIVITY_EVENTS: readonly string[] = [
  'order.create',
  ...orderEventTypes,
  'leg.create',
  ...orderLegEventTypes,
  'quote.create',
  ...quoteEventTypes,
];

const EVENTS_SQL = `ARRAY[${PORTAL_ACTIVITY_EVENTS.map((event) => `'${event.replaceAll("'", "''")}'`).join(', ')}]::text[]`;

// An order's comments and history include its legs', as on the staff order page. Each key is looked up on its own
// (LATERAL … OFFSET 0 keeps it a per-key index lookup whatever the statistics say): every row a portal user reads
// costs a row-level security check of its record, so these never scan the tenant's comments or audit rows.
const ORDER_AND_LEGS = `SELECT o.id AS order_id, o.id AS entity_id, 'Orders' AS kind FROM unnest($1::uuid[]) o (id)
  UNION ALL SELECT o.id, l.id, 'Order legs' FROM unnest($1::uuid[]) o (id)
    CROSS JOIN LATERAL (SELECT l0.id, l0.deleted_at FROM order_legs l0 WHERE l0.tenant_id = app_tenant_id() AND l0.order_id = o.id
      OFFSET 0) l WHERE l.deleted_at IS NULL`;

/**
 * Never an internal comment (row-level security hides them too). Staff are users with an operator-staff role who
 * are not portal users; a comment without an author (a system note, a removed account) is the operator's as well.
 */
const COMMENT = `c.id, c.entity_kind AS "entityKind", c.entity_id AS "entityId", c.order_id AS "orderId", c.body, c.internal,
  '{}'::uuid[] AS mentions, CASE WHEN s.staff THEN NULL ELSE u.name END AS "authorName", s.staff AS "fromStaff",
  c.created_at AS "createdAt"`;
const COMMENT_JOINS = `LEFT JOIN users u ON u.id = c.author_id
  CROSS JOIN LATERAL (SELECT (c.author_id IS NULL OR (NOT app_user_is_portal(c.author_id) AND EXISTS (SELECT 1 FROM user_roles r
    WHERE r.user_id = c.author_id AND r.role <> ALL (ARRAY['CLIENT', 'CUSTOMER', 'DRIVER'])))) AS staff) s`;

/** No staff names, no before/after values: the event, its record, and the leg status it led to. */
const ACTIVITY = `a.id, a.action, a.event, a.entity_kind AS "entityKind", a.entity_id AS "entityId", NULL::text AS "userName",
  NULL::jsonb AS before, CASE WHEN a.entity_kind = 'Order legs' AND a.after ->> 'status' IS NOT NULL
    THEN jsonb_build_object('status', a.after -> 'status') END AS after, a.created_at AS "createdAt"`;

const COMMENTS_OF = (kind: string, id: string) => `CROSS JOIN LATERAL (SELECT c0.* FROM comments c0 WHERE c0.tenant_id = app_tenant_id()
  AND c0.entity_kind = ${kind} AND c0.entity_id = ${id} AND c0.deleted_at IS NULL AND NOT c0.internal OFFSET 0) c`;
const AUDIT_OF = (kind: string, id: string) => `CROSS JOIN LATERAL (SELECT a0.* FROM audit_logs a0 WHERE a0.tenant_id = app_tenant_id()
  AND a0.entity_kind = ${kind} AND a0.entity_id = ${id}::text AND a0.event = ANY (${EVENTS_SQL}) OFFSET 0) a`;

/** The portal's own batched loaders (the other areas' loaders serve the rest). */
export const portalLoaders = defineLoaders((db) => ({
  // Each vehicle by its key (LATERAL … OFFSET 0): the shared loader's join let the planner scan the tenant's vehicles,
  // and for a portal user every vehicle scanned costs a policy check (1.5 s for one page of a customer's orders on PGlite).
  vehiclesByOrder: groupLoader<VehicleRow>(
    db,
    `SELECT f.order_id AS key, v.* FROM (SELECT order_id, vehicle_id, min(position) AS first FROM order_legs
       WHERE order_id = ANY($1::uuid[]) AND vehicle_id IS NOT NULL AND deleted_at IS NULL GROUP BY order_id, vehicle_id) f
     CROSS JOIN LATERAL (SELECT ${VEHICLE_SELECT} FROM vehicles v WHERE v.tenant_id = app_tenant_id() AND v.id = f.vehicle_id OFFSET 0) v
     ORDER BY f.order_id, f.first`,
  ),
  commentsByOrder: groupLoader<PortalCommentRow>(
    db,
    `SELECT k.order_id AS key, ${COMMENT} FROM (${ORDER_AND_LEGS}) k ${COMMENTS_OF('k.kind', 'k.entity_id')} ${COMMENT_JOINS}
     ORDER BY c.created_at, c.id`,
  ),
  commentsByLeg: groupLoader<PortalCommentRow>(
    db,
    `SELECT k.id AS key, ${COMMENT} FROM unnest($1::uuid[]) k (id) ${COMMENTS_OF("'Order legs'", 'k.id')} ${COMMENT_JOINS}
     ORDER BY c.created_at, c.id`,
  ),
  // Oldest first, as the staff history reads.
  activityByOrder: groupLoader<AuditRow>(
    db,
    `SELECT k.order_id AS key, ${ACTIVITY} FROM (${ORDER_AND_LEGS}) k ${AUDIT_OF('k.kind', 'k.entity_id')} ORDER BY a.created_at, a.id`,
  ),
  activityByLeg: groupLoader<AuditRow>(
    db,
    `SELECT k.id AS key, ${ACTIVITY} FROM unnest($1::uuid[]) k (id) ${AUDIT_OF("'Order legs'", 'k.id')} ORDER BY a.created_at, a.id`,
  ),
}));
