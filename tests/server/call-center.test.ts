import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { count, expectError, one, tenantIdOf, userIdOf } from './support/helpers';
import { type FixtureLeg, type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let east: string;
let fx: OrderFixture;
let northFx: OrderFixture;
let callCenter: TestClient;
let lead: TestClient;
let dispatch: TestClient;
let helpDesk: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  fx = orderFixture(server.db, east);
  northFx = orderFixture(server.db, await tenantIdOf(server.db, 'Legwork North'));
  [callCenter, lead, dispatch, helpDesk] = await Promise.all(
    ['call-center@legwork.test', 'call-center-lead@legwork.test', 'dispatch@legwork.test', 'help-desk@legwork.test'].map((email) =>
      signedIn(server.url, email, 'Legwork East'),
    ),
  );
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const QUEUE = `query($queue: CallCenterQueue, $day: CallCenterDay, $first: Int) {
  callCenterLegs(queue: $queue, day: $day, first: $first) {
    data { leg { id number status } contact { name phone } promisedDay }
    paginatorInfo { total hasMorePages } } }`;
type QueueRow = {
  leg: { id: string; number: string; status: string };
  contact: { name: string; phone: string } | null;
  promisedDay: string | null;
};
type Queue = { callCenterLegs: { data: QueueRow[]; paginatorInfo: { total: number; hasMorePages: boolean } } };

const OVERVIEW =
  '{ callCenterOverview { today toAcknowledge toConfirmToday toConfirmTomorrow toReschedule callbacksDue teamCallbacks callsToday { userId userName calls } } }';
type Overview = {
  today: string;
  toAcknowledge: number;
  toConfirmToday: number;
  toConfirmTomorrow: number;
  toReschedule: number;
  callbacksDue: number;
  teamCallbacks: boolean;
  callsToday: { userId: string; userName: string; calls: number }[];
};

const CONFIRM = `mutation($id: ID!, $version: Int!, $input: ConfirmLegWithCallInput!) {
  confirmLegWithCall(id: $id, version: $version, input: $input) { id status version confirmedPickupAt confirmedDeliveryAt } }`;
const ACKNOWLEDGE = 'mutation($id: ID!, $version: Int!) { acknowledgeCallCenterLeg(id: $id, version: $version) { id status version } }';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const WINDOW = { confirmedPickupAt: hoursFromNow(26), confirmedDeliveryAt: hoursFromNow(50) };

/** One fixture leg of a one-leg order in East (or `fixture`'s tenant), with its pickup contact. */
const leg = async (
  spec: FixtureLeg = {},
  fixture = fx,
  contact: object | null = { name: 'Ana Ruiz', phone: '904-555-0100', email: null },
) => {
  const order = await fixture.order({ legs: [spec] });
  const id = order.legIds[0];
  await server.db.query('UPDATE order_legs SET pickup_contact = $2 WHERE id = $1', [id, contact]);
  return { id, number: `${order.number}-1` };
};

const queue = async (client: TestClient, variables: Record<string, unknown> = {}) => {
  const result = await client.gql<Queue>(QUEUE, { first: 100, ...variables });
  expect(result.errors).toBeUndefined();
  return result.data?.callCenterLegs as Queue['callCenterLegs'];
};

const overview = async (client: TestClient) => {
  const result = await client.gql<{ callCenterOverview: Overview }>(OVERVIEW);
  expect(result.errors).toBeUndefined();
  return result.data?.callCenterOverview as Overview;
};

const entriesOf = (legId: string) =>
  server.db.query<Record<string, unknown>>(
    `SELECT direction, channel, outcome, contact_name AS "contactName", contact_phone AS "contactPhone", notes
     FROM communication_entries WHERE subject_kind = 'LEG' AND subject_id = $1`,
    [legId],
  );

const stored = (id: string) =>
  one<{ status: string; version: number; confirmedPickupAt: Date | null }>(
    server.db,
    'SELECT status, version, confirmed_pickup_at AS "confirmedPickupAt" FROM order_legs WHERE id = $1',
    [id],
  );

describe('access', () => {
  it('opens the queue and the overview to the call center team only', async () => {
    for (const client of [callCenter, lead]) {
      expect((await client.gql(OVERVIEW)).errors).toBeUndefined();
      expect((await client.gql(QUEUE)).errors).toBeUndefined();
    }
    for (const client of [dispatch, helpDesk]) {
      expectError(await client.gql(OVERVIEW), 'FORBIDDEN');
      expectError(await client.gql(QUEUE), 'FORBIDDEN');
    }
    const { id } = await leg({ status: 'PENDING_CONFIRMATION' });
    expectError(await dispatch.gql(CONFIRM, { id, version: 1, input: WINDOW }), 'FORBIDDEN');
    expectError(await helpDesk.gql(ACKNOWLEDGE, { id, version: 1 }), 'FORBIDDEN');
    expect(await stored(id)).toMatchObject({ status: 'PENDING_CONFIRMATION', version: 1 });
  });
});

describe('callCenterLegs', () => {
  it('lists the legs waiting for a call, oldest promise first (ASAP first, then the oldest leg), with the leg’s own contact', async () => {
    const older = await leg({ status: 'UNACKNOWLEDGED', createdAt: '2001-01-01T10:00:00Z' });
    const newer = await leg({ status: 'PENDING_CONFIRMATION', createdAt: '2001-01-02T10:00:00Z' }, fx, null);
    const north = await leg({ status: 'UNACKNOWLEDGED', createdAt: '2000-01-01T10:00:00Z' }, northFx);
    const confirmed = await leg({ status: 'CALL_CENTER_CONFIRMED', createdAt: '2000-06-01T10:00:00Z' });
    const { data } = await queue(callCenter);
    expect(data.slice(0, 2)).toEqual([
      {
        leg: { id: older.id, number: older.number, status: 'UNACKNOWLEDGED' },
        contact: { name: 'Ana Ruiz', phone: '904-555-0100' },
        promisedDay: null,
      },
      { leg: { id: newer.id, number: newer.number, status: 'PENDING_CONFIRMATION' }, contact: null, promisedDay: null },
    ]);
    const ids = data.map((row) => row.leg.id);
    expect(ids).not.toContain(north.id);
    expect(ids).not.toContain(confirmed.id);
    // Every page is in promise order: ASAP first, then by day.
    const days = data.map((row) => row.promisedDay ?? '');
    expect(days).toEqual([...days].sort());
    expect(new Set(data.map((row) => row.leg.status))).toEqual(new Set(['UNACKNOWLEDGED', 'PENDING_CONFIRMATION']));
  });

  it('narrows to a queue and a promised day, and the overview counts each list as it lists it', async () => {
    const { today } = await overview(callCenter);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const before = await overview(callCenter);
    const due = await leg({ status: 'PENDING_CONFIRMATION', requestedPickup: { mode: 'ON', date: tomorrow } });
    const later = await leg({ status: 'PENDING_CONFIRMATION', requestedPickup: { mode: 'ON', date: '2099-01-01' } });
    const aborted = await leg({ status: 'ABORTED' });
    const after = await overview(callCenter);
    expect(after).toMatchObject({
      today,
      toAcknowledge: before.toAcknowledge,
      toConfirmToday: before.toConfirmToday,
      toConfirmTomorrow: before.toConfirmTomorrow + 1,
      toReschedule: before.toReschedule + 1,
    });
    const tomorrows = await queue(callCenter, { queue: 'CONFIRM', day: 'TOMORROW' });
    expect(tomorrows.paginatorInfo.total).toBe(after.toConfirmTomorrow);
    expect(tomorrows.data.map((row) => row.leg.id)).toContain(due.id);
    expect(tomorrows.data.every((row) => row.promisedDay === tomorrow)).toBe(true);
    expect((await queue(callCenter, { queue: 'CONFIRM', day: 'TODAY' })).paginatorInfo.total).toBe(after.toConfirmToday);
    expect((await queue(callCenter, { queue: 'ACKNOWLEDGE' })).paginatorInfo.total).toBe(after.toAcknowledge);
    const reschedule = await queue(callCenter, { queue: 'RESCHEDULE' });
    expect(reschedule.paginatorInfo.total).toBe(after.toReschedule);
    expect(reschedule.data.map((row) => row.leg.id)).toContain(aborted.id);
    expect(reschedule.data.map((row) => row.leg.id)).not.toContain(later.id);
  });
});

describe('acknowledgeCallCenterLeg', () => {
  it('acknowledges a complete leg and asks for its confirmation in one action; an incomplete one stays PROCESSING', async () => {
    const complete = await leg({ status: 'UNACKNOWLEDGED', requestedPickup: { mode: 'ON', date: '2099-01-01' } });
    const result = await callCenter.gql<{ acknowledgeCallCenterLeg: { status: string; version: number } }>(ACKNOWLEDGE, {
      id: complete.id,
      version: 1,
    });
    expect(result.data?.acknowledgeCallCenterLeg).toMatchObject({ status: 'PENDING_CONFIRMATION', version: 3 });
    expect(
      (
        await server.db.query<{ event: string }>(
          `SELECT event FROM audit_logs WHERE entity_kind = 'Order legs' AND entity_id = $1 ORDER BY created_at, event`,
          [complete.id],
        )
      ).rows.map((row) => row.event),
    ).toEqual(['leg.acknowledge', 'leg.requestConfirmation']);

    const noVehicle = await leg({ status: 'UNACKNOWLEDGED', vehicleId: null });
    const partial = await callCenter.gql<{ acknowledgeCallCenterLeg: { status: string } }>(ACKNOWLEDGE, { id: noVehicle.id, version: 1 });
    expect(partial.data?.acknowledgeCallCenterLeg.status).toBe('PROCESSING');
  });

  it("is NOT_FOUND for another tenant's leg and CONFLICT on a stale version, writing nothing", async () => {
    const north = await leg({ status: 'UNACKNOWLEDGED' }, northFx);
    expectError(await callCenter.gql(ACKNOWLEDGE, { id: north.id, version: 1 }), 'NOT_FOUND');
    const own = await leg({ status: 'UNACKNOWLEDGED' });
    expectError(await callCenter.gql(ACKNOWLEDGE, { id: own.id, version: 7 }), 'CONFLICT');
    expect(await stored(north.id)).toMatchObject({ status: 'UNACKNOWLEDGED', version: 1 });
    expect(await stored(own.id)).toMatchObject({ status: 'UNACKNOWLEDGED', version: 1 });
  });
});

describe('confirmLegWithCall', () => {
  it('confirms the leg and logs the call that confirmed it, in one transaction', async () => {
    const { id } = await leg({ status: 'PENDING_CONFIRMATION' });
    const result = await callCenter.gql<{ confirmLegWithCall: Record<string, unknown> }>(CONFIRM, {
      id,
      version: 1,
      input: { ...WINDOW, notes: ' Gate code 4411 ' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.confirmLegWithCall).toMatchObject({
      status: 'CALL_CENTER_CONFIRMED',
      version: 2,
      confirmedPickupAt: WINDOW.confirmedPickupAt,
      confirmedDeliveryAt: WINDOW.confirmedDeliveryAt,
    });
    // Whom the agent spoke to defaults to the leg's own pickup contact.
    expect((await entriesOf(id)).rows).toEqual([
      {
        direction: 'OUTBOUND',
        channel: 'CALL',
        outcome: 'REACHED',
        contactName: 'Ana Ruiz',
        contactPhone: '904-555-0100',
        notes: 'Gate code 4411',
      },
    ]);
    expect(await count(server.db, `audit_logs WHERE entity_id = $1 AND event = 'leg.confirm'`, [id])).toBe(1);
  });

  it('logs the contact as typed, inbound when the customer called', async () => {
    const { id } = await leg({ status: 'PENDING_CONFIRMATION' });
    const input = { ...WINDOW, contactName: 'Bo Lee', contactPhone: '215-555-0199', inbound: true };
    expect((await lead.gql(CONFIRM, { id, version: 1, input })).errors).toBeUndefined();
    expect((await entriesOf(id)).rows).toEqual([
      { direction: 'INBOUND', channel: 'CALL', outcome: 'REACHED', contactName: 'Bo Lee', contactPhone: '215-555-0199', notes: null },
    ]);
  });

  it('refuses a window in the past or ending before it starts with field errors, and stores nothing', async () => {
    const { id } = await leg({ status: 'PENDING_CONFIRMATION' });
    const past = expectError(
      await callCenter.gql(CONFIRM, {
        id,
        version: 1,
        input: { confirmedPickupAt: hoursFromNow(-3), confirmedDeliveryAt: hoursFromNow(5) },
      }),
      'BAD_USER_INPUT',
    );
    expect(past.extensions.errors).toEqual({ 'input.confirmedPickupAt': ["The confirmed pickup can't be in the past."] });
    const backwards = expectError(
      await callCenter.gql(CONFIRM, {
        id,
        version: 1,
        input: { confirmedPickupAt: hoursFromNow(30), confirmedDeliveryAt: hoursFromNow(5) },
      }),
      'BAD_USER_INPUT',
    );
    expect(backwards.extensions.errors).toEqual({
      'input.confirmedDeliveryAt': ['The confirmed delivery must not be before the confirmed pickup.'],
    });
    expect(await stored(id)).toEqual({ status: 'PENDING_CONFIRMATION', version: 1, confirmedPickupAt: null });
    expect((await entriesOf(id)).rows).toEqual([]);
  });

  it('stores no log entry when the leg refuses the event', async () => {
    const unacknowledged = await leg({ status: 'UNACKNOWLEDGED' });
    const refused = expectError(await callCenter.gql(CONFIRM, { id: unacknowledged.id, version: 1, input: WINDOW }), 'INVALID_TRANSITION');
    expect(refused.extensions).toMatchObject({ event: 'CONFIRM', status: 'UNACKNOWLEDGED', reason: 'STATUS' });
    const stale = await leg({ status: 'PENDING_CONFIRMATION' });
    expectError(await callCenter.gql(CONFIRM, { id: stale.id, version: 4, input: WINDOW }), 'CONFLICT');
    const north = await leg({ status: 'PENDING_CONFIRMATION' }, northFx);
    expectError(await callCenter.gql(CONFIRM, { id: north.id, version: 1, input: WINDOW }), 'NOT_FOUND');
    for (const { id } of [unacknowledged, stale, north]) {
      expect((await entriesOf(id)).rows).toEqual([]);
      expect((await stored(id))?.version).toBe(1);
    }
  });

  it('rolls the leg event back when the call cannot be logged', async () => {
    const { id } = await leg({ status: 'PENDING_CONFIRMATION' }, fx, { name: 'x'.repeat(121), phone: '904-555-0100', email: null });
    const refused = expectError(await callCenter.gql(CONFIRM, { id, version: 1, input: WINDOW }), 'BAD_USER_INPUT');
    expect(Object.keys(refused.extensions.errors as object)).toEqual(['input.contactName']);
    expect(await stored(id)).toEqual({ status: 'PENDING_CONFIRMATION', version: 1, confirmedPickupAt: null });
    expect(await count(server.db, `audit_logs WHERE entity_id = $1 AND event = 'leg.confirm'`, [id])).toBe(0);
  });
});

describe("the leg's own Confirm (transitionOrderLeg)", () => {
  it('refuses a confirmed window in the past with the same field errors', async () => {
    const { id } = await leg({ status: 'PENDING_CONFIRMATION' });
    const refused = expectError(
      await callCenter.gql(
        'mutation($id: ID!, $input: LegTransitionInput) { transitionOrderLeg(id: $id, event: CONFIRM, version: 1, input: $input) { id } }',
        { id, input: { confirmedPickupAt: hoursFromNow(-48), confirmedDeliveryAt: hoursFromNow(-24) } },
      ),
      'BAD_USER_INPUT',
    );
    expect(refused.extensions.errors).toEqual({
      'input.confirmedPickupAt': ["The confirmed pickup can't be in the past."],
      'input.confirmedDeliveryAt': ["The confirmed delivery can't be in the past."],
    });
    expect(await stored(id)).toMatchObject({ status: 'PENDING_CONFIRMATION', version: 1 });
  });

  it('lets the call center reschedule an aborted leg (back to PENDING_CONFIRMATION)', async () => {
    const { id } = await leg({ status: 'ABORTED' });
    const result = await callCenter.gql<{ transitionOrderLeg: { status: string } }>(
      'mutation($id: ID!) { transitionOrderLeg(id: $id, event: RESCHEDULE, version: 1) { status } }',
      { id },
    );
    expect(result.data?.transitionOrderLeg.status).toBe('PENDING_CONFIRMATION');
  });
});

const entry = async (
  tenantId: string,
  subjectId: string,
  values: { userId: string; callbackAt?: string; callbackUserId?: string; createdAt?: string; channel?: string },
) =>
  (
    await server.db.query<{ id: string }>(
      `INSERT INTO communication_entries (tenant_id, subject_kind, subject_id, direction, channel, outcome, callback_at, callback_user_id, user_id, created_at)
       VALUES ($1, 'LEG', $2, 'OUTBOUND', $3, 'NO_ANSWER', $4, $5, $6, $7) RETURNING id`,
      [
        tenantId,
        subjectId,
        values.channel ?? 'CALL',
        values.callbackAt ?? null,
        values.callbackAt ? (values.callbackUserId ?? values.userId) : null,
        values.userId,
        values.createdAt ?? new Date().toISOString(),
      ],
    )
  ).rows[0].id;

const CALLBACKS = '{ callCenterCallbacks(first: 100) { data { id subjectId callbackOwnerName } paginatorInfo { total } } }';
const REASSIGN = 'mutation($id: ID!, $userId: ID!) { reassignCallback(id: $id, userId: $userId) { id callbackOwnerName } }';
type Callbacks = {
  callCenterCallbacks: { data: { id: string; subjectId: string; callbackOwnerName: string }[]; paginatorInfo: { total: number } };
};

describe('callbacks and calls', () => {
  it("counts one's own due callbacks (the team's for a lead), answered by a later contact, and the calls logged today per person", async () => {
    const agent = await userIdOf(server.db, 'call-center@legwork.test');
    const leadId = await userIdOf(server.db, 'call-center-lead@legwork.test');
    const before = { own: await overview(callCenter), team: await overview(lead) };
    // Old ASAP legs: the first of the queue's page.
    const a = await leg({ status: 'PENDING_CONFIRMATION', createdAt: '2000-02-01T10:00:00Z' });
    const b = await leg({ status: 'PENDING_CONFIRMATION', createdAt: '2000-02-01T10:00:00Z' });
    const c = await leg({ status: 'PENDING_CONFIRMATION', createdAt: '2000-02-01T10:00:00Z' });
    const mine = await entry(east, a.id, { userId: agent, callbackAt: hoursFromNow(-1), createdAt: hoursFromNow(-2) });
    await entry(east, b.id, { userId: leadId, callbackAt: hoursFromNow(-1), createdAt: hoursFromNow(-2) });
    // Answered: someone called again after the callback was set.
    await entry(east, c.id, { userId: agent, callbackAt: hoursFromNow(-1), createdAt: hoursFromNow(-3) });
    await entry(east, c.id, { userId: leadId, channel: 'EMAIL' });
    // Not due yet.
    await entry(east, c.id, { userId: agent, callbackAt: hoursFromNow(5), createdAt: hoursFromNow(0.001) });
    const own = await overview(callCenter);
    const team = await overview(lead);
    expect(own.callbacksDue).toBe(before.own.callbacksDue + 1);
    expect(team.callbacksDue).toBe(before.team.callbacksDue + 2);
    expect(own.teamCallbacks).toBe(false);
    expect(team.teamCallbacks).toBe(true);
    // Today's calls per person: the agent's entry made just now is a call, the lead's last one an e-mail (the others,
    // two and three hours ago, may fall on yesterday in the tenant's zone).
    const calls = (o: Overview, userId: string) => o.callsToday.find((row) => row.userId === userId)?.calls ?? 0;
    expect(calls(own, agent)).toBeGreaterThanOrEqual(calls(before.own, agent) + 1);
    expect(calls(own, agent)).toBeLessThanOrEqual(calls(before.own, agent) + 3);
    // The count opens the person's calls of today, newest first: the list's total is the count.
    type CallsToday = { callCenterCallsToday: { data: { userName: string; subjectId: string }[]; paginatorInfo: { total: number } } };
    const CALLS_TODAY =
      'query($u: ID!) { callCenterCallsToday(userId: $u, first: 100) { data { userName subjectId } paginatorInfo { total } } }';
    const agentsCalls = (await callCenter.gql<CallsToday>(CALLS_TODAY, { u: agent })).data?.callCenterCallsToday;
    expect(agentsCalls?.paginatorInfo.total).toBe(calls(own, agent));
    expect(new Set(agentsCalls?.data.map((row) => row.userName)).size).toBe(1);
    expect(agentsCalls?.data.map((row) => row.subjectId)).toContain(c.id);
    expect(expectError(await callCenter.gql(CALLS_TODAY, { u: 'nobody' }), 'BAD_USER_INPUT').extensions.errors).toEqual({
      userId: ['The selected person is invalid.'],
    });
    expectError(await dispatch.gql(CALLS_TODAY, { u: agent }), 'FORBIDDEN');

    const listed = await callCenter.gql<Callbacks>(CALLBACKS);
    expect(listed.data?.callCenterCallbacks.data.map((row) => row.id)).toContain(mine);
    // One's own only: the lead's callback on leg b is not the agent's to make.
    expect(listed.data?.callCenterCallbacks.data.map((row) => row.subjectId)).not.toContain(b.id);
    expect((await lead.gql<Callbacks>(CALLBACKS)).data?.callCenterCallbacks.paginatorInfo.total).toBe(team.callbacksDue);

    // The queue shows each leg's last contact: a's missed call, and on c the callback set for later (made last).
    const last = await callCenter.gql<{
      callCenterLegs: { data: { leg: { id: string }; lastContact: { channel: string; callbackAt: string | null } | null }[] };
    }>('query { callCenterLegs(queue: CONFIRM, first: 100) { data { leg { id } lastContact { channel callbackAt } } } }');
    const lastOf = (id: string) => last.data?.callCenterLegs.data.find((row) => row.leg.id === id)?.lastContact;
    expect(lastOf(a.id)).toMatchObject({ channel: 'CALL' });
    expect(lastOf(c.id)?.callbackAt).not.toBeNull();
  });

  it('lets a lead hand a callback to another member of the team, and nobody else', async () => {
    const agent = await userIdOf(server.db, 'call-center@legwork.test');
    const leadId = await userIdOf(server.db, 'call-center-lead@legwork.test');
    const dispatcher = await userIdOf(server.db, 'dispatch@legwork.test');
    const { id: legId } = await leg({ status: 'PENDING_CONFIRMATION' });
    const id = await entry(east, legId, { userId: agent, callbackAt: hoursFromNow(-1), createdAt: hoursFromNow(-2) });
    const team = await lead.gql<{ callCenterTeam: { id: string }[] }>('{ callCenterTeam { id name } }');
    expect(team.data?.callCenterTeam.map((member) => member.id)).toEqual(expect.arrayContaining([agent, leadId]));
    expect(team.data?.callCenterTeam.map((member) => member.id)).not.toContain(dispatcher);
    expectError(await callCenter.gql(REASSIGN, { id, userId: leadId }), 'FORBIDDEN');
    const wrong = expectError(await lead.gql(REASSIGN, { id, userId: dispatcher }), 'BAD_USER_INPUT');
    expect(wrong.extensions.errors).toEqual({ userId: ['The selected user is not on the call center team.'] });
    const done = await lead.gql<{ reassignCallback: { id: string; callbackOwnerName: string } }>(REASSIGN, { id, userId: leadId });
    expect(done.errors).toBeUndefined();
    expect(await one(server.db, 'SELECT callback_user_id AS owner FROM communication_entries WHERE id = $1', [id])).toEqual({
      owner: leadId,
    });
    expect(await count(server.db, `audit_logs WHERE entity_id = $1 AND event = 'communication.reassignCallback'`, [id])).toBe(1);

    const north = await leg({ status: 'PENDING_CONFIRMATION' }, northFx);
    const northEntry = await entry(await tenantIdOf(server.db, 'Legwork North'), north.id, { userId: agent, callbackAt: hoursFromNow(-1) });
    expectError(await lead.gql(REASSIGN, { id: northEntry, userId: leadId }), 'NOT_FOUND');
    expect(await one(server.db, 'SELECT callback_user_id AS owner FROM communication_entries WHERE id = $1', [northEntry])).toEqual({
      owner: agent,
    });
  });
});
