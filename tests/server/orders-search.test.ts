import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { one, tenantIdOf } from './support/helpers';
import { legInput } from './support/orderInputs';
import { ok } from './support/portal';
import { BOSTON, BROOKLYN, location } from './support/pricing';
import { startTestServer, type TestServer } from './support/testServer';

/** Issue 13: the orders list's search finds an order by its vehicles (year, make, model) and its places. */
let server: TestServer;
let dispatch: TestClient;
let northwind: string;

beforeAll(async () => {
  server = await startTestServer();
  const east = await tenantIdOf(server.db, 'Legwork East');
  northwind = (await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE code = 'NWM' AND tenant_id = $1", [east]))?.id as string;
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
});
afterAll(() => server?.close());

const found = async (search: string) =>
  ok(
    await dispatch.gql<{ orders: { data: { number: string }[] } }>(
      'query($s: String) { orders(first: 100, search: $s) { data { number } } }',
      { s: search },
    ),
  ).orders.data.map((order) => order.number);

describe('orders search', () => {
  it('matches vehicle year, make and model and the places of the legs', async () => {
    const created = ok(
      await dispatch.gql<{ createOrder: { number: string; legs: { id: string; version: number }[] } }>(
        'mutation($input: OrderInput!) { createOrder(input: $input) { number legs { id version } } }',
        {
          input: {
            clientId: northwind,
            vehicles: [{ year: 2019, make: 'Subaru', model: 'Crosstrek Searchable', vehicleClass: 'SEDAN' }],
            locations: [
              location('Quahog Yard', 'Boston', 'Suffolk', 'MA', '02108', BOSTON),
              location('Flatbush Lot', 'Brooklyn', 'Kings', 'NY', '11201', BROOKLYN),
            ],
            legs: [legInput(0, 0, 1, 'TRUCKED')],
          },
        },
      ),
    ).createOrder;
    for (const term of ['Crosstrek Searchable', '2019 Subaru Crosstrek', 'crosstrek searchable', 'Quahog Yard', 'Flatbush'])
      expect(await found(term), term).toContain(created.number);
    expect(await found('Crosstrek Searchable Quahog')).not.toContain(created.number); // one phrase, as typed
  });
});
