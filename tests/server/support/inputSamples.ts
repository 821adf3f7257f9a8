import type { IntrospectionInputTypeRef, IntrospectionInputValue, IntrospectionType } from 'graphql';
import type { Queryable } from '../../../server/db/database';

/**
 * What the database holds, read once by the input property test, so generated input can look like real input: values
 * of every column by name, ids of every table, and whole records (rows, and objects inside stored JSON such as a
 * quote's request) to start an input object from.
 */
export type Samples = {
  columns: Map<string, unknown[]>;
  ids: Map<string, string[]>;
  /** Rows (camelCase keys) by table, and objects found in stored JSON under the table they came from. */
  records: Map<string, Record<string, unknown>[]>;
};

/** The schema and samples a root field's arguments are generated from. */
export type Model = { types: Map<string, IntrospectionType>; samples: Samples; field: string };

export const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object inside a JSON value (a quote's request holds vehicles, locations, legs and the request itself). */
const objectsIn = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.flatMap(objectsIn) : isObject(value) ? [value, ...Object.values(value).flatMap(objectsIn)] : [];

/** Uuids and instants: what differs between two seedings of the same demo data. */
const VARYING = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\\d{4}-\\d{2}-\\d{2}T[0-9:.+-]+';

export const sampleDatabase = async (db: Queryable): Promise<Samples> => {
  const { rows: tables } = await db.query<{ table: string; hasId: boolean }>(
    `SELECT c.table_name AS "table", bool_or(c.column_name = 'id' AND c.data_type = 'uuid') AS "hasId"
     FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' GROUP BY c.table_name ORDER BY c.table_name`,
  );
  const samples: Samples = { columns: new Map(), ids: new Map(), records: new Map() };
  for (const { table, hasId } of tables) {
    // The same rows every run, so a seed reproduces: ids and times differ between seedings, the rest does not.
    const { rows } = await db.query<{ row: Record<string, unknown> | string }>(
      `SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY regexp_replace(to_jsonb(t)::text, $1, '', 'g'), t.ctid LIMIT 40`,
      [VARYING],
    );
    const records: Record<string, unknown>[] = [];
    for (const { row: raw } of rows) {
      const row = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : raw;
      records.push(Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), v])));
      for (const [column, value] of Object.entries(row)) {
        if (value === null || column.endsWith('hash') || column.includes('token')) continue;
        if (typeof value === 'object') records.push(...objectsIn(value).slice(0, 20));
        const list = samples.columns.get(column) ?? [];
        if (list.length < 12 && !list.some((v) => JSON.stringify(v) === JSON.stringify(value))) list.push(value);
        samples.columns.set(column, list);
        if (column === 'id' && hasId) samples.ids.set(table, [...(samples.ids.get(table) ?? []), value as string]);
      }
    }
    samples.records.set(table, records);
  }
  return samples;
};

/** Stored values of the column named like the argument or field (`postalCode` → `postal_code`), that `fits`. */
export const storedValues = (model: Model, name: string, fits: (value: unknown) => boolean): unknown[] => {
  const values = [...(model.samples.columns.get(snake(name)) ?? []), ...(model.samples.columns.get(snake(name).replace(/s$/, '')) ?? [])];
  return values.flatMap((v) => (Array.isArray(v) ? v : [v])).filter(fits);
};

/** The table a name points at (`orderLegId`, `tagIds`), or else the table of the record the field is about (`updateVehicle`). */
export const tableFor = (model: Model, name: string): string | null => {
  const tables = [...model.samples.ids.keys()];
  const base = name.replace(/Ids?$/, '');
  if (base && base !== name) {
    const named = tables.find((t) => t === `${snake(base)}s` || t === snake(base));
    if (named) return named;
  }
  const field = model.field.toLowerCase();
  const about = tables.filter((t) => field.includes(camel(t).replace(/s$/, '').toLowerCase())).sort((a, b) => b.length - a.length);
  return about[0] ?? null;
};

export const idsFor = (model: Model, name: string): string[] => model.samples.ids.get(tableFor(model, name) ?? '') ?? [];

const INT4 = 2 ** 31;

/** Whether a stored value is a valid GraphQL value of `ref` (so a record's value can stand in an input object). */
export const fits = (model: Model, ref: IntrospectionInputTypeRef, value: unknown): boolean => {
  if (ref.kind === 'NON_NULL') return value !== null && value !== undefined && fits(model, ref.ofType, value);
  if (value === null || value === undefined) return true;
  if (ref.kind === 'LIST') return Array.isArray(value) && value.every((v) => fits(model, ref.ofType, v));
  const type = model.types.get(ref.name);
  if (type?.kind === 'ENUM') return type.enumValues.some((v) => v.name === value);
  if (type?.kind === 'INPUT_OBJECT')
    return (
      isObject(value) &&
      type.inputFields.every((f) => fits(model, f.type, value[f.name])) &&
      Object.keys(value).every((k) => type.inputFields.some((f) => f.name === k))
    );
  switch (ref.name) {
    case 'ID':
    case 'String':
      return typeof value === 'string';
    case 'Int':
      return Number.isInteger(value) && Math.abs(value as number) < INT4;
    case 'Float':
      return typeof value === 'number';
    case 'Boolean':
      return typeof value === 'boolean';
    case 'File':
      return false;
    default:
      return typeof value === 'string' || ref.name === 'JSON';
  }
};

/**
 * Stored records that can start a value of an input object (or an argument list) with these fields: each keeps the
 * keys whose value fits, at least half of them. Records of `preferred` (the table the field is about) win when any fit.
 */
export const templatesFor = (model: Model, fields: readonly IntrospectionInputValue[], preferred: string | null) => {
  const from = (records: Record<string, unknown>[]) =>
    records
      .map((record) =>
        Object.fromEntries(
          fields.filter((f) => f.name in record && fits(model, f.type, record[f.name])).map((f) => [f.name, record[f.name]]),
        ),
      )
      .filter((t) => Object.keys(t).length >= Math.max(1, fields.length / 2));
  const own = preferred ? from(model.samples.records.get(preferred) ?? []) : [];
  return (own.length > 0 ? own : from([...model.samples.records.values()].flat())).slice(0, 30);
};
