import { randomUUID } from 'node:crypto';
import type { FeeZone, FuelRate, TariffRate } from '../../../src/domain/pricing';
import { DEFAULT_FUEL_SCHEDULE } from '../../../src/domain/settings/fuel';
import type { Queryable } from '../database';
import type { Place } from './orders.places';
import type { TenantPlan } from './orders.tenants';
import { insertRows } from './rows';

export type SeededCustomer = { id: string; code: string; name: string };
export type SeededClient = { id: string; code: string; name: string; rental: boolean; customers: SeededCustomer[] };
export type SeededLocation = Place & { id: string; clientId: string | null; customerId: string | null };

/** The tenant's directory and price tables as seeded: what the orders and quotes are built from. */
export type Reference = {
  tenantId: string;
  clients: SeededClient[];
  locations: SeededLocation[];
  tagIds: string[];
  tariffs: TariffRate[];
  fuelRates: FuelRate[];
  feeZones: FeeZone[];
};

const DAY = 86_400_000;
export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Reuses the clients and customers demo.ts made (by code) and adds the rest, then locations, hubs, tags and prices. */
export const seedReference = async (tx: Queryable, tenantId: string, plan: TenantPlan, now: number): Promise<Reference> => {
  const existing = await tx.query<{ id: string; code: string; kind: string }>(
    `SELECT id, code, 'client' AS kind FROM clients WHERE tenant_id = $1 AND code IS NOT NULL
     UNION ALL SELECT id, code, 'customer' FROM customers WHERE tenant_id = $1 AND code IS NOT NULL`,
    [tenantId],
  );
  const known = new Map(existing.rows.map((row) => [`${row.kind}:${row.code}`, row.id]));
  const clients: SeededClient[] = plan.clients.map((c) => ({
    id: known.get(`client:${c.code}`) ?? randomUUID(),
    code: c.code,
    name: c.name,
    rental: c.rental,
    customers: [],
  }));
  const clientByCode = new Map(clients.map((c) => [c.code, c]));
  for (const p of plan.places) {
    const code = p.owner;
    if (!code?.includes('-')) continue;
    clientByCode.get(code.split('-')[0])?.customers.push({ id: known.get(`customer:${code}`) ?? randomUUID(), code, name: p.name });
  }
  await insertRows(
    tx,
    'clients',
    plan.clients
      .filter((c) => !known.has(`client:${c.code}`))
      .map((c) => ({
        tenant_id: tenantId,
        id: clientByCode.get(c.code)?.id,
        display_name: c.name,
        code: c.code,
      })),
  );
  await tx.query(
    `UPDATE clients c SET billing_name = x.name || ' Accounts Payable', billing_email = x.email, billing_phone = x.phone
     FROM jsonb_to_recordset($2::jsonb) AS x(code text, name text, email text, phone text)
     WHERE c.tenant_id = $1 AND c.code = x.code`,
    [tenantId, JSON.stringify(plan.clients.map((c) => ({ code: c.code, name: c.name, email: c.billingEmail, phone: c.billingPhone })))],
  );
  const customers = clients.flatMap((c) => c.customers.map((x) => ({ ...x, clientId: c.id })));
  await insertRows(
    tx,
    'customers',
    customers
      .filter((x) => !known.has(`customer:${x.code}`))
      .map((x) => ({
        tenant_id: tenantId,
        id: x.id,
        client_id: x.clientId,
        display_name: x.name,
        code: x.code,
      })),
  );
  await insertRows(
    tx,
    'contacts',
    plan.clients.map((c, i) => ({
      tenant_id: tenantId,
      client_id: clientByCode.get(c.code)?.id,
      type: 'PRIMARY',
      first_name: ['Maria', 'James', 'Priya', 'Daniel', 'Chloé'][i % 5],
      last_name: ['Lopez', 'Carter', 'Shah', 'Nguyen', 'Tremblay'][i % 5],
      email: `fleet@${c.billingEmail.split('@')[1]}`,
      phone: c.billingPhone,
      title: 'Fleet Manager',
    })),
  );

  const customerByCode = new Map(customers.map((x) => [x.code, x]));
  const locations: SeededLocation[] = plan.places.map((p) => {
    const customer = p.owner ? customerByCode.get(p.owner) : undefined;
    const ownerClient = p.owner ? clientByCode.get(p.owner.split('-')[0]) : undefined;
    return { ...p, id: randomUUID(), clientId: ownerClient?.id ?? null, customerId: customer?.id ?? null };
  });
  await insertRows(
    tx,
    'locations',
    locations.map((l) => ({
      tenant_id: tenantId,
      id: l.id,
      client_id: l.clientId,
      customer_id: l.customerId,
      name: l.name,
      type: l.type,
      address1: l.address1,
      city: l.city,
      county: l.county,
      state_province: l.state,
      postal_code: l.postal,
      country: plan.country,
      lat: l.lat,
      lng: l.lng,
      geocode_source: 'FORM',
      contact_name: l.type === 'RESIDENCE' ? null : 'Front desk',
      contact_phone: l.type === 'RESIDENCE' ? null : plan.clients[0].billingPhone.replace(/\d{4}$/, '0100'),
      hours: l.type === 'RESIDENCE' ? null : 'Mon–Fri 8:00–17:00',
    })),
  );
  await insertRows(
    tx,
    'hubs',
    locations
      .filter((l) => l.hub)
      .map((l) => ({
        tenant_id: tenantId,
        name: l.name,
        code: l.hub,
        location_id: l.id,
      })),
  );
  const tags = plan.tags.map(([name, colour]) => ({ tenant_id: tenantId, id: randomUUID(), name, colour }));
  await insertRows(tx, 'tags', tags);

  const tariff = (
    code: string | null,
    transportMethod: TariffRate['transportMethod'],
    ratePerZone: number,
    minimum: number,
  ): TariffRate => {
    // A customer's rate names the customer only (migration 038); a client's names the client.
    const customerId = code ? (customerByCode.get(code)?.id ?? null) : null;
    return {
      id: randomUUID(),
      clientId: code && !customerId ? (clientByCode.get(code.split('-')[0])?.id ?? null) : null,
      customerId,
      transportMethod,
      vehicleClass: null,
      ratePerZone,
      minimum,
    };
  };
  const tariffs = [
    ...plan.tariffs.map(([method, rate, minimum]) => tariff(null, method, rate, minimum)),
    ...plan.clientTariffs.map(([code, method, rate, minimum]) => tariff(code, method, rate, minimum)),
  ];
  await insertRows(
    tx,
    'tariff_rates',
    tariffs.map((t) => ({
      tenant_id: tenantId,
      id: t.id,
      client_id: t.clientId,
      customer_id: t.customerId,
      transport_method: t.transportMethod,
      vehicle_class: t.vehicleClass,
      rate_per_zone: t.ratePerZone,
      minimum: t.minimum,
    })),
  );
  // Weekly rows from the last eight Mondays, varying a little as the diesel index does.
  const monday = now - ((new Date(now).getUTCDay() + 6) % 7) * DAY;
  const schedule = DEFAULT_FUEL_SCHEDULE[plan.unit === 'km' ? 'L' : 'gal'];
  const fuelRates: FuelRate[] = [0, 1, 2, 3, 4, 5, 6, 7].map((week) => ({
    id: randomUUID(),
    effectiveFrom: isoDay(monday - week * 7 * DAY),
    ratePerDistance: Math.round(plan.fuelRate * (1 + Math.sin(week * 1.3) * 0.04) * 1000) / 1000,
  }));
  await insertRows(
    tx,
    'fuel_rates',
    fuelRates.map((f) => ({
      tenant_id: tenantId,
      id: f.id,
      effective_from: f.effectiveFrom,
      rate_per_distance: f.ratePerDistance,
      // The price the surcharge comes from by the tenant's schedule (src/domain/settings/fuel.ts), to the tenth of a
      // cent as the indexes publish it.
      price_per_unit: Math.round((schedule.basePrice + f.ratePerDistance * schedule.economy) * 10) / 10,
      source: 'Demo weekly index',
    })),
  );
  const feeZones: FeeZone[] = plan.feeZones.map(([kind, level, stateProvince, name, amount]) => ({
    id: randomUUID(),
    kind,
    level,
    country: plan.country,
    stateProvince,
    county: level === 'COUNTY' ? name : null,
    city: level === 'CITY' ? name : null,
    amount,
  }));
  await insertRows(
    tx,
    'fee_zones',
    feeZones.map((z) => ({
      tenant_id: tenantId,
      id: z.id,
      kind: z.kind,
      level: z.level,
      country: z.country,
      state_province: z.stateProvince,
      county: z.county,
      city: z.city,
      amount: z.amount,
    })),
  );
  const { fees } = plan;
  await insertRows(
    tx,
    'billing_items',
    [
      ...plan.taxes.map(([state, percent]) => ({
        code: `TAX-${state}`,
        name: `Sales tax ${state}`,
        type: 'TAX',
        unit: 'PERCENT',
        amount: 0,
        rate_percent: percent,
        state_province: state,
        taxable: false,
      })),
      {
        code: 'TAG-TITLE',
        name: 'Tag and title processing',
        type: 'TAG_AND_TITLE',
        unit: 'EACH',
        amount: fees.tagAndTitle,
        rate_percent: null,
        state_province: null,
        taxable: true,
      },
      {
        code: 'FIRST-SERVICE',
        name: 'First service charge',
        type: 'FIRST_SERVICE_CHARGE',
        unit: 'EACH',
        amount: fees.firstService,
        rate_percent: null,
        state_province: null,
        taxable: true,
      },
      {
        code: 'STORAGE-DAY',
        name: 'Storage, per day',
        type: 'STORAGE',
        unit: 'PER_DAY',
        amount: fees.storageDaily,
        rate_percent: null,
        state_province: null,
        taxable: true,
      },
      {
        code: 'HAZMAT-EV',
        name: 'Hazmat handling (lithium battery)',
        type: 'HAZMAT',
        unit: 'EACH',
        amount: fees.hazmat,
        rate_percent: null,
        state_province: null,
        taxable: true,
      },
    ].map((item) => ({ tenant_id: tenantId, ...item })),
  );
  return { tenantId, clients, locations, tagIds: tags.map((t) => t.id), tariffs, fuelRates, feeZones };
};
