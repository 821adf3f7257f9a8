import type { Queryable } from '../db/database';
import {
  SR_CATEGORIES,
  type SrCategory,
  type SrList,
  SrReconciler,
  type SrResultRow,
  srResultHeaderLine,
  srResultLine,
  type SrValidationAnswer,
} from '../../src/domain/storage/srValidation';
import { onSiteSql } from './storage.rows';
import type { ResultWriter } from './storage.srValidationResults';

/** How many rows of each category the summary shows; the result file has them all. */
export const SUMMARY_ROWS = 100;

/** Records read per statement: a keyset page on the client index of migration 030 (created_at DESC, id DESC). */
const PAGE = 10_000;

/**
 * "In Legwork": the client's records whose vehicle is on site now, that is RETURNED (checked in) or a PROBLEM
 * raised while it was (problem_from RETURNED). Reserved, picked-up, completed and cancelled records are not.
 */
const ON_SITE = `r.client_id = $1 AND r.deleted_at IS NULL AND ${onSiteSql('r')}`;

// A page comes back as ONE text value, records split by \x1e and fields by \x1f (neither can be in a record number, a
// uuid or a VIN once stripped; the reconciliation normalises the VIN's case and spaces): 200,000 rows parsed one by
// one by the driver cost more than the whole query.
const FIELD = '\x1f';
const RECORD = '\x1e';

/**
 * One keyset page of records on site, aggregated: the VIN as the record holds it (copied from the vehicle when the
 * record was made; the vehicles join costs a probe per record), the vehicle id (for the stock numbers), the
 * check-in time in the tenant's zone, and the page's last key.
 */
const page = (after: boolean) => `WITH page AS (
    SELECT r.created_at, r.id, r.number, r.facility_id, r.vehicle_id, r.vin, r.checked_in_at FROM storage_records r
    WHERE ${ON_SITE}${after ? ' AND (r.created_at, r.id) < ($3::timestamptz, $4::uuid)' : ''}
    ORDER BY r.created_at DESC, r.id DESC LIMIT ${PAGE})
  SELECT count(*)::int AS n,
    string_agg(concat_ws(E'${FIELD}', p.number, p.facility_id, p.vehicle_id, translate(coalesce(p.vin, ''), E'${FIELD}${RECORD}', ''),
      coalesce(to_char(p.checked_in_at AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI'), '')), E'${RECORD}') AS records,
    (SELECT ARRAY[l.created_at::text, l.id::text] FROM page l ORDER BY l.created_at, l.id LIMIT 1) AS last
  FROM page p`;
const FIRST_PAGE = page(false);
const NEXT_PAGE = page(true);

type Page = { n: number; records: string | null; last: [string, string] | null };

/**
 * The client's records on site, a keyset page at a time (never all 200,000 at once). The next page is asked for as
 * soon as a page arrives, so the database reads it while this one is reconciled (one page in hand, one in flight).
 */
async function* pagesOnSite(tx: Queryable, clientId: string, timeZone: string): AsyncGenerator<Page> {
  const next = (last: [string, string]) => tx.query<Page>(NEXT_PAGE, [clientId, timeZone, ...last]).then(({ rows }) => rows[0]);
  let current: Page | undefined = (await tx.query<Page>(FIRST_PAGE, [clientId, timeZone])).rows[0];
  while (current && current.n > 0) {
    const coming: Promise<Page | undefined> | null = current.n === PAGE && current.last ? next(current.last) : null;
    // A failure of the page in flight is seen when it is awaited, never as an unhandled rejection meanwhile.
    coming?.catch(() => undefined);
    yield current;
    current = coming ? await coming : undefined;
  }
}

/**
 * The stock numbers the list names, by vehicle id: a record is matched by its vehicle's stock number only when the
 * list holds it, so only those vehicles are read (through the stock number index, as typed and upper-cased).
 */
const listedStockNumbers = async (tx: Queryable, list: SrList): Promise<Map<string, string>> => {
  const stocks = new Map<string, string>();
  if (list.byStock.size === 0) return stocks;
  const wanted = [
    ...new Set([...list.byStock.keys(), ...list.entries.flatMap((entry) => (entry.stockAsTyped ? [entry.stockAsTyped] : []))]),
  ];
  const { rows } = await tx.query<{ pairs: string | null }>(
    `SELECT string_agg(v.id::text || E'${FIELD}' || v.stock_number, E'${RECORD}') AS pairs
     FROM vehicles v WHERE v.stock_number = ANY($1::text[]) AND v.deleted_at IS NULL`,
    [wanted],
  );
  for (const pair of rows[0]?.pairs?.split(RECORD) ?? []) {
    const at = pair.indexOf(FIELD);
    stocks.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return stocks;
};

/** The answer without its download link (the route adds it once the file is closed). */
export type SrSummary = Omit<SrValidationAnswer, 'download'>;

/**
 * Reconciles `list` against the client's records on site inside the caller's transaction (row-level security
 * scopes it to the tenant), writing every result line to `result` as it is known and keeping only the counts and
 * the first rows of each category.
 */
export const reconcile = async (
  tx: Queryable,
  input: { list: SrList; clientId: string; facilityId: string | null; facilityNames: ReadonlyMap<string, string>; timeZone: string },
  result: ResultWriter,
): Promise<SrSummary> => {
  const reconciler = new SrReconciler(input.list, { facilityId: input.facilityId, facilityNames: input.facilityNames });
  const rows = Object.fromEntries(SR_CATEGORIES.map((category) => [category, [] as SrResultRow[]])) as Record<SrCategory, SrResultRow[]>;
  // Most lines only join the write buffer: awaiting (a promise per record) happens only when it goes to disk.
  const keep = (row: SrResultRow | null): Promise<void> | null => {
    if (!row) return null;
    if (rows[row.category].length < SUMMARY_ROWS) rows[row.category].push(row);
    return result.write(srResultLine(row));
  };
  // A BOM, as the app's other CSV downloads have, so a spreadsheet opens it as UTF-8.
  result.write(`\uFEFF${srResultHeaderLine()}`);
  const stockNumbers = await listedStockNumbers(tx, input.list);
  let recordsOnSite = 0;
  for await (const { n, records } of pagesOnSite(tx, input.clientId, input.timeZone)) {
    recordsOnSite += n;
    // Fields are cut straight out of the page (no array of 10,000 lines, none of fields per line).
    const text = records ?? '';
    let at = 0;
    while (at < text.length) {
      const end = text.indexOf(RECORD, at);
      const stop = end < 0 ? text.length : end;
      const f1 = text.indexOf(FIELD, at);
      const f2 = text.indexOf(FIELD, f1 + 1);
      const f3 = text.indexOf(FIELD, f2 + 1);
      const f4 = text.indexOf(FIELD, f3 + 1);
      const vin = text.slice(f3 + 1, f4);
      const checkedInAt = text.slice(f4 + 1, stop);
      const record = {
        number: text.slice(at, f1),
        facilityId: text.slice(f1 + 1, f2),
        vin: vin || null,
        stockNumber: stockNumbers.size > 0 ? (stockNumbers.get(text.slice(f2 + 1, f3)) ?? null) : null,
        checkedInAt: checkedInAt || null,
      };
      const pending = keep(reconciler.record(record));
      if (pending) await pending;
      at = stop + 1;
    }
  }
  for (const row of reconciler.finish()) {
    const pending = keep(row);
    if (pending) await pending;
  }
  return { counts: reconciler.counts, rows, listRows: input.list.entries.length + input.list.rejected.length, recordsOnSite };
};
