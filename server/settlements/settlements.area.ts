import { defineArea, MINUTE } from '../areaKit';
import { settlementsResolvers } from './settlements.resolvers';
import { SETTLEMENT_NUMBERS } from './settlements.rows';
import { statementJob } from './settlements.statement';
import { settlementRecord } from './settlements.transition';

/** Settlements and driver pay: payees' statements, receipts, payments and the pay run (docs/flows.md#settlement). */
export const settlementsArea = defineArea({
  name: 'settlements',
  resolvers: settlementsResolvers,
  mappers: {
    Settlement: './settlements.rows#SettlementRow',
    SettlementLeg: './settlements.rows#SettlementLegRow',
    SettlementLine: './settlements.rows#SettlementLineRow',
    SettlementPayment: './settlements.rows#SettlementPaymentRow',
    DriverReceipt: './settlements.rows#DriverReceiptRow',
    UnsettledGroup: './settlements.rows#UnsettledGroupRow',
    UnsettledLeg: './settlements.rows#UnsettledLegRow',
    PayRunPayee: './settlements.rows#PayRunPayeeRow',
    Payee1099: './settlements.rows#Payee1099Row',
  },
  recordNumbers: [SETTLEMENT_NUMBERS],
  auditKinds: ['Settlements', 'Receipts', 'Media'],
  machines: [settlementRecord],
  // Statements a restart left due (they are made after commit; the transition's own start does the rest).
  jobs: [{ name: 'settlement.statements', every: 5 * MINUTE, run: statementJob }],
});
