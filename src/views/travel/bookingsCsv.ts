import { type CsvContext, csvColumns, type ListCsv } from '../kit/list/ListCsvExport';
import type { BookingRow } from './bookings';
import { type BookingKind, PURPOSE_LABEL, REIMBURSEMENT_LABEL } from './labels';

type CsvColumn<Row> = readonly [heading: string, cell: (row: Row, context: CsvContext) => string | number | null | undefined];

/**
 * A kind of booking as CSV: the driver and purpose, the kind's own columns, then the legs, the expense type settlements
 * file it under, the cost in minor units (as settlements take it), the reimbursement and whether it was cancelled.
 */
export const bookingsCsv = <Row extends BookingRow>(
  kind: BookingKind & { prefix: string; expenseType: string },
  own: readonly CsvColumn<Row>[],
): ListCsv<Row> => ({
  noun: kind.many,
  prefix: kind.prefix,
  ...csvColumns<Row>([
    ['Driver', (row) => row.driver?.fullName],
    ['Purpose', (row) => PURPOSE_LABEL[row.purpose]],
    ...own,
    ['Legs', (row) => row.legs.map((leg) => leg.number).join('; ')],
    ['Expense type', () => kind.expenseType],
    ['Cost (minor units)', (row) => row.cost],
    ['Reimbursement', (row) => REIMBURSEMENT_LABEL[row.reimbursementStatus]],
    ['Cancelled', (row) => (row.cancelledAt ? 'Yes' : 'No')],
  ]),
});
