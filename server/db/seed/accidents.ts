import { randomUUID } from 'node:crypto';
import { recordable } from '../../../src/domain/recordable';
import type { Queryable } from '../database';
import { DAY } from './orders.build';
import type { TenantPlan } from './orders.tenants';
import { insertRows, type SeedRow } from './rows';

/**
 * The demo's accident and incident reports and repairs in one tenant, written as the services would have left them
 * (numbers, the leg status at report, the recordable flag from src/domain/recordable.ts, audit rows of every step).
 * East's first report is stable for the tests and the tour: AI-100001, a rear-end collision on I-95 in the rain, one
 * driver treated at hospital (DOT-recordable), its leg sent to repair, and RP-100001 IN_PROGRESS at Harbor Collision.
 * East also has a fender-bender (not recordable) with a closed repair charged back in part to the driver, a vandalism
 * incident with an estimate, a towed car with an invoiced repair claimed from the other driver's insurer, last year's
 * accident with a declined estimate and an approved repair claimed from the trucking company, and lost keys. No leg
 * changes status here: each report points at a leg already in the status its story needs.
 */

type LegSeed = { id: string; orderId: string; vehicleId: string | null; driverId: string | null; companyId: string | null; status: string };
type DriverFacts = { id: string; name: string; companyId: string | null };

type RepairPlan = {
  status: 'ESTIMATE' | 'APPROVED' | 'IN_PROGRESS' | 'INVOICED' | 'CLOSED' | 'DECLINED';
  vendor: string;
  phone: string;
  description: string;
  estimate: number;
  approved?: number;
  ro?: string;
  invoice?: [string, number];
  declineReason?: string;
  recoveries?: { source: string; party?: string | null; claim?: string; claimed: number; recovered: number; note?: string }[];
  chargebackDriver?: boolean;
};

type ReportPlan = {
  kind: 'ACCIDENT' | 'INCIDENT';
  daysAgo: number;
  hour: number;
  status: 'OPEN' | 'CLOSED';
  leg: LegSeed | null;
  legAction: 'NONE' | 'TO_REPAIR' | 'HOLD';
  legStatusAtReport: string | null;
  driver: DriverFacts | null;
  place: { street: string; city: string; state: string; postalCode: string; lat: number; lng: number };
  description: string;
  parties?: { name: string; licence?: [string, string]; plate?: [string, string]; insurer?: string; policy?: string; phone?: string }[];
  witnesses?: { name: string; phone?: string; statement?: string }[];
  police?: [string, string];
  injuries?: number;
  treatedAway?: number;
  fatalities?: number;
  towed?: boolean;
  weather: string | null;
  claims?: string[];
  preventability?: ['PREVENTABLE' | 'NOT_PREVENTABLE', string];
  repairs: RepairPlan[];
};

const FIRST = 100_001;

