import { randomUUID } from 'node:crypto';
import type { Queryable } from '../database';
import { DAY } from './orders.build';
import { isoDay } from './orders.reference';
import type { TenantPlan } from './orders.tenants';
import { carriedSpan, custodyBook, UNIT_CAPACITY } from './custody';
import { createRandom } from './random';
import { insertRows, type SeedRow } from './rows';

/**
 * The demo's carriers in one tenant: trucking companies (each with a dispatcher login), 12–16 drivers of every kind of
 * employment (a few with documents expiring within 30 days or expired, one DISQUALIFIED), their contacts, leg
 * priority and DSC visibility, and the operator's units. Own dice, so the orders the demo builds stay as they were.
 */

type CompanyPlan = { legal: string; display: string; domain: string; usdot: string; mc: string; insurer: string };

const COMPANIES: Record<TenantPlan['name'], CompanyPlan[]> = {
  'Legwork East': [
    {
      legal: 'Ridgeline Haulers LLC',
      display: 'Ridgeline Haulers',
      domain: 'ridgeline-haulers.test',
      usdot: '3124578',
      mc: '1098234',
      insurer: 'Great West Casualty',
    },
    {
      legal: 'Blue Ox Auto Transport Inc.',
      display: 'Blue Ox Auto Transport',
      domain: 'blue-ox.test',
      usdot: '2987451',
      mc: '987120',
      insurer: 'Progressive Commercial',
    },
    {
      legal: 'Tidewater Carriers Corp.',
      display: 'Tidewater Carriers',
      domain: 'tidewater-carriers.test',
      usdot: '3350012',
      mc: '1187654',
      insurer: 'Northland Insurance',
    },
    {
      legal: 'Keystone Car Haul LLC',
      display: 'Keystone Car Haul',
      domain: 'keystone-car-haul.test',
      usdot: '2765430',
      mc: '912345',
      insurer: 'Canal Insurance',
    },
  ],
  'Legwork North': [
    {
      legal: 'Boréal Transport Ltée',
      display: 'Boréal Transport',
      domain: 'boreal-transport.test',
      usdot: '3411098',
      mc: '1201987',
      insurer: 'Intact Insurance',
    },
    {
      legal: 'Prairie Carhaul Ltd.',
      display: 'Prairie Carhaul',
      domain: 'prairie-carhaul.test',
      usdot: '3298765',
      mc: '1156789',
      insurer: 'Northbridge Insurance',
    },
    {
      legal: 'Maritime Auto Movers Inc.',
      display: 'Maritime Auto Movers',
      domain: 'maritime-movers.test',
      usdot: '3087612',
      mc: '1043210',
      insurer: 'Aviva Canada',
    },
  ],
};

const FIRST = [
  'Marcus',
  'Elena',
  'Tyrone',
  'Megan',
  'Luis',
  'Hannah',
  'Andre',
  'Keisha',
  'Connor',
  'Priya',
  'Darnell',
  'Sofia',
  'Wade',
  'Aaliyah',
  'Gus',
  'Renée',
  'Jamal',
  'Brooke',
  'Hector',
  'Ingrid',
];
const LAST = [
  'Whitfield',
  'Okafor',
  'Brennan',
  'Delgado',
  'Kowalski',
  'Tran',
  'Fitzgerald',
  'Boucher',
  'Mensah',
  'Lindqvist',
  'Romero',
  'Gagnon',
  'Patel',
  'Hollis',
  'Nakamura',
  'Dubois',
  'Sorensen',
  'Castillo',
  'Ferreira',
  'MacLeod',
];
const RELATION = ['Spouse', 'Mother', 'Father', 'Brother', 'Sister', 'Partner'];

type DriverSeed = { id: string; employment: string; companyId: string | null; qualified: boolean; userId: string | null };

export type SeededCarriers = {
  drivers: DriverSeed[];
  companyIds: string[];
  unitIds: string[];
  /** The driver row of the tenant's demo driver login (Dale Driver in East), if it has one. */
  demoDriverId: string | null;
};

const day = (today: number, offset: number) => isoDay(today + offset * DAY);

/** A driver's or a trucking company's two contacts (`owner`: its tenant and its id): the primary one and the emergency line. */
const contactsOf = (owner: SeedRow, primary: SeedRow, emergency: SeedRow): SeedRow[] => [
  { ...owner, type: 'PRIMARY', ...primary },
  { ...owner, type: 'EMERGENCY', ...emergency },
];

