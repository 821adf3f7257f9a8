import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { createToken } from './support/helpers';
import {
  type PostgresCluster,
  postgresBin,
  type RedisServer,
  redisServerBin,
  runServerToExit,
  type ServerProcess,
  startPostgresCluster,
  startRedis,
  startServerProcess,
} from './support/processes';
import { startTestServer, type TestServer } from './support/testServer';
import { openRaw, type RawSocket } from './support/ws';

// A real PostgreSQL of its own, killed with kill -9 under a stream of writes, and Legwork in a process of its own.
// Runs in CI's PostgreSQL pass (scripts/with-postgres.sh sets DATABASE_URL and installs the server binaries).
const bin = postgresBin();
const postgresPass = Boolean(process.env.DATABASE_URL) && bin !== null;

type Answer = { status: number; code: string | null; noteId: string | null; ms: number };

const NOTE = 'mutation($orderId: ID!, $body: String!) { addOrderNote(orderId: $orderId, kind: GENERAL, body: $body) { id } }';

/** One write, as the SPA sends it; a hang is a failure (the signal), not a wait. */
const addNote = async (client: TestClient, orderId: string, body: string): Promise<Answer> => {
  const started = Date.now();
  const response = await fetch(`${client.baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: client.cookieHeader(),
      'x-xsrf-token': decodeURIComponent(client.xsrf),
      'x-tenant': client.tenant,
    },
    body: JSON.stringify({ query: NOTE, variables: { orderId, body } }),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await response.json()) as {
    data?: { addOrderNote?: { id: string } } | null;
    errors?: { extensions?: { code?: string } }[];
  };
  return {
    status: response.status,
    code: json.errors?.[0]?.extensions?.code ?? null,
    noteId: json.errors ? null : (json.data?.addOrderNote?.id ?? null),
    ms: Date.now() - started,
  };
};

const getStatus = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** The admin who writes (a session, and a token for sockets) and the order the notes go to. */
const writerOf = async (url: string) => {
  const admin = await signedIn(url, 'admin@legwork.test', 'Legwork East');
  const { token } = await createToken(admin, 'fault test');
  const orders = await admin.gql<{ orders: { data: { id: string }[] } }>('{ orders(first: 1) { data { id } } }');
  const orderId = orders.data?.orders.data[0]?.id ?? '';
  expect(orderId).not.toBe('');
  return { admin, token, orderId };
};

describe.runIf(postgresPass)('PostgreSQL killed (kill -9) with writes in flight', () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let admin: TestClient;
  let token: string;
  let orderId: string;
  const answers: { writer: number; body: string; answer: Answer }[] = [];

  beforeAll(async () => {
    cluster = await startPostgresCluster(bin as string);
    server = await startServerProcess({ DATABASE_URL: cluster.url });
    ({ admin, token, orderId } = await writerOf(server.url));
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.stop();
  });

  it('answers 503 SERVICE_UNAVAILABLE quickly while the database is down, and serves again from the same process', async () => {
    const pid = server.child.pid;
    let stop = false;
    // Four writers, each one note after another, for as long as the test runs: before, during and after the crash.
    const writers = [0, 1, 2, 3].map(async (writer) => {
      for (let n = 0; !stop; n++) {
        const body = `fault w${writer} n${n}`;
        // A refused connection or a reset (the server process gone) is an answer too: status 0, and the test fails.
        const answer = await addNote(admin, orderId, body).catch((error: Error) => ({
          status: 0,
          code: error.message,
          noteId: null,
          ms: 0,
        }));
        answers.push({ writer, body, answer });
      }
    });
    const acknowledged = () => answers.filter((a) => a.answer.noteId !== null).length;
    const until = async (done: () => boolean, ms: number) => {
      const end = Date.now() + ms;
      while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(done()).toBe(true);
    };
    await until(() => acknowledged() >= 40, 30_000);

    await cluster.kill();
    const killedAt = answers.length;
    // While it is down: the process lives, writes answer 503 quickly, health says up, readiness says no.
    await until(() => answers.slice(killedAt).filter((a) => a.answer.status === 503).length >= 20, 30_000);
    expect(server.child.exitCode).toBeNull();
    expect(await getStatus(`${server.url}/healthz`)).toEqual({ status: 200, body: { status: 'ok', node: process.versions.node } });
    expect((await getStatus(`${server.url}/readyz`)).status).toBe(503);
    const rest = await getStatus(`${server.url}/api/user`, { authorization: `Bearer ${token}` });
    expect(rest.status).toBe(503);
    expect(rest.body.message).toMatch(/cannot reach its database/);
    const query = await admin.gql('{ me { email } }');
    expect([query.status, query.errors?.[0]?.extensions?.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    // A socket opened now is told to try again later (1013), which graphql-ws clients retry; 4500 would be final.
    const socket = await openRaw(server.url);
    socket.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
    expect((await socket.closed).code).toBe(1013);

    await cluster.start();
    await until(() => answers.slice(-10).filter((a) => a.answer.noteId !== null).length === 10, 30_000);
    stop = true;
    await Promise.all(writers);
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    expect(await getStatus(`${server.url}/readyz`)).toEqual({ status: 200, body: { status: 'ready', database: 'ok' } });

    // Every answer was an acknowledged write or a quick 503: never a 500, INTERNAL or a hang (the fetch's signal).
    const odd = answers.filter(
      ({ answer }) => !(answer.status === 200 && answer.noteId) && !(answer.status === 503 && answer.code === 'SERVICE_UNAVAILABLE'),
    );
    expect(odd).toEqual([]);
    const refused = answers.filter(({ answer }) => answer.status === 503);
    const slowest = Math.max(...refused.map(({ answer }) => answer.ms));
    expect(slowest).toBeLessThan(3500);
    console.info(
      `fault run: ${answers.length} writes, ${answers.length - refused.length} acknowledged, ${refused.length} answered 503 (slowest ${slowest} ms)`,
    );
  }, 180_000);

  it('keeps every acknowledged write, each with its audit row', async () => {
    const acknowledged = answers.filter((a) => a.answer.noteId !== null).map((a) => a.answer.noteId as string);
    expect(acknowledged.length).toBeGreaterThan(50);
    const owner = new pg.Client({ connectionString: cluster.url });
    await owner.connect();
    try {
      const notes = await owner.query<{ n: number }>('SELECT count(*)::int AS n FROM order_notes WHERE id = ANY($1::uuid[])', [
        acknowledged,
      ]);
      const audits = await owner.query<{ n: number }>(
        "SELECT count(DISTINCT after->>'noteId')::int AS n FROM audit_logs WHERE event = 'order.note' AND after->>'noteId' = ANY($1::text[])",
        [acknowledged],
      );
      expect([notes.rows[0].n, audits.rows[0].n]).toEqual([acknowledged.length, acknowledged.length]);
      // A note and its audit row commit together: no note without its row, none the other way round.
      const orphans = await owner.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM order_notes n WHERE n.body LIKE 'fault w%'
           AND NOT EXISTS (SELECT 1 FROM audit_logs a WHERE a.event = 'order.note' AND a.after->>'noteId' = n.id::text)`,
      );
      expect(orphans.rows[0].n).toBe(0);
    } finally {
      await owner.end();
    }
  });

  it('serves live updates again after the crash', async () => {
    const socket = await openRaw(server.url);
    socket.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}`, tenant: admin.tenant } });
    await socket.next('connection_ack');
    socket.send({ id: '1', type: 'subscribe', payload: { query: 'subscription { orderChanged { id } }' } });
    // The subscription is registered once the server has processed the message; a write after that reaches it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await addNote(admin, orderId, 'after the crash')).noteId).not.toBeNull();
    const next = await socket.next('next');
    expect(next.payload).toEqual({ data: { orderChanged: { id: orderId } } });
    socket.socket.close();
  });
});

// Where CI's PostgreSQL pass runs with Redis (scripts/with-redis.sh installs it), a Redis of this test's own is killed.
const redisBin = redisServerBin();

describe.runIf(postgresPass && redisBin !== null && Boolean(process.env.REDIS_URL))('Redis killed while the server runs', () => {
  let redis: RedisServer;
  let server: TestServer;
  let admin: TestClient;
  let token: string;
  let orderId: string;

  beforeAll(async () => {
    redis = await startRedis(redisBin as string);
    server = await startTestServer({ redisUrl: redis.url });
    ({ admin, token, orderId } = await writerOf(server.url));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    redis?.stop();
  });

  const subscribed = async (): Promise<RawSocket> => {
    const socket = await openRaw(server.url);
    socket.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}`, tenant: admin.tenant } });
    await socket.next('connection_ack');
    socket.send({ id: '1', type: 'subscribe', payload: { query: 'subscription { orderChanged { id } }' } });
    return socket;
  };

  /** Writes until the socket hears of it (the subscription reaches Redis asynchronously), at most `ms`. */
  const heard = async (socket: RawSocket, ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      expect((await addNote(admin, orderId, 'redis probe')).noteId).not.toBeNull();
      const next = await Promise.race([socket.next('next'), new Promise((resolve) => setTimeout(() => resolve(null), 500))]);
      if (next) return next as { payload: unknown };
    }
    return null;
  };

  it('keeps answering requests while Redis is gone, and delivers events again once it is back', async () => {
    const before = await subscribed();
    expect((await heard(before, 10_000))?.payload).toEqual({ data: { orderChanged: { id: orderId } } });
    before.messages.length = 0;

    redis.kill();
    // Requests do not wait for Redis: every write is acknowledged, promptly; only its event is lost.
    for (let n = 0; n < 10; n++) {
      const answer = await addNote(admin, orderId, `while redis is down ${n}`);
      expect([answer.status, answer.noteId !== null]).toEqual([200, true]);
      expect(answer.ms).toBeLessThan(2000);
    }
    expect((await admin.gql('{ me { email } }')).data).toEqual({ me: { email: 'admin@legwork.test' } });
    expect((await getStatus(`${server.url}/readyz`)).status).toBe(200);

    await redis.start();
    // A socket opened before the outage hears again (the server resubscribes to Redis), and so does a new one.
    expect((await heard(before, 20_000))?.payload).toEqual({ data: { orderChanged: { id: orderId } } });
    const after = await subscribed();
    expect((await heard(after, 20_000))?.payload).toEqual({ data: { orderChanged: { id: orderId } } });
    before.socket.close();
    after.socket.close();
  }, 60_000);
});

describe('a database that cannot be opened at start', () => {
  it('PGlite in a directory it cannot write: one clear line, exit code 1', async () => {
    const { code, output } = await runServerToExit({ DATA_DIR: '/dev/null/legwork', DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(output).toContain('Legwork cannot start: the embedded database needs a writable directory: /dev/null/legwork/pglite');
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('a PostgreSQL server that does not answer: the host, not the password, and exit code 1', async () => {
    const { code, output } = await runServerToExit({ DATABASE_URL: 'postgres://legwork:s3cret@127.0.0.1:9/legwork', DATA_DIR: '/tmp' });
    expect(code).toBe(1);
    expect(output).toContain('Legwork cannot start: PostgreSQL at 127.0.0.1:9 does not answer');
    expect(output).not.toContain('s3cret');
  });
});
