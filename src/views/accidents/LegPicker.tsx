import { useState } from 'react';
import { useQuery } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { eventOptionsOf } from '../kit/record/eventOptions';
import { SearchMatches } from '../kit/pickers/SearchMatches';
import { useDebouncedSearch } from '../kit/pickers/useDebouncedSearch';
import { legStatusLabel } from '../kit/record/legLabels';
import { VehicleNameFragment } from '../kit/record/fragments';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';
import type { PickedLeg } from './reportInput';

/** The leg a report is about, as the picker shows it and the edit form starts from it. */
export const LegPickerFragment = graphql(`
  fragment LegPicker_leg on OrderLeg {
    id
    number
    status
    driverId
    vehicle {
      ...VehicleName
    }
  }
`);

/** A found or stored leg (`...LegPicker_leg`) as the report form keeps it. */
export const pickedLegOf = (source: FragmentType<typeof LegPickerFragment>): PickedLeg => {
  const leg = getFragmentData(LegPickerFragment, source);
  return { ...leg, vehicle: getFragmentData(VehicleNameFragment, leg.vehicle) };
};

const LegSearchQuery = graphql(`
  query ReportFormLegSearch($search: String!) {
    orderLegs(search: $search, first: 8) {
      data {
        id
        ...LegPicker_leg
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
  const search = useDebouncedSearch(text);
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
      <SearchMatches
        searching={search.length >= 2}
        fetching={fetching}
        busyText="Searching legs…"
        noneText="No leg matches."
        matches={found.map((row) => {
          const picked = { ...pickedLegOf(row), eventOptions: eventOptionsOf(row.eventOptions) };
          return {
            key: row.id,
            choose: `Choose leg ${picked.number}`,
            onChoose: () => onPick(picked),
            description: `${legStatusLabel(picked.status)} · ${vehicleText(picked.vehicle)}`,
          };
        })}
      />
    </div>
  );
};
