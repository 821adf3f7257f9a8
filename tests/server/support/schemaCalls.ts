import {
  getIntrospectionQuery,
  type IntrospectionField,
  type IntrospectionObjectType,
  type IntrospectionOutputTypeRef,
  type IntrospectionQuery,
  type IntrospectionType,
} from 'graphql';
import type { Queryable } from '../../../server/db/database';
import { REFUSED_BY_DATABASE } from '../../../server/graphql/inputErrors';
import type { TestClient } from './client';
import { printType } from './schemaTypes';
import { FileValue } from './inputScalars';

/** One root field to call: `query` or `mutation`, its name and arguments (from the introspection). */
export type RootField = { operation: 'query' | 'mutation'; field: IntrospectionField };

export const introspect = async (client: TestClient): Promise<IntrospectionQuery> => {
  const answer = await client.gql<IntrospectionQuery>(getIntrospectionQuery({ descriptions: false }));
  if (!answer.data) throw new Error(`introspection failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
};

/** Every Query and Mutation field that takes arguments (subscriptions are out of scope). */
export const rootFields = (introspection: IntrospectionQuery): RootField[] => {
  const { queryType, mutationType } = introspection.__schema;
  const byName = new Map(introspection.__schema.types.map((t) => [t.name, t]));
  const fieldsOf = (name: string | undefined) => (name && (byName.get(name) as IntrospectionObjectType | undefined)?.fields) || [];
  return [
    ...fieldsOf(queryType?.name).map((field) => ({ operation: 'query' as const, field })),
    ...fieldsOf(mutationType?.name).map((field) => ({ operation: 'mutation' as const, field })),
  ].filter((root) => root.field.args.length > 0);
};

const unwrap = (ref: IntrospectionOutputTypeRef): string =>
  ref.kind === 'NON_NULL' || ref.kind === 'LIST' ? unwrap(ref.ofType) : ref.name;

/** `__typename`, the leaves and, one level down, the objects' ids: enough to run the field resolvers of a result. */
const selection = (types: Map<string, IntrospectionType>, typeName: string, depth: number): string => {
  const type = types.get(typeName);
  if (!type || (type.kind !== 'OBJECT' && type.kind !== 'INTERFACE')) return '';
  const parts = ['__typename'];
  for (const f of type.fields) {
    if (f.args.some((a) => a.type.kind === 'NON_NULL')) continue;
    const inner = types.get(unwrap(f.type));
    if (inner?.kind === 'SCALAR' || inner?.kind === 'ENUM') parts.push(f.name);
    else if (depth === 0) parts.push(`${f.name} ${selection(types, unwrap(f.type), 1) || ''}`);
  }
  return `{ ${depth === 0 ? parts.join(' ') : parts.filter((p) => p === '__typename' || p === 'id').join(' ')} }`;
};

/** The document calling `root` with the arguments given (left-out ones are not passed at all). */
export const operationFor = (introspection: IntrospectionQuery, root: RootField, args: Record<string, unknown>) => {
  const types = new Map(introspection.__schema.types.map((t) => [t.name, t]));
  const given = root.field.args.filter((a) => a.name in args);
  const declared = given.map((a) => `$${a.name}: ${printType(a.type)}`).join(', ');
  const passed = given.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${root.operation} Fuzz${declared ? `(${declared})` : ''} { ${root.field.name}${passed ? `(${passed})` : ''} ${selection(types, unwrap(root.field.type), 0)} }`;
  return { query, variables: args };
};

/** Sends an operation as the client (cookies, CSRF, tenant): JSON, or multipart when a variable holds files. */
export const send = async (client: TestClient, query: string, variables: Record<string, unknown>) => {
  const files: FileValue[] = [];
  const map: Record<string, string[]> = {};
  const strip = (value: unknown, path: string): unknown => {
    if (value instanceof FileValue) {
      map[String(files.length)] = [path];
      files.push(value);
      return null;
    }
    if (Array.isArray(value)) return value.map((v, i) => strip(v, `${path}.${i}`));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v, `${path}.${k}`)]));
    return value;
  };
  const json = JSON.stringify({ query, variables: strip(variables, 'variables') });
  const headers: Record<string, string> = { accept: 'application/json', 'x-tenant': client.tenant, cookie: client.cookieHeader() };
  if (client.xsrf) headers['x-xsrf-token'] = decodeURIComponent(client.xsrf);
  let body: string | FormData = json;
  if (files.length > 0) {
    const form = new FormData();
    form.append('operations', json);
    form.append('map', JSON.stringify(map));
    for (const [i, file] of files.entries()) form.append(String(i), new Blob([file.bytes], { type: file.type }), file.name);
    body = form;
  } else headers['content-type'] = 'application/json';
  const response = await fetch(`${client.baseUrl}/graphql`, { method: 'POST', headers, body, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  return { status: response.status, text };
};

export type Answer = {
  data?: unknown;
  message?: string;
  errors?: { message: string; path?: unknown[]; extensions?: { code?: string; errors?: unknown } }[];
};

/**
 * What is wrong with an answer to generated input (never a 5xx or INTERNAL, every error coded, field errors with
 * BAD_USER_INPUT), and whether it carries errors.
 */
export const problemWith = (status: number, text: string): { problem: string | null; errors: boolean } => {
  if (status >= 500) return { problem: `HTTP ${status}: ${text.slice(0, 500)}`, errors: true };
  let answer: Answer;
  try {
    answer = JSON.parse(text) as Answer;
  } catch {
    return { problem: `HTTP ${status}, not JSON: ${text.slice(0, 300)}`, errors: true };
  }
  const errors = answer.errors ?? [];
  for (const error of errors) {
    const code = error.extensions?.code;
    if (!code || code === 'INTERNAL') return { problem: `${code ?? 'no code'}: ${error.message}`, errors: true };
    if (error.message === REFUSED_BY_DATABASE)
      return { problem: `a value reached the database unchecked: ${JSON.stringify(error)}`, errors: true };
    const fieldErrors = error.extensions?.errors;
    if (code === 'BAD_USER_INPUT' && (!fieldErrors || typeof fieldErrors !== 'object' || Object.keys(fieldErrors).length === 0))
      return { problem: `BAD_USER_INPUT without field errors: ${error.message}`, errors: true };
  }
  // The HTTP layer refuses a body it will not parse as JSON (a `__proto__` key: prototype poisoning) before GraphQL.
  if (status === 400 && errors.length === 0 && /JSON/.test(String(answer.message))) return { problem: null, errors: true };
  return {
    problem: status >= 400 && errors.length === 0 ? `HTTP ${status} without errors: ${text.slice(0, 300)}` : null,
    errors: errors.length > 0,
  };
};

/**
 * A cheap fingerprint of everything stored: per table its row count and the newest row version (xmin), so an insert,
 * update or delete shows. Sessions are left out: every request touches its session's last activity.
 */
export const fingerprinter = async (db: Queryable) => {
  const { rows } = await db.query<{ table: string }>(
    `SELECT table_name AS "table" FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'sessions' ORDER BY table_name`,
  );
  const sql = rows
    .map(({ table }) => `SELECT '${table}' AS t, count(*)::int AS n, coalesce(max(xmin::text::bigint), 0)::text AS x FROM "${table}"`)
    .join(' UNION ALL ');
  return async () => (await db.query<{ t: string; n: number; x: string }>(sql)).rows.map((r) => `${r.t}:${r.n}:${r.x}`).join(' ');
};
