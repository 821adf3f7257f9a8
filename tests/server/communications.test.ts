import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindCallbacks } from '../../server/communications/communications.reminders';
import { formatDateTime } from '../../src/domain/format';
import { signedIn, type TestClient } from './support/client';
import { count, expectError, one, tenantIdOf, userIdOf } from './support/helpers';
import { type InsertedOrder, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';
import { webSocketWithHeaders, wsUrl } from './support/ws';

/** Issue 32, the one communication log: entries on orders, legs, clients and customers, callbacks, template mail, live. */
let server: TestServer;
let center: TestClient;
let member: TestClient;
let portal: TestClient;
let northAdmin: TestClient;
let dispatch: TestClient;
let east: string;
let order: InsertedOrder;
let northOrder: InsertedOrder;
let clientId: string;
let customerId: string;
const sockets: { dispose(): void | Promise<void> }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  center = await signedIn(server.url, 'call-center@legwork.test');
  member = await signedIn(server.url, 'member@legwork.test');
  portal = await signedIn(server.url, 'client@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
  const fixture = orderFixture(server.db, east);
  order = await fixture.order({ legs: [{ status: 'PENDING_CONFIRMATION', confirmedPickupAt: '2030-03-04T14:30:00Z' }] });
  clientId = (await one<{ id: string }>(server.db, 'SELECT client_id AS id FROM orders WHERE id = $1', [order.id]))?.id ?? '';
  customerId = (
    await one<{ id: string }>(
      server.db,
      `INSERT INTO customers (tenant_id, client_id, display_name) VALUES ($1, $2, 'Fixture Customer') RETURNING id`,
      [east, clientId],
    )
  )?.id as string;
  await server.db.query(
    `UPDATE order_legs SET pickup_contact = '{"name": "Dana Reyes", "phone": "+1 404 555 0142", "email": "dana@example.com"}' WHERE id = $1`,
    [order.legIds[0]],
  );
  northOrder = await orderFixture(server.db, await tenantIdOf(server.db, 'Legwork North')).order();
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await server?.close();
});

const ENTRY = `id subjectKind subjectId direction channel contactName contactPhone contactEmail outcome notes callbackAt
  callbackOwnerName remindedAt userName`;
const LOG = `mutation($input: CommunicationInput!) { logCommunication(input: $input) { ${ENTRY} } }`;
const LIST = `query($subject: CommunicationSubjectInput!, $first: Int, $page: Int) {
  communicationLog(subject: $subject, first: $first, page: $page) { data { ${ENTRY} } paginatorInfo { total hasMorePages } } }`;
const CONTACTS = `query($subject: CommunicationSubjectInput!) { communicationContacts(subject: $subject) { role name phone email } }`;
const MAIL = `mutation($input: CommunicationMailInput!) { sendCommunicationMail(input: $input) { ${ENTRY} } }`;

