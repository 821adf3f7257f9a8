import { useState } from 'react';
import { useQuery } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { vehicleName } from '../record/format';
import { OrderWithClientFragment, VehicleNameFragment } from '../record/fragments';
import { PickedValue } from './PickedValue';
import { SearchMatches } from './SearchMatches';
import { useDebouncedSearch } from './useDebouncedSearch';
import { SearchInput } from './SearchInput';

export const OrderPickerFragment = graphql(`
  fragment OrderPicker_order on Order {
    ...OrderWithClient
    vehicles {
      ...VehicleName
    }
  }
`);

const TntOrderSearchQuery = graphql(`
  query TntOrderSearch($search: String) {
    orders(first: 8, search: $search) {
      data {
        id
        ...OrderPicker_order
      }
    }
  }
`);

export type PickedOrder = {
  id: string;
  number: string;
  client: { displayName: string };
  vehicles: readonly { id: string; year?: number | null; make?: string | null; model?: string | null; vin?: string | null }[];
};

/** A found or linked order (`...OrderPicker_order`) as the picker keeps it. */
export const pickedOrderOf = (source: FragmentType<typeof OrderPickerFragment>): PickedOrder => {
  const order = getFragmentData(OrderPickerFragment, source);
  return { ...getFragmentData(OrderWithClientFragment, order), vehicles: getFragmentData(VehicleNameFragment, order.vehicles) };
};

export type OrderPickerProps = { order: PickedOrder | null; onPick: (order: PickedOrder | null) => void; error?: readonly string[] };

const vehiclesText = (order: PickedOrder) => order.vehicles.map(vehicleName).join(', ') || 'no vehicle';

/** An order found by its number, reference or client (8 at a time), never a first-100 list. */
export const OrderPicker = ({ order, onPick, error }: OrderPickerProps) => {
  const [text, setText] = useState('');
  const search = useDebouncedSearch(text);
  const [{ data, fetching }] = useQuery({ query: TntOrderSearchQuery, variables: { search }, pause: search.length < 2 || order !== null });

  if (order)
    return (
      <PickedValue label="Order" change="Choose another order" onChange={() => onPick(null)}>
        <strong>{order.number}</strong> — {order.client.displayName}
      </PickedValue>
    );

  const found = (search.length >= 2 ? (data?.orders.data ?? []) : []).map(pickedOrderOf);
  return (
    <div className="field">
      <SearchInput
        label="Order"
        hint="Type the order's number (O-100042), a reference or the client's name."
        value={text}
        onChange={setText}
        error={error}
      />
      <SearchMatches
        searching={search.length >= 2}
        fetching={fetching}
        busyText="Searching orders…"
        noneText={`No order matches “${search}”.`}
        matches={found.map((row) => ({
          key: row.id,
          choose: `Choose order ${row.number}`,
          onChoose: () => onPick(row),
          description: `${row.client.displayName} · ${vehiclesText(row)}`,
        }))}
      />
    </div>
  );
};
