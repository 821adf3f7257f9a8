import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, signedIn } from './support/client';
import { auditRows, count, expectError, one, tenantIdOf, userIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let east: string;
let north: string;
const sessions = new Map<string, TestClient>();
beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
});
afterAll(() => server?.close());

/** One signed-in session per demo user for the whole file. */
const as = async (email: string, tenant?: 'Legwork East' | 'Legwork North') => {
  const key = `${email}/${tenant ?? ''}`;
  if (!sessions.has(key)) sessions.set(key, await signedIn(server.url, email, tenant));
  return sessions.get(key) as TestClient;
};

type Page<T> = { data: T[]; paginatorInfo: { total: number; count: number; currentPage: number; lastPage: number } };
type Client = {
  id: string;
  displayName: string;
  code: string | null;
  billingName: string | null;
  billingEmail: string | null;
  billingPhone: string | null;
  version: number;
  deletedAt: string | null;
};
type Vehicle = {
  id: string;
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  vehicleClass: string | null;
  version: number;
  deletedAt: string | null;
};
type Location = {
  id: string;
  name: string;
  city: string;
  lat: number | null;
  lng: number | null;
  geocodeSource: string;
  version: number;
  client: { id: string } | null;
};

const CLIENT = 'id displayName code billingName billingEmail billingPhone version deletedAt';
const VEHICLE = 'id vin year make model vehicleClass version deletedAt';
const LOCATION = 'id name city lat lng geocodeSource version client { id }';

const CLIENTS = `query($where: ClientWhere, $orderBy: [ClientOrderBy!], $trashed: Trashed, $search: String, $first: Int) {
  clients(where: $where, orderBy: $orderBy, trashed: $trashed, search: $search, first: $first) {
    data { ${CLIENT} } paginatorInfo { total count currentPage lastPage } } }`;
const VEHICLES = `query($where: VehicleWhere, $orderBy: [VehicleOrderBy!], $trashed: Trashed, $search: String) {
  vehicles(where: $where, orderBy: $orderBy, trashed: $trashed, search: $search) {
    data { ${VEHICLE} } paginatorInfo { total count currentPage lastPage } } }`;
const LOCATIONS = `query($where: LocationWhere, $orderBy: [LocationOrderBy!], $search: String, $trashed: Trashed) {
  locations(where: $where, orderBy: $orderBy, search: $search, trashed: $trashed) {
    data { ${LOCATION} } paginatorInfo { total count currentPage lastPage } } }`;

const CREATE_CLIENT = `mutation($input: ClientInput!) { createClient(input: $input) { ${CLIENT} } }`;
const UPDATE_CLIENT = `mutation($id: ID!, $version: Int!, $input: ClientInput!) { updateClient(id: $id, version: $version, input: $input) { ${CLIENT} } }`;
const DELETE_CLIENT = `mutation($id: ID!, $version: Int!) { deleteClient(id: $id, version: $version) { ${CLIENT} } }`;
const CREATE_CUSTOMER = `mutation($input: CustomerInput!) { createCustomer(input: $input) { id displayName code version client { id } } }`;
const CREATE_VEHICLE = `mutation($input: VehicleInput!) { createVehicle(input: $input) { ${VEHICLE} } }`;
const UPDATE_VEHICLE = `mutation($id: ID!, $version: Int!, $input: VehicleInput!) { updateVehicle(id: $id, version: $version, input: $input) { ${VEHICLE} } }`;
const DELETE_VEHICLE = `mutation($id: ID!, $version: Int!) { deleteVehicle(id: $id, version: $version) { ${VEHICLE} } }`;
const CREATE_LOCATION = `mutation($input: LocationInput!, $clientId: ID) { createLocation(input: $input, clientId: $clientId) { ${LOCATION} } }`;
const UPDATE_LOCATION = `mutation($id: ID!, $version: Int!, $input: LocationInput!) { updateLocation(id: $id, version: $version, input: $input) { ${LOCATION} } }`;
const DELETE_LOCATION = `mutation($id: ID!, $version: Int!) { deleteLocation(id: $id, version: $version) { id deletedAt version } }`;

const HONDA = '1HGCM82633A004352';
const address = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'COMMERCIAL',
  address1: '1 Beacon St',
  city: 'Boston',
  stateProvince: 'MA',
  postalCode: '02108',
  country: 'US',
  ...extra,
});

