import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { type ListColumn, ListTable } from '../kit/list/ListTable';
import { Badge } from '../kit/ui/Badge';
import { useMoney } from '../kit/ui/useMoney';
import type { BookingRow } from './bookings';
import { type BookingKind, capitalized, PURPOSE_LABEL, REIMBURSEMENT_LABEL, REIMBURSEMENT_TONE } from './labels';

/** One of a kind's own columns. */
export type BookingColumn<Row> = { header: string; className?: string; cell: (row: Row) => ReactNode };

export type BookingsTableProps<Row extends BookingRow> = {
  kind: BookingKind;
  rows: readonly Row[];
  name: (row: Row) => string;
  columns: readonly BookingColumn<Row>[];
};

/** A page of bookings: the link and driver, the kind's columns, then purpose, legs, cost and reimbursement. */
export const BookingsTable = <Row extends BookingRow>({ kind, rows, name, columns }: BookingsTableProps<Row>) => {
  const money = useMoney();
  const href = (row: Row) => `${kind.path}/view?id=${row.id}`;
  const list: ListColumn<Row>[] = [
    {
      id: 'booking',
      label: capitalized(kind.one),
      cell: (row) => (
        <>
          <Link href={href(row)}>{name(row)}</Link>
          {row.confirmationCode && <div className="muted">{`Confirmation ${row.confirmationCode}`}</div>}
          {row.cancelledAt && <Badge tone="danger">Cancelled</Badge>}
        </>
      ),
    },
    { id: 'driver', label: 'Driver', cell: (row) => row.driver?.fullName ?? '—' },
    ...columns.map(({ header, className, cell }) => ({ id: header, label: header, cellClassName: className, cell })),
    { id: 'purpose', label: 'Purpose', cell: (row) => PURPOSE_LABEL[row.purpose] },
    { id: 'legs', label: 'Legs', cell: (row) => row.legs.map((leg) => leg.number).join(', ') || '—' },
    { id: 'cost', label: 'Cost', className: 'numeric', cell: (row) => money(row.cost) },
    {
      id: 'reimbursement',
      label: 'Reimbursement',
      cell: (row) => <Badge tone={REIMBURSEMENT_TONE[row.reimbursementStatus]}>{REIMBURSEMENT_LABEL[row.reimbursementStatus]}</Badge>,
    },
  ];
  return (
    <ListTable
      caption={capitalized(kind.what)}
      columns={list}
      rows={rows}
      rowKey={(row) => row.id}
      rowHref={href}
      choiceKey={`travel-${kind.many}`}
    />
  );
};
