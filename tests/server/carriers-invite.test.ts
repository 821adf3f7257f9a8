/**
 * Issue 14's rest: a driver's pay profile (with chargeback) and home hub, inviting a driver to sign in, and a trucking
 * company's users. Each write and its audit row through the API; the invited people set a password through the reset
 * route and then read only what is theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from './support/client';
import { freshDriverId } from './support/drivers';
import { auditRows, count, expectError, linkInMail, mailTo, one, tenantIdOf, userIdOf, withCsrf } from './support/helpers';
import { type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let east: string;
let fx: OrderFixture;
let admin: TestClient;
let adminNorth: TestClient;
let safety: TestClient;
let dispatch: TestClient;
let dispatchLead: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  fx = orderFixture(server.db, east);
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  adminNorth = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
  safety = await signedIn(server.url, 'driver-safety@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  dispatchLead = await signedIn(server.url, 'dispatch-lead@legwork.test');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const NEW_PASSWORD = 'Tarmac-Lantern-42';
let made = 0;
const uniqueEmail = (who: string) => {
  made += 1;
  return `${who}.${process.pid}.${made}@carriers.test`;
};

const DRIVER = 'id version email homeHubId homeHubName user { id email name } payProfile { kind rate chargebackAllowed }';
type DriverResult = {
  id: string;
  version: number;
  homeHubId: string | null;
  homeHubName: string | null;
  user: { id: string; email: string; name: string } | null;
  payProfile: { kind: string; rate: number; chargebackAllowed: boolean } | null;
};
const CREATE = `mutation($input: DriverInput!) { createDriver(input: $input) { ${DRIVER} } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: DriverInput!) { updateDriver(id: $id, version: $version, input: $input) { ${DRIVER} } }`;
const INVITE = `mutation($id: ID!, $version: Int!, $email: String) { inviteDriver(id: $id, version: $version, email: $email) { ${DRIVER} } }`;
const COMPANY = 'id version users { id email name }';
type CompanyResult = { id: string; version: number; users: { id: string; email: string; name: string }[] };
const ADD_USER = `mutation($id: ID!, $version: Int!, $email: String!, $name: String) {
  addTruckingCompanyUser(truckingCompanyId: $id, version: $version, email: $email, name: $name) { ${COMPANY} } }`;
const REMOVE_USER = `mutation($id: ID!, $version: Int!, $userId: ID!) {
  removeTruckingCompanyUser(truckingCompanyId: $id, version: $version, userId: $userId) { ${COMPANY} } }`;
const LEGS = '{ orderLegs(first: 100) { data { id driverId truckingCompanyId } paginatorInfo { total } } }';
type Legs = {
  orderLegs: { data: { id: string; driverId: string | null; truckingCompanyId: string | null }[]; paginatorInfo: { total: number } };
};

const driverInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Paz',
  lastName: 'Okafor',
  employment: 'CONTRACTOR',
  payProfile: { kind: 'PER_MILE', rate: 62 },
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}) => {
  const result = await safety.gql<{ createDriver: DriverResult }>(CREATE, { input: driverInput(overrides) });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createDriver;
};

const driverVersion = async (id: string) =>
  (await one<{ version: number }>(server.db, 'SELECT version FROM drivers WHERE id = $1', [id]))?.version ?? 0;
const companyVersion = async (id: string) =>
  (await one<{ version: number }>(server.db, 'SELECT version FROM trucking_companies WHERE id = $1', [id]))?.version ?? 0;

/** A user made straight in the database with the demo password, in the given tenants and roles. */
const existingUser = async (email: string, roles: string[] = [], tenants: string[] = []) => {
  const hash = (await one<{ h: string }>(server.db, "SELECT password_hash AS h FROM users WHERE email = 'admin@legwork.test'"))?.h;
  const id = (
    await one<{ id: string }>(
      server.db,
      'INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id',
      [email, 'Existing Person', hash],
    )
  )?.id as string;
  for (const role of roles) await server.db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [id, role]);
  for (const tenant of tenants) await server.db.query('INSERT INTO user_tenants (tenant_id, user_id) VALUES ($1, $2)', [tenant, id]);
  return id;
};