const ok = <T>(result: { data: T | null; errors?: unknown }) => {
  expect(result.errors).toBeUndefined();
  return result.data as T;
};

const createVehicle = async (input: Record<string, unknown>, email = 'dispatch@legwork.test') =>
  ok(await (await as(email)).gql<{ createVehicle: Vehicle }>(CREATE_VEHICLE, { input })).createVehicle;

const createLocation = async (input: Record<string, unknown>, clientId: string | null = null) =>
  ok(await (await as('call-center@legwork.test')).gql<{ createLocation: Location }>(CREATE_LOCATION, { input, clientId })).createLocation;

const clientId = async (code: string) =>
  (await one<{ id: string }>(server.db, 'SELECT id FROM clients WHERE code = $1', [code]))?.id as string;

describe('clients', () => {
  it('lists with where, orderBy, search, trashed and a paginator', async () => {
    const staff = await as('member@legwork.test');
    // The demo clients only, whatever else the seed grows to hold.
    const demo = { column: 'CODE', operator: 'IN', value: ['NWM', 'HBR', 'BAY', 'MFL'] };
    const list = async (variables: Record<string, unknown>) => ok(await staff.gql<{ clients: Page<Client> }>(CLIENTS, variables)).clients;
    const all = await list({ where: demo, orderBy: [{ column: 'CODE', order: 'DESC' }] });
    expect(all.data.map((c) => c.code)).toEqual(['NWM', 'HBR']);
    expect(all.paginatorInfo).toEqual({ total: 2, count: 2, currentPage: 1, lastPage: 1 });
    const trashed = await list({ where: demo, trashed: 'ONLY' });
    expect(trashed.data.map((c) => [c.code, c.deletedAt !== null])).toEqual([['BAY', true]]);
    const withTrashed = await list({ where: demo, trashed: 'WITH', first: 2 });
    expect(withTrashed.data.map((c) => c.code)).toEqual(['BAY', 'HBR']);
    expect(withTrashed.paginatorInfo).toEqual({ total: 3, count: 2, currentPage: 1, lastPage: 2 });
    const like = { AND: [demo, { column: 'DISPLAY_NAME', operator: 'LIKE', value: '%harbor%' }] };
    expect((await list({ where: like })).data.map((c) => c.code)).toEqual(['HBR']);
    expect((await list({ where: demo, search: 'north mot' })).data.map((c) => c.code)).toEqual(['NWM']);
    expect((await list({ search: '100%' })).data).toEqual([]);
    const bad = await staff.gql(CLIENTS, { where: { column: 'ID', value: 'nope' } });
    expect(expectError(bad, 'BAD_USER_INPUT').extensions.errors).toEqual({ 'where.value': ['Must be an id.'] });
    // A pattern whose last backslash escapes nothing is the user's mistake, named before PostgreSQL sees it.
    const dangling = await staff.gql(CLIENTS, { where: { column: 'DISPLAY_NAME', operator: 'LIKE', value: 'harbor\\' } });
    expect(expectError(dangling, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'where.value': ['The pattern may not end with a single backslash (it escapes the next character).'],
    });
    expect((await list({ where: { column: 'DISPLAY_NAME', operator: 'LIKE', value: '%\\\\' } })).data).toEqual([]);
  });

  it('creates, updates and soft-deletes a client with versions and audit rows', async () => {
    const manager = await as('client-relations@legwork.test');
    const input = {
      displayName: 'Acme Fleet',
      code: 'acme',
      billingName: 'Acme AP',
      billingEmail: 'ap@acme.test',
      billingPhone: '555-0199',
    };
    const created = ok(await manager.gql<{ createClient: Client }>(CREATE_CLIENT, { input })).createClient;
    expect(created).toEqual({ id: expect.any(String), ...input, code: 'ACME', version: 1, deletedAt: null });
    expect(
      await one(server.db, 'SELECT tenant_id AS "tenantId", billing_email AS "billingEmail" FROM clients WHERE id = $1', [created.id]),
    ).toEqual({ tenantId: east, billingEmail: 'ap@acme.test' });
    const userId = await userIdOf(server.db, 'client-relations@legwork.test');
    expect(await auditRows(server.db, 'client.create', userId)).toEqual([
      expect.objectContaining({ tenantId: east, entityKind: 'Clients', entityId: created.id, action: 'CREATED' }),
    ]);

    const taken = await manager.gql(CREATE_CLIENT, { input: { displayName: 'Other', code: 'ACME' } });
    expect(expectError(taken, 'BAD_USER_INPUT').extensions.errors).toEqual({ 'input.code': ['The code has already been taken.'] });

    const updated = ok(
      await manager.gql<{ updateClient: Client }>(UPDATE_CLIENT, {
        id: created.id,
        version: 1,
        input: { ...input, displayName: 'Acme Fleet Co' },
      }),
    ).updateClient;
    expect(updated).toMatchObject({ displayName: 'Acme Fleet Co', code: 'ACME', version: 2 });
    expect((await auditRows(server.db, 'client.update', userId))[0]).toMatchObject({
      entityId: created.id,
      before: expect.objectContaining({ displayName: 'Acme Fleet' }),
      after: expect.objectContaining({ displayName: 'Acme Fleet Co' }),
    });

    const stale = await manager.gql(UPDATE_CLIENT, { id: created.id, version: 1, input: { displayName: 'Lost update' } });
    expectError(stale, 'CONFLICT');
    expect(await one(server.db, 'SELECT display_name AS name, version FROM clients WHERE id = $1', [created.id])).toEqual({
      name: 'Acme Fleet Co',
      version: 2,
    });
    expect(await auditRows(server.db, 'client.update', userId)).toHaveLength(1);
    expectError(await manager.gql(DELETE_CLIENT, { id: created.id, version: 1 }), 'CONFLICT');

    const deleted = ok(await manager.gql<{ deleteClient: Client }>(DELETE_CLIENT, { id: created.id, version: 2 })).deleteClient;
    expect(deleted).toMatchObject({ version: 3, deletedAt: expect.any(String) });
    expect(await auditRows(server.db, 'client.delete', userId)).toEqual([
      expect.objectContaining({ entityId: created.id, action: 'DELETED' }),
    ]);
    const live = ok(await manager.gql<{ clients: Page<Client> }>(CLIENTS, { search: 'acme' })).clients;
    expect(live.data).toEqual([]);
    expectError(await manager.gql(DELETE_CLIENT, { id: created.id, version: 3 }), 'NOT_FOUND');
  });

  it('answers field errors and refuses roles other than client relations and admin', async () => {
    const manager = await as('client-relations@legwork.test');
    const bad = await manager.gql(CREATE_CLIENT, { input: { displayName: ' ', billingEmail: 'nope' } });
    expect(expectError(bad, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.displayName': ['The display name field is required.'],
      'input.billingEmail': ['The billing email must be a valid email address.'],
    });
    for (const email of ['dispatch@legwork.test', 'member@legwork.test', 'call-center@legwork.test']) {
      const refused = await (await as(email)).gql(CREATE_CLIENT, { input: { displayName: 'Nope Inc' } });
      expectError(refused, 'FORBIDDEN');
    }
    expectError(await (await as('client@legwork.test')).gql(CLIENTS), 'FORBIDDEN');
    expect(await count(server.db, "clients WHERE display_name = 'Nope Inc'")).toBe(0);
  });

  it('creates customers of a live client of the tenant', async () => {
    const admin = await as('admin@legwork.test', 'Legwork East');
    const harbor = await clientId('HBR');
    const created = ok(
      await admin.gql<{ createCustomer: { id: string; code: string; version: number; client: { id: string } } }>(CREATE_CUSTOMER, {
        input: { clientId: harbor, displayName: 'Harbor Rentals Cambridge', code: 'hbr-cb' },
      }),
    ).createCustomer;
    expect(created).toMatchObject({ code: 'HBR-CB', version: 1, client: { id: harbor } });
    expect(await auditRows(server.db, 'customer.create')).toEqual([
      expect.objectContaining({ entityKind: 'Customers', entityId: created.id, tenantId: east }),
    ]);
    const customers = ok(
      await admin.gql<{ customers: Page<{ code: string }> }>(
        'query($where: CustomerWhere) { customers(where: $where, orderBy: [{ column: CODE, order: ASC }]) { data { code } paginatorInfo { total } } }',
        { where: { column: 'CLIENT_ID', value: harbor } },
      ),
    ).customers;
    const codes = customers.data.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(['HBR-CB', 'HBR-LG']));
    for (const foreign of [await clientId('MFL'), await clientId('BAY'), 'not-an-id']) {
      const refused = await admin.gql(CREATE_CUSTOMER, { input: { clientId: foreign, displayName: 'Nope' } });
      expect(expectError(refused, 'BAD_USER_INPUT').extensions.errors).toEqual({ 'input.clientId': ['The selected client is invalid.'] });
    }
  });
});

