import type { DispatchDriver, DispatchLeg, PriorityEntry } from '../../src/domain/dispatch/pairing';
import { type BusyLeg, type DayWindow, type DriverFacts, type Qualification, qualify } from '../../src/domain/qualification';
import type { LegPriorityKind, LicenceClass, TransportMethod, VehicleClass } from '../../src/generated/enums';
import { BUSY_LEG, LEG_WINDOW } from '../carriers/carriers.public';
import type { Queryable } from '../db/database';

/** At most this many drivers are weighed for one suggestion or plan (the bench goes to 2,000). */
export const MAX_DRIVERS = 5000;

export type PlanLeg = DispatchLeg & { vehicleId: string | null; vehicleClass: VehicleClass | null; window: DayWindow; version: number };
type OwnBusyLeg = BusyLeg & { legId: string; vehicleId: string | null };
export type PlanDriver = Omit<DispatchDriver, 'qualification' | 'legsThatDay'> & { facts: DriverFacts; busy: OwnBusyLeg[] };

/** The legs to place, with what the pairing and the qualification rule read of them. */
export const loadPlanLegs = async (db: Queryable, tenantId: string, legIds: readonly string[]): Promise<PlanLeg[]> => {
  const { rows } = await db.query<{
    id: string;
    number: string;
    version: number;
    transportMethod: TransportMethod;
    clientId: string;
    vehicleId: string | null;
    vehicleClass: VehicleClass | null;
    pLat: number | null;
    pLng: number | null;
    dLat: number | null;
    dLng: number | null;
    deliveryName: string | null;
    region: string | null;
    from: string;
    to: string;
  }>(
    `SELECT l.id, l.number, l.version, l.transport_method AS "transportMethod", o.client_id AS "clientId", l.vehicle_id AS "vehicleId",
       v.vehicle_class AS "vehicleClass", po.lat AS "pLat", po.lng AS "pLng", pd.lat AS "dLat", pd.lng AS "dLng",
       pd.city || ', ' || pd.state_province AS "deliveryName", po.state_province AS region, ${LEG_WINDOW('l')}
     FROM order_legs l JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
     LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
     LEFT JOIN locations po ON po.tenant_id = l.tenant_id AND po.id = l.origin_id
     LEFT JOIN locations pd ON pd.tenant_id = l.tenant_id AND pd.id = l.destination_id
     WHERE l.tenant_id = $1 AND l.id = ANY($2::uuid[]) AND l.deleted_at IS NULL`,
    [tenantId, legIds],
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    version: row.version,
    pickup: row.pLat === null || row.pLng === null ? null : { lat: row.pLat, lng: row.pLng },
    delivery: row.dLat === null || row.dLng === null ? null : { lat: row.dLat, lng: row.dLng },
    deliveryName: row.deliveryName,
    pickupDate: row.from,
    clientId: row.clientId,
    region: row.region,
    transportMethod: row.transportMethod,
    vehicleId: row.vehicleId,
    vehicleClass: row.vehicleClass,
    window: { from: row.from, to: row.to },
  }));
};

/**
 * Every driver of the tenant with what suggestions and the day plan weigh: licence and medical card, home hub, last
 * delivery, busy legs (their days) and leg priority. Five queries whatever the number of drivers (no N+1).
 */
