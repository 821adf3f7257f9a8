import { GraphQLError } from 'graphql';
import { auditAs } from '../audit';
import { notify } from '../notifications/notifications.public';
import { createOrderFromInput, createOrdersFromInputs, orderBatch, type OrderBatch } from '../orders/orders.public';
import { submitToCallCenter } from '../portal/portal.public';
import { tenantToday } from '../records/days';
import { checkRow, clientIndex, importedKeys, priceCache, type RowContext, unpriceable } from './imports.check';
import { inJobTransaction, type JobDeps, restAfter } from './imports.context';
import { rowOrderInput, rowReader } from './imports.orderInput';
import { type KnownPlaces, newPlaceKeys, rememberPlaced, rememberPlaces, withKnownPlaces } from './imports.places';
import { findImport, IMPORT_ENTITY_KIND, type ImportProblem, importCells, type SpreadsheetImportRow } from './imports.rows';

/** Rows checked in the first transaction; the next ones are sized to take about CHECK_BATCH_MS each. */
const CHECK_BATCH = 25;
/** The progress is written at most this often while importing. */
const PROGRESS_MS = 500;
/** An import's first batch of orders (one transaction); the next ones grow or shrink to take about batchMs each. */
const FIRST_BATCH = 10;
const MAX_BATCH = 500;

/**
 * How long a batch's transaction should take: on PostgreSQL requests take the pool's other connections and never wait
 * for the job (only a new order waits for the counter of order numbers), so batches are long and an order costs
 * least; on PGlite (one connection) a request waits for the batch under way, so batches are short.
 */
const batchMs = (deps: JobDeps) => (deps.config.databaseUrl ? 250 : 50);

/**
 * How long a batch of the check should take: its rows are parsed and priced in this process, so a batch holds the
 * event loop for most of its time and a request to this server waits for it, on either database.
 */
const CHECK_BATCH_MS = 20;

/** The next batch's size: this one's, scaled by how far its time was from the target. */
const nextSize = (size: number, took: number, target: number) =>
  Math.min(MAX_BATCH, Math.max(1, Math.round((size * target) / Math.max(took, 1))));

type Loaded = { job: SpreadsheetImportRow; cells: string[][]; context: RowContext };

const load = (deps: JobDeps, id: string): Promise<Loaded> =>
  inJobTransaction(deps, async (ctx) => {
    const job = (await findImport(ctx.db, id)) as SpreadsheetImportRow;
    const [cells, clients, today] = [await importCells(ctx.db, id), await clientIndex(ctx.db), await tenantToday(ctx.db, deps.tenantId)];
    return { job, cells, context: { clients, clientId: job.clientId, today } };
  });

const fail = (deps: JobDeps, id: string, error: unknown) =>
  inJobTransaction(deps, (ctx) =>
    ctx.db.query(
      `UPDATE spreadsheet_imports SET status = 'FAILED', error = $2, finished_at = now(), version = version + 1, updated_at = now()
       WHERE id = $1`,
      [id, `The import stopped: ${error instanceof Error ? error.message : String(error)}`.slice(0, 2000)],
    ),
  ).catch(() => undefined); // the database is gone: the row stays as it was

const byRow = (a: ImportProblem, b: ImportProblem) => a.row - b.row;

/**
 * Checks every row as the order form would before anything is stored: the client, the form's rules (VIN, past
 * pickup, …), a reference seen earlier in the file or imported before, and the rate card's price. The rows are checked
 * a batch a transaction with a turn of the event loop between batches, the progress written with each batch.
 */
