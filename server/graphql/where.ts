import { isCalendarDay, parseDateTime } from '../../src/domain/dates';
import type { SortOrder, SqlOperator } from '../../src/generated/resolvers';
import { badUserInput, isUuid } from '../errors';

/**
 * Lighthouse-style `where` and `orderBy` arguments compiled to parameterised SQL. Columns are per-entity enums
 * mapped here to SQL expressions, never free strings; values are checked against the column's type, so a bad
 * value answers BAD_USER_INPUT (with the field path) instead of a database error.
 */
export type ColumnType = 'text' | 'uuid' | 'int' | 'numeric' | 'timestamptz' | 'date' | 'bool';

export type ColumnSpec = {
  /** The SQL expression the condition applies to, e.g. `o.created_at` or `l.status`. */
  sql: string;
  type: ColumnType;
  /** Allowed values of an enum column. */
  values?: readonly string[];
  /** An array column (`text[]`): EQ/IN mean "contains"/"overlaps", NEQ/NOT_IN their negations. */
  array?: boolean;
  /** Wraps the condition, e.g. in `EXISTS (SELECT 1 FROM order_legs l WHERE … AND ${condition})`. */
  wrap?: (condition: string) => string;
};

export type WhereInput<C extends string> = {
  column?: C | null;
  operator?: SqlOperator | null;
  value?: unknown;
  AND?: readonly WhereInput<C>[] | null;
  OR?: readonly WhereInput<C>[] | null;
};

export type OrderByInput<C extends string> = { column: C; order: SortOrder };

const MAX_DEPTH = 5;
const MAX_CONDITIONS = 50;

const INT4 = 2 ** 31;

const checkScalar = (spec: ColumnSpec, value: unknown): string | null => {
  if (spec.values) return typeof value === 'string' && spec.values.includes(value) ? null : `Must be one of ${spec.values.join(', ')}.`;
  switch (spec.type) {
    case 'uuid':
      return typeof value === 'string' && isUuid(value) ? null : 'Must be an id.';
    case 'int':
      return Number.isInteger(value) && (value as number) >= -INT4 && (value as number) < INT4
        ? null
        : `Must be a whole number from ${-INT4} to ${INT4 - 1}.`;
    case 'numeric':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'Must be a number.';
    case 'bool':
      return typeof value === 'boolean' ? null : 'Must be true or false.';
    case 'date':
      return isCalendarDay(value) ? null : 'Must be a date (YYYY-MM-DD).';
    case 'timestamptz':
      return parseDateTime(value) !== null ? null : 'Must be an ISO-8601 date-time.';
    default:
      return typeof value === 'string' || typeof value === 'number' ? null : 'Must be text.';
  }
};

const SCALAR_OPS: Partial<Record<SqlOperator, string>> = { EQ: '=', NEQ: '<>', GT: '>', GTE: '>=', LT: '<', LTE: '<=' };

type Builder = { params: unknown[]; count: number };

const condition = <C extends string>(
  b: Builder,
  columns: Record<C, ColumnSpec>,
  input: WhereInput<C>,
  path: string,
  depth: number,
): string => {
  if (depth > MAX_DEPTH) throw badUserInput({ [path]: [`Conditions nest at most ${MAX_DEPTH} deep.`] });
  const parts: string[] = [];
  if (input.column) parts.push(columnCondition(b, columns, input, path));
  for (const [key, joiner] of [
    ['AND', ' AND '],
    ['OR', ' OR '],
  ] as const) {
    const list = input[key];
    if (!list || list.length === 0) continue;
    const inner = list.map((child, i) => condition(b, columns, child, `${path}.${key}.${i}`, depth + 1));
    parts.push(`(${inner.join(joiner)})`);
  }
  if (input.value !== undefined && input.value !== null && !input.column)
    throw badUserInput({ [`${path}.column`]: ['A value needs a column.'] });
  return parts.length === 0 ? 'TRUE' : parts.join(' AND ');
};

