import { randomUUID } from 'node:crypto';
import { plateReportDueOn } from '../../../src/domain/plateReport';
import type { Queryable } from '../database';
import { DAY } from './orders.build';
import { isoDay } from './orders.reference';
import type { TenantPlan } from './orders.tenants';
import { createRandom } from './random';
import { insertRows, type SeedRow } from './rows';

/**
 * The demo's safety records in one tenant: IFTA decals for this year and last for every unit (two per unit, last
 * year's returned or destroyed, a few of this year's still in stock), transport plates in every status with an
 * assignment log over the tenant's DRIVEN legs (open on legs under way, closed on delivered ones), and the alert of
 * the missing plate. Own dice, so the orders stay as they were.
 */

type LegSeed = {
  id: string;
  vehicleId: string | null;
  driverId: string | null;
  status: string;
  method: string;
  pickedUp: Date | null;
  delivered: Date | null;
};

const UNDER_WAY = new Set(['PENDING_PICKUP', 'IN_TRANSIT']);
const DONE = new Set(['DELIVERED', 'INVOICED', 'DRIVER_PAID']);

export const seedSafety = async (
  tx: Queryable,
  tenantId: string,
  plan: TenantPlan,
  input: { unitIds: string[]; legs: SeedRow[]; vehicles: SeedRow[]; users: Map<string, string>; now: number; seed: number },
) => {
  const rnd = createRandom(input.seed + 211);
  const today = Math.floor(input.now / DAY) * DAY;
  const day = (offset: number) => isoDay(today + offset * DAY);
  const thisYear = Number(day(0).slice(0, 4));
  const east = plan.name === 'Legwork East';
  const state = east ? 'PA' : 'ON';
  const safetyUserId = input.users.get(east ? 'driver-safety@legwork.test' : 'admin@legwork.test') ?? null;

  // Decals: two per unit each year; last year's came back (or were spoiled), this year's are on the units; spares in stock.
  const decals: SeedRow[] = [];
  const decal = (
    year: number,
    n: number,
    unitId: string | null,
    status: string,
    issued: string | null,
    returned: string | null,
    destroyed: string | null,
  ) =>
    decals.push({
      tenant_id: tenantId,
      id: randomUUID(),
      year,
      number: `${state}${String(year).slice(2)}-${String(n).padStart(6, '0')}`,
      status,
      unit_id: unitId,
      issued_on: issued,
      returned_on: returned,
      destroyed_on: destroyed,
      destroyed_reason: destroyed
        ? status === 'DESTROYED' && returned
          ? 'Expired decal removed from the cab.'
          : 'Torn while applying.'
        : null,
    });
  let n = 4100 + rnd.int(0, 400);
  for (const unitId of input.unitIds) {
    const issuedLast = `${thisYear - 1}-01-${String(rnd.int(5, 25)).padStart(2, '0')}`;
    const returnedLast = `${thisYear}-01-${String(rnd.int(10, 28)).padStart(2, '0')}`;
    decal(thisYear - 1, n++, unitId, 'RETURNED', issuedLast, returnedLast, null);
    decal(thisYear - 1, n++, unitId, 'DESTROYED', issuedLast, returnedLast, returnedLast);
  }
  n = 7300 + rnd.int(0, 400);
  const issuedThis = `${thisYear}-01-${String(rnd.int(3, 20)).padStart(2, '0')}`;
  // The last unit's decals are not on it yet (it is waiting for them): the overview counts them in stock.
  for (const unitId of input.unitIds.slice(0, -1))
    for (let k = 0; k < 2; k++) decal(thisYear, n++, unitId, 'ASSIGNED', issuedThis, null, null);
  for (let k = 0; k < (east ? 4 : 2); k++) decal(thisYear, n++, null, 'IN_STOCK', null, null, null);
  decal(thisYear, n++, null, 'DESTROYED', null, null, issuedThis);
  await insertRows(tx, 'ifta_decals', decals);

  // Plates: the tenant's transporter plates, then the log over its DRIVEN legs.
  const vins = new Map(input.vehicles.map((v) => [String(v.id), (v.vin as string | null) ?? null]));
  const legs: LegSeed[] = input.legs
    .filter((l) => l.transport_method === 'DRIVEN' && l.vehicle_id && l.driver_id)
    .map((l) => ({
      id: String(l.id),
      vehicleId: String(l.vehicle_id),
      driverId: String(l.driver_id),
      status: String(l.status),
      method: String(l.transport_method),
      pickedUp: (l.picked_up_at as Date | null) ?? null,
      delivered: (l.delivered_at as Date | null) ?? null,
    }));
  const underWay = legs.filter((l) => UNDER_WAY.has(l.status));
  const done = legs.filter((l) => DONE.has(l.status) && l.pickedUp && l.delivered);
  const statuses = east
    ? ['ASSIGNED', 'ASSIGNED', 'IN_HOUSE', 'IN_HOUSE', 'IN_HOUSE', 'IN_HOUSE', 'MISSING', 'DESTROYED']
    : ['ASSIGNED', 'IN_HOUSE', 'IN_HOUSE', 'MISSING', 'DESTROYED'];
  const plates: SeedRow[] = [];
  const assignments: SeedRow[] = [];
  const alerts: SeedRow[] = [];
  let openLeg = 0;
  let doneLeg = 0;
  const log = (plateId: string, leg: LegSeed, outAt: Date, inAt: Date | null) =>
    assignments.push({
      tenant_id: tenantId,
      id: randomUUID(),
      plate_id: plateId,
      order_leg_id: leg.id,
      vehicle_id: leg.vehicleId,
      vin: vins.get(leg.vehicleId ?? '') ?? null,
      driver_id: leg.driverId,
      out_at: outAt,
      in_at: inAt,
      out_by: safetyUserId,
      in_by: inAt ? safetyUserId : null,
    });
  for (const [i, status] of statuses.entries()) {
    const id = randomUUID();
    // One IN_HOUSE plate's registration runs out within the month.
    const expiresOn = i === 3 ? day(21) : day(120 + i * 35);
    let missing: { since: Date; dueOn: string; alertId: string; reason: string } | null = null;
    if (status === 'MISSING') {
      const since = new Date(today - 2 * DAY + 15 * 3_600_000);
      const alertId = randomUUID();
      const dueOn = plateReportDueOn(state, day(-2));
      const reason = 'Not on the vehicle at delivery; the driver believes it fell off on the interstate.';
      missing = { since, dueOn, alertId, reason };
      alerts.push({
        tenant_id: tenantId,
        id: alertId,
        order_id: null,
        order_leg_id: null,
        priority: 'CALL',
        message: `Transport plate ${state} ${`TR-${4400 + i * 13}`} is missing: ${reason} Report the loss by ${dueOn}.`,
        created_by: safetyUserId,
        created_at: since,
      });
    }
    plates.push({
      tenant_id: tenantId,
      id,
      number: `TR-${4400 + i * 13}`,
      state,
      type: i % 4 === 3 ? 'DEALER' : 'TRANSPORTER',
      expires_on: expiresOn,
      status,
      missing_since: missing?.since ?? null,
      missing_reason: missing?.reason ?? null,
      missing_reported_by: missing ? safetyUserId : null,
      report_due_on: missing?.dueOn ?? null,
      missing_alert_id: missing?.alertId ?? null,
    });
    // Two finished trips per plate (most), and the open one of an ASSIGNED or MISSING plate.
    for (let k = 0; k < 2 && done.length > 0 && status !== 'DESTROYED'; k++) {
      const leg = done[doneLeg++ % done.length];
      log(id, leg, new Date((leg.pickedUp as Date).getTime() - 3_600_000), new Date((leg.delivered as Date).getTime() + 2 * 3_600_000));
    }
    if ((status === 'ASSIGNED' || status === 'MISSING') && underWay.length > openLeg) {
      const leg = underWay[openLeg++];
      log(id, leg, new Date(today - (status === 'MISSING' ? 3 : 1) * DAY + 8 * 3_600_000), null);
    }
  }
  // A tenant with no leg under way keeps its would-be ASSIGNED plates in the office.
  const out = new Set(assignments.filter((a) => a.in_at === null).map((a) => a.plate_id));
  for (const plate of plates) if (plate.status === 'ASSIGNED' && !out.has(plate.id)) plate.status = 'IN_HOUSE';
  await insertRows(tx, 'alerts', alerts);
  await insertRows(tx, 'transport_plates', plates);
  await insertRows(tx, 'transport_plate_assignments', assignments);
};