describe('vehicles', () => {
  it('creates a vehicle, filling year and make from the VIN, with an audit row and its activity', async () => {
    const vehicle = await createVehicle({ vin: HONDA.toLowerCase(), colour: 'SILVER', odometer: 120000 });
    expect(vehicle).toMatchObject({
      vin: HONDA,
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      vehicleClass: 'SEDAN',
      version: 1,
      deletedAt: null,
    });
    expect(await one(server.db, 'SELECT tenant_id AS "tenantId", colour, odometer FROM vehicles WHERE id = $1', [vehicle.id])).toEqual({
      tenantId: east,
      colour: 'SILVER',
      odometer: 120000,
    });
    const userId = await userIdOf(server.db, 'dispatch@legwork.test');
    expect(await auditRows(server.db, 'vehicle.create', userId)).toContainEqual(
      expect.objectContaining({ tenantId: east, entityKind: 'Vehicles', entityId: vehicle.id, action: 'CREATED' }),
    );
    const detail = ok(
      await (await as('member@legwork.test')).gql<{ vehicle: { activity: { event: string; userName: string }[]; legs: unknown[] } }>(
        'query($id: ID!) { vehicle(id: $id) { activity { event userName } legs { id } } }',
        { id: vehicle.id },
      ),
    ).vehicle;
    expect(detail).toEqual({ activity: [{ event: 'vehicle.create', userName: expect.any(String) }], legs: [] });
  });

  it('lists its legs in order: by order creation, then by sequence', async () => {
    const vehicle = await createVehicle({ make: 'Ford', model: 'Transit', year: 2021 });
    const client = await clientId('NWM');
    // Legs of one order share its transaction's created_at; the sequence orders them.
    const now = Date.now();
    const legs: [string, number, number, string][] = [
      ['O-T-2', 1, 0, 'CLIENT_IN'],
      ['O-T-1', 2, 60, 'TRUCKED'],
      ['O-T-1', 1, 60, 'DRIVEN'],
    ];
    for (const [number, sequence, age, method] of legs) {
      const order = await one<{ id: string }>(
        server.db,
        `INSERT INTO orders (tenant_id, number, client_id) VALUES ($1, $2, $3)
         ON CONFLICT (tenant_id, number) DO UPDATE SET number = EXCLUDED.number RETURNING id`,
        [east, number, client],
      );
      await server.db.query(
        `INSERT INTO order_legs (tenant_id, order_id, number, position, sequence, vehicle_id, transport_method, status, created_at)
         VALUES ($1, $2, $3, $4, $4, $5, $6, 'CREATED', $7)`,
        [east, order?.id, `${number}-${sequence}`, sequence, vehicle.id, method, new Date(now - age * 1000).toISOString()],
      );
    }
    const found = ok(
      await (await as('dispatch@legwork.test')).gql<{ vehicle: { legs: { number: string; transportMethod: string }[] } }>(
        'query($id: ID!) { vehicle(id: $id) { legs { number transportMethod } } }',
        { id: vehicle.id },
      ),
    ).vehicle.legs;
    expect(found.map((l) => l.number)).toEqual(['O-T-1-1', 'O-T-1-2', 'O-T-2-1']);
  });

  it('answers field errors for a bad check digit and an impossible year', async () => {
    const staff = await as('call-center@legwork.test');
    const badVin = await staff.gql(CREATE_VEHICLE, { input: { vin: '1HGCM82643A004352' } });
    const errors = expectError(badVin, 'BAD_USER_INPUT').extensions.errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(['input.vin']);
    expect(errors['input.vin'][0]).toMatch(/check digit/);
    const badYear = await staff.gql(CREATE_VEHICLE, { input: { make: 'Ford', model: 'F-150', year: 1800 } });
    expect(Object.keys(expectError(badYear, 'BAD_USER_INPUT').extensions.errors as object)).toEqual(['input.year']);
    expect(await count(server.db, "vehicles WHERE vin = '1HGCM82643A004352' OR year = 1800")).toBe(0);
  });

  it('updates and soft-deletes with versions; a stale version changes nothing', async () => {
    const staff = await as('help-desk@legwork.test');
    const vehicle = await createVehicle({ vin: '5YJ3E1EA2KF317000', plate: 'ABC123' }, 'help-desk@legwork.test');
    const updated = ok(
      await staff.gql<{ updateVehicle: Vehicle }>(UPDATE_VEHICLE, {
        id: vehicle.id,
        version: 1,
        input: { vin: vehicle.vin, make: 'Tesla', model: 'Model 3', year: 2019, plate: 'XYZ789' },
      }),
    ).updateVehicle;
    expect(updated).toMatchObject({ make: 'Tesla', model: 'Model 3', year: 2019, version: 2 });
    const stale = await staff.gql(UPDATE_VEHICLE, { id: vehicle.id, version: 1, input: { plate: 'LOST' } });
    expectError(stale, 'CONFLICT');
    expect(await one(server.db, 'SELECT plate, version FROM vehicles WHERE id = $1', [vehicle.id])).toEqual({
      plate: 'XYZ789',
      version: 2,
    });
    expect(await count(server.db, "audit_logs WHERE event = 'vehicle.update' AND entity_id = $1", [vehicle.id])).toBe(1);
    expectError(await staff.gql(DELETE_VEHICLE, { id: vehicle.id, version: 1 }), 'CONFLICT');
    const deleted = ok(await staff.gql<{ deleteVehicle: Vehicle }>(DELETE_VEHICLE, { id: vehicle.id, version: 2 })).deleteVehicle;
    expect(deleted).toMatchObject({ version: 3, deletedAt: expect.any(String) });
    expect(await auditRows(server.db, 'vehicle.delete')).toContainEqual(
      expect.objectContaining({ entityId: vehicle.id, action: 'DELETED' }),
    );
    const search = { search: '5YJ3E1EA2KF317000' };
    expect(ok(await staff.gql<{ vehicles: Page<Vehicle> }>(VEHICLES, search)).vehicles.data).toEqual([]);
    expect(
      ok(await staff.gql<{ vehicles: Page<Vehicle> }>(VEHICLES, { ...search, trashed: 'ONLY' })).vehicles.data.map((v) => v.id),
    ).toEqual([vehicle.id]);
  });

  it('lists with where, orderBy and search over VIN, make and model', async () => {
    await createVehicle({ make: 'Zephyrmake', model: 'Alpha', year: 2011 });
    await createVehicle({ make: 'Zephyrmake', model: 'Beta', year: 2015 });
    const staff = await as('member@legwork.test');
    const list = async (variables: Record<string, unknown>) =>
      ok(await staff.gql<{ vehicles: Page<Vehicle> }>(VEHICLES, variables)).vehicles.data.map((v) => `${v.model} ${v.year}`);
    expect(await list({ search: 'zephyr', orderBy: [{ column: 'YEAR', order: 'DESC' }] })).toEqual(['Beta 2015', 'Alpha 2011']);
    expect(await list({ search: 'zephyr beta' })).toEqual(['Beta 2015']);
    expect(await list({ search: 'zephyr', where: { column: 'YEAR', operator: 'LT', value: 2012 } })).toEqual(['Alpha 2011']);
    expect(
      await list({
        where: {
          AND: [
            { column: 'MAKE', value: 'Zephyrmake' },
            { column: 'YEAR', operator: 'BETWEEN', value: [2010, 2020] },
          ],
        },
        orderBy: [{ column: 'MODEL', order: 'ASC' }],
      }),
    ).toEqual(['Alpha 2011', 'Beta 2015']);
    const bad = await staff.gql(VEHICLES, { where: { column: 'VEHICLE_CLASS', value: 'SPACESHIP' } });
    expectError(bad, 'BAD_USER_INPUT');
  });

  it('refuses writes to read-only staff and portal users', async () => {
    for (const email of ['member@legwork.test', 'accounting@legwork.test', 'client@legwork.test'])
      expectError(await (await as(email)).gql(CREATE_VEHICLE, { input: { make: 'Nope' } }), 'FORBIDDEN');
    expect(await count(server.db, "vehicles WHERE make = 'Nope'")).toBe(0);
  });

  it('decodes a VIN offline and explains an invalid one', async () => {
    const staff = await as('member@legwork.test');
    const DECODE = 'query($vin: String!) { decodeVin(vin: $vin) { vin valid message year make model vehicleClass fuelType country } }';
    const good = ok(await staff.gql<{ decodeVin: Record<string, unknown> }>(DECODE, { vin: ` ${HONDA.toLowerCase()} ` })).decodeVin;
    expect(good).toMatchObject({ vin: HONDA, valid: true, message: null, year: 2003, make: 'Honda', model: 'Accord', country: 'US' });
    const bad = ok(await staff.gql<{ decodeVin: Record<string, unknown> }>(DECODE, { vin: '1HGCM82643A004352' })).decodeVin;
    expect(bad).toMatchObject({
      vin: '1HGCM82643A004352',
      valid: false,
      message: expect.stringMatching(/check digit/),
      year: null,
      make: null,
    });
    const short = ok(await staff.gql<{ decodeVin: Record<string, unknown> }>(DECODE, { vin: 'ABC' })).decodeVin;
    expect(short).toMatchObject({ valid: false, message: 'The VIN must be 17 characters (this one has 3).' });
  });
});

