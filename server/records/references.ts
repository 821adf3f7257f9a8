import { badUserInput, isUuid } from '../errors';
import type { GraphQLContext } from '../graphql/context';

/** A table an input may name by id: the words of its field error, and whether it soft-deletes. */
export type ReferencedTable = { what: string; live: boolean };

/** The tables the areas reference most (an area passes its own `{ table, what, live }` for any other). */
const TABLES = {
  drivers: { what: 'driver', live: true },
  trucking_companies: { what: 'trucking company', live: true },
  units: { what: 'unit', live: true },
  hubs: { what: 'home hub', live: true },
  clients: { what: 'client', live: true },
  customers: { what: 'customer', live: true },
  order_legs: { what: 'leg', live: true },
} as const satisfies Record<string, ReferencedTable>;

export type ReferenceTable = keyof typeof TABLES | (ReferencedTable & { table: string });

/**
 * Laravel's `exists` rule for ids an input names: each must be a row of `table` the caller sees in the tenant (row
 * level security hides other tenants' and other carriers' rows), live where the table soft-deletes. A guessed or
 * foreign id is BAD_USER_INPUT on its field, never a foreign-key violation (a 5xx).
 */
export const referenceErrors = async (
  ctx: GraphQLContext,
  tenantId: string,
  table: ReferenceTable,
  refs: readonly { id: string | null | undefined; field: string }[],
): Promise<Record<string, string[]>> => {
  const wanted = refs.filter((ref): ref is { id: string; field: string } => typeof ref.id === 'string');
  if (wanted.length === 0) return {};
  const { table: name, what, live } = typeof table === 'string' ? { table, ...TABLES[table] } : table;
  const ids = [...new Set(wanted.map((ref) => ref.id).filter(isUuid))];
  const found = new Set<string>();
  if (ids.length > 0) {
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT id FROM ${name} WHERE tenant_id = $1 AND id = ANY($2::uuid[])${live ? ' AND deleted_at IS NULL' : ''}`,
      [tenantId, ids],
    );
    for (const row of rows) found.add(row.id);
  }
  const errors: Record<string, string[]> = {};
  for (const ref of wanted) if (!found.has(ref.id)) errors[ref.field] = [`The selected ${what} is invalid.`];
  return errors;
};

/** Throws BAD_USER_INPUT with every field error of every check (run them all, report them together). */
export const requireReferences = async (checks: Promise<Record<string, string[]>>[]) => {
  const errors = Object.assign({}, ...(await Promise.all(checks)));
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
};
