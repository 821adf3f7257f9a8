import type { PortalQuoteEvent } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { declineQuoteInputSchema } from '../../src/machines/domain/quote.inputs';
import { reasonInputSchema } from '../../src/machines/domain/eventInputs';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { badUserInput, notFound } from '../errors';
import { type QuoteRow, QUOTE_SELECT } from '../quotes/quotes.rows';
import { createQuote, priceRequest, transitionQuote } from '../quotes/quotes.public';
import { type PortalActor, serviceActor } from './portal.access';
import { portalKey } from './portal.orders';
import { parsePortalRequest } from './portal.request';
import { findPortalQuote } from './portal.rows';
import { isTenantStaff, notifyDesk } from './portal.staffNotice';
import { portalPrice } from '../pricing/portalWords';

const quoteByKey = async (db: Queryable, tenantId: string, key: string) => {
  const { rows } = await db.query<QuoteRow>(`SELECT ${QUOTE_SELECT} FROM quotes q WHERE q.tenant_id = $1 AND q.idempotency_key = $2`, [
    tenantId,
    key,
  ]);
  return rows[0] ?? null;
};

/** portalPriceQuote: the live price of the wizard's request, checked like a submission; nothing is saved. */
export const portalPriceQuote = async (ctx: GraphQLContext, actor: PortalActor, input: unknown) => {
  await parsePortalRequest(ctx, actor, input);
  return portalPrice(await priceRequest(ctx, serviceActor(actor), input));
};

/**
 * portalCreateQuote: the shared quote service (priced, numbered, PENDING, line items, audit row), marked as the
 * portal's. A retry with the same key answers the quote it already made and writes nothing.
 */
export const portalCreateQuote = async (
  ctx: GraphQLContext,
  actor: PortalActor,
  input: unknown,
  idempotencyKey: string,
): Promise<QuoteRow> => {
  const key = portalKey(actor, idempotencyKey);
  const earlier = await quoteByKey(ctx.db, actor.tenantId, key);
  if (earlier) return earlier;
  await parsePortalRequest(ctx, actor, input);
  return createQuote(ctx, serviceActor(actor), input, key, 'PORTAL');
};

const checkReason = (event: PortalQuoteEvent, reason: string | null | undefined): string | null => {
  // Declining says why (the dialog asks with the same schema); the reason is the argument itself, not input.reason.
  const parsed = (
    event === 'DECLINE' ? declineQuoteInputSchema('Tell the operator why you decline the quote.') : reasonInputSchema
  ).safeParse({ reason });
  if (!parsed.success) throw badUserInput(fieldErrors(parsed.error));
  return parsed.data.reason;
};

/**
 * portalRespondToQuote: ACCEPT or DECLINE (with a reason) a PENDING quote, through the quote's transition (lock,
 * version check, the shared machine, audit row, quoteChanged). Its creator hears of it when they are staff (the
 * transition tells them), else the tenant's portal desk does, in the same transaction.
 */
export const portalRespondToQuote = async (
  ctx: GraphQLContext,
  actor: PortalActor,
  args: { id: string; event: PortalQuoteEvent; reason?: string | null; version: number },
): Promise<QuoteRow> => {
  const reason = checkReason(args.event, args.reason);
  // Row-level security already hides other clients' quotes; a deleted one is gone from the portal too.
  const found = await findPortalQuote(ctx.db, args.id);
  if (!found) throw notFound('Quote');
  const after = await transitionQuote(ctx, serviceActor(actor), {
    id: found.id,
    event: args.event,
    input: { reason },
    version: args.version,
  });
  if (!(await isTenantStaff(ctx, actor.tenantId, after.createdBy))) {
    const verb = args.event === 'ACCEPT' ? 'accepted' : 'declined';
    const { rows } = await ctx.db.query<{ name: string }>('SELECT display_name AS name FROM clients WHERE id = $1', [after.clientId]);
    await notifyDesk(ctx, actor, {
      type: 'QUOTE',
      title: `Quote ${after.number} ${verb}`,
      body: `${actor.user.name} (${rows[0]?.name ?? 'client'}) ${verb} quote ${after.number} in the portal${reason ? `: ${reason}` : '.'}`,
      data: { quoteId: after.id, number: after.number, status: after.status },
    });
  }
  return after;
};