describe('locations', () => {
  it('geocodes from the postal code when the form gives no coordinates, else keeps the form’s', async () => {
    const harbor = await clientId('HBR');
    const byZip = await createLocation(address('Harbor Yard', { contactName: 'Sam', hours: '8-5' }), harbor);
    expect(byZip).toMatchObject({ name: 'Harbor Yard', city: 'Boston', geocodeSource: 'POSTAL_CODE', version: 1, client: { id: harbor } });
    expect(byZip.lat).toBeCloseTo(42.36, 1);
    expect(byZip.lng).toBeCloseTo(-71.06, 1);
    expect(
      await one(server.db, 'SELECT tenant_id AS "tenantId", contact_name AS "contactName", hours FROM locations WHERE id = $1', [byZip.id]),
    ).toEqual({ tenantId: east, contactName: 'Sam', hours: '8-5' });
    const fromForm = await createLocation(address('Harbor Pier', { lat: 42.35, lng: -71.04 }));
    expect(fromForm).toMatchObject({ lat: 42.35, lng: -71.04, geocodeSource: 'FORM', client: null });
    const canadian = await createLocation(
      address('Toronto Lot', { city: 'Toronto', stateProvince: 'ON', postalCode: 'M5V 2T6', country: 'CA' }),
    );
    expect(canadian).toMatchObject({ lat: null, lng: null, geocodeSource: 'NONE' });
    expect(await auditRows(server.db, 'location.create')).toContainEqual(
      expect.objectContaining({ tenantId: east, entityKind: 'Locations', entityId: byZip.id, action: 'CREATED' }),
    );
    const client = ok(
      await (await as('member@legwork.test')).gql<{ client: { locations: { id: string }[] } }>(
        'query($id: ID!) { client(id: $id) { locations { id } } }',
        { id: harbor },
      ),
    ).client;
    expect(client.locations.map((l) => l.id)).toContain(byZip.id);
  });

  it('geocodes a US postal code offline and answers null for codes the table does not know', async () => {
    const staff = await as('member@legwork.test');
    const GEOCODE =
      'query($country: String!, $postalCode: String!) { geocodePostalCode(country: $country, postalCode: $postalCode) { lat lng city county stateProvince } }';
    const boston = ok(
      await staff.gql<{ geocodePostalCode: { lat: number; city: string; stateProvince: string } }>(GEOCODE, {
        country: 'US',
        postalCode: '02108',
      }),
    ).geocodePostalCode;
    expect(boston).toMatchObject({ city: 'Boston', stateProvince: 'MA' });
    expect(boston.lat).toBeCloseTo(42.36, 1);
    for (const [country, postalCode] of [
      ['CA', 'M5V 2T6'],
      ['US', '00000'],
      ['US', 'nope'],
    ])
      expect(ok(await staff.gql(GEOCODE, { country, postalCode }))).toEqual({ geocodePostalCode: null });
  });

  it('answers field errors for a missing address and a foreign client', async () => {
    const staff = await as('dispatch@legwork.test');
    const missing = await staff.gql(CREATE_LOCATION, { input: address('Nowhere', { address1: ' ', postalCode: '2108' }) });
    expect(expectError(missing, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.address1': ['The address field is required.'],
      'input.postalCode': ['The postal code must be a ZIP code (12345 or 12345-6789).'],
    });
    const foreign = await staff.gql(CREATE_LOCATION, { input: address('Maple Yard'), clientId: await clientId('MFL') });
    expect(expectError(foreign, 'BAD_USER_INPUT').extensions.errors).toEqual({ clientId: ['The selected client is invalid.'] });
    expect(await count(server.db, "locations WHERE name IN ('Nowhere', 'Maple Yard')")).toBe(0);
  });

  it('updates, refuses a stale version and soft-deletes', async () => {
    const staff = await as('call-center@legwork.test');
    const location = await createLocation(address('Quincy Depot', { city: 'Quincy', postalCode: '02169' }));
    const updated = ok(
      await staff.gql<{ updateLocation: Location }>(UPDATE_LOCATION, {
        id: location.id,
        version: 1,
        input: address('Quincy Depot East', { city: 'Quincy', postalCode: '02169', lat: 42.25, lng: -71.0 }),
      }),
    ).updateLocation;
    expect(updated).toMatchObject({ name: 'Quincy Depot East', geocodeSource: 'FORM', lat: 42.25, version: 2 });
    expectError(await staff.gql(UPDATE_LOCATION, { id: location.id, version: 1, input: address('Lost') }), 'CONFLICT');
    expect(await one(server.db, 'SELECT name, version FROM locations WHERE id = $1', [location.id])).toEqual({
      name: 'Quincy Depot East',
      version: 2,
    });
    expect(await count(server.db, "audit_logs WHERE event = 'location.update' AND entity_id = $1", [location.id])).toBe(1);
    const deleted = ok(
      await staff.gql<{ deleteLocation: { deletedAt: string | null; version: number } }>(DELETE_LOCATION, { id: location.id, version: 2 }),
    ).deleteLocation;
    expect(deleted).toEqual({ id: location.id, deletedAt: expect.any(String), version: 3 });
    expect(await auditRows(server.db, 'location.delete')).toContainEqual(
      expect.objectContaining({ entityId: location.id, action: 'DELETED' }),
    );
    expectError(await staff.gql(UPDATE_LOCATION, { id: location.id, version: 3, input: address('Gone') }), 'NOT_FOUND');
  });

  it('lists with where, orderBy and search over name, address and city', async () => {
    await createLocation(address('Xylo North', { city: 'Salem', postalCode: '01970', type: 'STORAGE' }));
    await createLocation(address('Xylo South', { city: 'Braintree', postalCode: '02184', type: 'PORT' }));
    const staff = await as('member@legwork.test');
    const list = async (variables: Record<string, unknown>) =>
      ok(await staff.gql<{ locations: Page<Location> }>(LOCATIONS, variables)).locations.data.map((l) => l.name);
    expect(await list({ search: 'xylo', orderBy: [{ column: 'CITY', order: 'ASC' }] })).toEqual(['Xylo South', 'Xylo North']);
    expect(await list({ search: 'xylo salem' })).toEqual(['Xylo North']);
    expect(await list({ search: 'xylo', where: { column: 'TYPE', operator: 'IN', value: ['PORT', 'HUB'] } })).toEqual(['Xylo South']);
    expect(await list({ where: { column: 'POSTAL_CODE', value: '01970' } })).toEqual(['Xylo North']);
    expectError(await (await as('driver@legwork.test')).gql(LOCATIONS), 'FORBIDDEN');
    expectError(await (await as('member@legwork.test')).gql(CREATE_LOCATION, { input: address('Nope') }), 'FORBIDDEN');
  });
});

