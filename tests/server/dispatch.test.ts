import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { freshDriverId } from './support/drivers';
import { expectError, one, tenantIdOf } from './support/helpers';
import { type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';
import { MIN_PLAN_DRIVERS, nearestDrivers } from '../../server/dispatch/dispatch.plan';

let server: TestServer;
let east: string;
let fx: OrderFixture;
let dispatch: TestClient;
let callCenter: TestClient;
let northDispatch: TestClient;
let dallas: string;
let austin: string;
let nearDriver: string;
let blockedDriver: string;

const DALLAS = { lat: 32.7767, lng: -96.797 };
const AUSTIN = { lat: 30.2672, lng: -97.7431 };

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  fx = orderFixture(server.db, east);
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  callCenter = await signedIn(server.url, 'call-center@legwork.test');
  northDispatch = await signedIn(server.url, 'north-dispatch@legwork.test', 'Legwork North');
  dallas = await fx.location({ city: 'Dallas', state_province: 'TX', postal_code: '75201', lat: DALLAS.lat, lng: DALLAS.lng });
  austin = await fx.location({ city: 'Austin', state_province: 'TX', postal_code: '78701', lat: AUSTIN.lat, lng: AUSTIN.lng });
  // A hub in Fort Worth, 30 miles from the Dallas pickups: the near driver's home.
  const fortWorth = await fx.location({ city: 'Fort Worth', state_province: 'TX', postal_code: '76102', lat: 32.7555, lng: -97.3308 });
  const hub = await fx.row('hubs', { name: 'Fort Worth yard', code: `FTW${Date.now() % 100000}`, location_id: fortWorth });
  nearDriver = await freshDriverId(server.db);
  await server.db.query('UPDATE drivers SET home_hub_id = $2 WHERE id = $1', [nearDriver, hub]);
  blockedDriver = await freshDriverId(server.db, 'Legwork East', { disqualifiedReason: 'Failed a road test' });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A cleared DRIVEN leg from Dallas to Austin picked up on `day`. */
const dallasLeg = async (day = '2031-03-10') => {
  const order = await fx.order({
    state: 'DISPATCH',
    legs: [
      {
        status: 'CLEARED_FOR_DISPATCH',
        originId: dallas,
        destinationId: austin,
        confirmedPickupAt: `${day}T15:00:00Z`,
        confirmedDeliveryAt: `${day}T22:00:00Z`,
      },
    ],
  });
  return order.legIds[0];
};
const version = async (id: string) =>
  (await one<{ version: number }>(server.db, 'SELECT version FROM order_legs WHERE id = $1', [id]))?.version ?? 0;

const BOARD = `query($filter: DispatchBoardFilter) { dispatchBoard(first: 20, filter: $filter) {
  data { leg { id number status } pickupDay region pickup { lat lng label } delivery { lat lng label } } paginatorInfo { total } } }`;
type Board = {
  dispatchBoard: { data: { leg: { id: string; status: string }; pickupDay: string; region: string; pickup: { label: string } | null }[] };
};

describe('the dispatch board', () => {
  it('lists open legs by pickup day with their places, filtered by region and day, and only to dispatch', async () => {
    const leg = await dallasLeg('2031-03-11');
    const board = await dispatch.gql<Board>(BOARD, { filter: { regions: ['TX'], from: '2031-03-11', to: '2031-03-11' } });
    const row = board.data?.dispatchBoard.data.find((r) => r.leg.id === leg);
    expect(row).toMatchObject({ pickupDay: '2031-03-11', region: 'TX', pickup: { label: 'Dallas, TX' } });
    const elsewhere = await dispatch.gql<Board>(BOARD, { filter: { regions: ['ON'] } });
    expect(elsewhere.data?.dispatchBoard.data.some((r) => r.leg.id === leg)).toBe(false);
    const map = await dispatch.gql<{ dispatchMap: { legs: { id: string }[]; total: number; regions: string[] } }>(
      'query($f: DispatchBoardFilter) { dispatchMap(filter: $f) { legs { id } total regions } }',
      { f: { from: '2031-03-11', to: '2031-03-11' } },
    );
    expect(map.data?.dispatchMap.legs.map((l) => l.id)).toContain(leg);
    expect(map.data?.dispatchMap.regions).toContain('TX');
    expectError(await dispatch.gql(BOARD, { filter: { from: 'tomorrow' } }), 'BAD_USER_INPUT');
    expectError(await callCenter.gql(BOARD, {}), 'FORBIDDEN');
    const north = await northDispatch.gql<Board>(BOARD, {});
    expect(north.data?.dispatchBoard.data.some((r) => r.leg.id === leg)).toBe(false);
  });

  it('filters the board and its map by any of the tags (issue 29), an unknown or malformed tag matching nothing', async () => {
    const admin = await signedIn(server.url, 'admin@legwork.test');
    const tag = async (name: string) =>
      (
        await admin.gql<{ createTag: { id: string } }>('mutation($input: TagInput!) { createTag(input: $input) { id } }', {
          input: { name: `${name} ${Date.now()}`, colour: 'RED' },
        })
      ).data?.createTag.id ?? '';
    const [rush, fleet] = [await tag('Board rush'), await tag('Board fleet')];
    const setLegTags = (legId: string, tagIds: string[]) =>
      dispatch.gql<{ setLegTags: { id: string } }>(
        'mutation($legId: ID!, $tagIds: [ID!]!) { setLegTags(legId: $legId, tagIds: $tagIds) { id } }',
        { legId, tagIds },
      );
    const [rushed, both, untagged] = [await dallasLeg('2031-03-12'), await dallasLeg('2031-03-12'), await dallasLeg('2031-03-12')];
    expect((await setLegTags(rushed, [rush])).errors).toBeUndefined();
    expect((await setLegTags(both, [fleet, rush])).errors).toBeUndefined();

    const board = async (tagIds: string[]) =>
      ((await dispatch.gql<Board>(BOARD, { filter: { tagIds } })).data?.dispatchBoard.data ?? []).map((r) => r.leg.id).sort();
    expect(await board([rush])).toEqual([rushed, both].sort());
    expect(await board([fleet])).toEqual([both]);
    expect(await board([fleet, rush])).toEqual([rushed, both].sort());
    expect(await board(['0b7f3c55-2d7e-4c1b-9a57-8f2f3f1c1a01'])).toEqual([]);
    expect(await board(['not-a-uuid'])).toEqual([]);
    // No tags chosen filters nothing.
    const all = await dispatch.gql<Board>(BOARD, { filter: { tagIds: [], from: '2031-03-12', to: '2031-03-12' } });
    expect(all.data?.dispatchBoard.data.map((r) => r.leg.id)).toEqual(expect.arrayContaining([rushed, both, untagged]));

    const map = await dispatch.gql<{ dispatchMap: { legs: { id: string }[]; total: number } }>(
      'query($f: DispatchBoardFilter) { dispatchMap(filter: $f) { legs { id } total } }',
      { f: { tagIds: [fleet] } },
    );
    expect(map.data?.dispatchMap).toEqual({ legs: [{ id: both }], total: 1 });
  });
});

describe('the stored pickup day (migration 032)', () => {
  it('follows the confirmed pickup in the tenant zone, the requested date without one, and a new zone', async () => {
    const leg = await dallasLeg('2031-03-12');
    const day = async () =>
      (await one<{ day: string }>(server.db, "SELECT to_char(pickup_day, 'YYYY-MM-DD') AS day FROM order_legs WHERE id = $1", [leg]))?.day;
    // 03:30 UTC on the 13th is still the 12th in New York (the tenant's zone) and already the 13th in Berlin.
    await server.db.query("UPDATE order_legs SET confirmed_pickup_at = '2031-03-13T03:30:00Z' WHERE id = $1", [leg]);
    expect(await day()).toBe('2031-03-12');
    const zone = (await one<{ zone: string }>(server.db, 'SELECT time_zone AS zone FROM tenants WHERE id = $1', [east]))?.zone;
    try {
      await server.db.query("UPDATE tenants SET time_zone = 'Europe/Berlin' WHERE id = $1", [east]);
      expect(await day()).toBe('2031-03-13');
    } finally {
      await server.db.query('UPDATE tenants SET time_zone = $2 WHERE id = $1', [east, zone]);
    }
    expect(await day()).toBe('2031-03-12');
    await server.db.query("UPDATE order_legs SET confirmed_pickup_at = NULL, requested_pickup_date = '2031-03-20' WHERE id = $1", [leg]);
    expect(await day()).toBe('2031-03-20');
    const board = await dispatch.gql<Board>(BOARD, { filter: { from: '2031-03-20', to: '2031-03-20' } });
    expect(board.data?.dispatchBoard.data.find((r) => r.leg.id === leg)?.pickupDay).toBe('2031-03-20');
  });
});

describe('driver suggestions and the day plan', () => {
  it('ranks a near qualified driver with the reason and keeps a disqualified one apart', async () => {
    const leg = await dallasLeg();
    const result = await dispatch.gql<{
      driverSuggestions: {
        considered: number;
        candidates: { driver: { id: string }; deadheadMiles: number; from: string; reasons: string[] }[];
        blocked: { driver: { id: string }; reasons: string[] }[];
      };
    }>(
      'query($leg: ID!) { driverSuggestions(legId: $leg, first: 100) { considered candidates { driver { id } deadheadMiles from reasons } blocked { driver { id } reasons } } }',
      { leg },
    );
    const suggestions = result.data?.driverSuggestions;
    const near = suggestions?.candidates.find((c) => c.driver.id === nearDriver);
    expect(near?.from).toBe('HOME_HUB');
    expect(near?.reasons.join(' ')).toMatch(/mi from their home hub/);
    expect(near?.deadheadMiles).toBeLessThan(40);
    expect(suggestions?.candidates.some((c) => c.driver.id === blockedDriver)).toBe(false);
    expect(suggestions?.blocked.find((b) => b.driver.id === blockedDriver)?.reasons.join(' ')).toContain('disqualified');
    expectError(await dispatch.gql('query($leg: ID!) { driverSuggestions(legId: $leg) { considered } }', { leg: 'nope' }), 'NOT_FOUND');
  });

  it("answers from the drivers' facts kept between requests, and sees a change as soon as it commits", async () => {
    const SUGGEST =
      'query($leg: ID!) { driverSuggestions(legId: $leg, first: 100) { candidates { driver { id } warnings } blocked { driver { id } reasons } } }';
    type Suggested = {
      driverSuggestions: {
        candidates: { driver: { id: string }; warnings: string[] }[];
        blocked: { driver: { id: string }; reasons: string[] }[];
      };
    };
    const driver = await freshDriverId(server.db);
    const [leg, other] = [await dallasLeg('2031-06-10'), await dallasLeg('2031-06-10')];
    const allowed = async () =>
      (await dispatch.gql<Suggested>(SUGGEST, { leg })).data?.driverSuggestions.candidates.some((c) => c.driver.id === driver);
    expect(await allowed()).toBe(true);
    expect(await allowed()).toBe(true);
    // Written straight to the database, as no resolver would tell the cache: the stamp still sees it.
    await server.db.query("UPDATE drivers SET disqualified_at = now(), disqualified_reason = 'Suspended licence' WHERE id = $1", [driver]);
    expect(await allowed()).toBe(false);
    await server.db.query('UPDATE drivers SET disqualified_at = NULL, disqualified_reason = NULL WHERE id = $1', [driver]);
    expect(await allowed()).toBe(true);
    // Assigned another leg that day: suggested still, with the warning that the two legs follow each other.
    const ASSIGN = 'mutation($i: AssignLegsInput!) { assignLegs(input: $i) { id status } }';
    expect(
      (await dispatch.gql<{ assignLegs: { status: string }[] }>(ASSIGN, { i: { legIds: [other], driverId: driver } })).data?.assignLegs[0]
        .status,
    ).toBe('PENDING_PICKUP');
    const after = (await dispatch.gql<Suggested>(SUGGEST, { leg })).data?.driverSuggestions;
    expect(after?.candidates.find((c) => c.driver.id === driver)?.warnings.join(' ')).toMatch(/also has leg/);
  });

  it('previews a plan pairing by pairing and applies it all or nothing', async () => {
    const legs = [await dallasLeg('2031-04-01'), await dallasLeg('2031-04-02')];
    const plan = await dispatch.gql<{
      planDispatchDay: { pairs: { leg: { id: string }; driver: { id: string }; reasons: string[] }[]; unassigned: unknown[] };
    }>(
      'query($ids: [ID!]!) { planDispatchDay(legIds: $ids) { pairs { leg { id } driver { id } reasons } unassigned { leg { id } reasons } totalDeadheadMiles } }',
      { ids: legs },
    );
    const pairs = plan.data?.planDispatchDay.pairs ?? [];
    expect(pairs.map((p) => p.leg.id).sort()).toEqual([...legs].sort());
    for (const pair of pairs) expect(pair.reasons.length).toBeGreaterThan(0);
    const APPLY = 'mutation($a: [PlannedAssignmentInput!]!) { applyDispatchPlan(assignments: $a) { id status driverId } }';
    const assignments = await Promise.all(
      pairs.map(async (p) => ({ legId: p.leg.id, driverId: p.driver.id, version: await version(p.leg.id) })),
    );
    // One stale version: CONFLICT, and neither leg is assigned.
    expectError(await dispatch.gql(APPLY, { a: [assignments[0], { ...assignments[1], version: assignments[1].version + 9 }] }), 'CONFLICT');
    for (const id of legs)
      expect((await one<{ status: string }>(server.db, 'SELECT status FROM order_legs WHERE id = $1', [id]))?.status).toBe(
        'CLEARED_FOR_DISPATCH',
      );
    const applied = await dispatch.gql<{ applyDispatchPlan: { status: string }[] }>(APPLY, { a: assignments });
    expect(applied.data?.applyDispatchPlan.map((l) => l.status)).toEqual(['PENDING_PICKUP', 'PENDING_PICKUP']);
  });

  it('assigns the legs of a trip to one driver, refusing all of them when the driver is not qualified', async () => {
    const legs = [await dallasLeg('2031-05-01'), await dallasLeg('2031-05-01')];
    const ASSIGN = 'mutation($i: AssignLegsInput!) { assignLegs(input: $i) { id status driverId } }';
    expectError(await dispatch.gql(ASSIGN, { i: { legIds: legs, driverId: blockedDriver } }), 'INVALID_TRANSITION');
    expect(
      (
        await one<{ n: number }>(server.db, 'SELECT count(*)::int AS n FROM order_legs WHERE id = ANY($1) AND driver_id IS NOT NULL', [
          legs,
        ])
      )?.n,
    ).toBe(0);
    const trip = await dispatch.gql<{ assignLegs: { status: string; driverId: string }[] }>(ASSIGN, {
      i: { legIds: legs, driverId: nearDriver },
    });
    expect(trip.data?.assignLegs).toEqual([
      expect.objectContaining({ status: 'PENDING_PICKUP', driverId: nearDriver }),
      expect.objectContaining({ status: 'PENDING_PICKUP', driverId: nearDriver }),
    ]);
    const list = await dispatch.gql<{
      dispatchDrivers: { data: { driver: { id: string }; nextLeg: { id: string } | null; legsThisWeek: number }[] };
    }>(
      'query($s: String) { dispatchDrivers(first: 50, search: $s) { data { driver { id } nextLeg { id } legsThisWeek legsToday currentLeg { id } lastPosition { at } } } }',
      { s: 'Test Driver' },
    );
    const row = list.data?.dispatchDrivers.data.find((r) => r.driver.id === nearDriver);
    // Its next leg is the earliest it waits to pick up (the plan above gave it April's, before this trip in May).
    const next = await one<{ id: string }>(
      server.db,
      "SELECT id FROM order_legs WHERE driver_id = $1 AND status = 'PENDING_PICKUP' ORDER BY confirmed_pickup_at, number LIMIT 1",
      [nearDriver],
    );
    expect(row?.nextLeg?.id).toBe(next?.id);
  });
});

describe('the drivers a day plan weighs', () => {
  it('keeps the nearest to the selected pickups (twice the legs, at least the minimum), unknown positions last', () => {
    const at = (lat: number, lng: number) => ({ at: { lat, lng }, name: null });
    const drivers = Array.from({ length: MIN_PLAN_DRIVERS + 20 }, (_, i) => ({
      id: `d${String(i).padStart(3, '0')}`,
      homeHub: i === 0 ? null : at(DALLAS.lat + i * 0.1, DALLAS.lng),
      lastDelivery: null,
    }));
    const kept = nearestDrivers(drivers, [{ pickup: DALLAS }], '2031-03-10');
    expect(kept).toHaveLength(MIN_PLAN_DRIVERS);
    expect(kept[0].id).toBe('d001');
    expect(kept.some((driver) => driver.id === 'd000')).toBe(false);
    expect(nearestDrivers(drivers.slice(0, 5), [{ pickup: DALLAS }], '2031-03-10')).toHaveLength(5);
  });
});
