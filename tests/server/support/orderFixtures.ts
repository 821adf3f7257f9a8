/**
 * Orders, legs, vehicles, locations and their satellites (comments, alerts, media, audit rows) inserted by SQL
 * as the application role of one tenant (row-level security applies, as in a request), for the server tests.
 */
import { type Database, type Queryable, withContext } from '../../../server/db/database';
import type {
  DateMode,
  InvoicePaymentStatus,
  LegHoldReason,
  OrderLegStatus,
  OrderSource,
  OrderState,
  TransportMethod,
} from '../../../src/generated/resolvers';

export type FixtureLeg = {
  status?: OrderLegStatus;
  transportMethod?: TransportMethod;
  /** A vehicle id; by default every order gets one vehicle of its own for all its legs. */
  vehicleId?: string | null;
  originId?: string | null;
  destinationId?: string | null;
  driverId?: string | null;
  truckingCompanyId?: string | null;
  confirmedPickupAt?: string | null;
  confirmedDeliveryAt?: string | null;
  requestedPickup?: { mode: DateMode; date?: string | null };
  requestedDelivery?: { mode: DateMode; date?: string | null };
  acknowledgedAt?: string | null;
  heldFrom?: OrderLegStatus | null;
  holdReason?: LegHoldReason | null;
  needsTagAndTitle?: boolean;
  deletedAt?: string | null;
  createdAt?: string;
};

export type FixtureOrder = {
  clientId?: string;
  customerId?: string | null;
  state?: OrderState;
  referenceNumbers?: string[];
  paymentStatus?: InvoicePaymentStatus | null;
  source?: OrderSource;
  createdBy?: string | null;
  createdAt?: string;
  archivedAt?: string | null;
  deletedAt?: string | null;
  legs?: FixtureLeg[];
};

export type InsertedOrder = { id: string; number: string; legIds: string[]; vehicleId: string; vin: string };

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

const insertId = async (tx: Queryable, table: string, values: Record<string, unknown>) => {
  const columns = Object.keys(values);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(values),
  );
  return rows[0].id;
};