export const seedAccidents = async (
  tx: Queryable,
  tenantId: string,
  plan: TenantPlan,
  input: { legs: SeedRow[]; vehicles: SeedRow[]; users: Map<string, string>; now: number },
) => {
  const east = plan.name === 'Legwork East';
  const manager = input.users.get(east ? 'accident-incident-mgmt@legwork.test' : 'admin@legwork.test') ?? null;
  const vins = new Map(input.vehicles.map((v) => [String(v.id), (v.vin as string | null) ?? null]));
  const legs: LegSeed[] = input.legs.map((l) => ({
    id: String(l.id),
    orderId: String(l.order_id),
    vehicleId: (l.vehicle_id as string | null) ?? null,
    driverId: (l.driver_id as string | null) ?? null,
    companyId: (l.trucking_company_id as string | null) ?? null,
    status: String(l.status),
  }));
  const { rows: drivers } = await tx.query<DriverFacts>(
    `SELECT id, first_name || ' ' || last_name AS name, trucking_company_id AS "companyId" FROM drivers
     WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY created_at, id`,
    [tenantId],
  );
  const driverById = new Map(drivers.map((d) => [d.id, d]));
  const used = new Set<string>();
  /**
   * A leg with a vehicle not used by another report, in the first of `statuses` (in that order) that has one: with a
   * driver when asked, or trucked by a company one of whose drivers the demo has (that driver drove it).
   */
  const legIn = (statuses: string[], options: { driver?: boolean; company?: boolean } = {}) => {
    for (const status of statuses) {
      const leg = legs.find(
        (l) =>
          l.status === status &&
          l.vehicleId &&
          !used.has(l.id) &&
          (!options.driver || l.driverId) &&
          (!options.company || (l.companyId && drivers.some((d) => d.companyId === l.companyId))),
      );
      if (leg) {
        used.add(leg.id);
        return leg;
      }
    }
    return null;
  };
  const driverOf = (leg: LegSeed | null) =>
    leg?.driverId
      ? (driverById.get(leg.driverId) ?? null)
      : leg?.companyId
        ? (drivers.find((d) => d.companyId === leg.companyId) ?? null)
        : null;

  const reports: ReportPlan[] = [];
  if (east) {
    const inRepair = legIn(['IN_REPAIR', 'IN_TRANSIT'], { driver: true });
    reports.push({
      kind: 'ACCIDENT',
      daysAgo: 6,
      hour: 17,
      status: 'OPEN',
      leg: inRepair,
      legAction: inRepair?.status === 'IN_REPAIR' ? 'TO_REPAIR' : 'NONE',
      legStatusAtReport: 'IN_TRANSIT',
      driver: driverOf(inRepair),
      place: { street: 'I-95 N near exit 57', city: 'Baltimore', state: 'MD', postalCode: '21224', lat: 39.2847, lng: -76.5461 },
      description:
        'Stopped in slow traffic in heavy rain when a pickup truck struck the rear of the vehicle. Rear bumper, tailgate and both tail lamps damaged; the vehicle was driven to the shoulder. The driver complained of neck pain and was taken to Johns Hopkins Bayview by ambulance, treated and released.',
      parties: [
        {
          name: 'Gregory Haines',
          licence: ['H520-118-442-901', 'MD'],
          plate: ['3EF7721', 'MD'],
          insurer: 'State Farm',
          policy: 'SF-20-8841-372',
          phone: '410-555-0187',
        },
      ],
      witnesses: [
        {
          name: 'Danielle Ortiz',
          phone: '443-555-0142',
          statement: 'I was in the next lane. The pickup did not slow down at all before it hit the car ahead.',
        },
      ],
      police: ['Maryland State Police, Golden Ring Barrack', 'MSP-24-018832'],
      injuries: 1,
      treatedAway: 1,
      weather: 'RAIN',
      claims: ['SF-CLM-7781203', 'LW-2024-0117'],
      repairs: [
        {
          status: 'IN_PROGRESS',
          vendor: 'Harbor Collision Center',
          phone: '410-555-0123',
          description: 'Replace rear bumper cover and tail lamps, repair tailgate, refinish.',
          estimate: 284_500,
          approved: 284_500,
          ro: 'HCC-45512',
        },
      ],
    });
    const delivered = legIn(['DELIVERED', 'INVOICED', 'DRIVER_PAID'], { driver: true });
    reports.push({
      kind: 'ACCIDENT',
      daysAgo: 34,
      hour: 10,
      status: 'CLOSED',
      leg: delivered,
      legAction: 'NONE',
      legStatusAtReport: 'IN_TRANSIT',
      driver: driverOf(delivered),
      place: { street: '1200 Baltimore Pike', city: 'Springfield', state: 'PA', postalCode: '19064', lat: 39.9276, lng: -75.3363 },
      description:
        'While backing into a delivery space at the dealer the driver struck a light pole. Left rear quarter panel dented; no one hurt, driven away.',
      weather: 'CLEAR',
      preventability: ['PREVENTABLE', 'Backing without a spotter in a tight lot; the driver reviewed the backing procedure.'],
      repairs: [
        {
          status: 'CLOSED',
          vendor: 'Springfield Auto Body',
          phone: '610-555-0164',
          description: 'Pull and refinish the left rear quarter panel.',
          estimate: 96_000,
          approved: 96_000,
          ro: 'SAB-2291',
          invoice: ['SAB-INV-2291', 91_250],
          chargebackDriver: true,
          recoveries: [
            {
              source: 'DRIVER_CHARGEBACK',
              claimed: 25_000,
              recovered: 25_000,
              note: 'Deducted over two settlements, as the contract allows.',
            },
          ],
        },
      ],
    });
    // In storage (a repair made for a leg in transit would have sent it to repair).
    const stored = legIn(['IN_STORAGE', 'DELIVERED'], {});
    reports.push({
      kind: 'INCIDENT',
      daysAgo: 2,
      hour: 7,
      status: 'OPEN',
      leg: stored,
      legAction: 'NONE',
      legStatusAtReport: stored?.status ?? null,
      driver: null,
      place: { street: '4300 S Columbus Blvd', city: 'Philadelphia', state: 'PA', postalCode: '19148', lat: 39.9012, lng: -75.1374 },
      description:
        'Vandalism at the overnight lot: driver-side window smashed and the radio taken. Found at the morning check; lot security footage requested.',
      police: ['Philadelphia Police, 3rd District', 'PPD-24-331907'],
      weather: 'CLEAR',
      claims: ['LW-2024-0131'],
      repairs: [
        {
          status: 'ESTIMATE',
          vendor: 'Safelite AutoGlass',
          phone: '215-555-0150',
          description: 'Replace the driver-side window glass and clean the interior.',
          estimate: 42_800,
        },
      ],
    });
    const towed = legIn(['DELIVERED', 'INVOICED'], { driver: true });
    reports.push({
      kind: 'ACCIDENT',
      daysAgo: 41,
      hour: 15,
      status: 'OPEN',
      leg: towed,
      legAction: 'NONE',
      legStatusAtReport: 'IN_TRANSIT',
      driver: driverOf(towed),
      place: { street: 'US-1 at Route 9', city: 'Edison', state: 'NJ', postalCode: '08817', lat: 40.5187, lng: -74.4121 },
      description:
        'A sedan ran the red light and struck the front of the vehicle. Radiator and front suspension damaged; the vehicle was towed from the scene. No injuries.',
      parties: [
        {
          name: 'Alicia Ruiz',
          licence: ['R2231 44198 02117', 'NJ'],
          plate: ['L29-KTV', 'NJ'],
          insurer: 'GEICO',
          policy: '4417-22-918',
          phone: '732-555-0171',
        },
      ],
      police: ['Edison Township Police', 'ETPD-24-12045'],
      towed: true,
      weather: 'CLOUDY',
      claims: ['GEICO-0588312'],
      preventability: ['NOT_PREVENTABLE', 'The other driver ran a red light (police report and dash camera).'],
      repairs: [
        {
          status: 'INVOICED',
          vendor: 'Route 1 Collision',
          phone: '732-555-0119',
          description: 'Replace radiator, front lower control arm and bumper; alignment.',
          estimate: 412_000,
          approved: 398_000,
          ro: 'R1C-8830',
          invoice: ['R1C-INV-8830', 405_600],
          recoveries: [
            {
              source: 'THIRD_PARTY',
              party: 'GEICO (Alicia Ruiz)',
              claim: 'GEICO-0588312',
              claimed: 405_600,
              recovered: 0,
              note: 'Liability accepted; payment pending.',
            },
          ],
        },
      ],
    });
    // Trucked by a company: its driver's accident is claimed from the company.
    const lastYear =
      legIn(['DRIVER_PAID', 'INVOICED', 'DELIVERED'], { company: true }) ??
      legIn(['DRIVER_PAID', 'INVOICED', 'DELIVERED'], { driver: true });
    reports.push({
      kind: 'ACCIDENT',
      daysAgo: 400,
      hour: 9,
      status: 'CLOSED',
      leg: lastYear,
      legAction: 'NONE',
      legStatusAtReport: 'IN_TRANSIT',
      driver: driverOf(lastYear),
      place: { street: 'I-81 S mile 143', city: 'Harrisonburg', state: 'VA', postalCode: '22801', lat: 38.4496, lng: -78.8689 },
      description:
        'Lost control on black ice and slid into the guardrail. The driver was taken to Sentara RMH with a wrist injury; the car was towed.',
      police: ['Virginia State Police', 'VSP-23-771204'],
      injuries: 1,
      treatedAway: 1,
      towed: true,
      weather: 'SLEET_HAIL',
      claims: ['LW-2023-0412'],
      preventability: ['PREVENTABLE', 'Speed too fast for the conditions.'],
      repairs: [
        {
          status: 'DECLINED',
          vendor: 'Valley Auto Repair',
          phone: '540-555-0133',
          description: 'Full front-end rebuild.',
          estimate: 1_250_000,
          declineReason: 'Estimate above the vehicle’s value; a second estimate was asked for.',
        },
        {
          status: 'APPROVED',
          vendor: 'Shenandoah Collision',
          phone: '540-555-0178',
          description: 'Replace hood, fender and headlamp; straighten the frame rail.',
          estimate: 780_000,
          approved: 765_000,
          recoveries: [
            {
              source: 'TRUCKING_COMPANY_CLAIM',
              claim: 'TC-23-0091',
              claimed: 765_000,
              recovered: 0,
              note: 'Claim sent to the carrier’s cargo insurer.',
            },
          ],
        },
      ],
    });
    reports.push({
      kind: 'INCIDENT',
      daysAgo: 12,
      hour: 19,
      status: 'OPEN',
      leg: null,
      legAction: 'NONE',
      legStatusAtReport: null,
      driver: null,
      place: { street: '75 Terminal Ave', city: 'Newark', state: 'NJ', postalCode: '07114', lat: 40.6976, lng: -74.1692 },
      description: 'Both keys of a customer vehicle were lost between the gate and the lot. Locksmith called; no damage to the vehicle.',
      weather: null,
      repairs: [],
    });
  } else {
    const moving = legIn(['IN_REPAIR', 'DELIVERED', 'INVOICED'], { driver: true }) ?? legIn(['IN_REPAIR', 'DELIVERED', 'INVOICED'], {});
    reports.push({
      kind: 'ACCIDENT',
      daysAgo: 9,
      hour: 13,
      status: 'OPEN',
      leg: moving,
      legAction: moving?.status === 'IN_REPAIR' ? 'TO_REPAIR' : 'NONE',
      legStatusAtReport: moving ? 'IN_TRANSIT' : null,
      driver: driverOf(moving),
      place: { street: 'Highway 401 E near exit 348', city: 'Toronto', state: 'ON', postalCode: 'M1B 5W2', lat: 43.8107, lng: -79.1893 },
      description: 'Side-swiped by a transport truck changing lanes in snow. Mirror and front door damaged; no injuries.',
      parties: [
        { name: 'Martin Leblanc', plate: ['AR 44 117', 'QC'], insurer: 'Intact Insurance', policy: 'INT-7719204', phone: '514-555-0116' },
      ],
      police: ['Ontario Provincial Police', 'OPP-24-552018'],
      weather: 'SNOW',
      claims: ['INT-CLM-221904'],
      repairs: [
        {
          status: 'ESTIMATE',
          vendor: 'Scarborough Collision',
          phone: '416-555-0189',
          description: 'Replace mirror and repair the front door.',
          estimate: 186_000,
        },
      ],
    });
    reports.push({
      kind: 'INCIDENT',
      daysAgo: 27,
      hour: 8,
      status: 'CLOSED',
      leg: null,
      legAction: 'NONE',
      legStatusAtReport: null,
      driver: null,
      place: { street: '3500 Boul. Saint-Charles', city: 'Kirkland', state: 'QC', postalCode: 'H9H 3C2', lat: 45.4541, lng: -73.8658 },
      description: 'Hail damage found on three cars parked at the hub overnight. Inspected; no repair needed.',
      weather: 'SLEET_HAIL',
      preventability: ['NOT_PREVENTABLE', 'Weather.'],
      repairs: [],
    });
  }

  const today = Math.floor(input.now / DAY) * DAY;
  const reportRows: SeedRow[] = [];
  const parties: SeedRow[] = [];
  const witnesses: SeedRow[] = [];
  const repairs: SeedRow[] = [];
  const recoveries: SeedRow[] = [];
  const audits: SeedRow[] = [];
  const chargebackDrivers = new Set<string>();
  let repairNumber = FIRST;
  const audit = (kind: string, id: string, event: string, at: Date, action: string, before: unknown, after: unknown) =>
    audits.push({
      tenant_id: tenantId,
      user_id: manager,
      entity_kind: kind,
      entity_id: id,
      action,
      event,
      before,
      after,
      created_at: at,
    });
  for (const [i, report] of reports.entries()) {
    const id = randomUUID();
    // Local wall-clock hours of the tenant's zone (Eastern): UTC is 4 to 5 hours ahead; 4 keeps the day.
    const occurredAt = new Date(today - report.daysAgo * DAY + (report.hour + 4) * 3_600_000);
    const reportedAt = new Date(occurredAt.getTime() + 2 * 3_600_000);
    const facts = {
      kind: report.kind,
      fatalities: report.fatalities ?? 0,
      injuries: report.injuries ?? 0,
      injuriesTreatedAway: report.treatedAway ?? 0,
      towedDisabled: report.towed ?? false,
    };
    const reviewed = report.preventability ? new Date(reportedAt.getTime() + 3 * DAY) : null;
    const number = `AI-${FIRST + i}`;
    const row: SeedRow = {
      tenant_id: tenantId,
      id,
      number,
      kind: report.kind,
      status: report.status,
      occurred_at: occurredAt,
      time_zone: 'America/New_York',
      street: report.place.street,
      city: report.place.city,
      state: report.place.state,
      postal_code: report.place.postalCode,
      latitude: report.place.lat,
      longitude: report.place.lng,
      description: report.description,
      order_id: report.leg?.orderId ?? null,
      order_leg_id: report.leg?.id ?? null,
      vehicle_id: report.leg?.vehicleId ?? null,
      vin: report.leg?.vehicleId ? (vins.get(report.leg.vehicleId) ?? null) : null,
      driver_id: report.driver?.id ?? null,
      leg_status_at_report: report.leg ? report.legStatusAtReport : null,
      leg_action: report.leg ? report.legAction : 'NONE',
      police_agency: report.police?.[0] ?? null,
      police_report_number: report.police?.[1] ?? null,
      injuries: facts.injuries,
      injuries_treated_away: facts.injuriesTreatedAway,
      fatalities: facts.fatalities,
      towed_disabled: facts.towedDisabled,
      hazmat_released: false,
      weather: report.weather,
      claim_numbers: report.claims ?? [],
      recordable: recordable(facts).recordable,
      preventability: report.preventability?.[0] ?? 'NOT_REVIEWED',
      preventability_note: report.preventability?.[1] ?? null,
      reviewed_by: reviewed ? manager : null,
      reviewed_at: reviewed,
      reported_by: manager,
      version: 1 + (reviewed ? 1 : 0) + (report.status === 'CLOSED' ? 1 : 0),
      created_at: reportedAt,
      updated_at: reviewed ?? reportedAt,
    };
    reportRows.push(row);
    for (const [k, p] of (report.parties ?? []).entries())
      parties.push({
        tenant_id: tenantId,
        report_id: id,
        position: k + 1,
        name: p.name,
        licence_number: p.licence?.[0] ?? null,
        licence_state: p.licence?.[1] ?? null,
        plate: p.plate?.[0] ?? null,
        plate_state: p.plate?.[1] ?? null,
        insurer: p.insurer ?? null,
        policy_number: p.policy ?? null,
        phone: p.phone ?? null,
      });
    for (const [k, w] of (report.witnesses ?? []).entries())
      witnesses.push({
        tenant_id: tenantId,
        report_id: id,
        position: k + 1,
        name: w.name,
        phone: w.phone ?? null,
        statement: w.statement ?? null,
      });
    audit('Accident reports', id, 'accidentReport.create', reportedAt, 'CREATED', null, { number, kind: report.kind, status: 'OPEN' });
    if (reviewed)
      audit(
        'Accident reports',
        id,
        'accidentReport.review',
        reviewed,
        'UPDATED',
        { preventability: 'NOT_REVIEWED' },
        {
          preventability: report.preventability?.[0],
          preventabilityNote: report.preventability?.[1],
        },
      );

    for (const [k, repair] of report.repairs.entries()) {
      const repairId = randomUUID();
      const created = new Date(reportedAt.getTime() + (k + 1) * DAY);
      const steps: [string, string, Record<string, unknown>][] = [];
      const reached = ['ESTIMATE', 'APPROVED', 'IN_PROGRESS', 'INVOICED', 'CLOSED'].indexOf(repair.status);
      if (repair.status === 'DECLINED') steps.push(['repair.decline', 'DECLINED', { declineReason: repair.declineReason }]);
      if (reached >= 1) steps.push(['repair.approve', 'APPROVED', { approvedAmount: repair.approved }]);
      if (reached >= 2) steps.push(['repair.start', 'IN_PROGRESS', { repairOrderNumber: repair.ro }]);
      if (reached >= 3)
        steps.push(['repair.invoiceReceived', 'INVOICED', { invoiceNumber: repair.invoice?.[0], invoiceAmount: repair.invoice?.[1] }]);
      if (reached >= 4) steps.push(['repair.close', 'CLOSED', {}]);
      const repairRow: SeedRow = {
        tenant_id: tenantId,
        id: repairId,
        number: `RP-${repairNumber++}`,
        status: repair.status,
        report_id: id,
        order_leg_id: report.leg?.id ?? null,
        vehicle_id: report.leg?.vehicleId ?? null,
        vin: row.vin,
        driver_id: report.driver?.id ?? null,
        vendor_name: repair.vendor,
        vendor_phone: repair.phone,
        description: repair.description,
        estimate_amount: repair.estimate,
        approved_amount: repair.approved ?? null,
        repair_order_number: repair.ro ?? null,
        invoice_number: repair.invoice?.[0] ?? null,
        invoice_amount: repair.invoice?.[1] ?? null,
        decline_reason: repair.declineReason ?? null,
        created_by: manager,
        version: 1 + steps.length + (repair.recoveries ? 1 : 0),
        created_at: created,
        updated_at: new Date(created.getTime() + Math.max(steps.length, 1) * DAY),
      };
      repairs.push(repairRow);
      audit('Repairs', repairId, 'repair.create', created, 'CREATED', null, {
        number: repairRow.number,
        status: 'ESTIMATE',
        estimateAmount: repair.estimate,
      });
      let status = 'ESTIMATE';
      steps.forEach(([event, next, changes], s) => {
        audit('Repairs', repairId, event, new Date(created.getTime() + (s + 1) * DAY), 'UPDATED', { status }, { status: next, ...changes });
        status = next;
      });
      if (repair.chargebackDriver && report.driver) chargebackDrivers.add(report.driver.id);
      const company = report.driver?.companyId
        ? ((
            await tx.query<{ name: string }>('SELECT display_name AS name FROM trucking_companies WHERE id = $1', [report.driver.companyId])
          ).rows[0]?.name ?? null)
        : null;
      const list = (repair.recoveries ?? []).filter(
        (r) => (r.source !== 'DRIVER_CHARGEBACK' || report.driver) && (r.source !== 'TRUCKING_COMPANY_CLAIM' || company),
      );
      for (const [n, r] of list.entries())
        recoveries.push({
          tenant_id: tenantId,
          repair_id: repairId,
          position: n + 1,
          source: r.source,
          party:
            r.party ??
            (r.source === 'DRIVER_CHARGEBACK' ? (report.driver?.name ?? null) : r.source === 'TRUCKING_COMPANY_CLAIM' ? company : null),
          claim_number: r.claim ?? null,
          amount_claimed: r.claimed,
          amount_recovered: r.recovered,
          note: r.note ?? null,
        });
      if (list.length > 0)
        audit(
          'Repairs',
          repairId,
          'repair.setRecoveries',
          new Date(created.getTime() + (steps.length + 1) * DAY),
          'UPDATED',
          { recoveries: [] },
          {
            recoveries: list.map((r) => ({ source: r.source, amountClaimed: r.claimed, amountRecovered: r.recovered })),
          },
        );
    }
    if (report.status === 'CLOSED')
      audit(
        'Accident reports',
        id,
        'accidentReport.close',
        new Date(reportedAt.getTime() + 20 * DAY),
        'UPDATED',
        { status: 'OPEN' },
        { status: 'CLOSED' },
      );
  }
  // The contract of the fender-bender's driver lists chargebacks (docs/domain.md#driver-pay), so its recovery stands.
  if (chargebackDrivers.size > 0)
    await tx.query('UPDATE drivers SET pay_chargeback_allowed = true WHERE tenant_id = $1 AND id = ANY($2::uuid[])', [
      tenantId,
      [...chargebackDrivers],
    ]);
  await insertRows(tx, 'accident_reports', reportRows);
  await insertRows(tx, 'accident_parties', parties);
  await insertRows(tx, 'accident_witnesses', witnesses);
  await insertRows(tx, 'repairs', repairs);
  await insertRows(tx, 'repair_recoveries', recoveries);
  await insertRows(tx, 'audit_logs', audits);
  // The counters hold the last number used; the services take the next one.
  await insertRows(tx, 'counters', [
    { tenant_id: tenantId, kind: 'ACCIDENT', value: FIRST + reportRows.length - 1 },
    { tenant_id: tenantId, kind: 'REPAIR', value: repairNumber - 1 },
  ]);
};
