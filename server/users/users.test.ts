import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../../tests/server/support/client';
import { freshDriverId } from '../../tests/server/support/drivers';
import {
  auditRows,
  count,
  createToken,
  expectError,
  linkInMail,
  mailTo,
  one,
  tenantIdOf,
  userIdOf,
  withCsrf,
} from '../../tests/server/support/helpers';
import { startTestServer, type TestServer } from '../../tests/server/support/testServer';
import { openRaw } from '../../tests/server/support/ws';
import { SOCKET_ACCESS_CHANGED, SOCKET_SIGNED_OUT } from '../../src/domain/socketClose';

/**
 * User administration (issue 29), on the shared seeded database: ADMIN lists, invites, edits, deactivates and
 * reactivates the users of the request's tenant; everyone else is FORBIDDEN; the last ADMIN of a tenant stays one; a
 * deactivated user's sessions, tokens and sockets stop at once; an invitation's link works once, for 7 days.
 */
let server: TestServer;
let admin: TestClient;
let adminNorth: TestClient;
let dispatch: TestClient;
let east: string;
let north: string;
let clientId: string;
let customerId: string;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  adminNorth = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  clientId = (
    await one<{ id: string }>(server.db, 'SELECT id FROM clients WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1', [east])
  )?.id as string;
  customerId = (
    await one<{ id: string }>(server.db, 'SELECT id FROM customers WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1', [east])
  )?.id as string;
}, 60_000);
afterAll(() => server?.close());

const PASSWORD = 'Tarmac-Lantern-42';
let made = 0;
const uniqueEmail = (who: string) => {
  made += 1;
  return `${who}.${process.pid}.${made}@users.test`;
};

type Link = { id: string; name: string };
type User = {
  id: string;
  email: string;
  name: string;
  status: string;
  roles: string[];
  tenants: Link[];
  clients: Link[];
  customers: Link[];
  driver: Link | null;
  truckingCompanies: Link[];
  invitation: { invitedAt: string; invitedByName: string | null; linkExpiresAt: string | null } | null;
  lastSignInAt: string | null;
  moves: string[];
  version: number;
};
const USER = `id email name status roles tenants { id name } clients { id name } customers { id name } driver { id name }
  truckingCompanies { id name } invitation { invitedAt invitedByName linkExpiresAt } lastSignInAt moves version`;

const LIST = `query($search: String, $where: AdminUserWhere, $first: Int) {
  adminUsers(search: $search, where: $where, first: $first) { data { ${USER} } paginatorInfo { total } } }`;
const list = (as: TestClient, variables: Record<string, unknown> = {}) =>
  as.gql<{ adminUsers: { data: User[]; paginatorInfo: { total: number } } }>(LIST, { first: 100, ...variables });
const find = (as: TestClient, id: string) =>
  as.gql<{ adminUser: User | null }>(`query($id: ID!) { adminUser(id: $id) { ${USER} } }`, { id });

const invite = (as: TestClient, { email, ...input }: Record<string, unknown>) =>
  as.gql<{ inviteUser: User }>(
    `mutation($email: String!, $input: UserAccessInput!) { inviteUser(email: $email, input: $input) { ${USER} } }`,
    {
      email,
      input,
    },
  );
const update = (as: TestClient, id: string, version: number, input: Record<string, unknown>) =>
  as.gql<{ updateUser: User }>(
    `mutation($id: ID!, $v: Int!, $input: UserAccessInput!) { updateUser(id: $id, version: $v, input: $input) { ${USER} } }`,
    { id, v: version, input },
  );
type Move = 'deactivateUser' | 'reactivateUser' | 'resendInvitation' | 'revokeInvitation' | 'sendPasswordReset';
const move = (as: TestClient, verb: Move, id: string, version: number) =>
  as.gql<Record<Move, User>>(`mutation($id: ID!, $v: Int!) { ${verb}(id: $id, version: $v) { ${USER} } }`, { id, v: version });

const ok = <T>(result: { data: T | null; errors?: unknown }): T => {
  expect(result.errors).toBeUndefined();
  return result.data as T;
};

const staffInput = (patch: Record<string, unknown> = {}) => ({
  email: uniqueEmail('staff'),
  name: 'Sam Staff',
  roles: ['DISPATCH'],
  tenantIds: [east],
  ...patch,
});

const TOKEN = /\/password-reset\/([A-Za-z0-9_-]+)\?email=/;

