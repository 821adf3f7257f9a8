import { useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { vehicleName } from '../record/format';
import { PickedValue } from './PickedValue';
import { SearchMatches } from './SearchMatches';
import { SearchInput } from './SearchInput';
import { useDebouncedSearch } from './useDebouncedSearch';

const StorageVehicleSearchQuery = graphql(`
  query StorageVehicleSearch($search: String!) {
    vehicles(first: 8, search: $search) {
      data {
        id
        vin
        year
        make
        model
        client {
          id
          displayName
        }
      }
    }
  }
`);

export type PickedVehicle = {
  id: string;
  vin?: string | null;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  client?: { id: string; displayName: string } | null;
};

export type VehiclePickerProps = {
  vehicle: PickedVehicle | null;
  onPick: (vehicle: PickedVehicle | null) => void;
  error?: readonly string[];
};

const describe = (vehicle: PickedVehicle) =>
  [vehicleName(vehicle), vehicle.vin && vehicle.vin !== vehicleName(vehicle) ? `VIN ${vehicle.vin}` : null, vehicle.client?.displayName]
    .filter(Boolean)
    .join(' · ');

/** A vehicle found by its VIN (or make, model, plate), eight matches at a time; the chosen one is shown with a way back. */
export const VehiclePicker = ({ vehicle, onPick, error }: VehiclePickerProps) => {
  const [text, setText] = useState('');
  const search = useDebouncedSearch(text);
  const searching = search.length >= 3 && vehicle === null;
  const [{ data, fetching }] = useQuery({ query: StorageVehicleSearchQuery, variables: { search }, pause: !searching });

  if (vehicle)
    return (
      <PickedValue label="Vehicle" change="Choose another vehicle" onChange={() => onPick(null)}>
        {describe(vehicle)}
      </PickedValue>
    );

  const found = searching ? (data?.vehicles.data ?? []) : [];
  return (
    <div className="field">
      <SearchInput
        label="Vehicle"
        hint="Type at least 3 characters of the VIN, make, model or plate."
        value={text}
        onChange={setText}
        error={error}
      />
      <SearchMatches
        searching={searching}
        fetching={fetching}
        busyText="Searching vehicles…"
        noneText="No vehicle matches."
        matches={found.map((row) => ({
          key: row.id,
          choose: 'Choose',
          name: `Choose ${describe(row)}`,
          onChoose: () => onPick(row),
          description: describe(row),
        }))}
      />
    </div>
  );
};
