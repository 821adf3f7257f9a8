import type { ReactNode } from 'react';
import { Link } from 'wouter';
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
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{capitalized(kind.what)}</caption>
        <thead>
          <tr>
            <th scope="col">{capitalized(kind.one)}</th>
            <th scope="col">Driver</th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">Purpose</th>
            <th scope="col">Legs</th>
            <th scope="col" className="numeric">
              Cost
            </th>
            <th scope="col">Reimbursement</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Link href={`${kind.path}/view?id=${row.id}`}>{name(row)}</Link>
                {row.confirmationCode && <div className="muted">{`Confirmation ${row.confirmationCode}`}</div>}
                {row.cancelledAt && <Badge tone="danger">Cancelled</Badge>}
              </td>
              <td>{row.driver?.fullName ?? '—'}</td>
              {columns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
              <td>{PURPOSE_LABEL[row.purpose]}</td>
              <td>{row.legs.map((leg) => leg.number).join(', ') || '—'}</td>
              <td className="numeric">{money(row.cost)}</td>
              <td>
                <Badge tone={REIMBURSEMENT_TONE[row.reimbursementStatus]}>{REIMBURSEMENT_LABEL[row.reimbursementStatus]}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
