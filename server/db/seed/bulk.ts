import { KM_PER_MILE } from '../../../src/domain/geo';
import { OPERATOR_STAFF_ROLES } from '../../../src/domain/roles';
import type { Database, Queryable } from '../database';
import { bulkLocationRows } from './bulk.places';
import {
  INSERT_LEGS_SQL,
  INSERT_ORDERS_SQL,
  INSERT_VEHICLES_SQL,
  LEGS_SQL,
  ORDERS_SQL,
  REFERENCE_TABLES,
  referenceTable,
  VEHICLES_SQL,
} from './bulk.sql';
import { bulkCarriers } from './bulk.drivers';
import { actAsTenant, insertRows } from './rows';
import { FIRST_YEAR, VIN_MODELS, vinBaseSum, YEAR_CODE_LETTERS, YEAR_CODE_VALUES } from './vin';

export type BulkOptions = {
  tenant: string;
  orders: number;
  batchSize?: number;
  /** setseed() for random(): the same statuses, clients and routes on every run (uuids still differ). */
  seed?: number;
  /** Drivers the tenant should have (topped up; legs are assigned to them): by default one per 50 orders, 20 to 2,000. */
  drivers?: number;
  /** Drop and rebuild the secondary indexes; by default only for a load of 5,000+ that at least doubles the orders. */
  rebuildIndexes?: boolean;
  log?: (line: string) => void;
};
export type BulkResult = { orders: number; legs: number; ms: number };

const MIN_LOCATIONS = 200;

type Setup = {
  tenantId: string;
  kmPerUnit: number;
  base: number;
  existingOrders: number;
  staff: string[];
  /** Driver rows (not users) the legs are assigned to, and trucking companies for TRUCKED legs. */
  drivers: string[];
  companies: string[];
  references: Record<string, unknown[]>;
};

/** The tenant and what the orders are made of: its clients, customers, locations (topped up to 200), staff, drivers. */
const prepare = async (tx: Queryable, name: string, driverCount: number): Promise<Setup> => {
  const { rows: tenants } = await tx.query<{ id: string; currency: string; distanceUnit: string }>(
    'SELECT id, currency, distance_unit AS "distanceUnit" FROM tenants WHERE name = $1',
    [name],
  );
  if (!tenants[0]) throw new Error(`There is no tenant named "${name}".`);
  const tenantId = tenants[0].id;
  await actAsTenant(tx, tenantId);
  const { rows: known } = await tx.query<{ id: string }>('SELECT id FROM clients WHERE tenant_id = $1 AND deleted_at IS NULL', [tenantId]);
  if (known.length === 0)
    await insertRows(
      tx,
      'clients',
      ['Atlas Fleet', 'Beacon Motors', 'Crest Rentals'].map((displayName, i) => ({
        tenant_id: tenantId,
        display_name: displayName,
        code: `BLK${i + 1}`,
      })),
    );
  const { rows: clients } = await tx.query<{ id: string; name: string }>(
    'SELECT id, display_name AS name FROM clients WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY created_at, id',
    [tenantId],
  );
  const { rows: customers } = await tx.query<{ id: string; clientId: string }>(
    'SELECT id, client_id AS "clientId" FROM customers WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY created_at, id',
    [tenantId],
  );
  const locationCount = async () =>
    (
      await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM locations WHERE tenant_id = $1 AND deleted_at IS NULL AND lat IS NOT NULL',
        [tenantId],
      )
    ).rows[0].n;
  const have = await locationCount();
  if (have < MIN_LOCATIONS)
    await insertRows(tx, 'locations', bulkLocationRows(tenantId, tenants[0].currency === 'CAD' ? 'CA' : 'US', MIN_LOCATIONS - have, have));
  const { rows: locations } = await tx.query<{ id: string; lat: number; lng: number }>(
    'SELECT id, lat, lng FROM locations WHERE tenant_id = $1 AND deleted_at IS NULL AND lat IS NOT NULL ORDER BY id',
    [tenantId],
  );
  const usersWith = async (roles: readonly string[]) =>
    (
      await tx.query<{ id: string }>(
        `SELECT DISTINCT ut.user_id AS id FROM user_tenants ut JOIN user_roles r ON r.user_id = ut.user_id
       WHERE ut.tenant_id = $1 AND r.role = ANY($2::text[]) ORDER BY 1`,
        [tenantId, roles],
      )
    ).rows.map((r) => r.id);
  const { rows: counter } = await tx.query<{ base: string; orders: number }>(
    `SELECT greatest(100000, (SELECT value FROM counters WHERE tenant_id = $1 AND kind = 'ORDER'),
       (SELECT max(substring(number FROM 3)::bigint) FROM orders WHERE tenant_id = $1 AND number ~ '^O-[0-9]+$'))::text AS base,
       (SELECT count(*)::int FROM orders) AS orders`,
    [tenantId],
  );
  const customersOf = (clientId: string) => customers.filter((c) => c.clientId === clientId);
  const carriers = await bulkCarriers(tx, tenantId, driverCount);
  return {
    tenantId,
    kmPerUnit: tenants[0].distanceUnit === 'mi' ? KM_PER_MILE : 1,
    base: Number(counter[0].base),
    existingOrders: counter[0].orders,
    staff: await usersWith(OPERATOR_STAFF_ROLES),
    drivers: carriers.driverIds,
    companies: carriers.companyIds,
    references: {
      bulk_clients: clients.map((c, i) => ({ i: i + 1, id: c.id, name: c.name, ncust: customersOf(c.id).length })),
      bulk_customers: clients.flatMap((c, i) => customersOf(c.id).map((x, k) => ({ ci: i + 1, k: k + 1, id: x.id }))),
      bulk_locs: locations.map((l, i) => ({ i, id: l.id, lat: l.lat, lng: l.lng })),
      bulk_models: VIN_MODELS.map((m, i) => ({
        i: i + 1,
        prefix: m.prefix,
        plant: m.plant,
        base: vinBaseSum(m),
        make: m.make,
        model: m.model,
        vehicle_class: m.vehicleClass,
        fuel_type: m.fuelType,
        transmission: m.transmission,
      })),
      bulk_years: [...YEAR_CODE_LETTERS].map((letter, i) => ({ i: i + 1, year: FIRST_YEAR + i, letter, value: YEAR_CODE_VALUES[i] })),
    },
  };
};