/** Follows the mailed set-password link as the person would (POST /reset-password), then signs them in to East. */
const acceptInvite = async (email: string) => {
  const [, token] = await linkInMail(server.url, email, /\/password-reset\/([A-Za-z0-9_-]+)\?email=/);
  const anonymous = await withCsrf(server.url);
  const reset = await anonymous.request('POST', '/reset-password', {
    json: { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  });
  expect(reset.status).toBe(200);
  const person = new TestClient(server.url);
  expect((await person.login(email, NEW_PASSWORD)).status).toBe(200);
  person.tenant = east;
  return person;
};

describe('pay profile, chargeback and home hub', () => {
  it('lists the hubs, stores the hub and the pay with its chargeback, and audits each change', async () => {
    const hubs = await safety.gql<{ hubs: { id: string; name: string; code: string }[] }>('{ hubs { id name code } }');
    const stored = await server.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM hubs WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY name, code',
      [east],
    );
    expect(hubs.data?.hubs.map((hub) => hub.id)).toEqual(stored.rows.map((hub) => hub.id));
    expect(stored.rows.length).toBeGreaterThan(0);
    const [hub] = stored.rows;

    const driver = await create({ homeHubId: hub.id, payProfile: { kind: 'PERCENT', rate: 1250, chargebackAllowed: true } });
    expect(driver).toMatchObject({
      homeHubId: hub.id,
      homeHubName: hub.name,
      payProfile: { kind: 'PERCENT', rate: 1250, chargebackAllowed: true },
    });

    // An input that does not say chargebackAllowed (an older client) keeps it; one that says false clears it.
    const kept = await safety.gql<{ updateDriver: DriverResult }>(UPDATE, {
      id: driver.id,
      version: 1,
      input: driverInput({ homeHubId: hub.id, payProfile: { kind: 'PER_MOVE', rate: 15000 } }),
    });
    expect(kept.data?.updateDriver.payProfile).toEqual({ kind: 'PER_MOVE', rate: 15000, chargebackAllowed: true });
    const cleared = await safety.gql<{ updateDriver: DriverResult }>(UPDATE, {
      id: driver.id,
      version: 2,
      input: driverInput({ homeHubId: null, payProfile: { kind: 'PER_MOVE', rate: 15000, chargebackAllowed: false } }),
    });
    expect(cleared.data?.updateDriver).toMatchObject({ homeHubId: null, homeHubName: null, payProfile: { chargebackAllowed: false } });
    expect(
      await one(server.db, 'SELECT pay_kind, pay_rate, pay_chargeback_allowed, home_hub_id FROM drivers WHERE id = $1', [driver.id]),
    ).toEqual({
      pay_kind: 'PER_MOVE',
      pay_rate: 15000,
      pay_chargeback_allowed: false,
      home_hub_id: null,
    });
    const audits = (await auditRows(server.db, 'driver.update')).filter((row) => row.entityId === driver.id);
    expect(
      audits.map((row) => [
        (row.before as { payChargebackAllowed: boolean }).payChargebackAllowed,
        (row.after as { payChargebackAllowed: boolean }).payChargebackAllowed,
      ]),
    ).toEqual([
      [true, true],
      [true, false],
    ]);
    // No pay profile, no chargeback.
    const none = await safety.gql<{ updateDriver: DriverResult }>(UPDATE, {
      id: driver.id,
      version: 3,
      input: driverInput({ payProfile: null }),
    });
    expect(none.data?.updateDriver.payProfile).toBeNull();
    expect((await one<{ c: boolean }>(server.db, 'SELECT pay_chargeback_allowed AS c FROM drivers WHERE id = $1', [driver.id]))?.c).toBe(
      false,
    );
  });

  it('refuses a foreign hub, a percentage over 100 and a fractional rate with field errors, storing nothing', async () => {
    const northHub = await one<{ id: string }>(
      server.db,
      "SELECT h.id FROM hubs h JOIN tenants t ON t.id = h.tenant_id WHERE t.name = 'Legwork North' LIMIT 1",
    );
    const before = await count(server.db, 'drivers');
    for (const [overrides, field] of [
      [{ homeHubId: northHub?.id }, 'input.homeHubId'],
      [{ payProfile: { kind: 'PERCENT', rate: 10001 } }, 'input.payProfile.rate'],
      [{ payProfile: { kind: 'PER_MILE', rate: 62.5 } }, 'input.payProfile.rate'],
    ] as const) {
      const result = await safety.gql(CREATE, { input: driverInput(overrides) });
      expectError(result, 'BAD_USER_INPUT');
      expect(Object.keys(result.errors?.[0].extensions?.errors as object)).toContain(field);
    }
    expect(await count(server.db, 'drivers')).toBe(before);
    const dale = await signedIn(server.url, 'driver@legwork.test');
    expectError(await dale.gql('{ hubs { id } }'), 'FORBIDDEN');
  });
});

