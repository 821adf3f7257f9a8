import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminWorld, startAdminWorld } from '../../tests/server/support/admins';
import type { TestClient } from '../../tests/server/support/client';
import { auditRows, count, expectError, one, tenantIdOf } from '../../tests/server/support/helpers';
import { legInput } from '../../tests/server/support/orderInputs';
import { ok } from '../../tests/server/support/portal';
import { BOSTON, BROOKLYN, location } from '../../tests/server/support/pricing';

/**
 * Tenant settings and fuel rates (issue 29), on the shared seeded database: ADMIN edits the tenant's settings and its
 * weekly fuel index (by hand or from a published CSV); everyone else is FORBIDDEN; pricing reads the weeks written.
 */
let world: AdminWorld;
beforeAll(async () => {
  world = await startAdminWorld();
}, 60_000);
afterAll(() => world?.server.close());

type Settings = {
  tenant: Record<string, unknown> & { id: string; currency: string };
  fuelBasePrice: number;
  fuelEconomy: number;
  currencyLocked: string | null;
  version: number;
};
type Week = {
  id: string;
  effectiveFrom: string;
  pricePerUnit: number | null;
  ratePerDistance: number;
  source: string | null;
  version: number;
};

const TENANT = 'name locale currency weightUnit dimensionUnit distanceUnit fuelUnit zoneSize timeZone';
const SETTINGS = `tenant { id ${TENANT} } fuelBasePrice fuelEconomy currencyLocked version`;
const WEEK = 'id effectiveFrom pricePerUnit ratePerDistance source version';

const readSettings = async (as: TestClient) =>
  ok(await as.gql<{ tenantSettings: Settings }>(`{ tenantSettings { ${SETTINGS} } }`)).tenantSettings;
/** The settings as an input, with `patch` over them. */
const inputOf = ({ tenant: { id: _id, ...tenant }, fuelBasePrice, fuelEconomy }: Settings, patch: Record<string, unknown> = {}) => ({
  ...tenant,
  fuelBasePrice,
  fuelEconomy,
  ...patch,
});
const save = (as: TestClient, version: number, input: Record<string, unknown>) =>
  as.gql<{ updateTenantSettings: Settings }>(
    `mutation($v: Int!, $input: TenantSettingsInput!) { updateTenantSettings(version: $v, input: $input) { ${SETTINGS} } }`,
    { v: version, input },
  );
const tenantRow = () => one<Record<string, unknown>>(world.server.db, 'SELECT * FROM tenants WHERE id = $1', [world.east]);
const writes = () => Promise.all(['fuel_rates', 'audit_logs'].map((table) => count(world.server.db, table)));

