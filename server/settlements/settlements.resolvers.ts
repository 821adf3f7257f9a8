import type { Resolvers } from '../../src/generated/resolvers';
import { EXPENSE_ITEM_SELECT, type ExpenseItemRow } from '../catalogs/catalogs.rows';
import { carrierLoaders } from '../carriers/carriers.loaders';
import { isUuid, notFound } from '../errors';
import { requireTenant } from '../graphql/context';
import { liveField } from '../graphql/liveRecords';
import { maybe } from '../graphql/relations';
import { orderLoaders } from '../orders/orders.loaders';
import { eventOptions } from '../transitions/transitions.options';
import { requireSettlementLead, requireSettlementReader, requireSettlementStaff } from './settlements.access';
import { createSettlements } from './settlements.create';
import { addDeduction, addReimbursement, holdLeg, reviewReceipt } from './settlements.lines';
import { listMySettlements, listSettlements, payee1099, payRun, unsettledLegs } from './settlements.lists';
import { setReceiptFuel } from './settlements.fuel';
import { settlementLoaders } from './settlements.loaders';
import { postSettlementPayment } from './settlements.payments';
import { settlementChanges } from './settlements.subscription';
import { settlementStatement } from './settlements.statement';
import { myReceipts, requireOwnDriver, submitReceipt } from './settlements.receipts';
import { type DriverReceiptRow, findSettlement, type PayeeRef, payeeKey, RECEIPT_SELECT } from './settlements.rows';
import { openSettlements, settlementRecord, transitionSettlement } from './settlements.transition';

const one = async <T>(rows: Promise<T[]>, what: string): Promise<T> => {
  const [row] = await rows;
  if (!row) throw notFound(what);
  return row;
};

/** A payee's own row: its driver or its trucking company (row-level security: a driver reads their own). */
const payee = {
  driver: (row: PayeeRef, _args: unknown, ctx: Parameters<typeof carrierLoaders>[0]) =>
    maybe(row.driverId, (id) => carrierLoaders(ctx).driverById.load(id)),
  truckingCompany: (row: PayeeRef, _args: unknown, ctx: Parameters<typeof carrierLoaders>[0]) =>
    maybe(row.truckingCompanyId, (id) => carrierLoaders(ctx).truckingCompanyById.load(id)),
};

/**
 * Settlements and driver pay (settlements.graphql). Staff fields are the accounting roles' (settlements.access.ts);
 * a driver reads their own settlements (settlement, mySettlements) and row-level security leaves them nothing else.
 * Another tenant's or payee's id is NOT_FOUND, and every write, its audit rows and the legs it moves share the
 * request's transaction.
 */
