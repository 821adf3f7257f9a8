import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the example is plain JavaScript (docs/api.md), run here exactly as a reader runs it.
import { runDriverApp } from '../../scripts/examples/driver-app.mjs';
import { signedIn } from './support/client';
import { driverIdOfUser } from './support/drivers';
import { createToken, one, tenantIdOf } from './support/helpers';
import { orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('docs/api.md: the driver app example', () => {
  it('takes a pickup report and picks the vehicle up with nothing but a driver’s token', async () => {
    const east = await tenantIdOf(server.db, 'Legwork East');
    const dale = await driverIdOfUser(server.db, 'driver@legwork.test');
    // Dale's only leg waiting for pickup: earlier ones are moved on, so the example takes this one.
    await server.db.query(
      "UPDATE order_legs SET status = 'ON_HOLD', held_from = 'PENDING_PICKUP', hold_reason = 'OTHER_REASON' WHERE driver_id = $1 AND status = 'PENDING_PICKUP'",
      [dale],
    );
    const order = await orderFixture(server.db, east).order({
      state: 'DISPATCH',
      legs: [{ status: 'PENDING_PICKUP', driverId: dale, confirmedPickupAt: '2031-01-02T14:00:00Z' }],
    });
    // A VIN a scanner reads (the fixture's carry an O, which no VIN has).
    await server.db.query("UPDATE vehicles SET vin = '1FTFW1E59NFA12345' WHERE id = $1", [order.vehicleId]);
    const { token } = await createToken(await signedIn(server.url, 'driver@legwork.test'), 'driver app');
    const lines: string[] = [];
    const result = await runDriverApp({ url: server.url, token, log: (line: string) => lines.push(line) });
    expect(result.report.status).toBe('SUBMITTED');
    expect(result.leg.status).toBe('IN_TRANSIT');
    expect(lines.join('\n')).toContain('bill of lading');
    const stored = await one<{ status: string; pickup: boolean }>(
      server.db,
      'SELECT status, pickup_report_submitted AS pickup FROM order_legs WHERE id = $1',
      [order.legIds[0]],
    );
    expect(stored).toEqual({ status: 'IN_TRANSIT', pickup: true });
  });
});
