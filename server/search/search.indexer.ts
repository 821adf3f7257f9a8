import { algoliasearch } from 'algoliasearch';
import type { AreaJob } from '../areaKit';
import { type Config, loadConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { isHosted } from './search.keys';

/** What the hosted indexer writes with: the algoliasearch client's saveObjects and deleteObjects. */
export type IndexWriter = Pick<ReturnType<typeof algoliasearch>, 'saveObjects' | 'deleteObjects'>;

/** The admin client of the hosted application (`hosts` only to point it elsewhere, as a test does). */
export const hostedWriter = (config: Config, hosts?: Parameters<typeof algoliasearch>[2]) =>
  algoliasearch(config.algolia.appId as string, config.algolia.adminKey as string, hosts);

type DocumentRow = {
  indexName: string;
  objectId: string;
  record: Record<string, unknown>;
  tenantId: string;
  clientId: string | null;
  customerId: string | null;
  driverIds: string[];
  companyIds: string[];
  searchText: string;
};

/**
 * The record Algolia stores: the hit's record (src/domain/search.ts SearchRecord) and the attributes the keys filter
 * on (tenantId, clientId, customerId, driverIds, companyIds: filterOnly facets of the hosted indices) and the text the
 * embedded index searches, as `searchText` (a searchable attribute after title, number and subtitle).
 */
export const hostedRecord = (row: DocumentRow) => ({
  ...row.record,
  objectID: row.objectId,
  tenantId: row.tenantId,
  clientId: row.clientId,
  customerId: row.customerId,
  driverIds: row.driverIds,
  companyIds: row.companyIds,
  searchText: row.searchText,
});

export const DOCUMENT_SELECT = `d.index_name AS "indexName", d.object_id AS "objectId", d.record, d.tenant_id AS "tenantId",
  d.client_id AS "clientId", d.customer_id AS "customerId", d.driver_ids::text[] AS "driverIds",
  d.company_ids::text[] AS "companyIds", d.search_text AS "searchText"`;

/** Pushes one index's changed documents: the ones still there are saved (replaced whole), the gone ones deleted. */
const pushIndex = async (tx: Queryable, writer: IndexWriter, indexName: string, objectIds: string[]) => {
  const { rows } = await tx.query<DocumentRow>(
    `SELECT ${DOCUMENT_SELECT} FROM search_documents d WHERE d.index_name = $1 AND d.object_id = ANY ($2::uuid[])`,
    [indexName, objectIds],
  );
  const present = new Set(rows.map((row) => row.objectId));
  const gone = objectIds.filter((id) => !present.has(id));
  if (rows.length > 0) await writer.saveObjects({ indexName, objects: rows.map(hostedRecord) });
  if (gone.length > 0) await writer.deleteObjects({ indexName, objectIDs: gone });
};

/**
 * Runs `run` once per tenant, each in its own transaction as the owner with the tenant set: search_documents and
 * search_outbox force row-level security, which an owner that is not a superuser obeys too.
 */
export const inEachTenant = async (db: Database, run: (tx: Queryable, tenantId: string) => Promise<number>): Promise<number> => {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM tenants ORDER BY id');
  let total = 0;
  for (const { id } of rows)
    total += await db.transaction(async (tx) => {
      await tx.query("SELECT set_config('app.tenant_id', $1, true)", [id]);
      return run(tx, id);
    });
  return total;
};

/**
 * Drains search_outbox (migration 054) into the hosted indices, a batch a tenant at a time: the rows are locked (SKIP
 * LOCKED: several servers share the work), pushed, and deleted in the same transaction, so a failed push leaves them
 * for the next run (the client already retried its hosts). Saving a record whole and deleting by objectID are
 * idempotent: a batch pushed twice (a crash between the push and the commit) stores the same. Answers how many rows it
 * pushed.
 */
export const pushSearchOutbox = (db: Database, writer: IndexWriter, batch = 1000): Promise<number> =>
  inEachTenant(db, async (tx, tenantId) => {
    const { rows } = await tx.query<{ id: string; indexName: string; objectId: string }>(
      `SELECT id, index_name AS "indexName", object_id AS "objectId" FROM search_outbox WHERE tenant_id = $1
       ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [tenantId, batch],
    );
    if (rows.length === 0) return 0;
    const byIndex = new Map<string, Set<string>>();
    for (const row of rows) byIndex.set(row.indexName, (byIndex.get(row.indexName) ?? new Set()).add(row.objectId));
    for (const [indexName, ids] of byIndex) await pushIndex(tx, writer, indexName, [...ids]);
    await tx.query('DELETE FROM search_outbox WHERE tenant_id = $1 AND id = ANY ($2::bigint[])', [tenantId, rows.map((row) => row.id)]);
    return rows.length;
  });

/** Embedded, nothing reads the outbox: it is emptied so it never grows. */
const clearSearchOutbox = (db: Database) =>
  inEachTenant(db, async (tx, tenantId) => {
    await tx.query('DELETE FROM search_outbox WHERE tenant_id = $1', [tenantId]);
    return 0;
  });

let writer: IndexWriter | null = null;

/** Every 5 s: hosted, push the outbox until it is empty; embedded, clear it. */
export const searchIndexJob: AreaJob = {
  name: 'search.index',
  every: 5_000,
  run: async ({ db }) => {
    const config = loadConfig();
    if (!isHosted(config)) return clearSearchOutbox(db);
    writer ??= hostedWriter(config);
    let pushed = 0;
    for (let n = await pushSearchOutbox(db, writer); n > 0; n = await pushSearchOutbox(db, writer)) pushed += n;
    return pushed;
  },
};
