/**
 * "Today" in SQL is the tenant's day (migration 024's app_today()), the day qualification, expiry windows and quote
 * validity count from: checked against the shared todayIn() for a zone ahead of UTC by 14 hours and one behind by 10,
 * where the two days differ from UTC's for most of the day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/dates';
import { withContext } from '../../server/db/database';
import { tenantIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let north: string;
let zoneBefore: string;

beforeAll(async () => {
  server = await startTestServer();
  north = await tenantIdOf(server.db, 'Legwork North');
  zoneBefore = (await server.db.query<{ zone: string }>('SELECT time_zone AS zone FROM tenants WHERE id = $1', [north])).rows[0].zone;
}, 60_000);
afterAll(async () => {
  await server?.db.query('UPDATE tenants SET time_zone = $2 WHERE id = $1', [north, zoneBefore]);
  await server?.close();
});

const todayOf = (tenantId: string | null) =>
  withContext(
    server.db,
    { tenantId, userId: null },
    async (tx) => (await tx.query<{ today: string }>("SELECT to_char(app_today(), 'YYYY-MM-DD') AS today")).rows[0].today,
  );

describe('app_today()', () => {
  it('is the tenant’s calendar day in its own time zone', async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Honolulu', 'America/New_York']) {
      await server.db.query('UPDATE tenants SET time_zone = $2 WHERE id = $1', [north, zone]);
      const before = todayIn(zone);
      const today = await todayOf(north);
      // Around midnight of the zone the day may turn between the two readings; either side is the right day.
      expect([before, todayIn(zone)]).toContain(today);
    }
    // Kiritimati (UTC+14) and Honolulu (UTC-10) are never on the same day: the zone really decides.
    await server.db.query('UPDATE tenants SET time_zone = $2 WHERE id = $1', [north, 'Pacific/Kiritimati']);
    const ahead = await todayOf(north);
    await server.db.query('UPDATE tenants SET time_zone = $2 WHERE id = $1', [north, 'Pacific/Honolulu']);
    expect(await todayOf(north)).not.toBe(ahead);
  });

  it('is UTC’s day where the request names no tenant', async () => {
    expect([todayIn('UTC'), new Date().toISOString().slice(0, 10)]).toContain(await todayOf(null));
  });
});
