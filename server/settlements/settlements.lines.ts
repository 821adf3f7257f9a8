import type { SettlementLegStatus } from '../../src/generated/enums';
import { holdSettlementLeg, releaseSettlementLeg } from '../../src/machines/domain/settlementLeg.status';
import { appError, badUserInput, checkVersion, isUuid, notFound, validate } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { auditWrite, validateInput } from '../records/writes';
import { deductionSchema, holdReasonSchema, reimbursementSchema, reviewReceiptSchema } from './settlements.inputs';
import { type DriverReceiptRow, findReceipt, findSettlement, type SettlementRow } from './settlements.rows';

/** The draft settlement a line goes on, locked: another's or a malformed id NOT_FOUND, a stale version CONFLICT. */
const lockDraft = async (ctx: GraphQLContext, id: string, version: number, what: string): Promise<SettlementRow> => {
  if (!isUuid(id)) throw notFound('Settlement');
  const settlement = checkVersion(await findSettlement(ctx.db, id, true), version, 'Settlement');
  if (settlement.status !== 'DRAFT')
    throw appError('INVALID_TRANSITION', `A ${what} goes on a draft settlement; settlement ${settlement.number} is ${settlement.status}.`, {
      status: settlement.status,
      reason: 'STATUS',
    });
  return settlement;
};

/** The settlement's totals from its legs and lines (net = earnings + reimbursements − deductions), a new version. */
const retotal = async (ctx: GraphQLContext, id: string) => {
  await ctx.db.query(
    `UPDATE settlements s SET reimbursements = t.reimbursements, deductions = t.deductions,
       net = s.earnings + t.reimbursements - t.deductions, version = s.version + 1, updated_at = now()
     FROM (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'REIMBURSEMENT'), 0) AS reimbursements,
             coalesce(sum(amount) FILTER (WHERE kind = 'DEDUCTION'), 0) AS deductions
           FROM settlement_lines WHERE settlement_id = $1) t
     WHERE s.id = $1`,
    [id],
  );
  return (await findSettlement(ctx.db, id)) as SettlementRow;
};

/** Whether the payee's pay profile (its lease) lists chargebacks: 49 CFR 376.12(h). */
const chargebackAllowed = async (ctx: GraphQLContext, settlement: SettlementRow) => {
  const { rows } = await ctx.db.query<{ allowed: boolean }>(
    settlement.payeeKind === 'DRIVER'
      ? 'SELECT pay_chargeback_allowed AS allowed FROM drivers WHERE id = $1'
      : 'SELECT pay_chargeback_allowed AS allowed FROM trucking_companies WHERE id = $1',
    [settlement.driverId ?? settlement.truckingCompanyId],
  );
  return rows[0]?.allowed === true;
};

/**
 * addSettlementDeduction: an advance recovered, a chargeback (only where the payee's pay profile lists chargebacks),
 * an escrow contribution (booked to the payee's escrow when the settlement is paid), a fuel card charge. The
 * deductions never pass the earnings and reimbursements (a settlement's net is never negative).
 */
export const addDeduction = async (ctx: GraphQLContext, actor: Actor, rawInput: unknown): Promise<SettlementRow> => {
  const input = validateInput(deductionSchema, rawInput);
  const settlement = await lockDraft(ctx, input.settlementId, input.version, 'deduction');
  if (input.kind === 'CHARGEBACK' && !(await chargebackAllowed(ctx, settlement)))
    throw badUserInput({ 'input.kind': ["The payee's pay profile lists no chargebacks (49 CFR 376.12(h))."] });
  if (input.amount > settlement.net)
    throw badUserInput({ 'input.amount': [`The deductions may not pass the earnings and reimbursements (${settlement.net} left).`] });
  await ctx.db.query(
    `INSERT INTO settlement_lines (tenant_id, settlement_id, kind, deduction_kind, description, amount, created_by)
     VALUES ($1, $2, 'DEDUCTION', $3, $4, $5, $6)`,
    [actor.tenantId, settlement.id, input.kind, input.description, input.amount, actor.user.id],
  );
  const after = await retotal(ctx, settlement.id);
  await auditWrite(ctx, actor, { kind: 'Settlements', noun: 'settlement' }, 'deduction', settlement.id, {
    before: { deductions: settlement.deductionTotal, net: settlement.net },
    after: { deductions: after.deductionTotal, net: after.net, kind: input.kind, amount: input.amount, description: input.description },
  });
  publishChange(ctx, 'settlementChanged', actor.tenantId, settlement.id);
  return after;
};

/** Whether the receipt's driver is the payee (a driver, or a driver of the trucking company). */
const receiptOfPayee = async (ctx: GraphQLContext, receipt: DriverReceiptRow, settlement: SettlementRow) => {
  if (settlement.payeeKind === 'DRIVER') return receipt.driverId === settlement.driverId;
  const { rows } = await ctx.db.query('SELECT 1 FROM drivers WHERE id = $1 AND trucking_company_id = $2', [
    receipt.driverId,
    settlement.truckingCompanyId,
  ]);
  return rows.length > 0;
};

