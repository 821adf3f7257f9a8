import { Link } from 'wouter';
import { type FragmentType, getFragmentData } from '@/generated';
import { vehicleName } from '../record/format';
import { VehicleNameFragment } from '../record/fragments';

export type LegOrderCellsProps = {
  leg: { id: string; number: string; vehicle?: FragmentType<typeof VehicleNameFragment> | null };
  order: { id: string; number: string };
};

/** A leg's row header (its number linked, its vehicle under it) and its order's cell, linked: a table of legs' first cells. */
export const LegOrderCells = ({ leg, order }: LegOrderCellsProps) => (
  <>
    <th scope="row">
      <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
      <div className="muted">{vehicleName(getFragmentData(VehicleNameFragment, leg.vehicle))}</div>
    </th>
    <td>
      <Link href={`/orders/${order.id}`}>{order.number}</Link>
    </td>
  </>
);
