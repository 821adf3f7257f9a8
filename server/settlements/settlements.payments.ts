import { hasRole } from '../../src/domain/roles';
import { SETTLEMENT_LEAD_ROLES } from '../../src/machines/domain/settlement.machine';
import { appError, badUserInput, forbidden, isUuid, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { auditWrite, validateInput } from '../records/writes';
import { transition } from '../transitions/transitions.service';
import { settlementPaymentSchema } from './settlements.inputs';
import { syncSettlementLegs } from './settlements.legs';
import { findSettlement, type SettlementRow } from './settlements.rows';
import { settlementRecord } from './settlements.transition';

type PaymentInput = ReturnType<typeof settlementPaymentSchema.parse>;

type StoredPayment = { settlementId: string; type: string; amount: number; paidOn: string };

/** The payment stored under the key, when its facts are the ones posted again; another payment's key is refused. */
const samePayment = (stored: StoredPayment, input: PaymentInput, signed: number) => {
  if (
    stored.settlementId === input.settlementId &&
    stored.type === input.type &&
    stored.amount === signed &&
    stored.paidOn === input.paidOn
  )
    return;
  throw badUserInput({ 'input.key': ['This key was used for another payment.'] });
};

/**
 * postSettlementPayment: money paid out on an OPEN settlement, never beyond its net; a DRIVER_PAY_REVERSAL (a lead's)
 * takes back what was paid and is stored negative. The key makes it idempotent: the payment row is inserted first, so
 * a second posting of the key (even at the same moment) waits on the unique key and answers the settlement. When the
 * payments cover the net the settlement becomes PAID through its machine, and its legs are driver-paid.
 */
export const postSettlementPayment = async (ctx: GraphQLContext, actor: Actor, rawInput: unknown): Promise<SettlementRow> => {
  const input = validateInput(settlementPaymentSchema, rawInput);
  if (!isUuid(input.settlementId)) throw notFound('Settlement');
  const reversal = input.type === 'DRIVER_PAY_REVERSAL';
  if (reversal && !hasRole(actor.user, SETTLEMENT_LEAD_ROLES)) throw forbidden('A driver-pay reversal is a lead’s to approve.');
  const signed = reversal ? -input.amount : input.amount;
  const settlement = await findSettlement(ctx.db, input.settlementId, true);
  if (!settlement) throw notFound('Settlement');
  const inserted = await ctx.db.query<{ id: string }>(
    `INSERT INTO settlement_payments (tenant_id, key, settlement_id, type, amount, paid_on, reference, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (tenant_id, key) DO NOTHING RETURNING id`,
    [actor.tenantId, input.key, settlement.id, input.type, signed, input.paidOn, input.reference, actor.user.id],
  );
  if (inserted.rows.length === 0) {
    const { rows } = await ctx.db.query<StoredPayment>(
      `SELECT settlement_id AS "settlementId", type, amount::float8 AS amount, to_char(paid_on, 'YYYY-MM-DD') AS "paidOn"
       FROM settlement_payments WHERE key = $1`,
      [input.key],
    );
    samePayment(rows[0], input, signed);
    return (await findSettlement(ctx.db, settlement.id)) as SettlementRow;
  }
  if (settlement.status !== 'OPEN')
    throw appError('INVALID_TRANSITION', `Payments go on an open settlement; settlement ${settlement.number} is ${settlement.status}.`, {
      status: settlement.status,
      reason: 'STATUS',
    });
  const paid = settlement.paid + signed;
  if (paid > settlement.net)
    throw badUserInput({ 'input.amount': [`Only ${settlement.net - settlement.paid} is left to pay on settlement ${settlement.number}.`] });
  if (paid >= settlement.net && settlement.heldCount > 0)
    throw badUserInput({ 'input.amount': ['A leg of the settlement is on hold: release it before paying the settlement in full.'] });
  if (paid < 0) throw badUserInput({ 'input.amount': [`A reversal takes back at most what was paid (${settlement.paid}).`] });
  const { rows } = await ctx.db.query<{ version: number }>(
    'UPDATE settlements SET paid = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING version',
    [settlement.id, paid],
  );
  await auditWrite(ctx, actor, { kind: 'Settlements', noun: 'settlement' }, 'payment', settlement.id, {
    before: { paid: settlement.paid },
    after: { paid, payment: input.key, type: input.type, amount: signed },
  });
  if (paid >= settlement.net)
    await transition(ctx, actor, settlementRecord, { id: settlement.id, event: 'PAID', version: rows[0].version });
  else {
    await syncSettlementLegs(ctx, settlement.id);
    publishChange(ctx, 'settlementChanged', actor.tenantId, settlement.id);
  }
  return (await findSettlement(ctx.db, settlement.id)) as SettlementRow;
};