export const seedCarriers = async (
  tx: Queryable,
  tenantId: string,
  plan: TenantPlan,
  users: Map<string, string>,
  now: number,
  seed: number,
): Promise<SeededCarriers> => {
  const rnd = createRandom(seed);
  const today = Math.floor(now / DAY) * DAY;
  const east = plan.name === 'Legwork East';
  const state = (i: number) => plan.places[i % plan.places.length].state;
  const hubs = (await tx.query<{ id: string }>('SELECT id FROM hubs WHERE tenant_id = $1 ORDER BY code', [tenantId])).rows.map((r) => r.id);
  const clients = (
    await tx.query<{ id: string }>('SELECT id FROM clients WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY code', [tenantId])
  ).rows.map((r) => r.id);
  const customers = (
    await tx.query<{ id: string; clientId: string }>(
      'SELECT id, client_id AS "clientId" FROM customers WHERE tenant_id = $1 ORDER BY code',
      [tenantId],
    )
  ).rows;

  // Trucking companies; one East company's insurance runs out within the month, one North company's has lapsed.
  const companies = COMPANIES[plan.name].map((c, i) => ({
    tenant_id: tenantId,
    id: randomUUID(),
    legal_name: c.legal,
    display_name: c.display,
    usdot_number: c.usdot,
    mc_number: c.mc,
    cargo_insurer: c.insurer,
    cargo_policy: `CG-${c.usdot.slice(-5)}`,
    cargo_expires_on: day(today, i === 1 ? 18 : 120 + i * 60),
    liability_insurer: c.insurer,
    liability_policy: `AL-${c.usdot.slice(-5)}`,
    liability_expires_on: day(today, !east && i === 2 ? -5 : 200 + i * 45),
    payee_name: c.legal,
    payee_email: `billing@${c.domain}`,
    payee_address: `${100 + i * 17} Commerce Way, ${plan.places[i].city}`,
    payee_tax_id_last4: String(4821 + i * 1111).slice(-4),
  }));
  await insertRows(tx, 'trucking_companies', companies);
  // Each company's dispatcher: a login linked to the company (East's first is the demo's trucking@legwork.test).
  const passwordHash = (await tx.query<{ hash: string }>("SELECT password_hash AS hash FROM users WHERE email = 'admin@legwork.test'"))
    .rows[0]?.hash;
  const dispatchers: SeedRow[] = [];
  for (const [i, company] of companies.entries()) {
    const demo = east && i === 0 ? users.get('trucking@legwork.test') : undefined;
    let userId = demo ?? null;
    if (!userId && passwordHash) {
      const plan = COMPANIES[east ? 'Legwork East' : 'Legwork North'][i];
      const [first, last] = [FIRST[(i * 5 + 3) % FIRST.length], LAST[(i * 7 + 2) % LAST.length]];
      // A reload of the demo (/admin/settings/demo) finds the login its first load made: users outlive a reset.
      const email = `dispatch@${plan.domain}`;
      const known = await tx.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
      const { rows } = known.rows.length
        ? known
        : await tx.query<{ id: string }>(
            'INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id',
            [email, `${first} ${last}`, passwordHash],
          );
      userId = rows[0].id;
      await tx.query('INSERT INTO user_tenants (tenant_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [tenantId, userId]);
    }
    if (userId) dispatchers.push({ tenant_id: tenantId, trucking_company_id: company.id, user_id: userId });
  }
  await insertRows(tx, 'trucking_company_users', dispatchers);
  const companyContacts = companies.flatMap((company, i) =>
    contactsOf(
      { tenant_id: tenantId, trucking_company_id: company.id },
      {
        first_name: FIRST[(i * 3) % FIRST.length],
        last_name: LAST[(i * 3 + 5) % LAST.length],
        email: `ops@${COMPANIES[plan.name][i].domain}`,
        phone: `555-01${20 + i}`,
        title: 'Dispatcher',
      },
      {
        first_name: FIRST[(i * 3 + 1) % FIRST.length],
        last_name: LAST[(i * 3 + 9) % LAST.length],
        phone: `555-01${40 + i}`,
        title: 'After-hours line',
      },
    ),
  );
  await insertRows(tx, 'contacts', companyContacts);

  // Drivers. The first is the tenant's demo driver login (fully qualified, class A); a few have documents running out.
  const count = east ? 16 : 12;
  const demoUser = plan.driver ? (users.get(plan.driver) ?? null) : null;
  const drivers: SeedRow[] = [];
  const seeded: DriverSeed[] = [];
  for (let i = 0; i < count; i++) {
    const demo = i === 0 && demoUser !== null;
    const employment = demo
      ? 'COMPANY'
      : rnd.weighted([
          ['COMPANY', 5],
          ['CONTRACTOR', 3],
          ['TRUCKING_COMPANY', 3],
        ] as const);
    const companyId = employment === 'TRUCKING_COMPANY' ? companies[i % companies.length].id : null;
    const [first, last] = demo ? ['Dale', 'Driver'] : [FIRST[(i * 7 + seed) % FIRST.length], LAST[(i * 11 + seed) % LAST.length]];
    // Slots 3–6: a licence expiring in 12 days, a medical card in 25, an expired licence, an expired medical card.
    const licenceExpires = i === 3 ? 12 : i === 5 ? -20 : rnd.int(120, 1400);
    const medicalExpires = i === 4 ? 25 : i === 6 ? -3 : rnd.int(90, 700);
    const disqualified = i === 7;
    const licenceClass = demo
      ? 'A_CDL'
      : rnd.weighted([
          ['A_CDL', 4],
          ['B_CDL', 3],
          ['C_DOT', 3],
        ] as const);
    const pay =
      employment === 'COMPANY'
        ? ['PER_MILE', rnd.int(45, 70)]
        : employment === 'CONTRACTOR'
          ? ['PER_MOVE', rnd.int(150, 400) * 100]
          : ['PERCENT', rnd.int(60, 80) * 100];
    const id = randomUUID();
    drivers.push({
      tenant_id: tenantId,
      id,
      user_id: demo ? demoUser : null,
      first_name: first,
      last_name: last,
      email: demo
        ? plan.driver
        : `${first
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@drivers.test`,
      phone: `555-02${String(10 + i).padStart(2, '0')}`,
      employment,
      trucking_company_id: companyId,
      home_hub_id: hubs.length > 0 ? hubs[i % hubs.length] : null,
      licence_number: `${state(i)}${String(4_100_000 + i * 7919 + seed * 13).slice(0, 7)}`,
      licence_state: state(i),
      licence_class: licenceClass,
      endorsements: licenceClass === 'C_DOT' ? [] : rnd.sample(['H', 'N', 'T', 'X'], rnd.int(0, 2)).sort(),
      licence_expires_on: day(today, licenceExpires),
      medical_card_expires_on: day(today, medicalExpires),
      mvr_reviewed_on: day(today, -rnd.int(10, 330)),
      disqualified_at: disqualified ? new Date(now - 9 * DAY) : null,
      disqualified_by: disqualified ? (users.get('driver-safety@legwork.test') ?? null) : null,
      disqualified_reason: disqualified ? 'Failed a random drug test (49 CFR 382.211); referred to a substance abuse professional.' : null,
      pay_kind: pay[0],
      pay_rate: pay[1],
      w9_received_on: employment === 'CONTRACTOR' ? day(today, -rnd.int(30, 600)) : null,
      created_at: new Date(now - (400 - i * 11) * DAY),
    });
    const qualified = !disqualified && licenceExpires > 30 && medicalExpires > 30;
    seeded.push({ id, employment, companyId, qualified, userId: demo ? demoUser : null });
  }
  await insertRows(tx, 'drivers', drivers);
  const driverContacts = drivers.flatMap((d, i) =>
    contactsOf(
      { tenant_id: tenantId, driver_id: d.id },
      { first_name: d.first_name, last_name: d.last_name, email: d.email, phone: d.phone, title: 'Driver' },
      {
        first_name: FIRST[(i + 9) % FIRST.length],
        last_name: d.last_name,
        phone: `555-03${String(10 + i).padStart(2, '0')}`,
        title: RELATION[i % RELATION.length],
      },
    ),
  );
  await insertRows(tx, 'contacts', driverContacts);
  // Leg priority (a client, then a region) and DSC visibility (a client, or one of its customers) for most drivers.
  await insertRows(
    tx,
    'driver_leg_priorities',
    seeded.slice(0, count - 3).flatMap((d, i) => [
      {
        tenant_id: tenantId,
        driver_id: d.id,
        position: 1,
        kind: 'CLIENT',
        client_id: clients[i % clients.length],
        region: null,
        order_leg_id: null,
      },
      { tenant_id: tenantId, driver_id: d.id, position: 2, kind: 'REGION', client_id: null, region: state(i + 2), order_leg_id: null },
    ]),
  );
  await insertRows(
    tx,
    'driver_dsc_visibility',
    seeded.slice(0, count - 2).map((d, i) => {
      const customer = i % 3 === 2 ? customers[i % Math.max(1, customers.length)] : undefined;
      return {
        tenant_id: tenantId,
        driver_id: d.id,
        client_id: customer?.clientId ?? clients[(i + 1) % clients.length],
        customer_id: customer?.id ?? null,
      };
    }),
  );

  // The operator's units: tow trucks, car haulers, pickups with trailers (IFTA-qualified or not by their weights).
  const units = [
    ['T-101', 'TOW_TRUCK', 2, 19_500, null, 'International', 'MV607'],
    ['T-102', 'TOW_TRUCK', 3, 33_000, null, 'Peterbilt', '567'],
    ['H-201', 'CAR_HAULER', 3, 34_000, 80_000, 'Freightliner', 'Cascadia'],
    ['H-202', 'TRACTOR', 3, 33_500, 78_000, 'Kenworth', 'T680'],
    ['P-301', 'PICKUP', 2, 11_500, 24_000, 'Ram', '3500'],
    ['P-302', 'PICKUP', 2, 14_000, 31_000, 'Ford', 'F-450'],
  ] as const;
  const ownDrivers = seeded.filter((d) => d.employment === 'COMPANY');
  const unitRows = units.map(([unitNumber, kind, axles, gross, combined, make, model], i) => ({
    tenant_id: tenantId,
    id: randomUUID(),
    unit_number: unitNumber,
    kind,
    year: 2019 + (i % 5),
    make,
    model,
    plate: `${east ? 'PA' : 'ON'}-${4200 + i * 37}`,
    plate_state: east ? 'PA' : 'ON',
    axles,
    gross_weight_lb: gross,
    combined_weight_lb: combined,
    fuel_type: 'DIESEL',
    driver_id: ownDrivers[i % Math.max(1, ownDrivers.length)]?.id ?? null,
  }));
  await insertRows(tx, 'units', unitRows);
  return {
    drivers: seeded,
    companyIds: companies.map((c) => c.id),
    unitIds: unitRows.map((u) => u.id),
    demoDriverId: seeded.find((d) => d.userId !== null)?.id ?? null,
  };
};

const ASSIGNED = new Set([
  'PENDING_PICKUP',
  'ABORTED',
  'IN_TRANSIT',
  'PORT_TRANSIT',
  'IN_REPAIR',
  'IN_STORAGE',
  'DELIVERED',
  'INVOICED',
  'DRIVER_PAID',
]);

/**
 * The built legs' carriers (orders.rows.ts put a placeholder driver on every assigned DRIVEN and TOW leg): the demo
 * driver where the tenant has one and is free, else a qualified driver of the tenant who is; a driver has one vehicle
 * at a time, from its pickup to its delivery (custody.ts), and each TOW leg one of the two tow trucks that is free then
 * (none recorded when both are busy). A leg no driver was free for goes TRUCKED (its ids are returned, so the built
 * orders and their prices follow). Assigned TRUCKED legs get a trucking company. Legs are handed out in pickup order.
 */
export const assignCarriers = (legs: SeedRow[], carriers: SeededCarriers, seed: number) => {
  const rnd = createRandom(seed + 101);
  const qualified = carriers.drivers.filter((d) => d.qualified && d.employment !== 'TRUCKING_COMPANY').map((d) => d.id);
  const others = carriers.drivers.filter((d) => !qualified.includes(d.id) && d.employment !== 'TRUCKING_COMPANY').map((d) => d.id);
  const towTrucks = carriers.unitIds.slice(0, 2);
  const drivers = custodyBook();
  const units = custodyBook();
  const trucked = new Set<string>();
  const byPickup = legs
    .map((leg) => ({ leg, span: carriedSpan(leg) }))
    .sort((a, b) => (a.span?.[0] ?? Number.POSITIVE_INFINITY) - (b.span?.[0] ?? Number.POSITIVE_INFINITY));
  for (const { leg, span } of byPickup) {
    const status = String(leg.status === 'ON_HOLD' ? leg.held_from : leg.status);
    // Every row names the columns (insertRows takes the first row's keys as the column list).
    leg.unit_id = null;
    leg.trucking_company_id = null;
    if (leg.driver_id !== null) {
      const preferred = carriers.demoDriverId ? [carriers.demoDriverId] : qualified.length > 0 ? [rnd.pick(qualified)] : [];
      const candidates = [...preferred, ...rnd.sample(qualified, qualified.length), ...others];
      const driver = span ? candidates.find((id) => drivers.fits(id, span)) : preferred[0];
      leg.driver_id = driver ?? null;
      if (driver && span) drivers.book(driver, span);
      // More vehicles on the road at once than the tenant has drivers: this one went on a trucking company's hauler.
      if (!driver) {
        leg.transport_method = 'TRUCKED';
        trucked.add(String(leg.id));
      }
      if (leg.transport_method === 'TOW') {
        const first = rnd.int(0, 1);
        const unit = [towTrucks[first], towTrucks[1 - first]].find((id) => id && (!span || units.fits(id, span, UNIT_CAPACITY.TOW_TRUCK)));
        leg.unit_id = unit ?? null;
        if (unit && span) units.book(unit, span);
      }
    }
    if (leg.transport_method === 'TRUCKED' && ASSIGNED.has(status)) leg.trucking_company_id = rnd.pick(carriers.companyIds);
  }
  return trucked;
};
