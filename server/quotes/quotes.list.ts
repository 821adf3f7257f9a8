import type { QueryQuotesArgs, QuoteColumn, QuoteOrderByColumn } from '../../src/generated/resolvers';
import { QuoteStatusValues } from '../../src/generated/enums/QuoteStatus';
import type { Queryable } from '../db/database';
import { ListQuery } from '../graphql/listQuery';
import { type QuoteRow, QUOTE_SELECT } from './quotes.rows';
import { accountManagerCondition } from '../records/accountManagers';
import { buildOrderBy, buildWhere, type ColumnSpec, containsPattern, trashedCondition } from '../graphql/where';

const WHERE_COLUMNS: Record<QuoteColumn, ColumnSpec> = {
  ID: { sql: 'q.id', type: 'uuid' },
  NUMBER: { sql: 'q.number', type: 'text' },
  STATUS: { sql: 'q.status', type: 'text', values: QuoteStatusValues },
  CLIENT_ID: { sql: 'q.client_id', type: 'uuid' },
  CUSTOMER_ID: { sql: 'q.customer_id', type: 'uuid' },
  VALID_UNTIL: { sql: 'q.valid_until', type: 'date' },
  TOTAL: { sql: 'q.total', type: 'int' },
  CREATED_AT: { sql: 'q.created_at', type: 'timestamptz' },
  UPDATED_AT: { sql: 'q.updated_at', type: 'timestamptz' },
};

const ORDER_COLUMNS: Record<QuoteOrderByColumn, string> = {
  CREATED_AT: 'q.created_at',
  UPDATED_AT: 'q.updated_at',
  NUMBER: 'q.number',
  STATUS: 'q.status',
  VALID_UNTIL: 'q.valid_until',
  TOTAL: 'q.total',
};

/**
 * The /quotes list: Lighthouse `where`, `orderBy`, a status filter, `trashed`, a search over number and client, and
 * the accounts of an account manager (`userId` is whose accounts `accountManager: ME` keeps).
 */
export const listQuotes = (db: Queryable, tenantId: string, args: QueryQuotesArgs, userId: string | null = null) => {
  const q = new ListQuery(tenantId, ['q.tenant_id = $1', trashedCondition(args.trashed, 'q.deleted_at')]).anyOf('q.status', args.status);
  const search = args.search?.trim();
  // typed text, not a pattern
  if (search)
    q.bind(
      containsPattern(search),
      (p) => `(q.number ILIKE ${p} OR EXISTS (SELECT 1 FROM clients c WHERE c.id = q.client_id AND c.display_name ILIKE ${p}))`,
    );
  q.where(accountManagerCondition(args.accountManager, userId, 'q.client_id', q.params) ?? 'TRUE');
  return q
    .where(buildWhere(args.where, WHERE_COLUMNS, q.params))
    .page<QuoteRow>(
      db,
      { select: QUOTE_SELECT, from: 'quotes q', orderBy: buildOrderBy(args.orderBy, ORDER_COLUMNS, 'q.created_at DESC', 'q.id DESC') },
      args,
      25,
    );
};
