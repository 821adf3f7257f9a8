import { useEffect, useId, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { eventOptionsOf } from '../kit/record/eventOptions';
import { legStatusLabel } from '../kit/record/legLabels';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';
import type { PickedLeg } from './reportInput';

const LegSearchQuery = graphql(`
  query ReportFormLegSearch($search: String!) {
    orderLegs(search: $search, first: 8) {
      data {
        id
        number
        status
        driverId
        vehicle {
          id
          year
          make
          model
          vin
        }
        eventOptions {
          ...RecordEventOption
        }
      }
    }
  }
`);

export const vehicleText = (vehicle: PickedLeg['vehicle']): string =>
  vehicle
    ? [[vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' '), vehicle.vin && `VIN ${vehicle.vin}`]
        .filter(Boolean)
        .join(', ')
    : 'No vehicle';

export type LegPickerProps = {
  leg: PickedLeg | null;
  onPick: (leg: PickedLeg | null) => void;
  driverName?: string | null;
  error?: readonly string[];
};

/** Finds a leg by its number (or its vehicle's VIN) and shows the chosen one's vehicle, driver and status. */
export const LegPicker = ({ leg, onPick, driverName, error }: LegPickerProps) => {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const resultsId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const [{ data, fetching }] = useQuery({ query: LegSearchQuery, variables: { search }, pause: search.length < 2 || leg !== null });

  if (leg)
    return (
      <div className="field">
        <p className="field-label">Leg</p>
        <p>
          <strong>{leg.number}</strong> — {legStatusLabel(leg.status)}
        </p>
        <p>{`Vehicle: ${vehicleText(leg.vehicle)}`}</p>
        <p>{`Driver: ${driverName ?? (leg.driverId ? 'assigned' : 'none assigned')}`}</p>
        <Button className="btn-small" onClick={() => onPick(null)}>
          Choose another leg
        </Button>
      </div>
    );

  const found = search.length >= 2 ? (data?.orderLegs.data ?? []) : [];
  return (
    <div className="field">
      <TextField
        label="Leg"
        hint="Type the leg's number (O-100042-1) or its vehicle's VIN; leave empty when no leg is involved."
        value={text}
        onChange={setText}
        autoComplete="off"
        error={error}
      />
      <div id={resultsId} aria-live="polite">
        {search.length >= 2 && fetching && <p className="muted">Searching legs…</p>}
        {search.length >= 2 && !fetching && found.length === 0 && <p className="muted">No leg matches.</p>}
        {found.length > 0 && (
          <ul className="plain-list">
            {found.map((row) => (
              <li key={row.id}>
                <Button className="btn-small" onClick={() => onPick({ ...row, eventOptions: eventOptionsOf(row.eventOptions) })}>
                  {`Choose leg ${row.number}`}
                </Button>{' '}
                {`${legStatusLabel(row.status)} · ${vehicleText(row.vehicle)}`}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
