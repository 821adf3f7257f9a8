import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedIn, TestClient } from './support/client';
import { auditRows, count, createToken, expectError, tenantIdOf, userIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';
import { openRaw, subscribeLive, webSocketWithHeaders, wsUrl } from './support/ws';

let server: TestServer;
let adminId: string;
let helpDeskId: string;
const sockets: { dispose(): void | Promise<void> }[] = [];
beforeAll(async () => {
  server = await startTestServer();
  adminId = await userIdOf(server.db, 'admin@legwork.test');
  helpDeskId = await userIdOf(server.db, 'help-desk@legwork.test');
  // A second admin, so "every admin" means more than one.
  await server.db.query("INSERT INTO user_roles (user_id, role) VALUES ($1, 'ADMIN')", [helpDeskId]);
});
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await server?.close();
});

const SUBMIT = 'mutation($input: ContactFormInput!) { submitContactForm(input: $input) { id receivedAt } }';
const submit = (input: Record<string, unknown>) => new TestClient(server.url).gql<{ submitContactForm: { id: string } }>(SUBMIT, { input });
const contact = (name: string) => ({ name, email: 'wanda@example.com', message: 'Please call me about moving 12 cars.' });
const NOTIFICATIONS = `query($first: Int, $page: Int, $unread: Boolean, $orderBy: [NotificationOrderBy!]) {
  notifications(first: $first, page: $page, unread: $unread, orderBy: $orderBy) {
    data { id type title body data readAt }
    paginatorInfo { count currentPage firstItem hasMorePages lastItem lastPage perPage total }
  } }`;

describe('contact form notifications', () => {
  it('notifies every admin of an anonymous contact form and audits it', async () => {
    const result = await submit({ ...contact('Carl Contact'), phone: '555-0123', company: '' });
    expect(result.errors).toBeUndefined();
    const id = result.data?.submitContactForm.id as string;
    expect(await count(server.db, "notifications WHERE type = 'CONTACT_US' AND data->>'contactMessageId' = $1", [id])).toBe(2);
    for (const email of ['admin@legwork.test', 'help-desk@legwork.test']) {
      const admin = await signedIn(server.url, email);
      const list = await admin.gql<{ notifications: { data: unknown[] } }>(NOTIFICATIONS, { first: 5 });
      expect(list.data?.notifications.data).toEqual([
        {
          id: expect.any(String),
          type: 'CONTACT_US',
          title: 'Contact form: Carl Contact',
          body: 'Please call me about moving 12 cars.',
          readAt: null,
          data: { contactMessageId: id, name: 'Carl Contact', email: 'wanda@example.com', phone: '555-0123', company: null },
        },
      ]);
    }
    const dispatch = await signedIn(server.url, 'dispatch@legwork.test');
    expect((await dispatch.gql('{ unreadNotificationCount }')).data).toEqual({ unreadNotificationCount: 0 });
    expect(await auditRows(server.db, 'contact.submit')).toEqual([
      expect.objectContaining({
        userId: null,
        entityKind: 'ContactMessages',
        entityId: id,
        action: 'CREATED',
        after: expect.objectContaining({ name: 'Carl Contact', phone: '555-0123', company: null }),
      }),
    ]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await Promise.all(['contact_messages', 'notifications', 'audit_logs', 'login_attempts'].map((t) => count(server.db, t)));
    const result = await submit({ name: ' ', email: 'nope', message: 'short' });
    expect(expectError(result, 'BAD_USER_INPUT').extensions.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
      message: ['The message must be at least 10 characters.'],
    });
    expect(result.data).toBeNull();
    expect(
      await Promise.all(['contact_messages', 'notifications', 'audit_logs', 'login_attempts'].map((t) => count(server.db, t))),
    ).toEqual(before);
  });
});

