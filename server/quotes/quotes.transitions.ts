import type { QuoteTransitionInput } from '../../src/generated/resolvers';
import { QUOTE_EVENT_BY_NAME, type QuoteEventName } from '../../src/machines/domain/quote.machine';
import { auditAs } from '../audit';
import type { GraphQLContext } from '../graphql/context';
import { appError, badUserInput } from '../graphql/errors';
import { notify } from '../graphql/notifications.resolvers';
import type { QuoteRow } from '../graphql/rows';
import type { Actor } from '../orders/access';
import { lockQuote, nextStatusOrRefuse, publishQuoteChanged, snapshot } from './quotes.common';
import { convertQuote } from './quotes.convert';
import { findQuote } from './quotes.rows';
import { revisePrices } from './quotes.service';

const REASON_MAX = 1000;

const isOverdue = async (ctx: GraphQLContext, quote: QuoteRow) => {
  const { rows } = await ctx.db.query<{ overdue: boolean }>('SELECT $1::date < current_date AS overdue', [quote.validUntil]);
  return rows[0].overdue;
};

/** quote.accept, decline and revise (confirm is convertQuoteToOrder; expire is the job's). */
export const transitionQuote = async (
  ctx: GraphQLContext,
  actor: Actor,
  id: string,
  name: QuoteEventName,
  input: QuoteTransitionInput | null | undefined,
  version: number,
): Promise<QuoteRow> => {
  const type = QUOTE_EVENT_BY_NAME[name];
  if (type === 'quote.confirm') return (await convertQuote(ctx, actor, id, version)).quote;
  const quote = await lockQuote(ctx, id, version);
  const status = nextStatusOrRefuse(actor, quote, type);
  const reason = input?.reason?.trim() || null;
  if (reason && reason.length > REASON_MAX)
    throw badUserInput({ 'input.reason': [`The reason may not be greater than ${REASON_MAX} characters.`] });
  // A price is only good until validUntil, even before the expiry job has run.
  if (type === 'quote.accept' && (await isOverdue(ctx, quote)))
    throw appError('INVALID_TRANSITION', `Quote ${quote.number} expired on ${quote.validUntil}; revise it first.`);

  if (type === 'quote.revise') await revisePrices(ctx, actor, quote, status);
  else
    await ctx.db.query(
      `UPDATE quotes SET status = $2, decline_reason = $3, version = version + 1, updated_at = now() WHERE id = $1`,
      [quote.id, status, type === 'quote.decline' ? reason : quote.declineReason],
    );
  const after = (await findQuote(ctx.db, quote.id)) as QuoteRow;
  await auditAs(ctx, actor, {
    entityKind: 'Quotes',
    entityId: quote.id,
    action: 'UPDATED',
    event: type,
    before: snapshot(quote),
    after: { ...snapshot(after), ...(reason ? { reason } : {}) },
  });
  if ((type === 'quote.accept' || type === 'quote.decline') && quote.createdBy && quote.createdBy !== actor.user.id) {
    const verb = type === 'quote.accept' ? 'accepted' : 'declined';
    await notify(ctx, [quote.createdBy], {
      type: 'QUOTE',
      title: `Quote ${quote.number} ${verb}`,
      body: `${actor.user.name} ${verb} quote ${quote.number}${reason ? `: ${reason}` : '.'}`,
      data: { quoteId: quote.id, number: quote.number, status },
      tenantId: actor.tenantId,
    });
  }
  publishQuoteChanged(ctx, actor.tenantId, quote.id);
  return after;
};