/** addSettlementReimbursement: the payee's approved receipt of a reimbursable expense, on one settlement only. */
export const addReimbursement = async (ctx: GraphQLContext, actor: Actor, rawInput: unknown): Promise<SettlementRow> => {
  const input = validateInput(reimbursementSchema, rawInput);
  const settlement = await lockDraft(ctx, input.settlementId, input.version, 'reimbursement');
  const receipt = isUuid(input.receiptId) ? await findReceipt(ctx.db, input.receiptId, true) : null;
  if (!receipt) throw notFound('Receipt');
  const problem = !(await receiptOfPayee(ctx, receipt, settlement))
    ? "The receipt is not the payee's."
    : receipt.status !== 'APPROVED'
      ? `The receipt is ${receipt.status.toLowerCase()}, not approved.`
      : !receipt.reimbursable
        ? 'Its expense item is not reimbursable.'
        : receipt.settlementId
          ? 'The receipt is already reimbursed on a settlement.'
          : null;
  if (problem) throw badUserInput({ 'input.receiptId': [problem] });
  await ctx.db.query(
    `INSERT INTO settlement_lines (tenant_id, settlement_id, kind, expense_type, description, amount, receipt_id, created_by)
     SELECT $1, $2, 'REIMBURSEMENT', e.type, e.name || ' ' || to_char(r.spent_on, 'YYYY-MM-DD'), r.amount, r.id, $4
     FROM driver_receipts r JOIN expense_items e ON e.id = r.expense_item_id WHERE r.id = $3`,
    [actor.tenantId, settlement.id, receipt.id, actor.user.id],
  );
  const after = await retotal(ctx, settlement.id);
  await auditWrite(ctx, actor, { kind: 'Settlements', noun: 'settlement' }, 'reimbursement', settlement.id, {
    before: { reimbursements: settlement.reimbursementTotal, net: settlement.net },
    after: { reimbursements: after.reimbursementTotal, net: after.net, receipt: receipt.id, amount: receipt.amount },
  });
  publishChange(ctx, 'settlementChanged', actor.tenantId, settlement.id);
  return after;
};

/** reviewDriverReceipt: a SUBMITTED receipt approved, or rejected with the reason. */
export const reviewReceipt = async (
  ctx: GraphQLContext,
  actor: Actor,
  args: { id: string; decision: string; reason?: string | null; version: number },
): Promise<DriverReceiptRow> => {
  const input = validate(reviewReceiptSchema, { decision: args.decision, reason: args.reason });
  const receipt = checkVersion(isUuid(args.id) ? await findReceipt(ctx.db, args.id, true) : null, args.version, 'Receipt');
  if (receipt.status !== 'SUBMITTED')
    throw appError('INVALID_TRANSITION', `The receipt is already ${receipt.status.toLowerCase()}.`, {
      status: receipt.status,
      reason: 'STATUS',
    });
  const status = input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
  await ctx.db.query(
    `UPDATE driver_receipts SET status = $2, reject_reason = $3, reviewed_by = $4, version = version + 1, updated_at = now() WHERE id = $1`,
    [receipt.id, status, status === 'REJECTED' ? input.reason : null, actor.user.id],
  );
  await auditWrite(ctx, actor, { kind: 'Receipts', noun: 'receipt' }, status === 'APPROVED' ? 'approve' : 'reject', receipt.id, {
    before: { status: receipt.status },
    after: { status, reason: status === 'REJECTED' ? input.reason : undefined },
  });
  return (await findReceipt(ctx.db, receipt.id)) as DriverReceiptRow;
};

/**
 * holdSettlementLeg / releaseSettlementLeg: a settled leg ON_HOLD remembers its pay status and returns to where its
 * settlement has since come (settlementLeg.status.ts); a settlement is not paid in full while a leg is held. The
 * settlement's version guards it, and its audit row says which leg.
 */
export const holdLeg = async (
  ctx: GraphQLContext,
  actor: Actor,
  args: { id: string; version: number; reason?: string | null },
  hold: boolean,
): Promise<SettlementRow> => {
  const input = hold ? validate(holdReasonSchema, { reason: args.reason }) : { reason: null };
  const leg = isUuid(args.id)
    ? (
        await ctx.db.query<{ settlementId: string; status: SettlementLegStatus; heldFrom: SettlementLegStatus | null; legNumber: string }>(
          `SELECT sl.settlement_id AS "settlementId", sl.status, sl.held_from AS "heldFrom", l.number AS "legNumber"
           FROM settlement_legs sl JOIN order_legs l ON l.id = sl.order_leg_id WHERE sl.id = $1`,
          [args.id],
        )
      ).rows[0]
    : undefined;
  if (!leg) throw notFound('Settlement leg');
  const settlement = checkVersion(await findSettlement(ctx.db, leg.settlementId, true), args.version, 'Settlement');
  const next = hold ? holdSettlementLeg(leg.status) : releaseSettlementLeg(leg.status, leg.heldFrom);
  if (!next)
    throw appError(
      'INVALID_TRANSITION',
      hold ? `${leg.legNumber} cannot be held now (it is ${leg.status}).` : `${leg.legNumber} is not on hold.`,
      {
        status: leg.status,
        reason: 'STATUS',
      },
    );
  const status = typeof next === 'string' ? next : next.status;
  const heldFrom = typeof next === 'string' ? null : next.heldFrom;
  await ctx.db.query('UPDATE settlement_legs SET status = $2, held_from = $3 WHERE id = $1', [args.id, status, heldFrom]);
  await ctx.db.query('UPDATE settlements SET version = version + 1, updated_at = now() WHERE id = $1', [settlement.id]);
  await auditWrite(ctx, actor, { kind: 'Settlements', noun: 'settlement' }, hold ? 'legHold' : 'legRelease', settlement.id, {
    before: { leg: leg.legNumber, status: leg.status },
    after: { leg: leg.legNumber, status, reason: input.reason ?? undefined },
  });
  publishChange(ctx, 'settlementChanged', actor.tenantId, settlement.id);
  return (await findSettlement(ctx.db, settlement.id)) as SettlementRow;
};
