import { activityLoader } from '../audit';
import { EXPENSE_ITEM_SELECT, type ExpenseItemRow } from '../catalogs/catalogs.rows';
import { MEDIA_SELECT, type MediaRow } from '../media/media.rows';
import { groupLoader, keyedLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import {
  RECEIPT_SELECT,
  SETTLEMENT_LEG_SELECT,
  SETTLEMENT_LINE_SELECT,
  SETTLEMENT_PAYMENT_SELECT,
  SETTLEMENT_SELECT,
} from './settlements.rows';
import type { DriverReceiptRow, SettlementLegRow, SettlementLineRow, SettlementPaymentRow, SettlementRow } from './settlements.rows';

/** Batched loaders of the settlements area. Row-level security scopes each to the reader (a driver: their own). */
export const settlementLoaders = defineLoaders((db) => ({
  settlementById: keyedLoader<SettlementRow>(db, { key: 's.id', select: SETTLEMENT_SELECT, from: 'settlements s' }),
  legsBySettlement: keyedLoader<SettlementLegRow>(db, {
    key: 'sl.settlement_id',
    select: SETTLEMENT_LEG_SELECT,
    from: 'settlement_legs sl JOIN order_legs ol ON ol.id = sl.order_leg_id',
    orderBy: 'sl.settlement_id, ol.number',
  }),
  /** An order's settlements (its financials tab), newest first. */
  settlementsByOrder: keyedLoader<SettlementRow>(db, {
    key: 'x.order_id',
    select: SETTLEMENT_SELECT,
    from: '(SELECT DISTINCT order_id, settlement_id FROM settlement_legs) x JOIN settlements s ON s.id = x.settlement_id',
    orderBy: 'x.order_id, s.created_at DESC, s.id DESC',
  }),
  /** A leg's settled-leg rows (one per payee that settled it), newest settlement first. */
  settlementLegsByLeg: keyedLoader<SettlementLegRow>(db, {
    key: 'sl.order_leg_id',
    select: SETTLEMENT_LEG_SELECT,
    from: 'settlement_legs sl JOIN settlements s ON s.id = sl.settlement_id',
    orderBy: 'sl.order_leg_id, s.created_at DESC, s.id DESC',
  }),
  linesBySettlement: keyedLoader<SettlementLineRow>(db, {
    key: 'ln.settlement_id',
    select: SETTLEMENT_LINE_SELECT,
    from: 'settlement_lines ln',
    orderBy: 'ln.settlement_id, ln.created_at, ln.id',
  }),
  paymentsBySettlement: keyedLoader<SettlementPaymentRow>(db, {
    key: 'sp.settlement_id',
    select: SETTLEMENT_PAYMENT_SELECT,
    from: 'settlement_payments sp',
    orderBy: 'sp.settlement_id, sp.created_at, sp.id',
  }),
  receiptById: keyedLoader<DriverReceiptRow>(db, { key: 'r.id', select: RECEIPT_SELECT, from: 'driver_receipts r' }),
  /** Keyed by the payee key (settlements.rows.ts payeeKey), not a uuid. */
  escrowByPayee: groupLoader<{ balance: number }>(
    db,
    'SELECT e.payee AS key, sum(e.amount)::float8 AS balance FROM escrow_entries e WHERE e.payee = ANY($1::text[]) GROUP BY e.payee',
  ),
  expenseItemById: keyedLoader<ExpenseItemRow>(db, { key: 'ei.id', select: EXPENSE_ITEM_SELECT, from: 'expense_items ei' }),
  mediaById: keyedLoader<MediaRow>(db, { key: 'm.id', select: MEDIA_SELECT, from: 'media m' }),
  /** Keyed by settlement id: the payee's earnings on its non-draft settlements ending in the same year, up to this one's end. */
  earningsYearToDate: groupLoader<{ amount: number }>(
    db,
    `SELECT s.id AS key, (SELECT coalesce(sum(y.earnings), 0) FROM settlements y
       WHERE y.payee_kind = s.payee_kind AND y.driver_id IS NOT DISTINCT FROM s.driver_id
         AND y.trucking_company_id IS NOT DISTINCT FROM s.trucking_company_id AND y.status <> 'DRAFT'
         AND y.period_to >= date_trunc('year', s.period_to) AND y.period_to <= s.period_to)::float8 AS amount
     FROM settlements s WHERE s.id = ANY($1::uuid[])`,
  ),
  activityBySettlement: activityLoader(db, { entityKind: 'Settlements' }),
}));