export const runCheck = async (deps: JobDeps, id: string): Promise<void> => {
  try {
    const { job, cells, context } = await load(deps, id);
    const mapping = job.mapping ?? {};
    const problems: ImportProblem[] = [];
    const seen = new Map<string, number>();
    const prices = priceCache();
    let valid = 0;
    for (let start = 0, size = CHECK_BATCH; start < cells.length; ) {
      const started = performance.now();
      await inJobTransaction(deps, async (ctx) => {
        const batch = cells
          .slice(start, start + size)
          .map((cellsOfRow, i) => ({ row: start + i + 1, checked: checkRow(job.headers, mapping, cellsOfRow, context) }));
        const keys = batch.flatMap(({ checked }) => (checked.ok ? [checked.key] : []));
        const imported = await importedKeys(ctx.db, deps.tenantId, keys);
        for (const { row, checked } of batch) {
          if (!checked.ok) {
            problems.push({ row, messages: checked.messages });
            continue;
          }
          const first = seen.get(checked.key);
          if (first !== undefined) {
            problems.push({ row, messages: [`Client reference: a duplicate of row ${first} (the same client and reference).`] });
            continue;
          }
          seen.set(checked.key, row);
          if (imported.has(checked.key)) {
            problems.push({
              row,
              messages: ['Client reference: already imported (an order of this client has it from an earlier import).'],
            });
            continue;
          }
          const reason = await unpriceable(ctx, checked.input, prices);
          if (reason) problems.push({ row, messages: [reason] });
          else valid++;
        }
        await ctx.db.query('UPDATE spreadsheet_imports SET processed_rows = $2, updated_at = now() WHERE id = $1', [
          id,
          start + batch.length,
        ]);
      });
      const took = performance.now() - started;
      await restAfter(deps, took);
      start += size;
      size = nextSize(size, took, CHECK_BATCH_MS);
    }
    await inJobTransaction(deps, (ctx) =>
      ctx.db.query(
        `UPDATE spreadsheet_imports SET status = 'CHECKED', problems = $2, valid_rows = $3, failed_rows = $4,
           version = version + 1, updated_at = now() WHERE id = $1`,
        [id, JSON.stringify(problems), valid, problems.length],
      ),
    );
  } catch (error) {
    await fail(deps, id, error);
  }
};

/** What a refused order says, per field where the service names one. */
const refusal = (error: unknown): string[] => {
  if (!(error instanceof GraphQLError)) return ['The order could not be saved.'];
  const fields = error.extensions?.errors as Record<string, string[]> | undefined;
  return fields ? Object.values(fields).flat() : [error.message];
};

const progress = (deps: JobDeps, id: string, processed: number, imported: number, failed: number) =>
  inJobTransaction(deps, (ctx) =>
    ctx.db.query(
      'UPDATE spreadsheet_imports SET processed_rows = $2, imported_rows = $3, failed_rows = $4, updated_at = now() WHERE id = $1',
      [id, processed, imported, failed],
    ),
  );

/** A row that passed the checks, waiting in the next batch. */
type Pending = { row: number; input: ReturnType<typeof rowOrderInput>; key: string };

/** One row's order in its own transaction through the orders area's create service: a refused batch's rows, one by one. */
const importOne = async (deps: JobDeps, job: SpreadsheetImportRow, batch: OrderBatch, places: KnownPlaces, { input, key }: Pending) =>
  inJobTransaction(deps, async (ctx) => {
    const order = await createOrderFromInput(ctx, withKnownPlaces(input, places), {
      submit: !job.portal,
      source: 'SPREADSHEET',
      idempotencyKey: key,
      refusePastPickups: true,
      batch,
    });
    // A client's order is filed with the call center as the portal's wizard files it (server/portal).
    if (job.portal && order.state === 'DRAFT') await submitToCallCenter(ctx, deps, order);
    await rememberPlaces(ctx.db, order.id, input, places);
  });

/** A batch's orders in one transaction, set-based (createOrdersFromInputs); the places they stored are remembered. */
const importBatch = async (deps: JobDeps, job: SpreadsheetImportRow, batch: OrderBatch, places: KnownPlaces, rows: readonly Pending[]) => {
  const made = await inJobTransaction(deps, async (ctx) => {
    const created = await createOrdersFromInputs(
      ctx,
      rows.map(({ input, key }) => ({ input: withKnownPlaces(input, places), key })),
      { source: 'SPREADSHEET', batch, submit: !job.portal },
    );
    if (job.portal)
      await submitToCallCenter(
        ctx,
        deps,
        created.map(({ order }) => order).filter((order) => order.state === 'DRAFT'),
      );
    return created;
  });
  for (const { index, places: stored } of made) rememberPlaced(rows[index].input, stored[0], places);
};

/**
 * The next batch from row `from` (0-based): up to `size` rows that pass the checks, the others' problems noted. A row
 * that would store a place an earlier row of the batch stores ends it, so that the next batch names that place.
 */
