import type { SettlementPayeeKind } from '@/generated/enums/SettlementPayeeKind';
import type { CsvCell } from '../../domain/csv';

type PayRunSettlement = { id: string; number: string; periodFrom: string; periodTo: string; net: number; paid: number; balance: number };
export type PayRunPayee<S extends PayRunSettlement> = {
  payeeKind: SettlementPayeeKind;
  payeeName: string;
  balance: number;
  settlements: readonly S[];
};
export type PayRunRow<S extends PayRunSettlement> = { payee: PayRunPayee<S>; settlement: S; first: boolean };

/** The pay run as table rows: one per open settlement, its payee named on the payee's first row only. */
export const payRunRows = <S extends PayRunSettlement>(payees: readonly PayRunPayee<S>[]): PayRunRow<S>[] =>
  payees.flatMap((payee) => payee.settlements.map((settlement, index) => ({ payee, settlement, first: index === 0 })));

export const PAY_RUN_CSV_HEADER = ['Payee', 'Payee kind', 'Settlement', 'Period from', 'Period to', 'Net', 'Paid', 'Balance'] as const;

/** Major units with two decimals, as a spreadsheet reads them. */
const amount = (minor: number) => (minor / 100).toFixed(2);

/** One CSV row of the pay run: every row names its payee, so the file sorts and filters on its own. */
export const payRunCsvRow = <S extends PayRunSettlement>({ payee, settlement }: PayRunRow<S>): CsvCell[] => [
  payee.payeeName,
  payee.payeeKind === 'DRIVER' ? 'Driver' : 'Trucking company',
  settlement.number,
  settlement.periodFrom,
  settlement.periodTo,
  amount(settlement.net),
  amount(settlement.paid),
  amount(settlement.balance),
];

/** The most drafts one "Approve all" sends (the server takes 1,000 a call). */
export const APPROVE_ALL_LIMIT = 1000;

type Draft = { id: string; number: string };
type Refused = { id: string; message: string };

/**
 * What "Approve all" says after openSettlements: how many drafts it opened, and each one it did not by number with
 * the server's reason (a net of 0, changed since it was read, no longer a draft).
 */
export const approvalSummary = (drafts: readonly Draft[], result: { opened: readonly unknown[]; refused: readonly Refused[] }) => {
  const numbers = new Map(drafts.map((draft) => [draft.id, draft.number]));
  const opened = result.opened.length;
  return {
    text: `${opened} ${opened === 1 ? 'settlement' : 'settlements'} approved${result.refused.length > 0 ? `; ${result.refused.length} not approved` : ''}.`,
    refused: result.refused.map((refusal) => `${numbers.get(refusal.id) ?? refusal.id}: ${refusal.message}`),
  };
};