type Entry = Record<string, unknown> & { id: string };
const leg = () => ({ kind: 'LEG', id: order.legIds[0] });
const call = (extra: Record<string, unknown> = {}) => ({
  subject: leg(),
  direction: 'OUTBOUND',
  channel: 'CALL',
  contactName: 'Dana Reyes',
  contactPhone: '+1 404 555 0142',
  outcome: 'REACHED',
  notes: 'Confirmed the pickup window.',
  ...extra,
});
const entries = () => count(server.db, 'communication_entries');
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('the communication log', () => {
  it('logs a call on a leg, audited, and lists it newest first with its author', async () => {
    const result = await center.gql<{ logCommunication: Entry }>(LOG, { input: call() });
    expect(result.errors).toBeUndefined();
    const entry = result.data?.logCommunication as Entry;
    expect(entry).toMatchObject({
      subjectKind: 'LEG',
      subjectId: order.legIds[0],
      direction: 'OUTBOUND',
      channel: 'CALL',
      contactName: 'Dana Reyes',
      contactPhone: '+1 404 555 0142',
      contactEmail: null,
      outcome: 'REACHED',
      notes: 'Confirmed the pickup window.',
      callbackAt: null,
      userName: 'Call Center Demo',
    });
    const second = await center.gql<{ logCommunication: Entry }>(LOG, { input: call({ outcome: 'NO_ANSWER', notes: '  ' }) });
    expect(second.data?.logCommunication.notes).toBeNull();
    const list = await member.gql<{ communicationLog: { data: Entry[]; paginatorInfo: { total: number } } }>(LIST, { subject: leg() });
    expect(list.data?.communicationLog.data.map((e) => e.id)).toEqual([second.data?.logCommunication.id, entry.id]);
    expect(list.data?.communicationLog.paginatorInfo.total).toBe(2);
    const audit = await one<{ event: string; userId: string; after: Record<string, unknown> }>(
      server.db,
      `SELECT event, user_id AS "userId", after FROM audit_logs WHERE entity_kind = 'Communications' AND entity_id = $1`,
      [entry.id],
    );
    expect(audit).toMatchObject({
      event: 'communication.create',
      userId: await userIdOf(server.db, 'call-center@legwork.test'),
      after: { subjectKind: 'LEG', channel: 'CALL', outcome: 'REACHED' },
    });
  });

  it('keeps a log on orders, clients and customers too', async () => {
    for (const subject of [
      { kind: 'ORDER', id: order.id },
      { kind: 'CLIENT', id: clientId },
      { kind: 'CUSTOMER', id: customerId },
    ]) {
      const logged = await center.gql<{ logCommunication: Entry }>(LOG, { input: call({ subject, direction: 'INBOUND', channel: 'SMS' }) });
      expect(logged.data?.logCommunication).toMatchObject({ subjectKind: subject.kind, subjectId: subject.id, direction: 'INBOUND' });
      const list = await center.gql<{ communicationLog: { data: Entry[] } }>(LIST, { subject });
      expect(list.data?.communicationLog.data.map((e) => e.id)).toEqual([logged.data?.logCommunication.id]);
    }
  });

  it('offers the leg’s own pickup contact in the form', async () => {
    const result = await center.gql<{ communicationContacts: unknown[] }>(CONTACTS, { subject: leg() });
    expect(result.data?.communicationContacts[0]).toEqual({
      role: 'Pickup',
      name: 'Dana Reyes',
      phone: '+1 404 555 0142',
      email: 'dana@example.com',
    });
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = await entries();
    const result = await center.gql(LOG, {
      input: call({
        outcome: 'SHRUGGED',
      }),
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const refused = await center.gql(LOG, {
      input: call({
        contactEmail: 'not-an-email',
        notes: 'x'.repeat(4001),
        callbackAt: new Date(Date.now() - 60_000).toISOString(),
        subject: { kind: 'LEG', id: 'nope' },
      }),
    });
    expect(expectError(refused, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.subject.id': ['The selected record is invalid.'],
      'input.contactEmail': ['The contact e-mail must be a valid e-mail address.'],
      'input.notes': ['The notes may not be greater than 4000 characters.'],
      'input.callbackAt': ['The callback time must lie in the future.'],
    });
    expect(await entries()).toBe(before);
    expect(await count(server.db, "audit_logs WHERE entity_kind = 'Communications'")).toBe(before);
  });

  it('answers another tenant’s record, and an unknown one, as NOT_FOUND, and stores nothing', async () => {
    const before = await entries();
    expectError(await northAdmin.gql(LOG, { input: call() }), 'NOT_FOUND');
    expectError(await northAdmin.gql(LIST, { subject: leg() }), 'NOT_FOUND');
    expectError(await center.gql(LOG, { input: call({ subject: { kind: 'ORDER', id: northOrder.id } }) }), 'NOT_FOUND');
    expectError(await center.gql(LIST, { subject: { kind: 'CLIENT', id: crypto.randomUUID() } }), 'NOT_FOUND');
    expect(await entries()).toBe(before);
  });

  it('lets MEMBER read but not write, and keeps portal users out', async () => {
    const before = await entries();
    expectError(await member.gql(LOG, { input: call() }), 'FORBIDDEN');
    expect((await member.gql(LIST, { subject: leg() })).errors).toBeUndefined();
    expectError(await portal.gql(LIST, { subject: { kind: 'ORDER', id: order.id } }), 'FORBIDDEN');
    expectError(await portal.gql(CONTACTS, { subject: { kind: 'ORDER', id: order.id } }), 'FORBIDDEN');
    expectError(await portal.gql(LOG, { input: call() }), 'FORBIDDEN');
    expect(await entries()).toBe(before);
  });
});

describe('callbacks', () => {
  it('reminds the owner in the bell at the callback time, in the tenant’s zone, once', async () => {
    await server.db.query(`UPDATE tenants SET time_zone = 'America/Los_Angeles' WHERE id = $1`, [east]);
    const callbackAt = inAnHour();
    const logged = await center.gql<{ logCommunication: Entry }>(LOG, {
      input: call({ outcome: 'LEFT_MESSAGE', callbackAt, contactName: 'Sam Ortiz' }),
    });
    const entry = logged.data?.logCommunication as Entry;
    expect(entry).toMatchObject({ callbackOwnerName: 'Call Center Demo', remindedAt: null });
    expect(new Date(String(entry.callbackAt)).toISOString()).toBe(callbackAt);
    const owner = await userIdOf(server.db, 'call-center@legwork.test');
    const reminders = () => count(server.db, "notifications WHERE user_id = $1 AND title = 'Callback due'", [owner]);
    const before = await reminders();

    expect(await remindCallbacks(server.db, server.events, new Date(Date.parse(callbackAt) - 60_000))).toBe(0);
    expect(await reminders()).toBe(before);

    // Two instances sweeping at the time: one reminder.
    const at = new Date(Date.parse(callbackAt) + 1_000);
    const swept = await Promise.all([remindCallbacks(server.db, server.events, at), remindCallbacks(server.db, server.events, at)]);
    expect(swept[0] + swept[1]).toBe(1);
    expect(await reminders()).toBe(before + 1);
    const note = await one<{ type: string; body: string; tenantId: string }>(
      server.db,
      `SELECT type, body, tenant_id AS "tenantId" FROM notifications WHERE user_id = $1 AND title = 'Callback due' ORDER BY created_at DESC LIMIT 1`,
      [owner],
    );
    const shown = formatDateTime(callbackAt, 'en-US', 'America/Los_Angeles');
    expect(note).toEqual({ type: 'TASK', tenantId: east, body: `Call back Sam Ortiz about leg ${order.number}-1 (due ${shown}).` });
    expect(await remindCallbacks(server.db, server.events, new Date(Date.parse(callbackAt) + 120_000))).toBe(0);
    const list = await center.gql<{ communicationLog: { data: Entry[] } }>(LIST, { subject: leg() });
    expect(list.data?.communicationLog.data.find((e) => e.id === entry.id)?.remindedAt).toBe(at.toISOString());
  });
});

describe('template mail', () => {
  it('puts the pickup confirmation in the outbox, filled from the leg, and it is the leg’s log entry', async () => {
    const result = await center.gql<{ sendCommunicationMail: Entry }>(MAIL, {
      input: { legId: order.legIds[0], template: 'PICKUP_CONFIRMATION', to: 'dana@example.com', contactName: 'Dana Reyes' },
    });
    expect(result.errors).toBeUndefined();
    const entry = result.data?.sendCommunicationMail as Entry;
    expect(entry).toMatchObject({ subjectKind: 'LEG', channel: 'EMAIL', direction: 'OUTBOUND', contactEmail: 'dana@example.com' });
    const mail = await one<{ id: string; to: string; subject: string; text: string }>(
      server.db,
      `SELECT m.id, m.to_address AS "to", m.subject, m.text_body AS "text" FROM communication_entries ce
       JOIN mail_outbox m ON m.id = ce.mail_id WHERE ce.id = $1`,
      [entry.id],
    );
    const pickup = formatDateTime('2030-03-04T14:30:00Z', 'en-US', 'America/Los_Angeles');
    expect(mail).toMatchObject({ to: 'dana@example.com', subject: `Pickup confirmed: ${order.number}-1` });
    expect(mail?.text).toContain(`We confirm the pickup of the 2020 Ford Transit (VIN ${order.vin})`);
    expect(mail?.text).toContain(`on ${pickup}.`);
    expect(entry.notes).toContain(mail?.subject);
  });

  it('refuses a bad recipient and another tenant’s leg, with nothing in the outbox', async () => {
    const outbox = await count(server.db, 'mail_outbox');
    const before = await entries();
    const refused = await center.gql(MAIL, { input: { legId: order.legIds[0], template: 'DELAY_NOTICE', to: 'dana' } });
    expect(expectError(refused, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.to': ['The recipient must be a valid e-mail address.'],
    });
    expectError(await center.gql(MAIL, { input: { legId: northOrder.legIds[0], template: 'DELAY_NOTICE', to: 'a@b.co' } }), 'NOT_FOUND');
    expectError(await member.gql(MAIL, { input: { legId: order.legIds[0], template: 'DELAY_NOTICE', to: 'a@b.co' } }), 'FORBIDDEN');
    expect(await count(server.db, 'mail_outbox')).toBe(outbox);
    expect(await entries()).toBe(before);
  });
});

describe('live entries', () => {
  it('tells a second browser on the leg of a new entry, and not one on another record', async () => {
    const ws = createClient({
      url: wsUrl(server.url),
      webSocketImpl: webSocketWithHeaders({ cookie: dispatch.cookieHeader() }),
      connectionParams: { tenant: dispatch.tenant },
      retryAttempts: 0,
    });
    sockets.push(ws);
    const received: Entry[] = [];
    const subscribe = (subject: { kind: string; id: string }, into: Entry[]) =>
      ws.subscribe<{ communicationEntryChanged: Entry }>(
        {
          query: `subscription($subject: CommunicationSubjectInput!) { communicationEntryChanged(subject: $subject) { id subjectId notes } }`,
          variables: { subject },
        },
        {
          next: (value) => value.data && into.push(value.data.communicationEntryChanged),
          error: () => undefined,
          complete: () => undefined,
        },
      );
    const onOrder: Entry[] = [];
    subscribe(leg(), received);
    subscribe({ kind: 'ORDER', id: order.id }, onOrder);
    // The subscription is live once a probe entry of the leg, announced again and again, arrives.
    const probe = await center.gql<{ logCommunication: Entry }>(LOG, { input: call({ notes: 'probe' }) });
    const probeId = probe.data?.logCommunication.id as string;
    while (!received.some((e) => e.id === probeId)) {
      server.events.publish('communicationEntryChanged', east, { id: probeId });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const logged = await center.gql<{ logCommunication: Entry }>(LOG, { input: call({ notes: 'Live one' }) });
    const id = logged.data?.logCommunication.id;
    while (!received.some((e) => e.id === id)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received.find((e) => e.id === id)).toEqual({ id, subjectId: order.legIds[0], notes: 'Live one' });
    expect(onOrder).toEqual([]);
  });
});