/** A fixture bound to one tenant: every insert runs in its own transaction as app_user with that tenant set. */
export const orderFixture = (db: Database, tenantId: string) => {
  const run = <T>(fn: (tx: Queryable) => Promise<T>) => withContext(db, { tenantId, userId: null }, fn);
  let defaults: Promise<{ clientId: string; clientName: string; originId: string; destinationId: string }> | null = null;

  const row = (table: string, values: Record<string, unknown>) => run((tx) => insertId(tx, table, { tenant_id: tenantId, ...values }));
  const client = (displayName = `Fixture Client ${next()}`) => row('clients', { display_name: displayName, code: `FX${next()}` });
  const location = (values: Record<string, unknown> = {}) =>
    row('locations', {
      name: `Lot ${next()}`,
      type: 'COMMERCIAL',
      address1: '1 Main St',
      city: 'Boston',
      state_province: 'MA',
      postal_code: '02108',
      ...values,
    });
  const vehicle = (values: Record<string, unknown> = {}) =>
    row('vehicles', { vin: `1FXTEST${String(next()).padStart(10, '0')}`, year: 2020, make: 'Ford', model: 'Transit', ...values });

  const ensureDefaults = () => {
    defaults ??= (async () => {
      const clientName = `Fixture Fleet ${next()}`;
      return { clientId: await client(clientName), clientName, originId: await location(), destinationId: await location() };
    })();
    return defaults;
  };

  const order = async (spec: FixtureOrder = {}): Promise<InsertedOrder> => {
    const base = await ensureDefaults();
    const vin = `1FXORDR${String(next()).padStart(10, '0')}`;
    const vehicleId = await vehicle({ vin });
    return run(async (tx) => {
      const { rows } = await tx.query<{ value: string }>(
        `INSERT INTO counters (tenant_id, kind, value) VALUES ($1, 'fixture-orders', 1)
         ON CONFLICT (tenant_id, kind) DO UPDATE SET value = counters.value + 1 RETURNING value`,
        [tenantId],
      );
      const number = `FX-${rows[0].value}`;
      const legs = spec.legs ?? [{}];
      const live = legs.filter((leg) => !leg.deletedAt);
      const clientId = spec.clientId ?? base.clientId;
      const { rows: names } = await tx.query<{ name: string }>('SELECT display_name AS name FROM clients WHERE id = $1', [clientId]);
      const refs = spec.referenceNumbers ?? [];
      const id = await insertId(tx, 'orders', {
        tenant_id: tenantId,
        number,
        client_id: clientId,
        customer_id: spec.customerId ?? null,
        state: spec.state ?? 'CALL_CENTER',
        reference_numbers: refs,
        leg_statuses: live.map((leg) => leg.status ?? 'PROCESSING'),
        leg_count: live.length,
        payment_status: spec.paymentStatus ?? null,
        source: spec.source ?? 'STAFF',
        search_text: [number, ...refs, names[0]?.name ?? '', vin].join(' '),
        created_by: spec.createdBy ?? null,
        created_at: spec.createdAt ?? new Date().toISOString(),
        archived_at: spec.archivedAt ?? null,
        deleted_at: spec.deletedAt ?? null,
      });
      const legIds: string[] = [];
      for (const [index, leg] of legs.entries())
        legIds.push(
          await insertId(tx, 'order_legs', {
            tenant_id: tenantId,
            order_id: id,
            number: `${number}-${index + 1}`,
            position: index + 1,
            sequence: index + 1,
            vehicle_id: leg.vehicleId === undefined ? vehicleId : leg.vehicleId,
            origin_id: leg.originId === undefined ? base.originId : leg.originId,
            destination_id: leg.destinationId === undefined ? base.destinationId : leg.destinationId,
            transport_method: leg.transportMethod ?? 'DRIVEN',
            status: leg.status ?? 'PROCESSING',
            held_from: leg.heldFrom ?? null,
            hold_reason: leg.holdReason ?? null,
            requested_pickup_mode: leg.requestedPickup?.mode ?? 'ASAP',
            requested_pickup_date: leg.requestedPickup?.date ?? null,
            requested_delivery_mode: leg.requestedDelivery?.mode ?? 'ASAP',
            requested_delivery_date: leg.requestedDelivery?.date ?? null,
            confirmed_pickup_at: leg.confirmedPickupAt ?? null,
            confirmed_delivery_at: leg.confirmedDeliveryAt ?? null,
            driver_id: leg.driverId ?? null,
            trucking_company_id: leg.truckingCompanyId ?? null,
            acknowledged_at: leg.acknowledgedAt ?? null,
            needs_tag_and_title: leg.needsTagAndTitle ?? false,
            created_at: leg.createdAt ?? spec.createdAt ?? new Date().toISOString(),
            deleted_at: leg.deletedAt ?? null,
          }),
        );
      return { id, number, legIds, vehicleId, vin };
    });
  };

  /** `n` one-leg orders of a client in one statement each (lists past the count cap), numbered `${prefix}-1…n`, newest last. */
  const bulkOrders = (clientId: string, n: number, prefix: string) =>
    run(async (tx) => {
      await tx.query(
        `INSERT INTO orders (tenant_id, number, client_id, state, leg_statuses, leg_count, search_text, created_at)
         SELECT $1, $3 || '-' || g, $2, 'CALL_CENTER', '{PROCESSING}', 1, $3 || '-' || g, now() - (($4::int - g) * interval '1 second')
         FROM generate_series(1, $4::int) g`,
        [tenantId, clientId, prefix, n],
      );
      await tx.query(
        `INSERT INTO order_legs (tenant_id, order_id, number, position, sequence, transport_method, status, created_at)
         SELECT tenant_id, id, number || '-1', 1, 1, 'DRIVEN', 'PROCESSING', created_at FROM orders WHERE client_id = $1`,
        [clientId],
      );
    });

  return {
    tenantId,
    bulkOrders,
    /** The client, origin and destination that orders use unless told otherwise. */
    defaults: ensureDefaults,
    client,
    location,
    vehicle,
    order,
    /** Any tenant row (comments, alerts, tags, order_tags, order_notes, order_locations, media, audit_logs…); returns its id. */
    row,
    /** A row of a table without an id column (order_tags, order_locations). */
    link: (table: string, values: Record<string, unknown>) =>
      run(async (tx) => {
        const all = { tenant_id: tenantId, ...values };
        const columns = Object.keys(all);
        await tx.query(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
          Object.values(all),
        );
      }),
  };
};

export type OrderFixture = ReturnType<typeof orderFixture>;
