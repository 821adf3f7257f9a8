import { OPERATOR_STAFF_ROLES } from '../../src/domain/roles';
import type { QueryMentionSuggestionsArgs } from '../../src/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput } from '../errors';
import { requireStaff } from '../auth/actors';

export type MentionSuggestionRow = { id: string; name: string; email: string };

const MAX_FIRST = 20;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * Whom a staff comment may mention, as one types "@da…": the tenant's operator staff (an operator staff role, no
 * client or customer link), so a portal user's email never shows in the list, and only to staff (requireStaff).
 */
export const mentionSuggestions = async (
  ctx: GraphQLContext,
  { search, first }: QueryMentionSuggestionsArgs,
): Promise<MentionSuggestionRow[]> => {
  const { tenantId } = requireStaff(ctx);
  const limit = first ?? 8;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_FIRST)
    throw badUserInput({ first: [`The first must be between 1 and ${MAX_FIRST}.`] });
  const text = likeEscaped(search.trim().replace(/^@/, '').slice(0, 100));
  const { rows } = await ctx.db.query<MentionSuggestionRow>(
    `SELECT u.id, u.name, u.email FROM users u JOIN user_tenants ut ON ut.user_id = u.id AND ut.tenant_id = $1
     WHERE u.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = ANY($2::text[]))
       AND NOT EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id)
       AND NOT EXISTS (SELECT 1 FROM customer_users xu WHERE xu.user_id = u.id)
       AND (u.name ILIKE $3 OR u.email ILIKE $3)
     ORDER BY (u.name ILIKE $4 OR u.email ILIKE $4) DESC, u.name, u.email LIMIT $5`,
    [tenantId, OPERATOR_STAFF_ROLES, `%${text}%`, `${text}%`, limit],
  );
  return rows;
};