describe('tenant isolation', () => {
  it('shows North none of East’s clients, vehicles and locations, and answers NOT_FOUND for their ids', async () => {
    const vehicle = await createVehicle({ vin: '1FTFW1ET9DFC10312', make: 'Ford', model: 'F-150', year: 2013 });
    const location = await createLocation(address('Isolation Yard'));
    const eastClient = await clientId('NWM');
    const northStaff = await as('north-dispatch@legwork.test');
    expect(northStaff.tenant).toBe(north);
    const clients = ok(await northStaff.gql<{ clients: Page<Client> }>(CLIENTS, { trashed: 'WITH' })).clients;
    expect(clients.data.map((c) => c.code)).not.toContain('NWM');
    expect(clients.data.map((c) => c.code)).toContain('MFL');
    expect(
      ok(await northStaff.gql<{ vehicles: Page<Vehicle> }>(VEHICLES, { trashed: 'WITH', first: 100 })).vehicles.data.map((v) => v.id),
    ).not.toContain(vehicle.id);
    expect(ok(await northStaff.gql<{ vehicles: Page<Vehicle> }>(VEHICLES, { search: '1FTFW1ET9DFC10312' })).vehicles.data).toEqual([]);
    expect(ok(await northStaff.gql<{ locations: Page<Location> }>(LOCATIONS, { search: 'isolation' })).locations.data).toEqual([]);

    for (const [query, id] of [
      ['query($id: ID!) { client(id: $id) { id } }', eastClient],
      ['query($id: ID!) { vehicle(id: $id) { id } }', vehicle.id],
      ['query($id: ID!) { location(id: $id) { id } }', location.id],
      ['query($id: ID!) { customer(id: $id) { id } }', 'not-a-uuid'],
      ['query($id: ID!) { vehicle(id: $id) { id } }', '00000000-0000-4000-8000-000000000000'],
    ])
      expectError(await northStaff.gql(query, { id }), 'NOT_FOUND');

    expectError(
      await northStaff.gql(UPDATE_VEHICLE, { id: vehicle.id, version: 1, input: { make: 'Stolen', model: 'X', year: 2020 } }),
      'NOT_FOUND',
    );
    expectError(await northStaff.gql(DELETE_VEHICLE, { id: vehicle.id, version: 1 }), 'NOT_FOUND');
    expectError(await northStaff.gql(UPDATE_LOCATION, { id: location.id, version: 1, input: address('Stolen') }), 'NOT_FOUND');
    expectError(await northStaff.gql(DELETE_LOCATION, { id: location.id, version: 1 }), 'NOT_FOUND');
    expectError(await northStaff.gql(DELETE_VEHICLE, { id: 'nope', version: 1 }), 'NOT_FOUND');
    const northAdmin = await as('admin@legwork.test', 'Legwork North');
    expectError(await northAdmin.gql(UPDATE_CLIENT, { id: eastClient, version: 1, input: { displayName: 'Stolen' } }), 'NOT_FOUND');
    expectError(await northAdmin.gql(DELETE_CLIENT, { id: eastClient, version: 1 }), 'NOT_FOUND');
    expect(await one(server.db, 'SELECT make, deleted_at AS "deletedAt" FROM vehicles WHERE id = $1', [vehicle.id])).toEqual({
      make: 'Ford',
      deletedAt: null,
    });
    expect(await one(server.db, 'SELECT display_name AS name, deleted_at AS "deletedAt" FROM clients WHERE id = $1', [eastClient])).toEqual(
      { name: 'Northwind Motors', deletedAt: null },
    );
  });

  it('resolves billing, version and createdAt of clients loaded elsewhere (me.clients)', async () => {
    const manager = await as('client-relations@legwork.test');
    const northwind = await clientId('NWM');
    const detail = ok(await manager.gql<{ client: Client }>(`query($id: ID!) { client(id: $id) { ${CLIENT} } }`, { id: northwind })).client;
    ok(
      await manager.gql(UPDATE_CLIENT, {
        id: northwind,
        version: detail.version,
        input: { displayName: 'Northwind Motors', code: 'NWM', billingEmail: 'billing@northwind.test' },
      }),
    );
    type Contact = { type: string; firstName: string | null; lastName: string | null; fullName: string | null };
    const me = ok(
      await (await as('client@legwork.test')).gql<{
        me: { clients: { billingEmail: string; version: number; createdAt: string; contacts: Contact[] }[] };
      }>('{ me { clients { billingEmail version createdAt contacts { type firstName lastName fullName } } } }'),
    ).me;
    expect(me.clients).toEqual([
      { billingEmail: 'billing@northwind.test', version: detail.version + 1, createdAt: expect.any(String), contacts: expect.any(Array) },
    ]);
    for (const contact of me.clients[0].contacts)
      expect(contact.fullName).toBe([contact.firstName, contact.lastName].filter(Boolean).join(' ') || null);
  });
});