describe('tenant settings', () => {
  it('an admin reads the tenant’s settings and saves them: a new version, an audit row, the session’s tenant follows', async () => {
    const { admin, server, east } = world;
    const settings = await readSettings(admin);
    expect(settings).toMatchObject({
      tenant: { name: 'Legwork East', currency: 'USD', fuelUnit: 'gal' },
      fuelBasePrice: 250,
      fuelEconomy: 6,
    });
    const chicago = { locale: 'en-GB', weightUnit: 'kg', zoneSize: 40, timeZone: 'America/Chicago' };
    const saved = ok(await save(admin, settings.version, inputOf(settings, chicago))).updateTenantSettings;
    expect(saved).toMatchObject({ tenant: chicago, version: settings.version + 1 });
    const [audit] = (await auditRows(server.db, 'tenant.update')).slice(-1);
    expect(audit).toMatchObject({ entityKind: 'Tenants', entityId: east, action: 'UPDATED', tenantId: east });
    expect(audit.before).toMatchObject({ locale: 'en-US', zoneSize: 50 });
    expect(audit.after).toMatchObject(chicago);
    const me = ok(await admin.gql<{ me: { tenants: Record<string, unknown>[] } }>(`{ me { tenants { ${TENANT} } } }`)).me;
    expect(me.tenants.find((tenant) => tenant.name === 'Legwork East')).toMatchObject(chicago);
    const back = { locale: 'en-US', weightUnit: 'lb', zoneSize: 50, timeZone: 'America/New_York' };
    ok(await save(admin, saved.version, inputOf(saved, back)));
  });

  it('refuses junk with field errors and stores nothing', async () => {
    const settings = await readSettings(world.admin);
    const before = await tenantRow();
    const junk = {
      name: ' ',
      locale: 'not a locale',
      currency: 'XYZ',
      weightUnit: 'stone',
      zoneSize: 0,
      timeZone: 'Mars/Olympus',
      fuelEconomy: 0,
    };
    const refused = expectError(await save(world.admin, settings.version, inputOf(settings, junk)), 'BAD_USER_INPUT');
    expect(Object.keys(refused.extensions.errors as object).sort()).toEqual(
      Object.keys(junk)
        .map((key) => `input.${key}`)
        .sort(),
    );
    const taken = expectError(await save(world.admin, settings.version, inputOf(settings, { name: 'legwork north' })), 'BAD_USER_INPUT');
    expect(taken.extensions.errors).toEqual({ 'input.name': ['Another tenant has this name.'] });
    expect(await tenantRow()).toEqual(before);
  });

  it('a dispatcher is FORBIDDEN to read or save, and nothing changes', async () => {
    const settings = await readSettings(world.admin);
    const before = await tenantRow();
    expectError(await world.dispatch.gql('{ tenantSettings { id } }'), 'FORBIDDEN');
    expectError(await save(world.dispatch, settings.version, inputOf(settings, { zoneSize: 99 })), 'FORBIDDEN');
    expect(await tenantRow()).toEqual(before);
  });

  it('a stale version is CONFLICT with nothing written', async () => {
    const settings = await readSettings(world.admin);
    ok(await save(world.admin, settings.version, inputOf(settings, { zoneSize: 51 })));
    const before = await tenantRow();
    const audits = await count(world.server.db, 'audit_logs');
    expectError(await save(world.admin, settings.version, inputOf(settings, { zoneSize: 52 })), 'CONFLICT');
    expect(await tenantRow()).toEqual(before);
    expect(await count(world.server.db, 'audit_logs')).toBe(audits);
    const now = await readSettings(world.admin);
    ok(await save(world.admin, now.version, inputOf(now, { zoneSize: 50 })));
  });

  it('refuses a currency change once money is recorded, naming what was found', async () => {
    const settings = await readSettings(world.admin);
    expect(settings.currencyLocked).toMatch(
      /^Money is recorded in USD: [\d,]+ priced quotes?, [\d,]+ priced orders?.*so the currency stays USD\.$/,
    );
    const before = await tenantRow();
    const refused = expectError(await save(world.admin, settings.version, inputOf(settings, { currency: 'EUR' })), 'BAD_USER_INPUT');
    expect(refused.extensions.errors).toEqual({ 'input.currency': [settings.currencyLocked] });
    expect(await tenantRow()).toEqual(before);
  });

  it('a tenant with no money recorded may change its currency', async () => {
    const { server, northAdmin } = world;
    const north = await tenantIdOf(server.db, 'Legwork North');
    // A tenant before its first price: none of what the lock counts.
    await server.db.query(
      `UPDATE orders SET price_source = NULL, price_currency = NULL, price_subtotal = NULL, price_tax = NULL, price_total = NULL,
         priced_at = NULL WHERE tenant_id = $1`,
      [north],
    );
    for (const table of ['order_line_items', 'quote_line_items', 'storage_rate_cards', 'tnt_packet_fees'])
      await server.db.query(`DELETE FROM ${table} WHERE tenant_id = $1`, [north]);
    const settings = await readSettings(northAdmin);
    expect(settings).toMatchObject({ currencyLocked: null, fuelBasePrice: 100, fuelEconomy: 2.5 });
    const saved = ok(await save(northAdmin, settings.version, inputOf(settings, { currency: 'usd' }))).updateTenantSettings;
    expect(saved.tenant.currency).toBe('USD');
  });
});

const createWeek = (as: TestClient, input: Record<string, unknown>) =>
  as.gql<{ createFuelRate: Week }>(`mutation($input: FuelRateInput!) { createFuelRate(input: $input) { ${WEEK} } }`, { input });
const updateWeek = (as: TestClient, id: string, version: number, input: Record<string, unknown>) =>
  as.gql<{ updateFuelRate: Week }>(
    `mutation($id: ID!, $v: Int!, $input: FuelRateInput!) { updateFuelRate(id: $id, version: $v, input: $input) { ${WEEK} } }`,
    { id, v: version, input },
  );
const deleteWeek = (as: TestClient, id: string, version: number) =>
  as.gql<{ deleteFuelRate: Week }>(`mutation($id: ID!, $v: Int!) { deleteFuelRate(id: $id, version: $v) { ${WEEK} } }`, { id, v: version });
const IMPORT = `rows { line effectiveFrom pricePerUnit ratePerDistance updates } errors { line text message } created updated`;
type Import = {
  rows: { line: number; effectiveFrom: string; pricePerUnit: number; ratePerDistance: number; updates: boolean }[];
  errors: { line: number; text: string; message: string }[];
  created: number;
  updated: number;
};
const preview = (as: TestClient, csv: string) =>
  as.gql<{ previewFuelRateImport: Import }>(`query($csv: String!) { previewFuelRateImport(csv: $csv) { ${IMPORT} } }`, { csv });
