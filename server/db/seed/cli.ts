import { loadConfig } from '../../config';
import { openDatabase } from '../database';
import { migrate } from '../migrate';
import { seedDemo } from './demo';

/** npm run seed: migrates the configured database and adds the demo data when it is empty. */
const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  console.log((await seedDemo(db)) ? 'Seeded the demo data.' : 'The database already has data: nothing seeded.');
} finally {
  await db.close();
}
