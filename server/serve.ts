import { startJobs } from './areaKit';
import { loadConfig } from './config';
import { DatabaseOpenError, DatabaseUnavailable, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, demoLoginLines, seedDemo } from './db/seed/demo';
import { createMediaStore } from './media/store';

const config = loadConfig();

/** A database that cannot be opened or reached at start ends the process with one clear line and exit code 1. */
const startFailed = (error: unknown): never => {
  const where = config.databaseUrl ? `PostgreSQL at ${new URL(config.databaseUrl).host}` : `${config.dataDir}/pglite`;
  if (error instanceof DatabaseOpenError)
    console.error(`Legwork cannot start: ${error.message}. Set DATA_DIR to a writable directory (or DATABASE_URL).`);
  else if (error instanceof DatabaseUnavailable) console.error(`Legwork cannot start: ${where} does not answer: ${error.message}`);
  else console.error(`Legwork cannot start (database: ${where}):`, error);
  process.exit(1);
};

// The HTTP and GraphQL stack (~1 s of module loading) loads while the database opens and migrates.
const [db, { buildApp }] = await Promise.all([openDatabase(config), import('./app')]).catch(startFailed);
await migrate(db).catch(startFailed);
// The demo's leg photos are written to the same media store the server reads.
const seeded = config.production ? false : await seedDemo(db, { media: createMediaStore(config.dataDir) });
const { app, mailer, events, jobs } = await buildApp({ config, db, logger: config.production });

await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pglite`;
// Counted from the process's start (performance.now()), so loading the modules is in the figure.
console.log(
  `Legwork is ready at http://localhost:${config.port} in ${Math.round(performance.now())} ms — Node ${process.versions.node}, database: ${where}`,
);
if (seeded || !config.production) {
  console.log(`${seeded ? 'Seeded demo data. ' : ''}Demo logins (password "${DEMO_PASSWORD}"):`);
  for (const line of demoLoginLines()) console.log(line);
  if (!config.smtpUrl) console.log(`Mail goes to the dev mailbox: http://localhost:${config.port}/dev/mail`);
}

const mailTimer = setInterval(() => void mailer.deliverPending().catch(() => undefined), 30_000);
// The areas' jobs, from their manifests (quote.expire hourly, document and temp tag alerts daily, each also at start).
const stopJobs = startJobs(jobs, { db, events, media: createMediaStore(config.dataDir) }, (message, error) =>
  console.error(message, error),
);
const shutdown = async () => {
  clearInterval(mailTimer);
  stopJobs();
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
