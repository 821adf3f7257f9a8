import type { Queryable } from '../db/database';
import { CLIENT_SELECT } from '../directory/columns';
import { AUDIT_SELECT, LEG_SELECT, LOCATION_SELECT } from '../orders/orderSelects';
import { groupLoader } from './loaders';
import type { AuditRow, ClientContactRow, ClientRow, LocationRow, OrderLegRow } from './rows';

/**
 * Batched relation loaders of this area (see groupLoader in loaders.ts). vehicleById, locationById and customerById
 * are the order area's (orders.loaders.ts): one loader per row kind.
 */
export const createDirectoryLoaders = (tx: Queryable) => ({
  /** Clients with their billing contact (the shared clientById selects the identity columns only). */
  clientDetailsById: groupLoader<ClientRow>(tx, `SELECT c.id AS key, ${CLIENT_SELECT} FROM clients c WHERE c.id = ANY($1::uuid[])`),
  contactsByClient: groupLoader<ClientContactRow>(
    tx,
    `SELECT client_id AS key, id, type, first_name AS "firstName", last_name AS "lastName", email, phone
     FROM contacts WHERE client_id = ANY($1::uuid[]) AND deleted_at IS NULL
     ORDER BY CASE type WHEN 'PRIMARY' THEN 0 WHEN 'ALTERNATE' THEN 1 ELSE 2 END, created_at, id`,
  ),
  locationsByClient: groupLoader<LocationRow>(
    tx,
    `SELECT loc.client_id AS key, ${LOCATION_SELECT} FROM locations loc
     WHERE loc.client_id = ANY($1::uuid[]) AND loc.deleted_at IS NULL ORDER BY loc.name, loc.id`,
  ),
  legsByVehicle: groupLoader<OrderLegRow>(
    tx,
    `SELECT l.vehicle_id AS key, ${LEG_SELECT} FROM order_legs l
     WHERE l.vehicle_id = ANY($1::uuid[]) AND l.deleted_at IS NULL ORDER BY l.created_at, l.sequence, l.id`,
  ),
  activityByVehicle: groupLoader<AuditRow>(
    tx,
    `SELECT a.entity_id AS key, ${AUDIT_SELECT} FROM audit_logs a LEFT JOIN users u ON u.id = a.user_id
     WHERE a.tenant_id = app_tenant_id() AND a.entity_kind = 'Vehicles' AND a.entity_id = ANY($1::text[])
     ORDER BY a.created_at, a.id`,
  ),
});