const columnCondition = <C extends string>(b: Builder, columns: Record<C, ColumnSpec>, input: WhereInput<C>, path: string) => {
  b.count += 1;
  if (b.count > MAX_CONDITIONS) throw badUserInput({ [path]: [`At most ${MAX_CONDITIONS} conditions.`] });
  const spec = columns[input.column as C];
  const op = input.operator ?? 'EQ';
  const cast = spec.type === 'text' ? 'text' : spec.type;
  const param = (value: unknown) => {
    b.params.push(value);
    return `$${b.params.length}::${cast}`;
  };
  const arrayParam = (values: unknown[]) => {
    b.params.push(values);
    return `$${b.params.length}::${cast}[]`;
  };
  const bad = (message: string) => badUserInput({ [`${path}.value`]: [message] });
  // An instant goes to PostgreSQL as the UTC ISO string it was read as, not as the text typed.
  const normalized = (value: unknown) => (spec.type === 'timestamptz' ? parseDateTime(value) : value);
  const list = (min: number, max: number) => {
    if (!Array.isArray(input.value) || input.value.length < min || input.value.length > max)
      throw bad(min === max ? `Give exactly ${min} values.` : `Give between ${min} and ${max} values.`);
    for (const value of input.value) {
      const problem = checkScalar(spec, value);
      if (problem) throw bad(problem);
    }
    return (input.value as unknown[]).map(normalized);
  };
  const scalar = () => {
    const problem = checkScalar(spec, input.value);
    if (problem) throw bad(problem);
    return normalized(input.value);
  };
  let sql: string;
  if (op === 'IS_NULL' || op === 'IS_NOT_NULL') {
    const empty = spec.array ? `cardinality(${spec.sql}) = 0` : `${spec.sql} IS NULL`;
    sql = op === 'IS_NULL' ? empty : `NOT (${empty})`;
  } else if (spec.array) {
    if (op === 'EQ' || op === 'NEQ') sql = `${spec.sql} @> ARRAY[${param(scalar())}]`;
    else if (op === 'IN' || op === 'NOT_IN') sql = `${spec.sql} && ${arrayParam(list(1, 100))}`;
    else throw badUserInput({ [`${path}.operator`]: ['This column takes EQ, NEQ, IN, NOT_IN, IS_NULL or IS_NOT_NULL.'] });
    if (op === 'NEQ' || op === 'NOT_IN') sql = `NOT (${sql})`;
  } else if (op in SCALAR_OPS) {
    sql = `${spec.sql} ${SCALAR_OPS[op]} ${param(scalar())}`;
  } else if (op === 'LIKE' || op === 'NOT_LIKE') {
    if (spec.type !== 'text' || spec.values) throw badUserInput({ [`${path}.operator`]: ['LIKE applies to text columns.'] });
    if (typeof input.value !== 'string') throw bad('Must be text.');
    // PostgreSQL refuses a pattern whose last backslash escapes nothing (SQLSTATE 22025).
    if (/(^|[^\\])(\\\\)*\\$/.test(input.value))
      throw bad('The pattern may not end with a single backslash (it escapes the next character).');
    // Case-insensitive, as people searching a list expect; % and _ keep their SQL meaning.
    sql = `${spec.sql} ${op === 'LIKE' ? 'ILIKE' : 'NOT ILIKE'} ${param(input.value)}`;
  } else if (op === 'IN' || op === 'NOT_IN') {
    sql = `${spec.sql} ${op === 'IN' ? '=' : '<>'} ${op === 'IN' ? 'ANY' : 'ALL'}(${arrayParam(list(1, 100))})`;
  } else {
    const [low, high] = list(2, 2);
    sql = `${spec.sql} ${op === 'BETWEEN' ? 'BETWEEN' : 'NOT BETWEEN'} ${param(low)} AND ${param(high)}`;
  }
  return spec.wrap ? spec.wrap(sql) : sql;
};

/** Compiles a `where` tree to SQL, appending its values to `params` (which may already hold some). */
export const buildWhere = <C extends string>(
  input: WhereInput<C> | null | undefined,
  columns: Record<C, ColumnSpec>,
  params: unknown[],
  path = 'where',
): string => (input ? condition({ params, count: 0 }, columns, input, path, 0) : 'TRUE');