describe('notifications paginator', () => {
  it('pages, filters, orders, marks read and counts', async () => {
    const userId = await userIdOf(server.db, 'dispatch-lead@legwork.test');
    await server.db.query(
      `INSERT INTO notifications (user_id, type, title, created_at)
       SELECT $1, 'ALERT', 'Alert ' || g, now() - make_interval(mins => g) FROM generate_series(1, 27) g`,
      [userId],
    );
    const client = await signedIn(server.url, 'dispatch-lead@legwork.test');
    type Page = { notifications: { data: { id: string; title: string; readAt: string | null }[]; paginatorInfo: unknown } };
    const page = async (variables: Record<string, unknown>) => (await client.gql<Page>(NOTIFICATIONS, variables)).data?.notifications;

    const third = await page({ first: 10, page: 3 });
    expect(third?.data.map((n) => n.title)).toEqual([21, 22, 23, 24, 25, 26, 27].map((n) => `Alert ${n}`));
    expect(third?.paginatorInfo).toEqual({
      count: 7,
      currentPage: 3,
      firstItem: 21,
      hasMorePages: false,
      lastItem: 27,
      lastPage: 3,
      perPage: 10,
      total: 27,
    });
    expect((await page({ first: 10 }))?.paginatorInfo).toMatchObject({
      count: 10,
      currentPage: 1,
      firstItem: 1,
      hasMorePages: true,
      lastItem: 10,
    });
    expect((await page({ first: 500 }))?.paginatorInfo).toMatchObject({ perPage: 100, count: 27, lastPage: 1 });
    expect((await page({ first: 10, page: 9 }))?.paginatorInfo).toMatchObject({
      count: 0,
      firstItem: null,
      lastItem: null,
      currentPage: 9,
    });
    expect((await page({ first: 1, orderBy: [{ column: 'CREATED_AT', order: 'ASC' }] }))?.data.map((n) => n.title)).toEqual(['Alert 27']);

    const newest = (await page({ first: 1 }))?.data[0];
    const marked = await client.gql<{ markNotificationRead: { id: string; readAt: string } }>(
      'mutation($id: ID!) { markNotificationRead(id: $id) { id readAt } }',
      { id: newest?.id },
    );
    expect(marked.data?.markNotificationRead.id).toBe(newest?.id);
    expect(Number.isNaN(Date.parse(marked.data?.markNotificationRead.readAt ?? ''))).toBe(false);
    expect((await client.gql('{ unreadNotificationCount }')).data).toEqual({ unreadNotificationCount: 26 });
    expect((await page({ unread: true }))?.paginatorInfo).toMatchObject({ total: 26 });
    expect((await page({ unread: false }))?.data.map((n) => n.title)).toEqual(['Alert 1']);

    const foreign = await server.db.query<{ id: string }>('SELECT id FROM notifications WHERE user_id = $1 LIMIT 1', [adminId]);
    expectError(await client.gql('mutation($id: ID!) { markNotificationRead(id: $id) { id } }', { id: foreign.rows[0].id }), 'NOT_FOUND');
    expect(await count(server.db, 'notifications WHERE id = $1 AND read_at IS NULL', [foreign.rows[0].id])).toBe(1);

    expect((await client.gql('mutation { markAllNotificationsRead }')).data).toEqual({ markAllNotificationsRead: 26 });
    expect((await client.gql('{ unreadNotificationCount }')).data).toEqual({ unreadNotificationCount: 0 });
    expect(await count(server.db, 'notifications WHERE user_id = $1 AND read_at IS NULL', [userId])).toBe(0);
    expectError(await new TestClient(server.url).gql('{ unreadNotificationCount }'), 'UNAUTHENTICATED');
  });
});

describe('notificationCreated over WebSocket', () => {
  it('delivers the contact-form notification live to admins (bearer and cookie) and to nobody else', async () => {
    const admin = await signedIn(server.url, 'admin@legwork.test');
    const token = await createToken(admin, 'ws');
    const dispatchToken = await createToken(await signedIn(server.url, 'dispatch@legwork.test'), 'ws');
    const open = (options: Partial<Parameters<typeof createClient>[0]>) => {
      const client = createClient({ url: wsUrl(server.url), webSocketImpl: WebSocket, retryAttempts: 0, ...options });
      sockets.push(client);
      return client;
    };
    const byToken = await subscribeLive(server.events, open({ connectionParams: { authorization: `Bearer ${token.token}` } }), adminId);
    const byCookie = await subscribeLive(
      server.events,
      open({ webSocketImpl: webSocketWithHeaders({ cookie: admin.cookieHeader() }), connectionParams: { tenant: admin.tenant } }),
      adminId,
    );
    const dispatchId = await userIdOf(server.db, 'dispatch@legwork.test');
    const bystander = await subscribeLive(
      server.events,
      open({ connectionParams: { authorization: `Bearer ${dispatchToken.token}` } }),
      dispatchId,
    );

    const receipt = await submit(contact('Wanda WebSocket'));
    const stored = await server.db.query<{ id: string }>('SELECT id FROM notifications WHERE user_id = $1 AND title = $2', [
      adminId,
      'Contact form: Wanda WebSocket',
    ]);
    for (const subscriber of [byToken, byCookie]) {
      expect(await subscriber.waitFor('Contact form: Wanda WebSocket')).toEqual([
        {
          id: stored.rows[0].id,
          type: 'CONTACT_US',
          title: 'Contact form: Wanda WebSocket',
          body: 'Please call me about moving 12 cars.',
          readAt: null,
        },
      ]);
    }
    expect(receipt.errors).toBeUndefined();
    expect(bystander.received.filter((n) => n.title !== 'probe')).toEqual([]);
  });
});