export const loadPlanDrivers = async (db: Queryable, tenantId: string): Promise<{ drivers: PlanDriver[]; today: string }> => {
  const [{ rows: drivers }, { rows: busy }, { rows: last }, { rows: priorities }, { rows: today }] = await Promise.all([
    db.query<{
      id: string;
      name: string;
      licenceNumber: string | null;
      licenceClass: LicenceClass | null;
      licenceExpiresOn: string | null;
      medicalCardExpiresOn: string | null;
      disqualified: boolean;
      disqualifiedReason: string | null;
      hubLat: number | null;
      hubLng: number | null;
      hubName: string | null;
    }>(
      `SELECT d.id, d.first_name || ' ' || d.last_name AS name, d.licence_number AS "licenceNumber", d.licence_class AS "licenceClass",
         to_char(d.licence_expires_on, 'YYYY-MM-DD') AS "licenceExpiresOn", to_char(d.medical_card_expires_on, 'YYYY-MM-DD') AS "medicalCardExpiresOn",
         d.disqualified_at IS NOT NULL AS disqualified, d.disqualified_reason AS "disqualifiedReason",
         hl.lat AS "hubLat", hl.lng AS "hubLng", h.name AS "hubName"
       FROM drivers d LEFT JOIN hubs h ON h.tenant_id = d.tenant_id AND h.id = d.home_hub_id
       LEFT JOIN locations hl ON hl.tenant_id = h.tenant_id AND hl.id = h.location_id
       WHERE d.tenant_id = $1 AND d.deleted_at IS NULL ORDER BY d.id LIMIT ${MAX_DRIVERS}`,
      [tenantId],
    ),
    db.query<{ driverId: string; legId: string; vehicleId: string | null; number: string; from: string; to: string }>(
      `SELECT l.driver_id AS "driverId", l.id AS "legId", l.vehicle_id AS "vehicleId", l.number, ${LEG_WINDOW('l')}
       FROM order_legs l WHERE l.tenant_id = $1 AND l.driver_id IS NOT NULL AND l.deleted_at IS NULL AND (${BUSY_LEG})`,
      [tenantId],
    ),
    // Each driver's latest delivery: one probe of order_legs_driver_delivered_idx per driver (migration 029), then its place.
    db.query<{ driverId: string; lat: number; lng: number; name: string | null; on: string }>(
      `SELECT d.id AS "driverId", dl.lat, dl.lng, dl.city || ', ' || dl.state_province AS name,
         to_char((x.delivered_at AT TIME ZONE (SELECT t.time_zone FROM tenants t WHERE t.id = $1))::date, 'YYYY-MM-DD') AS on
       FROM drivers d
       CROSS JOIN LATERAL (SELECT l.destination_id, l.delivered_at FROM order_legs l
         WHERE l.tenant_id = d.tenant_id AND l.driver_id = d.id AND l.delivered_at IS NOT NULL ORDER BY l.delivered_at DESC LIMIT 1) x
       JOIN locations dl ON dl.tenant_id = d.tenant_id AND dl.id = x.destination_id
       WHERE d.tenant_id = $1 AND d.deleted_at IS NULL AND dl.lat IS NOT NULL AND dl.lng IS NOT NULL`,
      [tenantId],
    ),
    db.query<{ driverId: string; kind: LegPriorityKind; value: string }>(
      `SELECT p.driver_id AS "driverId", p.kind, coalesce(p.client_id::text, p.region, p.order_leg_id::text) AS value
       FROM driver_leg_priorities p WHERE p.tenant_id = $1 ORDER BY p.driver_id, p.position`,
      [tenantId],
    ),
    db.query<{ today: string }>(`SELECT to_char(app_today(), 'YYYY-MM-DD') AS today`),
  ]);
  const group = <T extends { driverId: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.driverId, [...(map.get(row.driverId) ?? []), row]);
    return map;
  };
  const busyBy = group(busy);
  const lastBy = new Map(last.map((row) => [row.driverId, row]));
  const priorityBy = group(priorities);
  return {
    today: today[0]?.today ?? '',
    drivers: drivers.map((row) => {
      const delivered = lastBy.get(row.id);
      return {
        id: row.id,
        name: row.name,
        homeHub: row.hubLat === null || row.hubLng === null ? null : { at: { lat: row.hubLat, lng: row.hubLng }, name: row.hubName },
        lastDelivery: delivered ? { at: { lat: delivered.lat, lng: delivered.lng }, name: delivered.name, on: delivered.on } : null,
        priority: (priorityBy.get(row.id) ?? []).map((entry): PriorityEntry => ({ kind: entry.kind, value: entry.value })),
        facts: {
          name: row.name,
          licenceNumber: row.licenceNumber,
          licenceClass: row.licenceClass,
          licenceExpiresOn: row.licenceExpiresOn,
          medicalCardExpiresOn: row.medicalCardExpiresOn,
          disqualified: row.disqualified,
          disqualifiedReason: row.disqualifiedReason,
        },
        busy: (busyBy.get(row.id) ?? []).map((leg) => ({
          legId: leg.legId,
          vehicleId: leg.vehicleId,
          number: leg.number,
          window: { from: leg.from, to: leg.to },
        })),
      };
    }),
  };
};

/** The legs a driver already holds on `day` (those whose days include it). */
export const legsOnDay = (driver: PlanDriver, day: string): number =>
  driver.busy.filter((leg) => leg.window.from <= day && day <= leg.window.to).length;

/**
 * The qualification rule (src/domain/qualification.ts) for a driver taking a leg, as the leg.assign guard asks it: the
 * driver's other busy legs (not this one, not the same vehicle) count. A trucked leg takes a trucking company.
 */
export const qualificationFor = (driver: PlanDriver, leg: PlanLeg, today: string): Qualification => {
  const result = qualify({
    driver: driver.facts,
    vehicleClass: leg.vehicleClass,
    window: leg.window,
    otherLegs: driver.busy.filter((busy) => busy.legId !== leg.id && (leg.vehicleId === null || busy.vehicleId !== leg.vehicleId)),
    today,
  });
  if (leg.transportMethod !== 'TRUCKED') return result;
  return {
    ok: false,
    reasons: ['A trucked leg is assigned to a trucking company, not a driver.', ...result.reasons],
    warnings: result.warnings,
  };
};

/** The driver as the pairing sees them for one leg: that day's load and the qualification for it. */
export const dispatchDriver = (driver: PlanDriver, leg: PlanLeg, today: string): DispatchDriver => ({
  ...driver,
  legsThatDay: legsOnDay(driver, leg.pickupDate),
  qualification: qualificationFor(driver, leg, today),
});
