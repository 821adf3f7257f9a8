import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type Row = Record<string, unknown>;

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
    // set_config('role', …, true) is SET LOCAL ROLE, in the same round trip as the settings RLS reads.
    await tx.query("SELECT set_config('role', 'app_user', true), set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true)", [
      context.tenantId ?? '',
      context.userId ?? '',
    ]);
    return fn(tx);
  });

export const wrapPglite = (client: PGlite): Database => ({
  kind: 'pglite',
  query: async <T extends Row>(text: string, params?: readonly unknown[]) =>
    client.query<T>(text, params as unknown[] | undefined),
  exec: async (sql) => {
    await client.exec(sql);
  },
  transaction: (fn) =>
    client.transaction((tx) =>
      fn({ query: async <T extends Row>(text: string, params?: readonly unknown[]) => tx.query<T>(text, params as unknown[]) }),
    ),
  close: () => client.close(),
});

export const openPglite = async (dataDir: string | null): Promise<PGlite> => {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm } });
};

export const openPostgres = (url: string, max = 10): Database => {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops (a restart, a failover) must not take the process down; the pool replaces it.
  pool.on('error', (error) => console.error(`PostgreSQL: an idle connection was lost (${error.message})`));
  return {
    kind: 'postgres',
    query: async <T extends Row>(text: string, params?: readonly unknown[]) => {
      const result = await pool.query(text, params as unknown[] | undefined);
      return { rows: result.rows as T[] };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T extends Row>(text: string, params?: readonly unknown[], options?: QueryOptions) => {
            const values = params as unknown[] | undefined;
            const r = options?.prepare ? await client.query({ name: options.prepare, text, values }) : await client.query(text, values);
            return { rows: r.rows as T[] };
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A lost connection cannot roll back: report the original failure and drop the connection from the pool.
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
};

/** The embedded database in `DATA_DIR/pglite` unless `DATABASE_URL` names a PostgreSQL server. */
export const openDatabase = async (options: { databaseUrl: string | null; dataDir: string }): Promise<Database> =>
  options.databaseUrl ? openPostgres(options.databaseUrl) : wrapPglite(await openPglite(`${options.dataDir}/pglite`));