describe('graphql-transport-ws close codes', () => {
  const tokens: Record<string, string> = {};
  const init = (email: string, extra: Record<string, unknown> = {}) => ({
    type: 'connection_init',
    payload: { authorization: `Bearer ${tokens[email]}`, ...extra },
  });
  beforeAll(async () => {
    for (const email of ['admin@legwork.test', 'north-dispatch@legwork.test'])
      tokens[email] = (await createToken(await signedIn(server.url, email), 'close-codes')).token;
  });
  const closeCode = async (socket: Awaited<ReturnType<typeof openRaw>>) => (await socket.closed).code;

  it('closes an anonymous connection_init with 4403', async () => {
    const socket = await openRaw(server.url);
    socket.send({ type: 'connection_init', payload: {} });
    expect(await closeCode(socket)).toBe(4403);
  });

  it('closes with 4408 when no connection_init arrives within 3 s', async () => {
    const started = Date.now();
    const socket = await openRaw(server.url);
    expect(await closeCode(socket)).toBe(4408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });

  it('closes a second connection_init with 4429', async () => {
    const socket = await openRaw(server.url);
    socket.send(init('admin@legwork.test'));
    await socket.next('connection_ack');
    socket.send(init('admin@legwork.test'));
    expect(await closeCode(socket)).toBe(4429);
  });

  it('closes a message that is not graphql-transport-ws with 4400', async () => {
    const socket = await openRaw(server.url);
    socket.send(init('admin@legwork.test'));
    await socket.next('connection_ack');
    socket.send('{"type":"gimme-everything"');
    expect(await closeCode(socket)).toBe(4400);
  });

  it('closes a subscribe before connection_init with 4401', async () => {
    const socket = await openRaw(server.url);
    socket.send({ id: '1', type: 'subscribe', payload: { query: '{ ping }' } });
    expect(await closeCode(socket)).toBe(4401);
  });

  it('closes a duplicate subscription id with 4409', async () => {
    const socket = await openRaw(server.url);
    socket.send(init('admin@legwork.test'));
    await socket.next('connection_ack');
    const subscribe = { id: 'same', type: 'subscribe', payload: { query: 'subscription { notificationCreated { id } }' } };
    socket.send(subscribe);
    socket.send(subscribe);
    expect(await closeCode(socket)).toBe(4409);
  });

  it('closes a foreign Origin with 4403 and accepts the app origin', async () => {
    const foreign = await openRaw(server.url, { origin: 'https://evil.example' });
    foreign.send(init('admin@legwork.test'));
    expect(await closeCode(foreign)).toBe(4403);
    const same = await openRaw(server.url, { origin: server.url });
    same.send(init('admin@legwork.test'));
    expect((await same.next('connection_ack')).type).toBe('connection_ack');
    same.socket.close(1000);
  });

  it('closes a connectionParams.tenant the user does not belong to with 4403', async () => {
    const east = await tenantIdOf(server.db, 'Legwork East');
    const north = await tenantIdOf(server.db, 'Legwork North');
    const foreign = await openRaw(server.url);
    foreign.send(init('north-dispatch@legwork.test', { tenant: east }));
    expect(await closeCode(foreign)).toBe(4403);
    const own = await openRaw(server.url);
    own.send(init('north-dispatch@legwork.test', { tenant: north }));
    expect((await own.next('connection_ack')).type).toBe('connection_ack');
    own.socket.close(1000);
  });
});

describe('contact form throttle', () => {
  it('accepts 5 messages a minute from one address and refuses the 6th with TOO_MANY_REQUESTS', async () => {
    const sent = await count(server.db, 'contact_messages');
    for (let n = sent; n < 5; n++) expect((await submit(contact(`Sender ${n}`))).errors).toBeUndefined();
    const refused = await submit(contact('Sender 6'));
    const error = expectError(refused, 'TOO_MANY_REQUESTS');
    expect(error.extensions.retryAfter).toBeGreaterThanOrEqual(1);
    expect(await count(server.db, 'contact_messages')).toBe(5);
  });
});
