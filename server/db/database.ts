import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { unwritableDirectory } from './dataDir';

export type Row = Record<string, unknown>;

/**
 * The database cannot be reached: down, restarting, or the connection was lost mid-request. Requests answer 503
 * (GraphQL: SERVICE_UNAVAILABLE) instead of INTERNAL; the pool connects again once the server is back.
 */
export class DatabaseUnavailable extends Error {
  constructor(readonly cause: unknown) {
    super(`The database is unavailable (${cause instanceof Error ? cause.message : String(cause)}).`);
    this.name = 'DatabaseUnavailable';
  }
}

// SQLSTATE class 08 (connection exception) and the shutdown/start-up states of class 57; Node's socket errors.
const LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const LOST_MESSAGES =
  /PGlite is closed|Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/** True for an error that says the database went away, not that a statement was wrong. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (error instanceof DatabaseUnavailable) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_CODES.has(code) || code.startsWith('08'))) return true;
  return LOST_MESSAGES.test(error.message);
};

/** What a person is told while the database is unavailable (HTTP, GraphQL). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Legwork cannot reach its database right now. Try again in a moment.';

const unavailableOr = (error: unknown): unknown =>
  isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailable) ? new DatabaseUnavailable(error) : error;

/** A failed call rethrown as DatabaseUnavailable when it says the database went away, else as it was. */
const rethrow = (error: unknown): never => {
  throw unavailableOr(error);
};

export type Queryable = {
  query<T extends Row = Row>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
};

/**
 * `prepare`: a name for a statement whose text never changes and that runs on every request. PostgreSQL then parses
 * and plans it once per connection instead of every time (~0.7 ms saved per run of the request-entry statement).
 * PGlite ignores it.
 */
export type QueryOptions = { prepare?: string };

/** Who a transaction runs for: row-level security reads these settings. */
export type DbContext = { tenantId: string | null; userId: string | null };

export type Database = Queryable & {
  kind: 'pglite' | 'postgres';
  /** Runs several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** A transaction as the table owner: migrations, seeding and jobs only. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * Every request's work: one transaction as the non-owner `app_user` role with the tenant and user set,
 * so row-level security applies even where PGlite (or the connection) is a superuser.
 */
export const withContext = <T>(db: Database, context: DbContext, fn: (tx: Queryable) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    // set_config('role', …, true) is SET LOCAL ROLE, in the same round trip as the settings RLS reads. With a user, whether
    // row-level security scopes them as a portal user or a carrier is said once here, as a request's context says it
    // (server/http/requestAuth.ts), rather than asked again by app_is_portal() and app_is_carrier() for every row a
    // statement reads (migrations 009 and 010); without one (a socket's handshake sets its user later) they stay unset.
    await tx.query(
      context.userId
        ? `SELECT set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true),
             set_config('app.portal', CASE WHEN coalesce(app_user_is_portal($2::uuid), false) THEN 'on' ELSE 'off' END, true),
             set_config('app.carrier', CASE WHEN NOT coalesce(app_user_is_portal($2::uuid), false)
               AND coalesce(app_user_is_carrier($2::uuid), false) THEN 'on' ELSE 'off' END, true),
             set_config('role', 'app_user', true)`
        : "SELECT set_config('role', 'app_user', true), set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true)",
      [context.tenantId ?? '', context.userId ?? ''],
    );
    return fn(tx);
  });

export const wrapPglite = (client: PGlite): Database => ({
  kind: 'pglite',
  query: async <T extends Row>(text: string, params?: readonly unknown[]) => client.query<T>(text, params as unknown[] | undefined),
  exec: async (sql) => {
    await client.exec(sql);
  },
  transaction: (fn) =>
    client.transaction((tx) =>
      fn({ query: async <T extends Row>(text: string, params?: readonly unknown[]) => tx.query<T>(text, params as unknown[]) }),
    ),
  // Closing twice (a shutdown after a failure already closed it) is not an error.
  close: async () => {
    if (!client.closed) await client.close();
  },
});

/** The database could not be opened at start; main prints the message and exits non-zero. */
export class DatabaseOpenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseOpenError';
  }
}

export const openPglite = async (dataDir: string | null): Promise<PGlite> => {
  const problem = dataDir ? unwritableDirectory(dataDir) : null;
  if (problem) throw new DatabaseOpenError(`the embedded database needs a writable directory: ${problem}`);
  return PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm } });
};

export const openPostgres = (url: string, max = 10): Database => {
  // A server that does not answer (a partition, a host that is gone) fails the request in 3 s instead of hanging it.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 3000, keepAlive: true });
  // An idle connection the server drops (a restart, a failover) must not take the process down; the pool replaces it.
  pool.on('error', (error) => console.error(`PostgreSQL: an idle connection was lost (${error.message})`));
  // A connection in use emits 'error' too when the server dies (kill -9, a crash): pg-pool listens only while the
  // client is idle, and an 'error' event nobody listens to ends the process. The statement in flight rejects on its
  // own, and the pool drops a client that is no longer queryable when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    kind: 'postgres',
    query: async <T extends Row>(text: string, params?: readonly unknown[]) => {
      const result = await pool.query(text, params as unknown[] | undefined).catch(rethrow);
      return { rows: result.rows as T[] };
    },
    exec: async (sql) => {
      await pool.query(sql).catch(rethrow);
    },
    transaction: async (fn) => {
      const client = await pool.connect().catch(rethrow);
      let broken = false;
      // One statement at a time on the connection: code that asks several at once (Promise.all, batched loaders) waits
      // its turn here, as pg's own queue did (pg 8 deprecates that queue and pg 9 refuses it).
      let turn: Promise<unknown> = Promise.resolve();
      const inTurn = <R>(run: () => Promise<R>): Promise<R> => {
        const next = turn.then(run, run);
        turn = next.catch(() => undefined);
        return next;
      };
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: <T extends Row>(text: string, params?: readonly unknown[], options?: QueryOptions) =>
            inTurn(async () => {
              const values = params as unknown[] | undefined;
              const r = options?.prepare ? await client.query({ name: options.prepare, text, values }) : await client.query(text, values);
              return { rows: r.rows as T[] };
            }),
        });
        await turn;
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A lost connection cannot roll back: the request fails as unavailable (nothing it did is acknowledged, and
        // PostgreSQL keeps or drops the transaction as a whole) and the connection leaves the pool.
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw broken ? new DatabaseUnavailable(error) : unavailableOr(error);
      } finally {
        client.release(broken);
      }
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
};

/** The embedded database in `DATA_DIR/pglite` unless `DATABASE_URL` names a PostgreSQL server. */
export const openDatabase = async (options: { databaseUrl: string | null; dataDir: string }): Promise<Database> =>
  options.databaseUrl ? openPostgres(options.databaseUrl) : wrapPglite(await openPglite(`${options.dataDir}/pglite`));
