import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SettlementRowFragment as SettlementRow } from '@/generated/graphql';
import { ListDayRange } from '../kit/list/ListDate';
import type { ListColumn } from '../kit/list/ListTable';
import { Badge } from '../kit/ui/Badge';
import { numeric } from '../kit/ui/numericHeading';
import { Table } from '../kit/ui/Table';
import { PAYEE_KIND_LABEL, SETTLEMENT_STATUS_LABEL, SETTLEMENT_STATUS_TONE } from './labels';
import { settlementHref } from './settlementsView';

const period = (settlement: SettlementRow) => <ListDayRange from={settlement.periodFrom} to={settlement.periodTo} />;

const statusBadge = (settlement: SettlementRow) => (
  <Badge tone={SETTLEMENT_STATUS_TONE[settlement.status]}>{SETTLEMENT_STATUS_LABEL[settlement.status]}</Badge>
);

/** The settlements list's columns: number, payee, period, net, paid, balance, status. */
export const settlementColumns = (money: (minor: number) => string): ListColumn<SettlementRow, never>[] => [
  {
    id: 'number',
    label: 'Number',
    heading: true,
    cell: (settlement) => <Link href={settlementHref(settlement.id)}>{settlement.number}</Link>,
  },
  {
    id: 'payee',
    label: 'Payee',
    cell: (settlement) => (
      <>
        {settlement.payeeName}
        <div className="muted">{PAYEE_KIND_LABEL[settlement.payeeKind]}</div>
      </>
    ),
  },
  { id: 'period', label: 'Period', cellClassName: 'nowrap', cell: period },
  { id: 'net', label: 'Net', className: 'numeric', cell: (settlement) => money(settlement.net) },
  { id: 'paid', label: 'Paid', className: 'numeric', cell: (settlement) => money(settlement.paid) },
  { id: 'balance', label: 'Balance', className: 'numeric', cell: (settlement) => money(settlement.balance) },
  { id: 'status', label: 'Status', cell: statusBadge },
];

export type SettlementsTableProps = {
  caption: string;
  settlements: readonly SettlementRow[];
  money: (minor: number) => string;
  /** A column more after the status (a leg's pay status on its tab). */
  extra?: { heading: string; cell: (settlement: SettlementRow) => ReactNode };
};

/** A short table of settlements (an order's, a leg's, a driver's), each linked to its page. */
export const SettlementsTable = ({ caption, settlements, money, extra }: SettlementsTableProps) => (
  <Table caption={caption} headings={['Number', 'Payee', 'Period', 'Status', extra?.heading, numeric('Net'), numeric('Balance')]}>
    {settlements.map((settlement) => (
      <tr key={settlement.id}>
        <th scope="row">
          <Link href={settlementHref(settlement.id)}>{settlement.number}</Link>
        </th>
        <td>{settlement.payeeName}</td>
        <td className="nowrap">{period(settlement)}</td>
        <td>{statusBadge(settlement)}</td>
        {extra && <td>{extra.cell(settlement)}</td>}
        <td className="numeric">{money(settlement.net)}</td>
        <td className="numeric">{money(settlement.balance)}</td>
      </tr>
    ))}
  </Table>
);
