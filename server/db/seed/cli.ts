import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { createMediaStore } from '../../media/store';
import { openDatabase } from '../database';
import { migrate } from '../migrate';
import { seedBulk } from './bulk';
import { seedDemo } from './demo';

/**
 * npm run seed: migrates the configured database and adds the demo data when it is empty.
 * npm run seed -- --orders 100000 --tenant "Legwork East" [--batch 10000] [--drivers 2000]: then bulk-loads that many orders
 * (and tops the tenant's drivers up to --drivers, by default one per 50 orders, at most 2,000).
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string' },
    tenant: { type: 'string', default: 'Legwork East' },
    batch: { type: 'string' },
    drivers: { type: 'string' },
  },
});
const orders = values.orders === undefined ? 0 : Number(values.orders);
const batchSize = values.batch === undefined ? undefined : Number(values.batch);
const drivers = values.drivers === undefined ? undefined : Number(values.drivers);
if (
  !Number.isInteger(orders) ||
  orders < 0 ||
  (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1)) ||
  (drivers !== undefined && (!Number.isInteger(drivers) || drivers < 0))
) {
  console.error('Usage: npm run seed -- [--orders N] [--tenant "Legwork East"] [--batch 10000] [--drivers 2000]');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  const seeded = await seedDemo(db, { media: createMediaStore(config.dataDir) });
  console.log(seeded ? 'Seeded the demo data.' : 'The database already has data: nothing seeded.');
  if (orders > 0) {
    const where = config.databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(`Loading ${orders.toLocaleString('en-US')} orders into "${values.tenant}" (${where})…`);
    const result = await seedBulk(db, { tenant: values.tenant, orders, batchSize, drivers, log: (line) => console.log(line) });
    const rate = Math.round(result.orders / (result.ms / 1000));
    console.log(
      `Loaded ${result.orders.toLocaleString('en-US')} orders and ${result.legs.toLocaleString('en-US')} legs in ${(result.ms / 1000).toFixed(1)} s (${rate.toLocaleString('en-US')} orders/s).`,
    );
  }
} finally {
  await db.close();
}
