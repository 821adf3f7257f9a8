import { isSearchIndex, SEARCH_FACETS, SEARCH_INDICES, type SearchIndex } from '../../src/domain/search';
import { loadConfig } from '../config';
import { type Database, openDatabase, type Queryable } from '../db/database';
import { migrate } from '../db/migrate';
import { DOCUMENT_SELECT, hostedRecord, hostedWriter, inEachTenant } from './search.indexer';
import { isHosted } from './search.keys';

/**
 * npm run search:reindex [-- orders vehicles …]: rebuilds the named indices (all by default) from their tables:
 * search_documents for every tenant (what a bulk load with triggers off, `npm run seed -- --orders`, leaves out),
 * then, hosted, the Algolia index itself (replaceAllObjects: built aside and swapped in, so searches never see it
 * half-built) with the settings the keys' filters need. A progress bar on stderr per index.
 */
const TABLES: Record<SearchIndex, string> = {
  orders: 'orders',
  order_legs: 'order_legs',
  quotes: 'quotes',
  vehicles: 'vehicles',
  clients: 'clients',
  customers: 'customers',
  drivers: 'drivers',
  trucking_companies: 'trucking_companies',
  invoices: 'invoices',
};
const BATCH = 2000;

/** One transaction as the owner with the tenant set (the search tables force row-level security). */
const inTenant = (db: Database, tenantId: string, run: (tx: Queryable) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    await tx.query("SELECT set_config('app.tenant_id', $1, true)", [tenantId]);
    return run(tx);
  });

const progress = (label: string, done: number, total: number) => {
  const width = 30;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  process.stderr.write(
    `\r${label.padEnd(20)} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`,
  );
  if (done >= total) process.stderr.write('\n');
};

/** The index's documents again from its rows, tenant by tenant, a batch of ids a transaction. */
const rebuildDocuments = async (db: Database, index: SearchIndex) => {
  const { rows: tenants } = await db.query<{ id: string }>('SELECT id FROM tenants ORDER BY id');
  const { rows: ids } = await db.query<{ tenantId: string; id: string }>(
    `SELECT tenant_id AS "tenantId", id FROM ${TABLES[index]} ORDER BY tenant_id, id`,
  );
  let done = 0;
  for (const { id: tenantId } of tenants) {
    const list = ids.filter((row) => row.tenantId === tenantId).map((row) => row.id);
    // Documents whose record is gone (deleted with triggers off); the refresh below replaces the others.
    await inTenant(db, tenantId, (tx) =>
      tx.query(
        `DELETE FROM search_documents d WHERE d.tenant_id = $1 AND d.index_name = $2
         AND NOT EXISTS (SELECT 1 FROM ${TABLES[index]} r WHERE r.tenant_id = d.tenant_id AND r.id = d.object_id)`,
        [tenantId, index],
      ),
    );
    for (let from = 0; from < list.length; from += BATCH) {
      const batch = list.slice(from, from + BATCH);
      await inTenant(db, tenantId, (tx) => tx.query('SELECT app_search_refresh($1, $2, $3::uuid[])', [index, tenantId, batch]));
      done += batch.length;
      progress(`${index} (database)`, done, ids.length);
    }
  }
  if (ids.length === 0) progress(`${index} (database)`, 0, 0);
};

const FILTER_ONLY = ['tenantId', 'clientId', 'customerId', 'driverIds', 'companyIds'];

/** Hosted: every document of the index (all tenants: the keys' tenantId filter keeps them apart) swapped in at once. */
const pushIndex = async (db: Database, index: SearchIndex) => {
  const config = loadConfig();
  const writer = hostedWriter(config);
  // What the outbox holds up to here is in the documents read next: pushed with them, then dropped.
  const { rows: mark } = await db.query<{ now: string }>('SELECT now()::text AS now');
  const objects: ReturnType<typeof hostedRecord>[] = [];
  await inEachTenant(db, async (tx, tenantId) => {
    const { rows } = await tx.query<Parameters<typeof hostedRecord>[0]>(
      `SELECT ${DOCUMENT_SELECT} FROM search_documents d WHERE d.tenant_id = $1 AND d.index_name = $2`,
      [tenantId, index],
    );
    objects.push(...rows.map(hostedRecord));
    return rows.length;
  });
  progress(`${index} (Algolia)`, 0, objects.length);
  await writer.replaceAllObjects({ indexName: index, objects, batchSize: 1000 });
  await writer.setSettings({
    indexName: index,
    indexSettings: {
      searchableAttributes: ['number', 'title', 'subtitle', 'searchText'],
      attributesForFaceting: [...FILTER_ONLY.map((name) => `filterOnly(${name})`), ...SEARCH_FACETS.map((name) => `searchable(${name})`)],
      attributesToHighlight: ['number', 'title', 'subtitle', 'status', 'clientName', 'transportMethod'],
    },
  });
  await inEachTenant(db, async (tx, tenantId) => {
    await tx.query('DELETE FROM search_outbox WHERE tenant_id = $1 AND index_name = $2 AND created_at <= $3::timestamptz', [
      tenantId,
      index,
      mark[0].now,
    ]);
    return 0;
  });
  progress(`${index} (Algolia)`, objects.length, objects.length);
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !isSearchIndex(name));
if (unknown.length > 0) {
  console.error(`Unknown index: ${unknown.join(', ')}. Indices: ${SEARCH_INDICES.join(', ')}`);
  process.exit(2);
}
const indices = asked.length > 0 ? (asked as SearchIndex[]) : [...SEARCH_INDICES];
const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  for (const index of indices) {
    await rebuildDocuments(db, index);
    if (isHosted(config)) await pushIndex(db, index);
  }
  // Embedded, nothing reads the outbox (the server's job empties it too).
  if (!isHosted(config))
    await inEachTenant(db, async (tx, tenantId) => {
      await tx.query('DELETE FROM search_outbox WHERE tenant_id = $1', [tenantId]);
      return 0;
    });
} finally {
  await db.close();
}