const importCsv = (as: TestClient, csv: string, source = 'EIA weekly retail diesel') =>
  as.gql<{ importFuelRates: Import }>(`mutation($csv: String!, $s: String) { importFuelRates(csv: $csv, source: $s) { ${IMPORT} } }`, {
    csv,
    s: source,
  });
const weekOn = async (as: TestClient, date: string) =>
  ok(await as.gql<{ fuelRateOn: Week | null }>(`query($d: String!) { fuelRateOn(date: $d) { ${WEEK} } }`, { d: date })).fuelRateOn;

describe('fuel rates', () => {
  it('lists the seeded weeks newest first, with their price per unit and source', async () => {
    const list = ok(
      await world.admin.gql<{ fuelRates: { data: Week[]; paginatorInfo: { total: number } } }>(
        `{ fuelRates(first: 5) { data { ${WEEK} } paginatorInfo { total } } }`,
      ),
    ).fuelRates;
    expect(list.paginatorInfo.total).toBe(8);
    const days = list.data.map((week) => week.effectiveFrom);
    expect(days).toEqual([...days].sort().reverse());
    // The seed's price (to the tenth of a cent) gives back its surcharge by the schedule: (price − 250) ÷ 6.
    for (const week of list.data) expect(Math.abs(((week.pricePerUnit as number) - 250) / 6 - week.ratePerDistance)).toBeLessThan(0.01);
  });

  it('an world.admin adds, edits and deletes a week, each audited; the surcharge follows the price by the schedule', async () => {
    const created = ok(
      await createWeek(world.admin, { effectiveFrom: '2020-03-02', pricePerUnit: 310, source: ' Supplier notice ' }),
    ).createFuelRate;
    expect(created).toMatchObject({
      effectiveFrom: '2020-03-02',
      pricePerUnit: 310,
      ratePerDistance: 10,
      source: 'Supplier notice',
      version: 1,
    });
    expect((await auditRows(world.server.db, 'fuelRate.create')).at(-1)).toMatchObject({
      entityKind: 'Fuel rates',
      entityId: created.id,
      action: 'CREATED',
    });
    const taken = expectError(await createWeek(world.admin, { effectiveFrom: '2020-03-02', pricePerUnit: 300 }), 'BAD_USER_INPUT');
    expect(taken.extensions.errors).toEqual({ 'input.effectiveFrom': ['The index already has this week: edit it instead.'] });

    const edited = ok(await updateWeek(world.admin, created.id, 1, { effectiveFrom: '2020-03-02', pricePerUnit: 200 })).updateFuelRate;
    expect(edited).toMatchObject({ pricePerUnit: 200, ratePerDistance: 0, source: null, version: 2 });
    expect((await auditRows(world.server.db, 'fuelRate.update')).at(-1)).toMatchObject({ entityId: created.id, action: 'UPDATED' });
    expect(await weekOn(world.admin, '2020-03-05')).toMatchObject({ id: created.id });

    const before = await writes();
    expectError(await updateWeek(world.admin, created.id, 1, { effectiveFrom: '2020-03-02', pricePerUnit: 250 }), 'CONFLICT');
    expect(await writes()).toEqual(before);
    const junk = expectError(
      await createWeek(world.admin, { effectiveFrom: '2020-02-30', pricePerUnit: -1, source: 'x'.repeat(101) }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(junk.extensions.errors as object).sort()).toEqual(['input.effectiveFrom', 'input.pricePerUnit', 'input.source']);
    expect(await writes()).toEqual(before);

    ok(await deleteWeek(world.admin, created.id, 2));
    expect((await auditRows(world.server.db, 'fuelRate.delete')).at(-1)).toMatchObject({ entityId: created.id, action: 'DELETED' });
    expect(await one(world.server.db, 'SELECT 1 FROM fuel_rates WHERE id = $1', [created.id])).toBeUndefined();
  });

  it('another tenant’s week is NOT_FOUND and a dispatcher is FORBIDDEN, with nothing changed', async () => {
    const week = await one<{ id: string; version: number }>(
      world.server.db,
      'SELECT id, version FROM fuel_rates WHERE tenant_id = $1 LIMIT 1',
      [world.east],
    );
    const id = week?.id as string;
    const before = await writes();
    expect(ok(await world.northAdmin.gql<{ fuelRate: null }>('query($id: ID!) { fuelRate(id: $id) { id } }', { id })).fuelRate).toBeNull();
    expectError(
      await updateWeek(world.northAdmin, id, week?.version as number, { effectiveFrom: '2021-01-04', pricePerUnit: 300 }),
      'NOT_FOUND',
    );
    expectError(await deleteWeek(world.northAdmin, id, week?.version as number), 'NOT_FOUND');
    expectError(await world.dispatch.gql('{ fuelRates { data { id } } }'), 'FORBIDDEN');
    expectError(await createWeek(world.dispatch, { effectiveFrom: '2021-01-04', pricePerUnit: 300 }), 'FORBIDDEN');
    expectError(await importCsv(world.dispatch, 'Date,Price\n2021-01-04,3.1\n'), 'FORBIDDEN');
    expect(await writes()).toEqual(before);
  });

  it('a CSV with a bad row is previewed with its errors and imports nothing', async () => {
    const csv = 'Date,Price\n2019-01-07,3.1\n2019-01-14,n/a\n2019-13-21,3.2\n';
    const seen = ok(await preview(world.admin, csv)).previewFuelRateImport;
    expect(seen.rows.map((row) => row.effectiveFrom)).toEqual(['2019-01-07']);
    expect(seen.errors.map((error) => error.line)).toEqual([3, 4]);
    const before = await writes();
    const refused = expectError(await importCsv(world.admin, csv), 'BAD_USER_INPUT');
    expect(Object.keys(refused.extensions.errors as object)).toEqual(['csv.line.3', 'csv.line.4']);
    expect(await writes()).toEqual(before);
  });

  it('imports the EIA series in one go, updating a week it already has, and pricing charges the imported week', async () => {
    const today = (
      await one<{ day: string }>(world.server.db, "SELECT to_char((now() AT TIME ZONE 'America/New_York')::date, 'YYYY-MM-DD') AS day")
    )?.day as string;
    ok(await createWeek(world.admin, { effectiveFrom: '2018-06-04', pricePerUnit: 300 }));
    // The demo seeds the last eight Mondays: on a Monday today's week is already there, and the import updates it.
    const todaySeeded = Boolean(
      await one(world.server.db, 'SELECT 1 FROM fuel_rates WHERE tenant_id = $1 AND effective_from = $2::date', [world.east, today]),
    );
    const created = todaySeeded ? ['2018-06-11'] : [today, '2018-06-11'];
    const updated = todaySeeded ? [today, '2018-06-04'] : ['2018-06-04'];
    const csv = [
      'Weekly U.S. No 2 Diesel Retail Prices  (Dollars per Gallon)',
      'Source,U.S. Energy Information Administration',
      'Date,Weekly U.S. No 2 Diesel Retail Prices  (Dollars per Gallon)',
      `${today},4.75`,
      '06/11/2018,3.31',
      '"Jun 04, 2018",3.25',
    ].join('\n');
    const seen = ok(await preview(world.admin, csv)).previewFuelRateImport;
    expect(seen).toMatchObject({ created: created.length, updated: updated.length, errors: [] });
    expect(seen.rows.find((row) => row.effectiveFrom === '2018-06-04')).toMatchObject({
      updates: true,
      pricePerUnit: 325,
      ratePerDistance: 12.5,
    });

    const imported = ok(await importCsv(world.admin, csv)).importFuelRates;
    expect(imported).toMatchObject({ created: created.length, updated: updated.length });
    expect(await weekOn(world.admin, '2018-06-06')).toMatchObject({
      pricePerUnit: 325,
      ratePerDistance: 12.5,
      source: 'EIA weekly retail diesel',
      version: 2,
    });
    const inForce = await weekOn(world.admin, today);
    expect(inForce).toMatchObject({ effectiveFrom: today, pricePerUnit: 475, ratePerDistance: 37.5 });
    const [audit] = (await auditRows(world.server.db, 'fuelRate.import')).slice(-1);
    expect(audit).toMatchObject({
      entityKind: 'Fuel rates',
      entityId: world.east,
      after: { created: expect.arrayContaining(created), updated: expect.arrayContaining(updated) },
    });

    const northwind = (
      await one<{ id: string }>(world.server.db, "SELECT id FROM clients WHERE code = 'NWM' AND tenant_id = $1", [world.east])
    )?.id;
    const from = location('Fuel Origin', 'Boston', 'Suffolk', 'MA', '02108', BOSTON);
    const to = location('Fuel Buyer', 'Brooklyn', 'Kings', 'NY', '11201', BROOKLYN);
    const request = {
      clientId: northwind,
      vehicles: [{ year: 2022, make: 'Toyota', model: 'Camry', vehicleClass: 'SEDAN' }],
      locations: [from, to],
      legs: [legInput(0, 0, 1, 'TRUCKED')],
    };
    const price = ok(
      await world.dispatch.gql<{ priceQuote: { lineItems: { type: string; unitAmount: number; explanation: string }[] } }>(
        'query($input: QuoteInput!) { priceQuote(input: $input) { lineItems { type unitAmount explanation } } }',
        { input: request },
      ),
    ).priceQuote;
    const fuel = price.lineItems.find((line) => line.type === 'FUEL');
    expect(fuel).toMatchObject({ unitAmount: 37.5 });
    expect(fuel?.explanation).toContain(`fuel rate from ${today}`);
  });
});
