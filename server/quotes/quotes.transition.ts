import { reasonInputSchema } from '../../src/machines/domain/eventInputs';
import type * as z from 'zod';
import {
  QUOTE_EVENT_BY_NAME,
  type QuoteContext,
  type QuoteEventType,
  quoteEventName,
  quoteMachine,
} from '../../src/machines/domain/quote.machine';
import { appError } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { notify } from '../notifications/notifications.public';
import { createOrderFromInput } from '../orders/orders.public';
import { findOrder, type OrderRow } from '../orders/orders.rows';
import { transition } from '../transitions/transitions.service';
import { type Actor, type MachineRecord, rowFinders } from '../transitions/transitions.types';
import { snapshot } from './quotes.common';
import { machineActor } from '../auth/actors';
import { findQuote, QUOTE_SELECT, type QuoteRow } from './quotes.rows';
import { revisePrices } from './quotes.service';

type QuoteInput = z.output<typeof reasonInputSchema>;

/** What createOrderFromInput takes: the quote's stored request minus the quote's own terms. */
type OrderRequest = Parameters<typeof createOrderFromInput>[1];

const isOverdue = async (ctx: GraphQLContext, quote: QuoteRow) => {
  const { rows } = await ctx.db.query<{ overdue: boolean }>('SELECT $1::date < app_today() AS overdue', [quote.validUntil]);
  return rows[0].overdue;
};

/**
 * quote.confirm: the stored request becomes a DRAFT order with its legs in the same transaction (any failure rolls
 * both back); the order's own audit row (order.create) names the quote.
 */
const createOrder = async (ctx: GraphQLContext, quote: QuoteRow) => {
  const {
    extras: _extras,
    validUntil: _validUntil,
    ...request
  } = quote.request as OrderRequest & { extras?: unknown; validUntil?: unknown };
  const order = await createOrderFromInput(ctx, request, { submit: false, source: quote.source, quoteId: quote.id });
  await ctx.db.query('UPDATE quotes SET order_id = $2 WHERE id = $1', [quote.id, order.id]);
};

/** The quote machine's record: accept, decline, revise and confirm (expire is the job's, quotes.expire.ts). */
export const quoteRecord: MachineRecord<QuoteRow, QuoteContext, QuoteInput> = {
  entityKind: 'Quotes',
  what: 'Quote',
  noun: 'quote',
  subject: (quote) => `quote ${quote.number}`,
  machine: quoteMachine,
  ...rowFinders(findQuote),
  table: { name: 'quotes', alias: 'q', select: QUOTE_SELECT, columns: { status: 'status', declineReason: 'decline_reason' } },
  status: 'status',
  events: QUOTE_EVENT_BY_NAME,
  eventName: (type) => quoteEventName(type as QuoteEventType),
  context: (_ctx, _quote, { user }) => ({ actor: machineActor(user) }),
  input: reasonInputSchema,
  event: (type) => ({ type }),
  probe: (type) => ({ type }),
  jobEvents: ['quote.expire'],
  check: async (ctx, { row, type }) => {
    if (type === 'quote.confirm' && row.status !== 'ACCEPTED')
      throw appError('INVALID_TRANSITION', `Quote ${row.number} is ${row.status}: only an accepted quote becomes an order.`);
    // A price is only good until validUntil, even before the expiry job has run.
    if (type === 'quote.accept' && row.status === 'PENDING' && (await isOverdue(ctx, row)))
      throw appError('INVALID_TRANSITION', `Quote ${row.number} expired on ${row.validUntil}; revise it first.`);
  },
  changes: ({ type, input }) =>
    type === 'quote.decline' ? { declineReason: input.reason } : type === 'quote.revise' ? { declineReason: null } : {},
  update: async (ctx, { actor, row, type }) => {
    if (type === 'quote.revise') await revisePrices(ctx, actor, row);
    if (type === 'quote.confirm') await createOrder(ctx, row);
  },
  audit: async (ctx, { row, after, input, type }) => {
    const order = type === 'quote.confirm' && after.orderId ? await findOrder(ctx.db, after.orderId) : null;
    return {
      before: snapshot(row),
      after: { ...snapshot(after), ...(input.reason ? { reason: input.reason } : {}), ...(order ? { orderNumber: order.number } : {}) },
    };
  },
  effects: async (ctx, { actor, row, after, type, input }) => {
    if (type === 'quote.confirm' && after.orderId) publishChange(ctx, 'orderChanged', actor.tenantId, after.orderId);
    if ((type !== 'quote.accept' && type !== 'quote.decline') || !row.createdBy || row.createdBy === actor.user.id) return;
    const verb = type === 'quote.accept' ? 'accepted' : 'declined';
    await notify(ctx, [row.createdBy], {
      type: 'QUOTE',
      title: `Quote ${row.number} ${verb}`,
      body: `${actor.user.name} ${verb} quote ${row.number}${input.reason ? `: ${input.reason}` : '.'}`,
      data: { quoteId: row.id, number: row.number, status: after.status },
      tenantId: actor.tenantId,
    });
  },
  topic: 'quoteChanged',
};

/** transitionQuote: any quote event by its GraphQL name (staff, or the portal's answers as their client). */
export const transitionQuote = (ctx: GraphQLContext, actor: Actor, args: { id: string; event: string; input?: unknown; version: number }) =>
  transition(ctx, actor, quoteRecord, args);

/** convertQuoteToOrder: quote.confirm, answering with the order it made. */
export const convertQuote = async (ctx: GraphQLContext, actor: Actor, args: { id: string; version: number }): Promise<OrderRow> => {
  const quote = await transitionQuote(ctx, actor, { ...args, event: 'CONFIRM' });
  return (await findOrder(ctx.db, quote.orderId as string)) as OrderRow;
};