describe('inviteDriver', () => {
  it('links an existing user: DRIVER role, this tenant, a notice without a link, and an audit row', async () => {
    const email = uniqueEmail('existing');
    const userId = await existingUser(email, [], []);
    const driverId = await freshDriverId(server.db);
    const result = await dispatchLead.gql<{ inviteDriver: DriverResult }>(INVITE, { id: driverId, version: 1, email: email.toUpperCase() });
    expect(result.errors).toBeUndefined();
    expect(result.data?.inviteDriver).toMatchObject({ version: 2, user: { id: userId, email, name: 'Existing Person' } });
    expect(await count(server.db, "user_roles WHERE user_id = $1 AND role = 'DRIVER'", [userId])).toBe(1);
    expect(await count(server.db, 'user_tenants WHERE user_id = $1 AND tenant_id = $2', [userId, east])).toBe(1);
    expect(await count(server.db, 'users WHERE lower(email) = lower($1)', [email])).toBe(1);
    const [mail] = await mailTo(server.url, email);
    expect(mail.subject).toBe('You have been invited to Legwork (Legwork East)');
    expect(mail.text).toContain('access as a driver');
    expect(mail.text).not.toContain('/password-reset/');
    const [audit] = (await auditRows(server.db, 'driver.invite')).filter((row) => row.entityId === driverId);
    expect(audit).toMatchObject({
      tenantId: east,
      entityKind: 'Drivers',
      before: { userId: null },
      after: { userId, email, newUser: false },
    });
  });

  it('creates a new user from the driver, who sets a password by the mailed link, signs in and reads only their own legs', async () => {
    const email = uniqueEmail('newdriver');
    const driver = await create({ email, firstName: 'Noor', lastName: 'Haddad' });
    const users = await count(server.db, 'users');
    const result = await admin.gql<{ inviteDriver: DriverResult }>(INVITE, { id: driver.id, version: driver.version });
    expect(result.errors).toBeUndefined();
    expect(result.data?.inviteDriver.user).toMatchObject({ email, name: 'Noor Haddad' });
    expect(await count(server.db, 'users')).toBe(users + 1);
    const userId = await userIdOf(server.db, email);
    expect(await count(server.db, "user_roles WHERE user_id = $1 AND role = 'DRIVER'", [userId])).toBe(1);
    expect(await auditRows(server.db, 'user.invite')).toEqual(
      expect.arrayContaining([expect.objectContaining({ entityKind: 'Users', entityId: userId, tenantId: east })]),
    );
    // Nobody can sign in before the person chooses a password.
    expect((await new TestClient(server.url).login(email, 'password')).status).toBe(422);

    const own = await fx.order({
      state: 'DISPATCH',
      legs: [{ status: 'PENDING_PICKUP', driverId: driver.id, confirmedPickupAt: '2031-03-02T14:00:00Z' }],
    });
    const person = await acceptInvite(email);
    const legs = await person.gql<Legs>(LEGS);
    expect(legs.errors).toBeUndefined();
    expect(legs.data?.orderLegs.data.map((leg) => leg.id)).toEqual(own.legIds);
    const drivers = await person.gql<{ drivers: { data: { id: string }[] } }>('{ drivers(first: 100) { data { id } } }');
    expect(drivers.data?.drivers.data.map((row) => row.id)).toEqual([driver.id]);
    expectError(await person.gql('{ orders { data { id } } }'), 'FORBIDDEN');
  });

  it('refuses a driver already linked, a user linked to another driver, no email and a portal user, writing nothing', async () => {
    const daleUser = await userIdOf(server.db, 'driver@legwork.test');
    const linked = await freshDriverId(server.db, 'Legwork East', {
      userId: await existingUser(uniqueEmail('linked'), ['DRIVER'], [east]),
    });
    const plain = await freshDriverId(server.db);
    const audits = await count(server.db, 'audit_logs');
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['already linked', { id: linked, version: 1, email: uniqueEmail('other') }, 'id', 'The driver already has a login.'],
      [
        "another driver's user",
        { id: plain, version: 1, email: 'driver@legwork.test' },
        'email',
        'This user is already linked to the driver Dale Driver.',
      ],
      ['no email at all', { id: plain, version: 1 }, 'email', 'The driver has no email on file: give the email to invite.'],
      [
        'a portal user',
        { id: plain, version: 1, email: 'client@legwork.test' },
        'email',
        'This email belongs to a client portal user, who cannot be linked to a carrier.',
      ],
      ['a malformed email', { id: plain, version: 1, email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
    ];
    const closed = uniqueEmail('closed');
    await server.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [await existingUser(closed)]);
    cases.push([
      'a closed account',
      { id: plain, version: 1, email: closed },
      'email',
      'An account with this email exists but cannot be linked now (it may be closed). Try again or use another email.',
    ]);
    for (const [why, variables, field, message] of cases) {
      const result = await admin.gql(INVITE, variables);
      expectError(result, 'BAD_USER_INPUT');
      expect(result.errors?.[0].extensions?.errors, why).toEqual({ [field]: [message] });
    }
    expect(await count(server.db, 'audit_logs')).toBe(audits);
    expect(await driverVersion(plain)).toBe(1);
    expect(await count(server.db, 'drivers WHERE user_id = $1', [daleUser])).toBe(1);
  });

  it('is NOT_FOUND in another tenant, CONFLICT on a stale version, FORBIDDEN for DISPATCH', async () => {
    const driverId = await freshDriverId(server.db);
    const email = uniqueEmail('guarded');
    expectError(await adminNorth.gql(INVITE, { id: driverId, version: 1, email }), 'NOT_FOUND');
    expectError(await admin.gql(INVITE, { id: driverId, version: 7, email }), 'CONFLICT');
    expectError(await dispatch.gql(INVITE, { id: driverId, version: 1, email }), 'FORBIDDEN');
    expect(await count(server.db, 'users WHERE lower(email) = lower($1)', [email])).toBe(0);
    expect((await mailTo(server.url, email)).length).toBe(0);
    expect(await driverVersion(driverId)).toBe(1);
  });
});

