import { AUDIT_SELECT, type AuditRow } from '../audit';
import type { AuthUser } from '../auth/users';
import { USER_COLUMNS } from '../auth/users';
import { groupLoader, keyedLoader } from '../graphql/groupLoader';
import { LEG_OFFERS_MAX, type LegOfferRow } from './carriers.offers';
import { defineLoaders } from '../graphql/loaders';
import {
  type CarrierContactRow,
  CONTACT_SELECT,
  DRIVER_SELECT,
  type DriverRow,
  DSC_SELECT,
  type DscVisibilityRow,
  LEG_PRIORITY_SELECT,
  type LegPriorityRow,
  TRUCKING_COMPANY_SELECT,
  type TruckingCompanyRow,
  UNIT_SELECT,
  type UnitRow,
} from './carriers.rows';

/** Batched loaders of drivers, trucking companies, units and what hangs off them (no N+1 under a list of legs). */
export const carrierLoaders = defineLoaders((db) => ({
  driverById: keyedLoader<DriverRow>(db, { key: 'd.id', select: DRIVER_SELECT, from: 'drivers d' }),
  truckingCompanyById: keyedLoader<TruckingCompanyRow>(db, {
    key: 'tc.id',
    select: TRUCKING_COMPANY_SELECT,
    from: 'trucking_companies tc',
  }),
  unitById: groupLoader<UnitRow>(db, `SELECT u.id AS key, ${UNIT_SELECT} FROM units u WHERE u.id = ANY($1::uuid[])`),
  unitsByDriver: keyedLoader<UnitRow>(db, {
    key: 'u.driver_id',
    select: UNIT_SELECT,
    from: 'units u',
    where: 'u.deleted_at IS NULL',
    orderBy: 'u.driver_id, u.unit_number',
  }),
  driversByCompany: keyedLoader<DriverRow>(db, {
    key: 'd.trucking_company_id',
    select: DRIVER_SELECT,
    from: 'drivers d',
    where: 'd.deleted_at IS NULL',
    orderBy: 'd.trucking_company_id, d.last_name, d.first_name',
  }),
  contactsByDriver: keyedLoader<CarrierContactRow>(db, {
    key: 'ct.driver_id',
    select: CONTACT_SELECT,
    from: 'contacts ct',
    where: 'ct.deleted_at IS NULL',
    orderBy: 'ct.driver_id, ct.type DESC, ct.created_at, ct.id',
  }),
  contactsByCompany: keyedLoader<CarrierContactRow>(db, {
    key: 'ct.trucking_company_id',
    select: CONTACT_SELECT,
    from: 'contacts ct',
    where: 'ct.deleted_at IS NULL',
    orderBy: 'ct.trucking_company_id, ct.type DESC, ct.created_at, ct.id',
  }),
  usersByCompany: groupLoader<AuthUser>(
    db,
    `SELECT tu.trucking_company_id AS key, ${USER_COLUMNS} FROM trucking_company_users tu JOIN users u ON u.id = tu.user_id
     WHERE tu.trucking_company_id = ANY($1::uuid[]) AND u.deleted_at IS NULL ORDER BY tu.trucking_company_id, u.name`,
  ),
  legPriorityByDriver: keyedLoader<LegPriorityRow>(db, {
    key: 'p.driver_id',
    select: LEG_PRIORITY_SELECT,
    from: 'driver_leg_priorities p',
    orderBy: 'p.driver_id, p.position',
  }),
  dscVisibilityByDriver: groupLoader<DscVisibilityRow>(
    db,
    `SELECT v.driver_id AS key, ${DSC_SELECT} FROM driver_dsc_visibility v JOIN clients c ON c.id = v.client_id
     WHERE v.driver_id = ANY($1::uuid[]) ORDER BY v.driver_id, c.display_name, v.customer_id NULLS FIRST`,
  ),
  /** The open legs each driver may be offered (migration 023's app_leg_offers, at most 100 each; the field slices). */
  legOffersByDriver: groupLoader<LegOfferRow>(
    db,
    `SELECT o.driver_id AS key, o.leg_id AS "legId", o.number, o.transport_method AS "transportMethod",
       o.requested_pickup_mode AS "requestedPickupMode", to_char(o.requested_pickup_date, 'YYYY-MM-DD') AS "requestedPickupDate",
       o.pickup_city AS "pickupCity", o.pickup_state AS "pickupState", o.delivery_city AS "deliveryCity",
       o.delivery_state AS "deliveryState", o.distance, o.vehicle_year AS "vehicleYear", o.vehicle_make AS "vehicleMake",
       o.vehicle_model AS "vehicleModel", o.vehicle_class AS "vehicleClass", o.client_name AS "clientName", o.priority
     FROM app_leg_offers($1::uuid[], ${LEG_OFFERS_MAX}) o`,
  ),
  /** ASSIGNED when the driver holds a leg that is assigned and not yet delivered (docs/decisions.md). */
  openLegCountByDriver: groupLoader<{ n: number }>(
    db,
    `SELECT l.driver_id AS key, count(*)::int AS n FROM order_legs l
     WHERE l.driver_id = ANY($1::uuid[]) AND l.deleted_at IS NULL
       AND l.status IN ('PENDING_PICKUP', 'IN_TRANSIT', 'PORT_TRANSIT', 'IN_REPAIR', 'IN_STORAGE')
     GROUP BY l.driver_id`,
  ),
  /** A user's driver profile in the request's tenant (the leg machine's actorDriverId). */
  driverIdByUser: groupLoader<{ id: string }>(
    db,
    `SELECT d.user_id AS key, d.id FROM drivers d
     WHERE d.user_id = ANY($1::uuid[]) AND d.tenant_id = app_tenant_id() AND d.deleted_at IS NULL`,
  ),
  /** The driver's first name by leg, for the portal (which reads a driver only through a leg it sees). */
  driverFirstNameByLeg: groupLoader<{ firstName: string }>(
    db,
    `SELECT l.id AS key, d.first_name AS "firstName" FROM order_legs l JOIN drivers d ON d.tenant_id = l.tenant_id AND d.id = l.driver_id
     WHERE l.id = ANY($1::uuid[])`,
  ),
  hubNameById: groupLoader<{ name: string }>(db, 'SELECT h.id AS key, h.name FROM hubs h WHERE h.id = ANY($1::uuid[])'),
  activityByDriver: groupLoader<AuditRow>(
    db,
    `SELECT a.entity_id AS key, ${AUDIT_SELECT} FROM audit_logs a LEFT JOIN users u ON u.id = a.user_id
     WHERE a.tenant_id = app_tenant_id() AND a.entity_kind IN ('Drivers', 'Contacts') AND a.entity_id = ANY($1::text[])
     ORDER BY a.created_at, a.id`,
  ),
}));