/** Compiles `orderBy` to SQL; `tiebreak` (e.g. `o.id DESC`) keeps pages stable. */
export const buildOrderBy = <C extends string>(
  orderBy: readonly OrderByInput<C>[] | null | undefined,
  columns: Record<C, string>,
  fallback: string,
  tiebreak: string,
): string => {
  const parts = (orderBy ?? []).slice(0, 5).map((o) => `${columns[o.column]} ${o.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST`);
  return [...(parts.length > 0 ? parts : [fallback]), tiebreak].join(', ');
};

/** `trashed`: WITHOUT (default) hides soft-deleted rows, ONLY shows just them, WITH shows both. */
export const trashedCondition = (trashed: string | null | undefined, deletedAt: string): string =>
  trashed === 'WITH' ? 'TRUE' : trashed === 'ONLY' ? `${deletedAt} IS NOT NULL` : `${deletedAt} IS NULL`;

/** Escapes LIKE wildcards so a search box matches what was typed: `%` and `_` are literal there. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A text a search matches: an expression (matched with ILIKE, which lowers it on every row), or a column stored lowered
 * already (`{ lowered }`, e.g. users' `search_text`), matched with LIKE against the lowered pattern.
 */
export type SearchExpression = string | { lowered: string };

/**
 * Every word of the search must match (ILIKE, served by the trigram indexes); `%` and `_` are taken literally.
 * Appends its values to `params`; `expressions` are OR-ed per word. `folded` writes an expression's test as
 * `lower(expression) LIKE lower($n)` instead (server/directory/directory.lists.ts says when that is cheaper).
 */
export const searchCondition = (
  search: string | null | undefined,
  expressions: readonly SearchExpression[],
  params: unknown[],
  folded = false,
): string => {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return 'TRUE';
  return words
    .map((word) => {
      params.push(containsPattern(word));
      const n = params.length;
      const matches = expressions.map((expression) =>
        typeof expression !== 'string'
          ? `${expression.lowered} LIKE lower($${n}::text)`
          : folded
            ? `lower(${expression}) LIKE lower($${n}::text)`
            : `${expression} ILIKE $${n}`,
      );
      return `(${matches.join(' OR ')})`;
    })
    .join(' AND ');
};

/**
 * Sort keys. `nullable` ones sort their nulls last; the others keep the plain direction so an index can serve it.
 * `tiebreak` completes the key the way its index (tenant_id, key, …) is ordered, so a page needs no sort step.
 */
export type SortSpec = { sql: string; nullable?: boolean; tiebreak?: (order: 'ASC' | 'DESC') => string };

/** The tiebreak of a key whose index ends in the row's id. */
export const tiebreakById = (alias: string) => (order: 'ASC' | 'DESC') => `${alias}.id ${order}`;

/**
 * ORDER BY from a Lighthouse `orderBy` list. Unlike buildOrderBy it adds NULLS LAST only to nullable keys
 * (`created_at DESC NULLS LAST` would not match the (created_at DESC) index) and ends in the last key's tiebreak,
 * else `fallback`'s own: pages stay stable and index-ordered. No orderBy: `fallback` (newest first).
 */
export const sortSql = <C extends string>(
  orderBy: readonly { column: C; order: 'ASC' | 'DESC' }[] | null | undefined,
  sorts: Record<C, SortSpec>,
  fallback: string,
  tiebreak: string,
): string => {
  const keys = (orderBy ?? []).slice(0, 5);
  if (keys.length === 0) return `${fallback}, ${tiebreak}`;
  const parts = keys.map(
    ({ column, order }) => `${sorts[column].sql} ${order === 'ASC' ? 'ASC' : 'DESC'}${sorts[column].nullable ? ' NULLS LAST' : ''}`,
  );
  const last = keys[keys.length - 1];
  const own = sorts[last.column].tiebreak;
  return [...parts, own ? own(last.order === 'ASC' ? 'ASC' : 'DESC') : `${fallback}, ${tiebreak}`].join(', ');
};
