import type { ReactNode } from 'react';
import { normalizeVin } from '../../../domain/vin';
import { Button } from '../ui/Button';
import { LimitedTextField } from '../ui/LimitedTextField';
import { ChoiceField } from './ChoiceField';
import type { VehicleDraft } from './formTypes';
import { COLOUR_CHOICES } from './labels';
import { VinField } from './VinField';

export type VehicleCardProps = {
  vehicle: VehicleDraft;
  index: number;
  set: (patch: Partial<VehicleDraft>) => void;
  /** The field's errors, by the vehicle's field name ("vin", "year"). */
  error: (field: string) => readonly string[] | undefined;
  /** Given, a "Remove vehicle N" button (not while it is the only vehicle). */
  onRemove?: () => void;
  /** The form's own fields between the model and the colour (class, fuel). */
  children?: ReactNode;
  /** The form's own fields after the colour (plate, odometer, keys). */
  after?: ReactNode;
};

/**
 * One vehicle of an order form (the staff's and the portal wizard's): a VIN to decode, or year, make and model by
 * hand, the colour, and whatever else the form asks.
 */
export const VehicleCard = ({ vehicle, index, set, error, onRemove, children, after }: VehicleCardProps) => {
  const text = (field: 'year' | 'make' | 'model') => ({
    value: vehicle[field],
    onChange: (value: string) => set({ [field]: value }),
    error: error(field),
  });
  return (
    <fieldset className="form-card">
      <legend className="form-card-title">Vehicle {index + 1}</legend>
      <VinField
        value={vehicle.vin}
        error={error('vin')}
        onChange={(vin) => set({ vin, vinConfirmed: false })}
        onDecoded={set}
        confirmation={
          vehicle.vinNoMaker && vehicle.vinNoMaker === normalizeVin(vehicle.vin)
            ? { confirmed: vehicle.vinConfirmed ?? false, onConfirm: (vinConfirmed) => set({ vinConfirmed }) }
            : undefined
        }
      />
      <div className="field-grid">
        {/* Four digits, refused past them rather than cut; the forms' schemas check the range (1900–2100). */}
        <LimitedTextField label="Year" inputMode="numeric" limit={4} {...text('year')} />
        <LimitedTextField label="Make" limit={100} {...text('make')} />
        <LimitedTextField label="Model" limit={100} {...text('model')} />
        {children}
        <ChoiceField
          label="Colour"
          value={vehicle.colour}
          choices={COLOUR_CHOICES}
          placeholder="Not known"
          error={error('colour')}
          onChange={(colour) => set({ colour })}
        />
        {after}
      </div>
      {onRemove && (
        <div className="button-row">
          <Button variant="ghost" className="btn-small" onClick={onRemove}>
            Remove vehicle {index + 1}
          </Button>
        </div>
      )}
    </fieldset>
  );
};
