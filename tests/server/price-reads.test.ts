import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Queryable, withContext } from '../../server/db/database';
import type { GraphQLContext } from '../../server/graphql/context';
import { loadPriceInput, type PriceReads, type PriceRequest } from '../../server/pricing/inputs';
import { one, tenantIdOf, userIdOf } from './support/helpers';
import { legInput } from './support/orderInputs';
import { BOSTON, BROOKLYN, location, seedPricing } from './support/pricing';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Issue 33: a spreadsheet import prices its rows with what they share (the tenant's settings, the client's rate card,
 * fuel rates, fee zones, billing items, exemption) read once an import (server/pricing/inputs.ts PriceReads). Each row
 * still prices by its own route, and another client's rows read that client's rate card.
 */
let server: TestServer;
let east: string;
let northwind: string;
let other: string;
let userId: string;
beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  northwind = (await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE code = 'NWM' AND tenant_id = $1", [east]))?.id as string;
  other = (
    await one<{ id: string }>(server.db, 'SELECT id FROM clients WHERE tenant_id = $1 AND id <> $2 AND deleted_at IS NULL LIMIT 1', [
      east,
      northwind,
    ])
  )?.id as string;
  await seedPricing(server.db, east, northwind);
  userId = await userIdOf(server.db, 'dispatch@legwork.test');
});
afterAll(() => server?.close());

const boston = location('Northwind Downtown', 'Boston', 'Suffolk', 'MA', '02108', BOSTON);
const brooklyn = location('Brooklyn Buyer', 'Brooklyn', 'Kings', 'NY', '11201', BROOKLYN);
const request = (clientId: string, from: typeof boston, to: typeof boston) =>
  ({
    clientId,
    vehicles: [{ year: 2022, make: 'Toyota', model: 'Camry', vehicleClass: 'SEDAN' }],
    locations: [from, to],
    legs: [legInput(0, 0, 1, 'TRUCKED')],
  }) as unknown as PriceRequest;

/** Runs `fn` as dispatch in East, counting the statements pricing sends. */
const asDispatch = <T>(fn: (ctx: GraphQLContext, sent: () => number) => Promise<T>) =>
  withContext(server.db, { tenantId: east, userId }, (tx) => {
    let count = 0;
    const db: Queryable = {
      query: (text, params, options) => {
        count++;
        return tx.query(text, params, options);
      },
    };
    return fn({ db, tenantId: east, user: { id: userId } } as unknown as GraphQLContext, () => count);
  });

it("reads what a run's rows share once, and prices each row by its own route and client as a fresh read would", async () => {
  await asDispatch(async (ctx, sent) => {
    const reads: PriceReads = new Map();
    const there = await loadPriceInput(ctx, request(northwind, boston, brooklyn), reads);
    const first = sent();
    expect(first).toBeGreaterThanOrEqual(7);

    // The way back: nothing more to read (new places and vehicles need none), yet its own ends and its own tax.
    const back = await loadPriceInput(ctx, request(northwind, brooklyn, boston), reads);
    expect(sent()).toBe(first);
    expect(back).toEqual(await loadPriceInput(ctx, request(northwind, brooklyn, boston)));
    expect([there.legs[0].origin.stateProvince, back.legs[0].origin.stateProvince]).toEqual(['MA', 'NY']);
    expect([there.extras?.taxRatePercent, back.extras?.taxRatePercent]).toEqual([8.875, 6.25]);

    // Another client's row reads that client's name, rate card, billing items and exemption.
    const before = sent();
    const theirs = await loadPriceInput(ctx, request(other, boston, brooklyn), reads);
    expect(sent() - before).toBe(4);
    expect(theirs).toEqual(await loadPriceInput(ctx, request(other, boston, brooklyn)));
    expect(theirs.tariffs).not.toEqual(there.tariffs);
  });
});
