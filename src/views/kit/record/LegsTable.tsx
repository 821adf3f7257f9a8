import { Link } from 'wouter';
import { Badge } from '../ui/Badge';
import type { DateCell, StatusView } from './statusView';
import { VehicleWithVin } from './VehicleWithVin';
import { Table } from '../ui/Table';

export type LegsTableRow = {
  id: string;
  number: string;
  href: string;
  vehicle: { year?: number | null; make?: string | null; model?: string | null; vin?: string | null } | null;
  /** "Origin (City, ST) → Destination (City, ST)". */
  route: string;
  method: string;
  status: StatusView;
  /** Under the status: why it is held, who drives it. */
  statusNote?: string | null;
  pickup: DateCell;
  delivery: DateCell;
};

export type LegsTableProps = {
  rows: readonly LegsTableRow[];
  caption: string;
  /** Column words: staff say "Leg" and "Origin → destination", the portal "Move" and "From → to". */
  words: { leg: string; route: string };
};

const Dates = ({ cell }: { cell: DateCell }) => (
  <>
    {cell.text}
    {cell.sub && <span className="cell-sub">{cell.sub}</span>}
  </>
);

/** An order's legs in order, each linking to its page: the staff order page and the portal's show the same table. */
export const LegsTable = ({ rows, caption, words }: LegsTableProps) => (
  <Table caption={caption} headings={[words.leg, 'Vehicle', words.route, 'Method', 'Status', 'Pickup', 'Delivery']}>
    {rows.map((row) => (
      <tr key={row.id}>
        <th scope="row">
          <Link href={row.href}>{row.number}</Link>
        </th>
        <td>
          <VehicleWithVin vehicle={row.vehicle} />
        </td>
        <td>{row.route}</td>
        <td>{row.method}</td>
        <td>
          <Badge tone={row.status.tone}>{row.status.label}</Badge>
          {row.statusNote && <span className="cell-sub">{row.statusNote}</span>}
        </td>
        <td>
          <Dates cell={row.pickup} />
        </td>
        <td>
          <Dates cell={row.delivery} />
        </td>
      </tr>
    ))}
  </Table>
);