export const settlementsResolvers: Resolvers = {
  Query: {
    settlements: (_parent, args, ctx) => listSettlements(ctx.db, requireSettlementStaff(ctx).tenantId, args),
    settlement: async (_parent, { id }, ctx) => {
      requireSettlementReader(ctx);
      const settlement = isUuid(id) ? await findSettlement(ctx.db, id) : null;
      if (!settlement) throw notFound('Settlement');
      return settlement;
    },
    mySettlements: async (_parent, args, ctx) => {
      const { actor, driverId } = await requireOwnDriver(ctx);
      return listMySettlements(ctx.db, actor.tenantId, driverId, args);
    },
    unsettledLegs: (_parent, { first }, ctx) => {
      requireSettlementStaff(ctx);
      return unsettledLegs(ctx.db, first ?? 500);
    },
    payRun: (_parent, _args, ctx) => {
      requireSettlementStaff(ctx);
      return payRun(ctx.db);
    },
    driverReceipts: async (_parent, { status, first }, ctx) => {
      requireSettlementStaff(ctx);
      const limit = Math.min(Math.max(1, Math.trunc(first ?? 100)), 500);
      const { rows } = await ctx.db.query<DriverReceiptRow>(
        `SELECT ${RECEIPT_SELECT} FROM driver_receipts r WHERE ($1::text[] IS NULL OR r.status = ANY($1::text[]))
         ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
        [status?.length ? status : null, limit],
      );
      return rows;
    },
    myDriverReceipts: (_parent, { first }, ctx) => myReceipts(ctx, first ?? 50),
    receiptExpenseItems: async (_parent, _args, ctx) => {
      await requireOwnDriver(ctx);
      const { rows } = await ctx.db.query<ExpenseItemRow>(
        `SELECT ${EXPENSE_ITEM_SELECT} FROM expense_items ei
         WHERE ei.reimbursable AND ei.deleted_at IS NULL AND ei.retired_at IS NULL ORDER BY ei.type, ei.code`,
      );
      return rows;
    },
    payee1099: (_parent, { year }, ctx) => {
      requireSettlementStaff(ctx);
      return payee1099(ctx.db, year);
    },
  },
  Mutation: {
    createSettlements: (_parent, { input }, ctx) => createSettlements(ctx, requireSettlementStaff(ctx), input),
    transitionSettlement: (_parent, args, ctx) => transitionSettlement(ctx, requireSettlementStaff(ctx), args),
    openSettlements: (_parent, { settlements }, ctx) => openSettlements(ctx, requireSettlementStaff(ctx), settlements),
    addSettlementDeduction: (_parent, { input }, ctx) => addDeduction(ctx, requireSettlementStaff(ctx), input),
    addSettlementReimbursement: (_parent, { input }, ctx) => addReimbursement(ctx, requireSettlementStaff(ctx), input),
    postSettlementPayment: (_parent, { input }, ctx) =>
      postSettlementPayment(ctx, input.type === 'DRIVER_PAY_REVERSAL' ? requireSettlementLead(ctx) : requireSettlementStaff(ctx), input),
    holdSettlementLeg: (_parent, args, ctx) => holdLeg(ctx, requireSettlementStaff(ctx), args, true),
    releaseSettlementLeg: (_parent, args, ctx) => holdLeg(ctx, requireSettlementStaff(ctx), args, false),
    submitDriverReceipt: (_parent, { input, file }, ctx) => submitReceipt(ctx, input, file),
    reviewDriverReceipt: (_parent, args, ctx) => reviewReceipt(ctx, requireSettlementStaff(ctx), args),
    setDriverReceiptFuel: (_parent, args, ctx) => setReceiptFuel(ctx, requireSettlementStaff(ctx), args),
  },
  Subscription: {
    settlementChanged: liveField(settlementChanges),
  },
  Settlement: {
    ...payee,
    legs: (settlement, _args, ctx) => settlementLoaders(ctx).legsBySettlement.load(settlement.id),
    reimbursements: async (settlement, _args, ctx) =>
      (await settlementLoaders(ctx).linesBySettlement.load(settlement.id)).filter((line) => line.kind === 'REIMBURSEMENT'),
    deductions: async (settlement, _args, ctx) =>
      (await settlementLoaders(ctx).linesBySettlement.load(settlement.id)).filter((line) => line.kind === 'DEDUCTION'),
    payments: (settlement, _args, ctx) => settlementLoaders(ctx).paymentsBySettlement.load(settlement.id),
    balance: (settlement) => settlement.net - settlement.paid,
    earningsYearToDate: async (settlement, _args, ctx) =>
      (await settlementLoaders(ctx).earningsYearToDate.load(settlement.id))[0]?.amount ?? 0,
    escrowBalance: async (settlement, _args, ctx) =>
      (await settlementLoaders(ctx).escrowByPayee.load(payeeKey(settlement)))[0]?.balance ?? 0,
    statement: (settlement, _args, ctx) => settlementStatement(ctx, settlement.id),
    eventOptions: (settlement, _args, ctx) => eventOptions(ctx, requireTenant(ctx), settlementRecord, settlement),
    activity: (settlement, _args, ctx) => settlementLoaders(ctx).activityBySettlement.load(settlement.id),
  },
  SettlementLeg: {
    leg: (row, _args, ctx) => one(orderLoaders(ctx).orderLegById.load(row.legId), 'Order leg'),
    order: (row, _args, ctx) => one(orderLoaders(ctx).orderById.load(row.orderId), 'Order'),
    settlement: (row, _args, ctx) => one(settlementLoaders(ctx).settlementById.load(row.settlementId), 'Settlement'),
  },
  SettlementPayment: {
    key: (payment) => payment.paymentKey,
  },
  SettlementLine: {
    receipt: (line, _args, ctx) => maybe(line.receiptId, (id) => settlementLoaders(ctx).receiptById.load(id)),
  },
  DriverReceipt: {
    driver: (receipt, _args, ctx) => one(carrierLoaders(ctx).driverById.load(receipt.driverId), 'Driver'),
    expenseItem: (receipt, _args, ctx) => one(settlementLoaders(ctx).expenseItemById.load(receipt.expenseItemId), 'Expense item'),
    leg: (receipt, _args, ctx) => maybe(receipt.legId, (id) => orderLoaders(ctx).orderLegById.load(id)),
    media: (receipt, _args, ctx) => maybe(receipt.mediaId, (id) => settlementLoaders(ctx).mediaById.load(id)),
    unit: (receipt, _args, ctx) => maybe(receipt.unitId, (id) => carrierLoaders(ctx).unitById.load(id)),
  },
  UnsettledGroup: payee,
  UnsettledLeg: {
    leg: (row, _args, ctx) => one(orderLoaders(ctx).orderLegById.load(row.legId), 'Order leg'),
    order: (row, _args, ctx) => one(orderLoaders(ctx).orderById.load(row.orderId), 'Order'),
  },
  PayRunPayee: payee,
  Payee1099: payee,
  // The order's and leg's financials tab: pay is the accounting roles' (a dispatcher reading the order is FORBIDDEN here).
  Order: {
    settlements: (order, _args, ctx) => {
      requireSettlementStaff(ctx);
      return settlementLoaders(ctx).settlementsByOrder.load(order.id);
    },
  },
  OrderLeg: {
    settlementLegs: (leg, _args, ctx) => {
      requireSettlementStaff(ctx);
      return settlementLoaders(ctx).settlementLegsByLeg.load(leg.id);
    },
  },
};
