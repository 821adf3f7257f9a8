import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_ACCESS_CHANGED, SOCKET_SIGNED_OUT } from '../../src/domain/socketClose';
import { signedIn, TestClient } from '../../tests/server/support/client';
import { count, createToken, tenantIdOf, userIdOf } from '../../tests/server/support/helpers';
import { startTestServer, type TestServer } from '../../tests/server/support/testServer';
import { openRaw, type RawSocket } from '../../tests/server/support/ws';

/**
 * Deactivation and a role change across instances (issue 29): two servers on one database and one Redis, the user's
 * socket and session on B, the admin's write through A. B closes the socket within a second (the userSignedOut and
 * userAccessChanged topics travel through Redis, server/pubsub.ts) and B's next request answers 401. Runs where
 * REDIS_URL is set (CI's PostgreSQL pass, scripts/with-redis.sh), as tests/server/multi-instance.test.ts does.
 */
const redisUrl = process.env.REDIS_URL ?? null;

describe.skipIf(!redisUrl)('a user changed through one instance, signed in on the other (Redis)', () => {
  let a: TestServer;
  let b: TestServer;
  let admin: TestClient;
  let east: string;
  const sockets: RawSocket[] = [];

  beforeAll(async () => {
    a = await startTestServer({ redisUrl });
    b = await startTestServer({ redisUrl }, a);
    east = await tenantIdOf(a.db, 'Legwork East');
    admin = await signedIn(a.url, 'admin@legwork.test', 'Legwork East');
  });
  afterAll(async () => {
    for (const { socket } of sockets) socket.terminate();
    await b?.close();
    await a?.close();
  });

  /** A seeded user signed in on B (session cookie and an API token), with a graphql-ws socket open on B. */
  const onB = async (email: string) => {
    const person = await signedIn(b.url, email, 'Legwork East');
    const device = new TestClient(b.url);
    device.bearer = (await createToken(person, 'redis-test')).token;
    device.tenant = east;
    const socket = await openRaw(b.url, { headers: { cookie: person.cookieHeader() } });
    sockets.push(socket);
    socket.send({ type: 'connection_init', payload: { tenant: east } });
    await socket.next('connection_ack');
    expect((await person.request('GET', '/api/user')).status).toBe(200);
    expect((await device.request('GET', '/api/user')).status).toBe(200);
    return { person, device, socket, id: await userIdOf(a.db, email) };
  };

  /** The socket's close code, or null when it is still open a second after `started` (the bound). */
  const closedWithinASecond = (socket: RawSocket, started: number) =>
    Promise.race([
      socket.closed.then(({ code }) => code),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, started + 1000 - Date.now()))),
    ]);

  const versionOf = async (id: string) => {
    const found = await admin.gql<{ adminUser: { version: number } | null }>('query($id: ID!) { adminUser(id: $id) { version } }', { id });
    expect(found.errors).toBeUndefined();
    return found.data?.adminUser?.version as number;
  };

  it('deactivating through A closes the user’s socket on B with 4401 within a second; B answers their session and token 401', async () => {
    const { person, device, socket, id } = await onB('dispatch@legwork.test');
    const version = await versionOf(id);

    const started = Date.now();
    const off = await admin.gql<{ deactivateUser: { status: string } }>(
      'mutation($id: ID!, $v: Int!) { deactivateUser(id: $id, version: $v) { status } }',
      { id, v: version },
    );
    expect(off.errors).toBeUndefined();
    expect(off.data?.deactivateUser.status).toBe('DEACTIVATED');
    expect(await closedWithinASecond(socket, started)).toBe(SOCKET_SIGNED_OUT);
    expect((await person.request('GET', '/api/user')).status).toBe(401);
    expect((await device.request('GET', '/api/user')).status).toBe(401);
    expect(await count(b.db, 'sessions WHERE user_id = $1', [id])).toBe(0);
  });

  it('a role change through A closes the user’s socket on B with 4205 within a second; B serves the new role', async () => {
    const { person, socket, id } = await onB('help-desk@legwork.test');
    const version = await versionOf(id);

    const started = Date.now();
    const changed = await admin.gql<{ updateUser: { roles: string[] } }>(
      'mutation($id: ID!, $v: Int!, $input: UserAccessInput!) { updateUser(id: $id, version: $v, input: $input) { roles } }',
      { id, v: version, input: { name: 'Help Desk Demo', roles: ['DISPATCH'], tenantIds: [east] } },
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateUser.roles).toEqual(['DISPATCH']);
    expect(await closedWithinASecond(socket, started)).toBe(SOCKET_ACCESS_CHANGED);
    expect((await person.gql<{ me: { roles: string[] } }>('{ me { roles } }')).data?.me.roles).toEqual(['DISPATCH']);
  });
});
