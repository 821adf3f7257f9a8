import type { Queryable, Row } from '../db/database';
import { badUserInput, isUuid } from '../errors';
import { type PageQuery, paginate } from './paginate';
import { type SearchExpression, searchCondition } from './where';

/** The paging arguments every list query takes. */
export type ListPageArgs = { first?: number | null; page?: number | null };

/**
 * A list query's conditions and their bound values, built filter by filter in the order the filters are written (the
 * placeholders follow it), then paged. The tenant comes first, `$1`, so the (tenant_id, …) indexes serve every list.
 */
export class ListQuery {
  readonly params: unknown[];
  readonly conditions: string[];

  /** `conditions` name the tenant as `$1`. */
  constructor(tenantId: string, conditions: readonly string[]) {
    this.params = [tenantId];
    this.conditions = [...conditions];
  }

  /** The tenant's rows of `alias` that are not deleted. */
  static live(alias: string, tenantId: string) {
    return new ListQuery(tenantId, [`${alias}.tenant_id = $1`, `${alias}.deleted_at IS NULL`]);
  }

  /** A condition with no value of its own (or one that appended its values to `params` itself). */
  where(condition: string) {
    this.conditions.push(condition);
    return this;
  }

  /** Binds `value` and adds the condition made of its placeholder (`$4`). */
  bind(value: unknown, condition: (placeholder: string) => string) {
    this.params.push(value);
    return this.where(condition(`$${this.params.length}`));
  }

  /** `column = value` when a value is given (null and undefined filter nothing). */
  equals(column: string, value: unknown) {
    return value === undefined || value === null ? this : this.bind(value, (p) => `${column} = ${p}`);
  }

  /** `column` is one of the chosen values; none chosen filters nothing. */
  anyOf(column: string, values: readonly string[] | null | undefined) {
    return values && values.length > 0 ? this.bind(values, (p) => `${column} = ANY(${p}::text[])`) : this;
  }

  /** An id filter: a malformed id answers BAD_USER_INPUT on `field` with `message`, before any query runs. */
  id(value: string | null | undefined, field: string, message: string, condition: (placeholder: string) => string) {
    if (value === undefined || value === null) return this;
    if (!isUuid(value)) throw badUserInput({ [field]: [message] });
    return this.bind(value, condition);
  }

  /** Every word of the search must match one of `expressions` (searchCondition). */
  search(text: string | null | undefined, expressions: readonly SearchExpression[]) {
    return this.where(searchCondition(text, expressions, this.params));
  }

  /** The conditions joined: the `WHERE` of the list (and of any sum over the same rows). */
  get whereSql() {
    return this.conditions.join(' AND ');
  }

  /** One page of the list; `perPage` when the arguments ask for none. */
  page<T extends Row>(db: Queryable, query: Omit<PageQuery, 'where' | 'params' | 'first' | 'page'>, args: ListPageArgs, perPage = 50) {
    return paginate<T>(db, {
      ...query,
      where: this.whereSql,
      params: this.params,
      first: args.first ?? perPage,
      page: args.page ?? 1,
    });
  }
}
