import type { PortalQuoteEvent } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput } from '../graphql/errors';
import type { QuoteRow } from '../graphql/rows';
import { lockQuote } from '../quotes/quotes.common';
import { QUOTE_COLUMNS } from '../quotes/quotes.rows';
import { createQuote, priceRequest } from '../quotes/quotes.service';
import { transitionQuote } from '../quotes/quotes.transitions';
import { type PortalActor, serviceActor } from './access';
import { portalKey } from './orders';
import { parsePortalRequest } from './request';
import { findPortalQuote } from './rows';
import { isTenantStaff, notifyDesk } from './staffNotice';

const REASON_MAX = 1000;

const quoteByKey = async (db: Queryable, tenantId: string, key: string) => {
  const { rows } = await db.query<QuoteRow>(`SELECT ${QUOTE_COLUMNS} FROM quotes q WHERE q.tenant_id = $1 AND q.idempotency_key = $2`, [
    tenantId,
    key,
  ]);
  return rows[0] ?? null;
};

/** portalPriceQuote: the live price of the wizard's request, checked like a submission; nothing is saved. */
export const portalPriceQuote = async (ctx: GraphQLContext, actor: PortalActor, input: unknown) => {
  await parsePortalRequest(ctx, actor, input);
  return priceRequest(ctx, serviceActor(actor), input);
};

/**
 * portalCreateQuote: the shared quote service (priced, numbered, PENDING, line items, audit row), marked as the
 * portal's. A retry with the same key answers the quote it already made and writes nothing.
 */
export const portalCreateQuote = async (ctx: GraphQLContext, actor: PortalActor, input: unknown, idempotencyKey: string): Promise<QuoteRow> => {
  const key = portalKey(actor, idempotencyKey);
  const earlier = await quoteByKey(ctx.db, actor.tenantId, key);
  if (earlier) return earlier;
  await parsePortalRequest(ctx, actor, input);
  return createQuote(ctx, serviceActor(actor), input, key, 'PORTAL');
};

const checkReason = (event: PortalQuoteEvent, reason: string | null | undefined): string | null => {
  const text = reason?.trim() || null;
  if (event === 'DECLINE' && !text) throw badUserInput({ reason: ['Tell the operator why you decline the quote.'] });
  if (text && text.length > REASON_MAX) throw badUserInput({ reason: [`The reason may not be greater than ${REASON_MAX} characters.`] });
  return text;
};

/**
 * portalRespondToQuote: ACCEPT or DECLINE (with a reason) a PENDING quote, through the staff transition (lock, version
 * check, the shared machine, audit row, quoteChanged). Its creator hears of it when they are staff (the transition
 * tells them), else the tenant's portal desk does, in the same transaction.
 */
export const portalRespondToQuote = async (
  ctx: GraphQLContext,
  actor: PortalActor,
  args: { id: string; event: PortalQuoteEvent; reason?: string | null; version: number },
): Promise<QuoteRow> => {
  const reason = checkReason(args.event, args.reason);
  const found = await findPortalQuote(ctx.db, args.id);
  const quote = await lockQuote(ctx, found ? found.id : '', args.version);
  const after = await transitionQuote(ctx, serviceActor(actor), quote.id, args.event, { reason }, args.version);
  if (!(await isTenantStaff(ctx, actor.tenantId, quote.createdBy))) {
    const verb = args.event === 'ACCEPT' ? 'accepted' : 'declined';
    const { rows } = await ctx.db.query<{ name: string }>('SELECT display_name AS name FROM clients WHERE id = $1', [quote.clientId]);
    await notifyDesk(ctx, actor, {
      type: 'QUOTE',
      title: `Quote ${quote.number} ${verb}`,
      body: `${actor.user.name} (${rows[0]?.name ?? 'client'}) ${verb} quote ${quote.number} in the portal${reason ? `: ${reason}` : '.'}`,
      data: { quoteId: quote.id, number: quote.number, status: after.status },
    });
  }
  return after;
};
