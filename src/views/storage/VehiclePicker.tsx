import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { vehicleName } from '../record/format';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

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

export type VehiclePickerProps = { vehicle: PickedVehicle | null; onPick: (vehicle: PickedVehicle | null) => void; error?: readonly string[] };

const describe = (vehicle: PickedVehicle) =>
  [vehicleName(vehicle), vehicle.vin && vehicle.vin !== vehicleName(vehicle) ? `VIN ${vehicle.vin}` : null, vehicle.client?.displayName]
    .filter(Boolean)
    .join(' · ');

/** A vehicle found by its VIN (or make, model, plate), eight matches at a time; the chosen one is shown with a way back. */
export const VehiclePicker = ({ vehicle, onPick, error }: VehiclePickerProps) => {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const searching = search.length >= 3 && vehicle === null;
  const [{ data, fetching }] = useQuery({ query: StorageVehicleSearchQuery, variables: { search }, pause: !searching });

  if (vehicle)
    return (
      <div className="field">
        <p className="field-label">Vehicle</p>
        <p>{describe(vehicle)}</p>
        <Button className="btn-small" onClick={() => onPick(null)}>
          Choose another vehicle
        </Button>
      </div>
    );

  const found = searching ? (data?.vehicles.data ?? []) : [];
  return (
    <div className="field">
      <TextField label="Vehicle" hint="Type at least 3 characters of the VIN, make, model or plate." value={text} onChange={setText} autoComplete="off" error={error} />
      <div aria-live="polite">
        {searching && fetching && <p className="muted">Searching vehicles…</p>}
        {searching && !fetching && found.length === 0 && <p className="muted">No vehicle matches.</p>}
        {found.length > 0 && (
          <ul className="plain-list">
            {found.map((row) => (
              <li key={row.id}>
                <Button className="btn-small" onClick={() => onPick(row)} aria-label={`Choose ${describe(row)}`}>
                  Choose
                </Button>{' '}
                {describe(row)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