/** Secondary indexes of the bulk tables: dropped for a big load and built again at the end (much faster than row by row). */
const dropIndexes = async (tx: Queryable): Promise<{ name: string; definition: string }[]> => {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename IN ('orders', 'order_legs', 'vehicles')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const index of rows) await tx.query(`DROP INDEX ${index.name}`);
  return rows;
};

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * `npm run seed -- --orders 100000 --tenant "Legwork East"`: orders, their 1–4 legs and vehicles made in the database
 * (generate_series, set-based) in batches of 10,000, then ANALYZE. One transaction, so an interrupted load leaves
 * nothing behind (not even dropped indexes). Runs as the owner; tenant_id is set on every row. A superuser skips the
 * foreign-key triggers (session_replication_role, as pg_restore --disable-triggers does): every reference is made
 * by joining rows that exist.
 */
export const seedBulk = async (db: Database, options: BulkOptions): Promise<BulkResult> => {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const batchSize = options.batchSize ?? 10_000;
  const drivers = options.drivers ?? Math.min(2_000, Math.max(20, Math.ceil(options.orders / 50)));
  const setup = await db.transaction((tx) => prepare(tx, options.tenant, drivers));
  const { tenantId, references } = setup;
  const legs = await db.transaction(async (tx) => {
    await actAsTenant(tx, tenantId);
    await tx.query('SELECT setseed($1::float8)', [options.seed ?? 0.5]);
    const { rows: role } = await tx.query<{ superuser: boolean }>(
      'SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user',
    );
    if (role[0]?.superuser) await tx.query("SELECT set_config('session_replication_role', 'replica', true)");
    const rebuild = options.rebuildIndexes ?? (options.orders >= 5_000 && options.orders * 2 >= setup.existingOrders);
    const dropped = rebuild ? await dropIndexes(tx) : [];
    for (const table of REFERENCE_TABLES) await tx.query(referenceTable(table), [JSON.stringify(references[table[0]])]);
    let made = 0;
    for (let from = 1; from <= options.orders; from += batchSize) {
      const to = Math.min(options.orders, from + batchSize - 1);
      const batchStart = performance.now();
      await tx.query(ORDERS_SQL, [setup.base, references.bulk_clients.length, from, options.orders, to]);
      await tx.query(VEHICLES_SQL, [references.bulk_models.length, references.bulk_years.length, references.bulk_locs.length]);
      await tx.query(LEGS_SQL);
      // Statistics let the planner hash-join the batch tables instead of sorting them.
      await tx.query('ANALYZE bulk_orders, bulk_vehicles, bulk_legs');
      await tx.query(INSERT_VEHICLES_SQL, [tenantId]);
      await tx.query(INSERT_ORDERS_SQL, [tenantId, setup.staff]);
      await tx.query(INSERT_LEGS_SQL, [tenantId, setup.drivers, setup.kmPerUnit, references.bulk_locs.length, setup.companies]);
      made += (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM bulk_legs')).rows[0].n;
      await tx.query('DROP TABLE bulk_orders, bulk_vehicles, bulk_legs');
      log(`  ${count(to)} / ${count(options.orders)} orders, ${count(made)} legs (batch ${seconds(batchStart)})`);
    }
    // With triggers off (a superuser's load), the legs' stored pickup day (migration 032) is set here, in one pass.
    if (role[0]?.superuser)
      await tx.query(
        `UPDATE order_legs l SET pickup_day = coalesce((l.confirmed_pickup_at AT TIME ZONE t.time_zone)::date, l.requested_pickup_date)
         FROM tenants t WHERE t.id = l.tenant_id AND l.tenant_id = $1`,
        [tenantId],
      );
    if (dropped.length > 0) {
      const indexStart = performance.now();
      await tx.query("SELECT set_config('maintenance_work_mem', '128MB', true)");
      for (const index of dropped) await tx.query(index.definition);
      log(`  ${dropped.length} indexes built again (${seconds(indexStart)})`);
    }
    await tx.query(
      `INSERT INTO counters (tenant_id, kind, value) VALUES ($1, 'ORDER', $2)
       ON CONFLICT (tenant_id, kind) DO UPDATE SET value = greatest(counters.value, excluded.value)`,
      [tenantId, setup.base + options.orders],
    );
    return made;
  });
  const analyzeStart = performance.now();
  await db.exec('ANALYZE orders, order_legs, vehicles, locations, drivers, trucking_companies');
  log(`  ANALYZE (${seconds(analyzeStart)})`);
  return { orders: options.orders, legs, ms: Math.round(performance.now() - started) };
};