describe("a trucking company's users", () => {
  let ridgeline: string;
  beforeAll(async () => {
    ridgeline = (await one<{ id: string }>(server.db, "SELECT id FROM trucking_companies WHERE display_name = 'Ridgeline Haulers'"))
      ?.id as string;
  });

  it('adds a new user who sets a password, reads only the company, and once removed reads nothing of it', async () => {
    const email = uniqueEmail('dispatcher');
    const added = await safety.gql<{ addTruckingCompanyUser: CompanyResult }>(ADD_USER, {
      id: ridgeline,
      version: await companyVersion(ridgeline),
      email,
      name: 'Rhea Dispatcher',
    });
    expect(added.errors).toBeUndefined();
    const userId = await userIdOf(server.db, email);
    expect(added.data?.addTruckingCompanyUser.users).toEqual(expect.arrayContaining([{ id: userId, email, name: 'Rhea Dispatcher' }]));
    expect(await count(server.db, 'user_roles WHERE user_id = $1', [userId])).toBe(0);
    const [audit] = (await auditRows(server.db, 'truckingCompany.addUser')).filter(
      (row) => (row.after as { userId: string }).userId === userId,
    );
    expect(audit).toMatchObject({ entityKind: 'Trucking companies', entityId: ridgeline, after: { email, newUser: true } });

    const person = await acceptInvite(email);
    const legs = await person.gql<Legs>(LEGS);
    expect(legs.errors).toBeUndefined();
    expect(legs.data?.orderLegs.paginatorInfo.total).toBeGreaterThan(0);
    const companyDrivers = new Set(
      (await server.db.query<{ id: string }>('SELECT id FROM drivers WHERE trucking_company_id = $1', [ridgeline])).rows.map(
        (row) => row.id,
      ),
    );
    for (const leg of legs.data?.orderLegs.data ?? [])
      expect(leg.truckingCompanyId === ridgeline || companyDrivers.has(leg.driverId ?? '')).toBe(true);
    const companies = await person.gql<{ truckingCompanies: { data: { id: string }[] } }>('{ truckingCompanies { data { id } } }');
    expect(companies.data?.truckingCompanies.data.map((row) => row.id)).toEqual([ridgeline]);

    const removed = await admin.gql<{ removeTruckingCompanyUser: CompanyResult }>(REMOVE_USER, {
      id: ridgeline,
      version: await companyVersion(ridgeline),
      userId,
    });
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeTruckingCompanyUser.users.map((user) => user.id)).not.toContain(userId);
    expect(await count(server.db, 'user_tenants WHERE user_id = $1', [userId])).toBe(0);
    const after = await person.gql<Legs>(LEGS);
    expect(after.data?.orderLegs).toBeFalsy();
    expect(after.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await auditRows(server.db, 'truckingCompany.removeUser')).filter((row) => row.entityId === ridgeline).at(-1)).toMatchObject({
      before: { userId, email },
    });
  });

  it('links an existing user without a role and keeps their membership elsewhere', async () => {
    const email = uniqueEmail('twohats');
    const userId = await existingUser(email, [], []);
    const company = (
      await one<{ id: string }>(server.db, 'SELECT id FROM trucking_companies WHERE tenant_id = $1 AND id <> $2 LIMIT 1', [east, ridgeline])
    )?.id as string;
    const added = await dispatchLead.gql<{ addTruckingCompanyUser: CompanyResult }>(ADD_USER, {
      id: company,
      version: await companyVersion(company),
      email,
    });
    expect(added.data?.addTruckingCompanyUser.users.map((user) => user.id)).toContain(userId);
    expect((await mailTo(server.url, email))[0].text).toContain('Sign in with your usual password');
    const again = await admin.gql(ADD_USER, { id: company, version: await companyVersion(company), email });
    expect(again.errors?.[0].extensions?.errors).toEqual({ email: ['This user is already linked to the trucking company.'] });
  });

  it('refuses staff, a new user without a name, an unknown link; NOT_FOUND elsewhere; FORBIDDEN for DISPATCH', async () => {
    const version = await companyVersion(ridgeline);
    const cases: [string, Record<string, unknown>, string, Record<string, string[]>][] = [
      [
        ADD_USER,
        { id: ridgeline, version, email: 'dispatch@legwork.test' },
        'staff',
        { email: ['This email belongs to operator staff, who already see every trucking company.'] },
      ],
      [
        ADD_USER,
        { id: ridgeline, version, email: uniqueEmail('nameless') },
        'no name',
        { name: ['The name field is required for a new user.'] },
      ],
      [ADD_USER, { id: ridgeline, version, email: ' ' }, 'blank', { email: ['The email field is required.'] }],
      [
        REMOVE_USER,
        { id: ridgeline, version, userId: await userIdOf(server.db, 'dispatch@legwork.test') },
        'not linked',
        { userId: ['The user is not linked to this trucking company.'] },
      ],
      [
        REMOVE_USER,
        { id: ridgeline, version, userId: 'nope' },
        'malformed',
        { userId: ['The user is not linked to this trucking company.'] },
      ],
    ];
    for (const [mutation, variables, why, errors] of cases) {
      const result = await admin.gql(mutation, variables);
      expectError(result, 'BAD_USER_INPUT');
      expect(result.errors?.[0].extensions?.errors, why).toEqual(errors);
    }
    const trucking = await userIdOf(server.db, 'trucking@legwork.test');
    expectError(await adminNorth.gql(REMOVE_USER, { id: ridgeline, version, userId: trucking }), 'NOT_FOUND');
    expectError(await dispatch.gql(REMOVE_USER, { id: ridgeline, version, userId: trucking }), 'FORBIDDEN');
    expectError(await admin.gql(REMOVE_USER, { id: ridgeline, version: version + 5, userId: trucking }), 'CONFLICT');
    expect(await companyVersion(ridgeline)).toBe(version);
    expect(await count(server.db, 'trucking_company_users WHERE user_id = $1', [trucking])).toBe(1);
  });
});