/** Sets the password through the mailed link (POST /reset-password); answers the route's status. */
const setPassword = async (email: string, token?: string) => {
  const chosen = token ?? (await linkInMail(server.url, email, TOKEN))[1];
  const anonymous = await withCsrf(server.url);
  const reset = await anonymous.request('POST', '/reset-password', {
    json: { token: chosen, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  return { status: reset.status, token: chosen };
};

/** An invited staff user who chose a password and signed in to East. */
const activeStaff = async (patch: Record<string, unknown> = {}) => {
  const user = ok(await invite(admin, staffInput(patch))).inviteUser;
  expect((await setPassword(user.email)).status).toBe(200);
  const person = new TestClient(server.url);
  expect((await person.login(user.email, PASSWORD)).status).toBe(200);
  person.tenant = east;
  return { user: ok(await find(admin, user.id)).adminUser as User, person };
};

describe('the list and a user’s page', () => {
  it('lists the tenant’s users with their roles, tenants, links and status; searches and filters', async () => {
    const all = ok(await list(admin)).adminUsers;
    const byEmail = new Map(all.data.map((user) => [user.email, user]));
    expect(byEmail.get('admin@legwork.test')).toMatchObject({
      roles: ['ADMIN'],
      status: 'ACTIVE',
      tenants: [expect.objectContaining({ id: east }), expect.objectContaining({ id: north })].sort((a, b) => (a.id < b.id ? -1 : 1)),
    });
    expect(byEmail.get('client@legwork.test')?.clients.length).toBeGreaterThan(0);
    expect(byEmail.get('customer@legwork.test')?.customers.length).toBeGreaterThan(0);
    expect(byEmail.get('trucking@legwork.test')?.truckingCompanies.length).toBeGreaterThan(0);
    expect(byEmail.get('unverified@legwork.test')?.status).toBe('UNVERIFIED');
    expect(byEmail.has('north-dispatch@legwork.test')).toBe(false);
    // The North dispatcher's tenant is Ada's too, so Ada sees them there only.
    expect(ok(await list(adminNorth)).adminUsers.data.map((u) => u.email)).toContain('north-dispatch@legwork.test');

    const searched = ok(await list(admin, { search: 'clara client' })).adminUsers.data;
    expect(searched.map((u) => u.email)).toEqual(['client@legwork.test']);
    const unverified = ok(await list(admin, { where: { status: 'UNVERIFIED' } })).adminUsers.data;
    expect(unverified.map((u) => u.email)).toEqual(['unverified@legwork.test']);
    const drivers = ok(await list(admin, { where: { role: 'DRIVER' } })).adminUsers.data;
    expect(drivers.every((u) => u.roles.includes('DRIVER'))).toBe(true);
    expect(drivers.map((u) => u.email)).toContain('driver@legwork.test');
    const inNorth = ok(await list(admin, { where: { tenantId: north } })).adminUsers.data;
    expect(inNorth.map((u) => u.email)).toEqual(['admin@legwork.test']);
    expectError(await list(admin, { where: { tenantId: 'nope' } }), 'BAD_USER_INPUT');
  });

  it('another tenant’s user is null and NOT_FOUND to change', async () => {
    const nora = await userIdOf(server.db, 'north-dispatch@legwork.test');
    expect(ok(await find(admin, nora)).adminUser).toBeNull();
    expect(ok(await find(admin, 'not-a-uuid')).adminUser).toBeNull();
    expectError(await move(admin, 'deactivateUser', nora, 1), 'NOT_FOUND');
    expectError(await update(admin, nora, 1, { name: 'X', roles: ['DISPATCH'], tenantIds: [east] }), 'NOT_FOUND');
    expect(await count(server.db, 'users WHERE id = $1 AND deactivated_at IS NULL AND version = 1', [nora])).toBe(1);
  });

  it('is ADMIN’s: anyone else is FORBIDDEN, with nothing written', async () => {
    const before = await count(server.db, 'users');
    expectError(await list(dispatch), 'FORBIDDEN');
    expectError(await invite(dispatch, staffInput()), 'FORBIDDEN');
    const client = await signedIn(server.url, 'client@legwork.test');
    expectError(await list(client), 'FORBIDDEN');
    const dispatchId = await userIdOf(server.db, 'dispatch@legwork.test');
    expectError(await move(dispatch, 'deactivateUser', dispatchId, 1), 'FORBIDDEN');
    expect(await count(server.db, 'users')).toBe(before);
    expect(await count(server.db, 'users WHERE deactivated_at IS NOT NULL')).toBe(0);
  });
});

describe('inviting', () => {
  it('refuses bad input with field errors, the derived classes and a taken email, storing nothing', async () => {
    const before = await count(server.db, 'users');
    const errors = async (input: Record<string, unknown>) => expectError(await invite(admin, input), 'BAD_USER_INPUT').extensions.errors;
    expect(await errors({ ...staffInput(), email: 'nope', name: ' ' })).toMatchObject({
      email: [expect.any(String)],
      'input.name': ['The name field is required.'],
    });
    expect(await errors(staffInput({ roles: ['CLIENT'] }))).toEqual({ 'input.clientIds': ['A CLIENT user links at least one client.'] });
    expect(await errors(staffInput({ roles: ['CUSTOMER'] }))).toEqual({
      'input.customerIds': ['A CUSTOMER user links at least one customer.'],
    });
    expect(await errors(staffInput({ roles: ['DRIVER'] }))).toEqual({ 'input.driverId': ['A DRIVER user links exactly one driver.'] });
    expect(await errors(staffInput({ roles: ['DISPATCH', 'DRIVER'], driverId: await freshDriverId(server.db) }))).toEqual({
      'input.roles': ['Operator staff roles cannot be combined with CLIENT, CUSTOMER or DRIVER.'],
    });
    expect(await errors(staffInput({ clientIds: [clientId] }))).toEqual({ 'input.clientIds': ['Only a CLIENT user links clients.'] });
    expect(await errors(staffInput({ roles: [] }))).toEqual({ 'input.roles': ['Choose at least one role.'] });
    expect(await errors(staffInput({ tenantIds: [] }))).toEqual({ 'input.tenantIds': ['Choose at least one tenant.'] });
    expect(await errors(staffInput({ roles: ['CLIENT'], clientIds: ['0e0e0e0e-0000-4000-8000-000000000000'] }))).toEqual({
      'input.clientIds.0': ['The selected client is invalid.'],
    });
    expect(await errors(staffInput({ email: 'DISPATCH@legwork.test' }))).toEqual({
      email: ['A user with this email already exists.'],
    });
    const foreign = '0e0e0e0e-0000-4000-8000-00000000000f';
    expect(await errors(staffInput({ tenantIds: [east, foreign] }))).toEqual({ 'input.tenantIds': ['The selected tenant is invalid.'] });
    expect(await errors(staffInput({ tenantIds: [north] }))).toEqual({
      'input.tenantIds': ['The user must belong to this tenant (switch tenants to manage another one).'],
    });
    expect(await count(server.db, 'users')).toBe(before);
  });

  it('invites a client user: INVITED, mailed a 7-day single-use link, notified; the link sets the password once', async () => {
    const email = uniqueEmail('clara');
    const invited = ok(
      await invite(admin, { email, name: 'Carla Client', roles: ['CLIENT'], tenantIds: [east], clientIds: [clientId] }),
    ).inviteUser;
    expect(invited).toMatchObject({
      email,
      status: 'INVITED',
      roles: ['CLIENT'],
      clients: [expect.objectContaining({ id: clientId })],
      tenants: [expect.objectContaining({ id: east })],
      invitation: { invitedByName: 'Ada Admin', linkExpiresAt: expect.any(String) },
      moves: ['EDIT', 'DEACTIVATE', 'RESEND_INVITATION', 'REVOKE_INVITATION'],
      version: 1,
    });
    const days = (Date.parse(invited.invitation?.linkExpiresAt as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [mail] = await mailTo(server.url, email);
    expect(mail.subject).toBe('You have been invited to Legwork (Legwork East)');
    expect(mail.text).toContain('within 7 days');
    expect(await count(server.db, "notifications WHERE user_id = $1 AND type = 'USER_INVITE' AND tenant_id = $2", [invited.id, east])).toBe(
      1,
    );
    expect((await auditRows(server.db, 'user.invite')).filter((row) => row.entityId === invited.id)).toEqual([
      expect.objectContaining({ tenantId: east, entityKind: 'Users', action: 'CREATED' }),
    ]);
    // A wrong password fails before: the account has none anyone knows.
    expect((await new TestClient(server.url).login(email, PASSWORD)).status).toBe(422);

    const first = await setPassword(email);
    expect(first.status).toBe(200);
    expect((await setPassword(email, first.token)).status).toBe(422);
    expect(ok(await find(admin, invited.id)).adminUser).toMatchObject({ status: 'ACTIVE', invitation: { linkExpiresAt: null } });
    const person = new TestClient(server.url);
    expect((await person.login(email, PASSWORD)).status).toBe(200);
    // The portal's user (the guard sends them to /portal: src/views/kit/router): linked to the client, a portal user.
    const me = await person.gql<{ me: { roles: string[]; clients: { id: string }[] } }>(
      '{ me { roles clients { id } } }',
      {},
      { 'x-tenant': east },
    );
    expect(me.data?.me).toEqual({ roles: ['CLIENT'], clients: [{ id: clientId }] });
    expect(ok(await find(admin, invited.id)).adminUser?.lastSignInAt).toEqual(expect.any(String));
  });

  it('links a driver user to exactly one driver, not one that already has an account', async () => {
    const driverId = await freshDriverId(server.db);
    const made = ok(await invite(admin, { ...staffInput(), roles: ['DRIVER'], driverId })).inviteUser;
    expect(made.driver?.id).toBe(driverId);
    expectError(await invite(admin, { ...staffInput(), roles: ['DRIVER'], driverId }), 'BAD_USER_INPUT');
  });

  it('an expired link sets nothing; resend kills the old link; revoke kills the link and keeps the account INVITED', async () => {
    const user = ok(await invite(admin, staffInput())).inviteUser;
    const [, oldToken] = await linkInMail(server.url, user.email, TOKEN);
    await server.db.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE email = lower($1)", [
      user.email,
    ]);
    expect((await setPassword(user.email, oldToken)).status).toBe(422);

    const resent = ok(await move(admin, 'resendInvitation', user.id, user.version)).resendInvitation;
    expect(resent).toMatchObject({ status: 'INVITED', version: user.version + 1, invitation: { linkExpiresAt: expect.any(String) } });
    const [, newToken] = await linkInMail(server.url, user.email, TOKEN);
    expect(newToken).not.toBe(oldToken);
    expect((await setPassword(user.email, oldToken)).status).toBe(422);

    const revoked = ok(await move(admin, 'revokeInvitation', resent.id, resent.version)).revokeInvitation;
    expect(revoked).toMatchObject({ status: 'INVITED', invitation: { linkExpiresAt: null } });
    expect(revoked.moves).toEqual(['EDIT', 'DEACTIVATE', 'RESEND_INVITATION']);
    expect((await setPassword(user.email, newToken)).status).toBe(422);
    expectError(await move(admin, 'revokeInvitation', revoked.id, revoked.version), 'INVALID_TRANSITION');
    expect(await auditRows(server.db, 'user.revokeInvitation')).toEqual([expect.objectContaining({ entityId: user.id })]);
  });
});

describe('editing', () => {
  it('changes roles, tenants and links; the role takes effect on the user’s next request; a stale version is CONFLICT', async () => {
    const { user, person } = await activeStaff();
    const roles = async () => (await person.gql<{ me: { roles: string[] } }>('{ me { roles } }')).data?.me.roles;
    expect(await roles()).toEqual(['DISPATCH']);
    const socket = await openRaw(server.url, { headers: { cookie: person.cookieHeader() } });
    socket.send({ type: 'connection_init', payload: { tenant: east } });
    await socket.next('connection_ack');
    const changed = ok(
      await update(admin, user.id, user.version, {
        name: 'Sam Customer',
        roles: ['CUSTOMER'],
        tenantIds: [east, north],
        customerIds: [customerId],
      }),
    ).updateUser;
    expect(changed).toMatchObject({
      name: 'Sam Customer',
      roles: ['CUSTOMER'],
      customers: [expect.objectContaining({ id: customerId })],
      version: user.version + 1,
    });
    expect(changed.tenants.map((t) => t.id).sort()).toEqual([east, north].sort());
    expect(await roles()).toEqual(['CUSTOMER']);
    // Their open socket closes with a code the client retries (reconnecting with the new roles) and reads as "re-check".
    expect((await socket.closed).code).toBe(SOCKET_ACCESS_CHANGED);
    expectError(await update(admin, user.id, user.version, { name: 'Late', roles: ['DISPATCH'], tenantIds: [east] }), 'CONFLICT');
    expect(ok(await find(admin, user.id)).adminUser?.name).toBe('Sam Customer');
    expect((await auditRows(server.db, 'user.update')).filter((row) => row.entityId === user.id)).toHaveLength(1);
  });

  it('keeps the last ADMIN of a tenant: no role change, no deactivation leaves a tenant without one; nor self-deactivation', async () => {
    const ada = ok(await find(admin, await userIdOf(server.db, 'admin@legwork.test'))).adminUser as User;
    expect(ada.moves).not.toContain('DEACTIVATE');
    const refused = expectError(
      await update(admin, ada.id, ada.version, { name: ada.name, roles: ['DISPATCH'], tenantIds: [east, north] }),
      'BAD_USER_INPUT',
    );
    expect(refused.extensions.errors).toEqual({
      'input.roles': ['This would leave Legwork East, Legwork North without an ADMIN: give another user the role first.'],
    });
    expect(expectError(await move(admin, 'deactivateUser', ada.id, ada.version), 'INVALID_TRANSITION').extensions).toMatchObject({
      reason: 'RECORD',
    });
    // A second ADMIN of North alone may not deactivate Ada: East would be left without one.
    const northInvite = ok(await invite(adminNorth, { ...staffInput(), roles: ['ADMIN'], tenantIds: [north] })).inviteUser;
    expect((await setPassword(northInvite.email)).status).toBe(200);
    const second = new TestClient(server.url);
    expect((await second.login(northInvite.email, PASSWORD)).status).toBe(200);
    second.tenant = north;
    const seen = ok(await find(second, ada.id)).adminUser as User;
    expect(expectError(await move(second, 'deactivateUser', ada.id, seen.version), 'INVALID_TRANSITION').message).toBe(
      'Ada Admin is the last ADMIN of Legwork East.',
    );
    expect(await count(server.db, 'users WHERE id = $1 AND deactivated_at IS NULL', [ada.id])).toBe(1);
  });
});

describe('deactivating', () => {
  it('stops every session, token and socket of the user at once; they cannot sign in; reactivation lets them back', async () => {
    const { user, person } = await activeStaff();
    const { token } = await createToken(person, 'scanner');
    const device = new TestClient(server.url);
    device.bearer = token;
    device.tenant = east;
    expect((await device.request('GET', '/api/user')).status).toBe(200);
    const socket = await openRaw(server.url, { headers: { cookie: person.cookieHeader() } });
    socket.send({ type: 'connection_init', payload: { tenant: east } });
    await socket.next('connection_ack');

    const started = Date.now();
    const off = ok(await move(admin, 'deactivateUser', user.id, user.version)).deactivateUser;
    expect(off).toMatchObject({ status: 'DEACTIVATED', moves: ['EDIT', 'REACTIVATE'] });
    expect((await socket.closed).code).toBe(SOCKET_SIGNED_OUT);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await person.request('GET', '/api/user')).status).toBe(401);
    expect((await device.request('GET', '/api/user')).status).toBe(401);
    expect((await person.gql<{ me: unknown }>('{ me { id } }')).data?.me ?? null).toBeNull();
    expect(await count(server.db, 'sessions WHERE user_id = $1', [user.id])).toBe(0);
    expect((await new TestClient(server.url).login(user.email, PASSWORD)).status).toBe(422);
    expect(ok(await list(admin, { where: { status: 'DEACTIVATED' } })).adminUsers.data.map((u) => u.id)).toEqual([user.id]);

    const on = ok(await move(admin, 'reactivateUser', off.id, off.version)).reactivateUser;
    expect(on.status).toBe('ACTIVE');
    expect((await new TestClient(server.url).login(user.email, PASSWORD)).status).toBe(200);
    expect((await auditRows(server.db, 'user.deactivate')).map((row) => row.entityId)).toEqual([user.id]);
  });

  it('sends a password reset link (60 minutes) to an active user', async () => {
    const { user } = await activeStaff();
    const sent = ok(await move(admin, 'sendPasswordReset', user.id, user.version)).sendPasswordReset;
    expect(sent.version).toBe(user.version + 1);
    const [mail] = await mailTo(server.url, user.email);
    expect(mail.text).toMatch(TOKEN);
    expect(await auditRows(server.db, 'user.sendPasswordReset')).toEqual([expect.objectContaining({ entityId: user.id })]);
  });

  it('the user’s page lists what they did and what was done to them, newest first', async () => {
    const { user } = await activeStaff();
    const edited = ok(await update(admin, user.id, user.version, { name: 'Renamed', roles: ['DISPATCH'], tenantIds: [east] })).updateUser;
    const ACTIVITY = `query($id: ID!) { adminUser(id: $id) {
      history(first: 5) { data { event userName } paginatorInfo { total } } actions(first: 5) { data { event } } } }`;
    const ada = await userIdOf(server.db, 'admin@legwork.test');
    const about = await admin.gql<{ adminUser: { history: { data: { event: string }[] } } }>(ACTIVITY, { id: edited.id });
    expect(about.data?.adminUser.history.data.map((row) => row.event)).toEqual(['user.update', 'user.invite']);
    const done = await admin.gql<{ adminUser: { actions: { data: { event: string }[] } } }>(ACTIVITY, { id: ada });
    expect(done.data?.adminUser.actions.data[0]?.event).toBe('user.update');
  });
});
