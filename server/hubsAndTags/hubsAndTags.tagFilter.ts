import { isUuid } from '../errors';
import { TAGGED, type TaggedKind } from './hubsAndTags.rows';

/**
 * The tag filter of a list (any-of): a condition that the record `alias`.id of `kind` carries at least one of
 * `tagIds`, binding the ids as the next placeholder of `params`. No ids (null, undefined, []) filter nothing (null);
 * a malformed id matches nothing. A deleted tag is on no record (deleteTag takes it off), so it matches nothing either.
 * The lists of orders, legs and clients call it: `anyTagCondition('client', 'c', args.tagIds, params)`.
 */
export const anyTagCondition = (
  kind: TaggedKind,
  alias: string,
  tagIds: readonly string[] | null | undefined,
  params: unknown[],
): string | null => {
  if (!tagIds || tagIds.length === 0) return null;
  params.push(tagIds.filter(isUuid));
  const { table, column } = TAGGED[kind];
  return `EXISTS (SELECT 1 FROM ${table} tg WHERE tg.tenant_id = ${alias}.tenant_id AND tg.${column} = ${alias}.id
    AND tg.tag_id = ANY($${params.length}::uuid[]))`;
};
