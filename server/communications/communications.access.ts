import { type Actor, requireEditor, requireStaff } from '../auth/actors';
import type { GraphQLContext } from '../graphql/context';

/**
 * Who reads and writes the log (docs/access.md): every operator staff role reads a record's log (as it reads the
 * record); the editor roles log a contact and send a template mail (MEMBER reads only). Portal and carrier users never
 * pass, and the table's restrictive policy keeps their sessions out as well (migration 051).
 */
export const requireLogReader = (ctx: GraphQLContext): Actor => requireStaff(ctx);
export const requireLogWriter = (ctx: GraphQLContext): Actor => requireEditor(ctx);