const nextBatch = (job: SpreadsheetImportRow, cells: string[][], context: RowContext, places: KnownPlaces, from: number, size: number) => {
  const mapping = job.mapping ?? {};
  const refused = new Set(job.problems.map((problem) => problem.row));
  const rows: Pending[] = [];
  const problems: ImportProblem[] = [];
  const fresh = new Set<string>();
  let next = from;
  for (; next < cells.length && rows.length < size; next++) {
    const row = next + 1;
    if (refused.has(row)) continue;
    const checked = checkRow(job.headers, mapping, cells[next], context);
    if (!checked.ok) {
      problems.push({ row, messages: checked.messages });
      continue;
    }
    const input = rowOrderInput(rowReader(job.headers, mapping, cells[next]), checked.input.clientId);
    const keys = newPlaceKeys(input, places);
    if (rows.length > 0 && keys.some((key) => fresh.has(key))) break;
    for (const key of keys) fresh.add(key);
    rows.push({ row, input, key: checked.key });
  }
  return { rows, problems, next };
};

/**
 * Imports the rows the check passed a batch of orders a transaction: each batch through the orders area's set-based
 * create (createOrdersFromInputs: the same rows, audit rows and order.submit as the create service writes for one, in a
 * few statements for the whole batch; source SPREADSHEET; a row's key makes a second import of it write nothing). A
 * batch any row of which is refused writes nothing and its rows are imported one by one, each in its own transaction
 * through createOrderFromInput, which names the row and its reason. The batches grow or shrink to take about batchMs,
 * with a rest between them (restAfter), so a request waits for at most about one batch. What the rows share is read
 * once (the tenant's zone and distance unit, and what pricing reads through orderBatch; a place an earlier row stored
 * is named, not stored again); a client's orders are filed with the call center as the portal's wizard files them. The
 * rows that failed come back in the error file and, when there are any, as an ADAPTER_ERROR notification to the user
 * who imported.
 */
export const runImport = async (deps: JobDeps, id: string): Promise<void> => {
  try {
    const { job, cells, context } = await load(deps, id);
    const batch = await inJobTransaction(deps, (ctx) => orderBatch(ctx.db, deps.tenantId));
    const problems = [...job.problems];
    const places: KnownPlaces = new Map();
    let imported = 0;
    let size = FIRST_BATCH;
    let written = performance.now();
    for (let from = 0; from < cells.length; ) {
      const { rows, problems: refused, next } = nextBatch(job, cells, context, places, from, size);
      problems.push(...refused);
      from = next;
      if (rows.length === 0) continue;
      const started = performance.now();
      try {
        await importBatch(deps, job, batch, places, rows);
        imported += rows.length;
      } catch {
        for (const row of rows)
          try {
            await importOne(deps, job, batch, places, row);
            imported++;
          } catch (error) {
            problems.push({ row: row.row, messages: refusal(error) });
          }
      }
      const took = performance.now() - started;
      size = nextSize(size, took, batchMs(deps));
      if (performance.now() - written >= PROGRESS_MS) {
        await progress(deps, id, from, imported, problems.length);
        written = performance.now();
      }
      await restAfter(deps, took);
    }
    problems.sort(byRow);
    await inJobTransaction(deps, async (ctx) => {
      await ctx.db.query(
        `UPDATE spreadsheet_imports SET status = 'DONE', problems = $2, processed_rows = total_rows, imported_rows = $3,
           failed_rows = $4, finished_at = now(), version = version + 1, updated_at = now() WHERE id = $1`,
        [id, JSON.stringify(problems), imported, problems.length],
      );
      const who = { tenantId: deps.tenantId, user: deps.user };
      await auditAs(ctx, who, {
        entityKind: IMPORT_ENTITY_KIND,
        entityId: id,
        action: 'UPDATED',
        event: 'spreadsheetImport.done',
        after: { imported, failed: problems.length },
      });
      if (problems.length > 0)
        await notify(ctx, [deps.user.id], {
          type: 'ADAPTER_ERROR',
          tenantId: deps.tenantId,
          title: `${problems.length === 1 ? '1 row' : `${problems.length} rows`} of ${job.fileName} not imported`,
          body: `${imported} of ${job.totalRows} orders were imported. Download the rows that were not, with their errors, fix them and import that file.`,
          // The bell opens the orders list with this import's dialog (src/views/imports/SpreadsheetImportButton.tsx).
          data: { spreadsheetImportId: id, link: `${job.portal ? '/portal/orders' : '/orders'}?import=${id}` },
        });
    });
  } catch (error) {
    await fail(deps, id, error);
  }
};
