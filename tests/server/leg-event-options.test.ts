import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { one } from './support/helpers';
import { ok } from './support/portal';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Issue 13, "actions that vanish": OrderLeg.eventOptions lists every event the leg's status knows, open or refused
 * with the reason the transition service would answer with; events that do not apply to the leg are left out.
 */
let server: TestServer;
let dispatch: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
});
afterAll(() => server?.close());

type Option = { event: string; enabled: boolean; refusal: string | null; reason: string | null };

const optionsOf = async (client: TestClient, id: string) =>
  ok(
    await client.gql<{ orderLeg: { status: string; availableEvents: string[]; eventOptions: Option[] } }>(
      'query($id: ID!) { orderLeg(id: $id) { status availableEvents eventOptions { event enabled refusal reason } } }',
      { id },
    ),
  ).orderLeg;

/** A seeded East leg in `status` (the demo seeds every status), with `set` applied to it. */
const seededLeg = async (status: string, set = '') => {
  const row = await one<{ id: string }>(
    server.db,
    `SELECT l.id FROM order_legs l JOIN tenants t ON t.id = l.tenant_id
     WHERE t.name = 'Legwork East' AND l.status = $1 AND l.transport_method <> 'CLIENT_IN' AND l.deleted_at IS NULL ORDER BY l.number LIMIT 1`,
    [status],
  );
  if (!row) throw new Error(`no seeded ${status} leg`);
  if (set) await server.db.query(`UPDATE order_legs SET ${set} WHERE id = $1`, [row.id]);
  return row.id;
};

describe('OrderLeg.eventOptions', () => {
  it('shows an in-transit leg’s Deliver refused with the machine’s reason beside the side trips it may take', async () => {
    const id = await seededLeg('IN_TRANSIT', 'delivery_report_submitted = false');
    const leg = await optionsOf(dispatch, id);
    expect(leg.eventOptions).toContainEqual({
      event: 'DELIVER',
      enabled: false,
      refusal: 'RECORD',
      reason: 'The delivery condition report is not submitted.',
    });
    expect(leg.eventOptions.filter((option) => option.enabled).map((option) => option.event)).toEqual(
      expect.arrayContaining(['AT_PORT', 'TO_REPAIR', 'TO_STORAGE']),
    );
    // The open ones are exactly what availableEvents offers (the same machine, asked the same way).
    expect(
      leg.eventOptions
        .filter((option) => option.enabled)
        .map((option) => option.event)
        .sort(),
    ).toEqual([...leg.availableEvents].sort());
    // With the report in, Deliver opens.
    await server.db.query('UPDATE order_legs SET delivery_report_submitted = true WHERE id = $1', [id]);
    expect((await optionsOf(dispatch, id)).eventOptions).toContainEqual({ event: 'DELIVER', enabled: true, refusal: null, reason: null });
  });

  it('names what a read-only role may not send instead of hiding it', async () => {
    const member = await signedIn(server.url, 'member@legwork.test');
    const leg = await optionsOf(member, await seededLeg('PENDING_CONFIRMATION'));
    expect(leg.eventOptions.length).toBeGreaterThan(0);
    for (const option of leg.eventOptions)
      expect(option).toMatchObject({ enabled: false, refusal: 'ROLE', reason: 'Your role cannot do this.' });
  });

  it('offers a leg cleared for dispatch to be assigned (the assign guard asks about the driver only once one is chosen)', async () => {
    const leg = await optionsOf(dispatch, await seededLeg('CLEARED_FOR_DISPATCH'));
    expect(leg.eventOptions).toContainEqual({ event: 'ASSIGN', enabled: true, refusal: null, reason: null });
  });

  it('leaves out what does not apply: a leg needing no tag and title is never offered to wait for one', async () => {
    const id = await seededLeg('CALL_CENTER_CONFIRMED', 'needs_tag_and_title = false, tag_and_title_done = false');
    const events = (await optionsOf(dispatch, id)).eventOptions.map((option) => option.event);
    expect(events).not.toContain('AWAIT_TAG_AND_TITLE');
    expect(events).toContain('CLEAR');
  });
});

describe('a seeded leg’s status history', () => {
  it('has every transition that brought it to its status, each with who and when, in order', async () => {
    const id = await seededLeg('CLEARED_FOR_DISPATCH');
    const history = ok(
      await dispatch.gql<{
        orderLeg: { activity: { event: string; userName: string | null; createdAt: string; before: unknown; after: unknown }[] };
      }>('query($id: ID!) { orderLeg(id: $id) { activity { event userName createdAt before after } } }', { id }),
    ).orderLeg.activity;
    const steps = history.filter((row) => row.event !== 'leg.create' && (row.after as { status?: string } | null)?.status);
    expect(steps.map((row) => (row.after as { status: string }).status).at(-1)).toBe('CLEARED_FOR_DISPATCH');
    expect(steps.map((row) => row.event).slice(-3)).toEqual(expect.arrayContaining(['leg.confirm']));
    expect(steps.length).toBeGreaterThanOrEqual(4);
    for (const [i, row] of steps.entries()) {
      expect(row.userName).toBeTruthy();
      if (i > 0) expect((row.before as { status: string }).status).toBe((steps[i - 1].after as { status: string }).status);
      if (i > 0) expect(row.createdAt >= steps[i - 1].createdAt).toBe(true);
    }
  });

  it('an on-hold leg’s history ends with the hold and its reason', async () => {
    const id = await seededLeg('ON_HOLD');
    const { activity } = ok(
      await dispatch.gql<{ orderLeg: { activity: { event: string; after: unknown }[] } }>(
        'query($id: ID!) { orderLeg(id: $id) { activity { event after } } }',
        { id },
      ),
    ).orderLeg;
    const last = activity.filter((row) => row.event.startsWith('leg.') && row.event !== 'leg.create').at(-1);
    expect(last?.event).toBe('leg.hold');
    expect((last?.after as { holdReason?: string } | undefined)?.holdReason).toBeTruthy();
  });
});
