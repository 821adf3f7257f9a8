import { loadConfig } from './config';
import { DatabaseOpenError, DatabaseUnavailable, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, demoLoginLines, seedDemo } from './db/seed/demo';
import { createMediaStore } from './media/store';
import { expireQuotes } from './quotes/quotes.expire';
import { raiseExpiryAlerts } from './carriers/carriers.expiry';
import { raiseTempTagAlerts } from './tagAndTitle/tagAndTitle.alerts';

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
const { app, mailer, events } = await buildApp({ config, db, logger: config.production });

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
// quote.expire (docs/flows.md): PENDING quotes past validUntil, at start and hourly; safe on several instances at once.
const expire = () => void expireQuotes(db, events).catch((error) => console.error('quote.expire failed', error));
expire();
const expireTimer = setInterval(expire, 60 * 60_000);
// Licences, medical cards and insurance expiring within 30 days: at start and daily; one alert per document and date.
const expiryAlerts = () => {
  void raiseExpiryAlerts(db, events).catch((error) => console.error('document expiry alerts failed', error));
  // Temp tags lapsing within a week (a temporary tag has no grace period): one alert per tag and expiry date.
  void raiseTempTagAlerts(db, events).catch((error) => console.error('temp tag alerts failed', error));
};
expiryAlerts();
const expiryTimer = setInterval(expiryAlerts, 24 * 60 * 60_000);
const shutdown = async () => {
  clearInterval(mailTimer);
  clearInterval(expireTimer);
  clearInterval(expiryTimer);
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
