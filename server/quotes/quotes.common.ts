import { nextQuoteStatus, type QuoteEventType, type QuoteStatus } from '../../src/machines/domain/quote.machine';
import type { MachineActor } from '../../src/machines/domain/status';
import type { AuthUser } from '../auth/users';
import type { GraphQLContext } from '../graphql/context';
import { appError, checkVersion, isUuid } from '../graphql/errors';
import type { QuoteRow } from '../graphql/rows';
import type { Actor } from '../orders/access';
import { findQuote } from './quotes.rows';

/** Who sends a quote event, as the shared machine's guards read it. */
export const machineActor = (user: AuthUser): MachineActor => ({ id: user.id, roles: user.roles });

/** The quote for a mutation, locked; an unknown id is NOT_FOUND and a stale version CONFLICT, before any rule. */
export const lockQuote = async (ctx: GraphQLContext, id: string, version: number): Promise<QuoteRow> =>
  checkVersion(isUuid(id) ? await findQuote(ctx.db, id, true) : null, version, 'Quote');

/** The status the shared machine allows, or INVALID_TRANSITION (a refused event, a role guard, a final status). */
export const nextStatusOrRefuse = (actor: Actor, quote: QuoteRow, type: QuoteEventType): QuoteStatus => {
  const next = nextQuoteStatus(quote.status, { actor: machineActor(actor.user) }, { type });
  if (!next) throw appError('INVALID_TRANSITION', `Quote ${quote.number} (${quote.status}) does not allow ${type} for you.`);
  return next;
};

/** What the activity log keeps of a quote: status and money, not the whole request. */
export const snapshot = (quote: QuoteRow) => ({
  status: quote.status,
  revision: quote.revision,
  validUntil: quote.validUntil,
  subtotal: quote.subtotal,
  tax: quote.tax,
  total: quote.total,
  declineReason: quote.declineReason,
  orderId: quote.orderId,
  version: quote.version,
});

export const publishQuoteChanged = (ctx: GraphQLContext, tenantId: string, id: string) =>
  ctx.afterCommit(() => ctx.events.publish('quoteChanged', tenantId, { id }));
